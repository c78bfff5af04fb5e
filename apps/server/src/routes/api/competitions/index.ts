import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activeCompetitionsAnswerSchema } from '@app/contract/matches';
import { apiErrorSchema } from '@app/contract/common';
import { createConsoleMatchesService } from '../../../services/matches/console-matches-service.ts';

/** The competitions the console lists in its sidebar (SPEC.md: "list used as labels"). */
export const competitionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const consoleMatches = createConsoleMatchesService(app.db);

  app.get('/active', {
    onRequest: app.requireRole('owner', 'manager', 'staff', 'admin'),
    schema: { tags: ['competitions'], response: { 200: activeCompetitionsAnswerSchema, 401: apiErrorSchema, 403: apiErrorSchema } },
  }, async () => consoleMatches.activeCompetitions());
};
