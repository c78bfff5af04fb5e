import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTH_CODES, confirmEmailAnswerSchema, confirmEmailBodySchema, signinBodySchema } from '@app/contract/auth';
import { apiErrorSchema, messageSchema } from '@app/contract/common';
import { messageText } from '@app/contract/messages';
import { coded, HttpError, tooManyRequests } from '../../../lib/http-error.ts';
import type { ThrottleRule } from '../../../services/throttle.ts';
import { startConsoleSession } from './console-session.ts';

/** "Send the link again": a person waiting for a mail asks a few times; more is a script. */
const AGAIN_PER_ACCOUNT: ThrottleRule = { limit: 3, windowSeconds: 60 * 60 };
const AGAIN_PER_ADDRESS: ThrottleRule = { limit: 10, windowSeconds: 15 * 60 };

const errors = { 400: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema };

/**
 * The address's confirmation: the mailed link, spent once, signs a new account's
 * holder in through the same session start as a sign-in; "Send the link again" is throttled.
 */
export const emailConfirmationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/confirm-email',
    {
      schema: { tags: ['auth'], body: confirmEmailBodySchema, response: { 200: confirmEmailAnswerSchema, ...errors } },
    },
    async (request, reply) => {
      const address = await app.throttle.attempt(`confirm:address:${request.ip}`, AGAIN_PER_ADDRESS);
      if (!address.allowed)
        throw tooManyRequests(
          coded('tooManyAttempts', { count: Math.ceil(address.retryAfterSeconds / 60) }),
          address.retryAfterSeconds,
        );
      const confirmed = await app.accounts.confirmEmail(request.body.token);
      if (!confirmed) {
        app.securityEvents.record('email.confirm_failed', {
          ip: request.ip,
          reason: 'confirmation link not valid, used or expired',
        });
        throw new HttpError(400, coded('confirmLinkNotValid'), AUTH_CODES.invalidConfirmLink);
      }
      // A link that worked gives the address its attempt back, as a reset link does.
      await app.throttle.release(`confirm:address:${request.ip}`);
      const { user, returnTo, session } = confirmed;
      return {
        email: user.email,
        role: user.role,
        returnTo,
        session: session ? startConsoleSession(request, reply, session, request.body.remember ?? true) : null,
      };
    },
  );

  // The sign-in's email and password, so only the account's holder asks.
  app.post(
    '/confirm-email/again',
    { schema: { tags: ['auth'], body: signinBodySchema, response: { 200: messageSchema, ...errors } } },
    async (request) => {
      const { email, password } = request.body;
      const address = await app.throttle.attempt(`confirm-again:address:${request.ip}`, AGAIN_PER_ADDRESS);
      if (!address.allowed) {
        app.securityEvents.record('throttle.blocked', {
          ip: request.ip,
          reason: 'confirmation link asked again too often from this address',
        });
        throw tooManyRequests(
          coded('tooManyAttempts', { count: Math.ceil(address.retryAfterSeconds / 60) }),
          address.retryAfterSeconds,
        );
      }
      // Per account: beyond the limit the answer stays the same and no mail leaves (counted for any email).
      const account = await app.throttle.hit(`confirm-again:account:${email}`, AGAIN_PER_ACCOUNT);
      if (account.count <= AGAIN_PER_ACCOUNT.limit) await app.accounts.sendConfirmationAgain(email, password);
      else
        app.securityEvents.record('throttle.blocked', {
          email,
          ip: request.ip,
          reason: 'confirmation link asked again too often for this account (answered as usual, no mail)',
        });
      return { message: messageText('confirmationSentAgain') };
    },
  );
};
