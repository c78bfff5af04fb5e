import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { apiErrorSchema } from '@app/contract/common';
import { leaderboardQuerySchema, leaderboardSchema } from '@app/contract/game';
import {
  barLeagueSchema,
  barLeaguesSchema,
  createBarLeagueBodySchema,
  leagueParamsSchema,
  patchBarLeagueBodySchema,
} from '@app/contract/leagues';
import { currentBarId } from '../../../plugins/app/auth.ts';
import { coded, forbidden } from '../../../lib/http-error.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const tags = ['bars'];

/**
 * The caller's current bar, checked against their roles by the auth guard: another bar's league is unknown here (404).
 */
function barOf(request: FastifyRequest): string {
  const barId = currentBarId(request);
  if (!barId) throw forbidden(coded('noBarLinked'));
  return barId;
}

/**
 * The bar's leagues: its owner and managers make one per championship, name it, set
 * its house prize, close joining and read its board; a scanner does none of it. The bar is always
 * the session's.
 */
export const barLeagueRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = app.requireRole('owner', 'manager');
  const params = leagueParamsSchema;

  app.get(
    '/',
    { onRequest, schema: { tags, response: { 200: barLeaguesSchema, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return app.leagues.barList(barOf(request));
    },
  );

  app.post(
    '/',
    { onRequest, schema: { tags, body: createBarLeagueBodySchema, response: { 200: barLeagueSchema, ...errors } } },
    async (request) => app.leagues.barCreate(barOf(request), request.body),
  );

  app.patch(
    '/:leagueId',
    {
      onRequest,
      schema: { tags, params, body: patchBarLeagueBodySchema, response: { 200: barLeagueSchema, ...errors } },
    },
    async (request) => app.leagues.barUpdate(barOf(request), request.params.leagueId, request.body),
  );

  app.get(
    '/:leagueId/board',
    {
      onRequest,
      schema: { tags, params, querystring: leaderboardQuerySchema, response: { 200: leaderboardSchema, ...errors } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return app.leagues.barBoard(barOf(request), request.params.leagueId, request.query);
    },
  );
};
