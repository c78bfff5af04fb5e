import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activeCompetitionsAnswerSchema } from '@app/contract/matches';
import { apiErrorSchema } from '@app/contract/common';

/** The competitions the console lists in its sidebar (docs/product.md: "list used as labels"). */
export const competitionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/active', {
    onRequest: app.requireRole('owner', 'manager', 'staff', 'admin'),
    schema: { tags: ['competitions'], response: { 200: activeCompetitionsAnswerSchema, 401: apiErrorSchema, 403: apiErrorSchema } },
  }, async () => app.consoleMatches.activeCompetitions());
};
