import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ownerMatchesAnswerSchema, ownerMatchesQuerySchema } from '@app/contract/matches';
import { apiErrorSchema } from '@app/contract/common';
import { currentBarId } from '../../../plugins/app/auth.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** The console's match list: every role reads it; `broadcasted` is about the caller's own bar. */
export const matchesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin',
    {
      onRequest: app.requireRole('owner', 'manager', 'staff', 'admin'),
      schema: {
        tags: ['matches'],
        querystring: ownerMatchesQuerySchema,
        response: { 200: ownerMatchesAnswerSchema, ...errors },
      },
    },
    async (request) => app.consoleMatches.list(request.query, currentBarId(request)),
  );
};
