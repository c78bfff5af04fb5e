import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SIGNUP_ANSWER } from '@app/contract/auth';
import { apiErrorSchema, messageSchema } from '@app/contract/common';
import { partySearchQuerySchema, teamOptionsSchema } from '@app/contract/match-parties';
import {
  answerBodySchema,
  savedAnswerSchema,
  followedTeamsSchema,
  followTeamParamsSchema,
  leaderboardQuerySchema,
  leaderboardSchema,
  playChampionshipListSchema,
  playChampionshipParamsSchema,
  matchPredictionsParamsSchema,
  matchPredictionsQuerySchema,
  matchPredictionsSchema,
  playChampionshipSchema,
  playMeSchema,
  playSignupBodySchema,
  predictionSchema,
  predictionOrRoundBodySchema,
  savedPredictionsSchema,
} from '@app/contract/game';
import { accessTokenOf, currentUser } from '../../../plugins/app/auth.ts';
import { playAccountRoutes } from './account.ts';
import { reminderRoutes } from './reminders.ts';
import { leagueRoutes } from './leagues.ts';
import { playBookingRoutes } from './bookings.ts';
import { coded, tooManyRequests } from '../../../lib/http-error.ts';
import { SIGNUP_PER_ADDRESS, signupThrottleKey } from '../../../services/auth/signup-throttle.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
};
const tags = ['play'];

/**
 * The championship game for fans. Reading is public; predicting, answering and the
 * player's own view need a player account. Boards show nicknames only: no email leaves the server.
 */
export const playRoutes: FastifyPluginAsyncZod = async (app) => {
  const player = app.requireRole('player');

  // The same answer whether or not the address has an account: the mail tells its holder which.
  app.post(
    '/signup',
    { schema: { tags, body: playSignupBodySchema, response: { 200: messageSchema, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const address = await app.throttle.attempt(signupThrottleKey(request.ip), SIGNUP_PER_ADDRESS);
      if (!address.allowed) {
        app.securityEvents.record('throttle.blocked', {
          ip: request.ip,
          reason: 'player sign-up: too many accounts from this address',
        });
        throw tooManyRequests(
          coded('tooManyAccountsFromAddress', { count: Math.ceil(address.retryAfterSeconds / 60) }),
          address.retryAfterSeconds,
        );
      }
      await app.game.signup(request.body);
      return { message: SIGNUP_ANSWER };
    },
  );

  await app.register(playAccountRoutes, { prefix: '/account' });
  await app.register(reminderRoutes, { prefix: '/reminders' });
  await app.register(leagueRoutes);
  await app.register(playBookingRoutes);

  app.get(
    '/championships',
    { schema: { tags, response: { 200: playChampionshipListSchema, ...errors } } },
    async () => ({ championships: await app.game.list() }),
  );

  app.get(
    '/championships/:id',
    { schema: { tags, params: playChampionshipParamsSchema, response: { 200: playChampionshipSchema, ...errors } } },
    async (request) => app.game.get(request.params.id),
  );

  // One prediction (its answer: the prediction), or a round's list (its answer: saved and closed, per match).
  app.put(
    '/championships/:id/predictions',
    {
      onRequest: player,
      schema: {
        tags,
        params: playChampionshipParamsSchema,
        body: predictionOrRoundBodySchema,
        response: { 200: z.union([predictionSchema, savedPredictionsSchema]), ...errors },
      },
    },
    async (request) => {
      const { body } = request;
      const userId = currentUser(request).id;
      return 'predictions' in body
        ? app.game.predictAll(request.params.id, userId, body)
        : app.game.predict(request.params.id, userId, body);
    },
  );

  app.put(
    '/championships/:id/answers',
    {
      onRequest: player,
      schema: {
        tags,
        params: playChampionshipParamsSchema,
        body: answerBodySchema,
        response: { 200: savedAnswerSchema, ...errors },
      },
    },
    async (request) => app.game.answer(request.params.id, currentUser(request).id, request.body),
  );

  app.get(
    '/championships/:id/me',
    {
      onRequest: player,
      schema: { tags, params: playChampionshipParamsSchema, response: { 200: playMeSchema, ...errors } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return app.game.me(request.params.id, currentUser(request).id);
    },
  );

  app.get(
    '/championships/:id/leaderboard',
    {
      schema: {
        tags,
        params: playChampionshipParamsSchema,
        querystring: leaderboardQuerySchema,
        response: { 200: leaderboardSchema, ...errors },
      },
    },
    async (request, reply) => {
      // Public; a signed-in caller (bearer or the console's cookie) also gets their own row (a token sent must be
      // valid).
      if (accessTokenOf(request)) {
        await app.authenticate(request, reply);
        reply.header('cache-control', 'private, no-store');
      }
      return app.game.leaderboard(request.params.id, request.query, request.user?.id ?? null);
    },
  );

  // Public, as the boards are: nicknames and picks of a match that has locked (409 before).
  app.get(
    '/championships/:id/matches/:matchId/predictions',
    {
      schema: {
        tags,
        params: matchPredictionsParamsSchema,
        querystring: matchPredictionsQuerySchema,
        response: { 200: matchPredictionsSchema, ...errors },
      },
    },
    async (request) => app.game.matchPredictions(request.params.id, request.params.matchId, request.query),
  );

  /**
   * The teams a player follows, always the session's player; PUT and DELETE
   * are idempotent and answer the player's teams. The search is the match dialog's, read-only.
   */
  app.get(
    '/follows',
    { onRequest: player, schema: { tags, response: { 200: followedTeamsSchema, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return app.teamFollows.list(currentUser(request).id);
    },
  );

  app.put(
    '/follows/:teamId',
    {
      onRequest: player,
      schema: { tags, params: followTeamParamsSchema, response: { 200: followedTeamsSchema, ...errors } },
    },
    async (request) => app.teamFollows.follow(currentUser(request).id, request.params.teamId),
  );

  app.delete(
    '/follows/:teamId',
    {
      onRequest: player,
      schema: { tags, params: followTeamParamsSchema, response: { 200: followedTeamsSchema, ...errors } },
    },
    async (request) => app.teamFollows.unfollow(currentUser(request).id, request.params.teamId),
  );

  app.get(
    '/teams',
    {
      onRequest: player,
      schema: { tags, querystring: partySearchQuerySchema, response: { 200: teamOptionsSchema, ...errors } },
    },
    async (request) => ({ teams: await app.matchParties.searchTeams(request.query.query, request.query.limit) }),
  );
};
