import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, messageSchema } from '@app/contract/common';
import { leaderboardQuerySchema, leaderboardSchema, playChampionshipParamsSchema } from '@app/contract/game';
import {
  createLeagueBodySchema,
  handOverBodySchema,
  joinLeagueBodySchema,
  leagueMemberParamsSchema,
  leagueParamsSchema,
  leagueSchema,
  myLeaguesSchema,
  patchLeagueBodySchema,
} from '@app/contract/leagues';
import { currentUser } from '../../../plugins/app/auth.ts';
import { coded, tooManyRequests } from '../../../lib/http-error.ts';
import type { ThrottleRule } from '../../../services/throttle.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
};
const tags = ['play'];
/** Codes are tried by hand: a few a minute, never a guesser's run through the 40 bits. */
const JOINS_PER_ACCOUNT: ThrottleRule = { limit: 30, windowSeconds: 60 * 60 };

/**
 * A player's private leagues (/api/play/…): always the session's player; a league the player is
 * not in answers 404 to every route, so its id tells nothing. Answers name other players by
 * nickname and member reference only.
 */
export const leagueRoutes: FastifyPluginAsyncZod = async (app) => {
  // The guard on each route: the OpenAPI document reads a route's security from its own hooks.
  const onRequest = app.requireRole('player');
  const params = leagueParamsSchema;
  const me = (request: Parameters<typeof currentUser>[0]) => currentUser(request).id;

  app.post(
    '/championships/:id/leagues',
    {
      onRequest,
      schema: {
        tags,
        params: playChampionshipParamsSchema,
        body: createLeagueBodySchema,
        response: { 200: leagueSchema, ...errors },
      },
    },
    async (request) => app.leagues.create(request.params.id, me(request), request.body),
  );

  app.get(
    '/championships/:id/leagues',
    {
      onRequest,
      schema: { tags, params: playChampionshipParamsSchema, response: { 200: myLeaguesSchema, ...errors } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return app.leagues.mine(request.params.id, me(request));
    },
  );

  app.post(
    '/leagues/join',
    { onRequest, schema: { tags, body: joinLeagueBodySchema, response: { 200: leagueSchema, ...errors } } },
    async (request) => {
      const user = currentUser(request);
      const attempt = await app.throttle.attempt(`league-join:account:${user.id}`, JOINS_PER_ACCOUNT);
      if (!attempt.allowed) {
        app.securityEvents.record('throttle.blocked', {
          ip: request.ip,
          userId: user.id,
          reason: 'league join: too many codes tried by this account',
        });
        throw tooManyRequests(
          coded('tooManyAttempts', { count: Math.ceil(attempt.retryAfterSeconds / 60) }),
          attempt.retryAfterSeconds,
        );
      }
      return app.leagues.join(request.body.code, user.id);
    },
  );

  app.get(
    '/leagues/:leagueId',
    { onRequest, schema: { tags, params, response: { 200: leagueSchema, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return app.leagues.get(request.params.leagueId, me(request));
    },
  );

  app.patch(
    '/leagues/:leagueId',
    { onRequest, schema: { tags, params, body: patchLeagueBodySchema, response: { 200: leagueSchema, ...errors } } },
    async (request) => app.leagues.update(request.params.leagueId, me(request), request.body),
  );

  app.delete(
    '/leagues/:leagueId',
    { onRequest, schema: { tags, params, response: { 200: messageSchema, ...errors } } },
    async (request) => app.leagues.delete(request.params.leagueId, me(request)),
  );

  app.post(
    '/leagues/:leagueId/leave',
    { onRequest, schema: { tags, params, response: { 200: messageSchema, ...errors } } },
    async (request) => app.leagues.leave(request.params.leagueId, me(request)),
  );

  app.post(
    '/leagues/:leagueId/hand-over',
    { onRequest, schema: { tags, params, body: handOverBodySchema, response: { 200: leagueSchema, ...errors } } },
    async (request) => app.leagues.handOver(request.params.leagueId, me(request), request.body.memberRef),
  );

  app.delete(
    '/leagues/:leagueId/members/:memberRef',
    {
      onRequest,
      schema: { tags, params: leagueMemberParamsSchema, response: { 200: leagueSchema, ...errors } },
    },
    async (request) => app.leagues.removeMember(request.params.leagueId, me(request), request.params.memberRef),
  );

  app.get(
    '/leagues/:leagueId/board',
    {
      onRequest,
      schema: {
        tags,
        params,
        querystring: leaderboardQuerySchema,
        response: { 200: leaderboardSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return app.leagues.board(request.params.leagueId, request.query, me(request));
    },
  );
};
