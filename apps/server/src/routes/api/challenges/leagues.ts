import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, messageSchema } from '@app/contract/common';
import { leagueParamsSchema, staffLeaguesQuerySchema, staffLeaguesSchema } from '@app/contract/leagues';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const tags = ['championships'];

/** The players' leagues of an official championship, for staff who remove an abusive one (audited). */
export const staffLeagueRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = app.requireRole('staff', 'admin');

  app.get(
    '/leagues',
    {
      onRequest,
      schema: { tags, querystring: staffLeaguesQuerySchema, response: { 200: staffLeaguesSchema, ...errors } },
    },
    async (request) => app.leagues.staffList(request.query.challengeId),
  );

  app.delete(
    '/leagues/:leagueId',
    { onRequest, schema: { tags, params: leagueParamsSchema, response: { 200: messageSchema, ...errors } } },
    async (request) => app.leagues.staffDelete(request.params.leagueId),
  );
};
