import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, messageSchema } from '@app/contract/common';
import { playAccountPatchSchema, playAccountSchema, playEmailChangeSchema } from '@app/contract/game';
import { messageText } from '@app/contract/messages';
import { currentUser } from '../../../plugins/app/auth.ts';
import { clearSessionCookies } from '../../../plugins/app/session-cookies.ts';
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
/** A change of address checks the password and sends a mail: a few a day, not a guesser's run. */
const EMAIL_CHANGE_PER_ACCOUNT: ThrottleRule = { limit: 5, windowSeconds: 60 * 60 };

/**
 * /api/play/account: the fan's own account, always the session's player (the password has its own route,
 * /api/users/change-password).
 */
export const playAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  // The guard on each route: the OpenAPI document reads a route's security from its own hooks.
  const onRequest = app.requireRole('player');
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get('/', { onRequest, schema: { tags, response: { 200: playAccountSchema, ...errors } } }, async (request) =>
    app.fanAccount.get(currentUser(request).id),
  );

  app.patch(
    '/',
    { onRequest, schema: { tags, body: playAccountPatchSchema, response: { 200: playAccountSchema, ...errors } } },
    async (request) => app.fanAccount.update(currentUser(request).id, request.body),
  );

  app.post(
    '/email',
    { onRequest, schema: { tags, body: playEmailChangeSchema, response: { 200: messageSchema, ...errors } } },
    async (request) => {
      const user = currentUser(request);
      const attempt = await app.throttle.attempt(`email-change:account:${user.id}`, EMAIL_CHANGE_PER_ACCOUNT);
      if (!attempt.allowed) {
        app.securityEvents.record('throttle.blocked', {
          ip: request.ip,
          userId: user.id,
          reason: 'email change: too many requests for this account',
        });
        throw tooManyRequests(
          coded('tooManyAttempts', { count: Math.ceil(attempt.retryAfterSeconds / 60) }),
          attempt.retryAfterSeconds,
        );
      }
      return app.fanAccount.changeEmail(user.id, request.body);
    },
  );

  app.delete(
    '/',
    { onRequest, schema: { tags, response: { 200: messageSchema, ...errors } } },
    async (request, reply) => {
      const user = currentUser(request);
      await app.fanAccount.delete(user.id);
      app.securityEvents.record('account.deleted', {
        ip: request.ip,
        userId: user.id,
        reason: 'the player deleted their account',
      });
      clearSessionCookies(request, reply);
      return { message: messageText('accountDeleted') };
    },
  );
};
