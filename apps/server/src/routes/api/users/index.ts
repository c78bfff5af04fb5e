import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changePasswordBodySchema } from '@app/contract/auth';
import { apiErrorSchema, messageSchema } from '@app/contract/common';
import {
  inviteUserBodySchema,
  updateUserBodySchema,
  userIdParamsSchema,
  userListQuerySchema,
  userListSchema,
  userSchema,
} from '@app/contract/users';
import { currentUser } from '../../../plugins/app/auth.ts';
import { coded, tooManyRequests } from '../../../lib/http-error.ts';
import type { ThrottleRule } from '../../../services/throttle.ts';

/** Wrong old passwords per account, as for sign-in: a stolen session cannot guess the password at leisure. */
const CHANGE_PASSWORD_PER_ACCOUNT: ThrottleRule = { limit: 5, windowSeconds: 15 * 60 };

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const tags = ['users'];

/** Every signed-in person changes their own password; admins manage the accounts. */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/change-password',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        body: changePasswordBodySchema,
        response: { 200: messageSchema, 400: apiErrorSchema, 401: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const key = `change-password:account:${user.id}`;
      // Counted before the old password is checked, so parallel guesses cannot outrun the count.
      const attempt = await app.throttle.attempt(key, CHANGE_PASSWORD_PER_ACCOUNT);
      if (!attempt.allowed) {
        app.securityEvents.record('throttle.blocked', {
          ip: request.ip,
          userId: user.id,
          reason: 'change password: too many wrong old passwords',
        });
        throw tooManyRequests(
          coded('tooManyWrongPasswords', { count: Math.ceil(attempt.retryAfterSeconds / 60) }),
          attempt.retryAfterSeconds,
        );
      }
      try {
        await app.accounts.changePassword(user.id, request.body.oldPassword, request.body.password);
      } catch (error) {
        app.securityEvents.record('password.change_failed', {
          ip: request.ip,
          userId: user.id,
          reason: 'wrong old password',
        });
        throw error;
      }
      await app.throttle.clear(key);
      app.securityEvents.record('password.changed', {
        ip: request.ip,
        userId: user.id,
        reason: 'changed by the account holder',
      });
      return { message: 'Password Changed' };
    },
  );

  const admin = app.requireRole('admin');

  app.get(
    '/',
    {
      onRequest: admin,
      schema: { tags, querystring: userListQuerySchema, response: { 200: userListSchema, ...errors } },
    },
    async (request) => app.users.list(request.query),
  );

  app.post(
    '/',
    { onRequest: admin, schema: { tags, body: inviteUserBodySchema, response: { 201: userSchema, ...errors } } },
    async (request, reply) => {
      const user = await app.users.invite(currentUser(request), request.body);
      return reply.status(201).send(user);
    },
  );

  app.patch(
    '/:id',
    {
      onRequest: admin,
      schema: {
        tags,
        params: userIdParamsSchema,
        body: updateUserBodySchema,
        response: { 200: userSchema, ...errors },
      },
    },
    async (request) => {
      const updated = await app.users.update(currentUser(request), request.params.id, request.body);
      if (request.body.active === false)
        app.securityEvents.record('account.deactivated', {
          ip: request.ip,
          userId: updated.id,
          reason: 'deactivated by an admin',
        });
      return updated;
    },
  );
};
