import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AUTH_CODES, FORGOT_PASSWORD_ANSWER, forgotPasswordBodySchema, loginRecordSchema, refreshAnswerSchema,
  resetPasswordBodySchema, signinBodySchema, signupAnswerSchema, signupBodySchema,
} from '@app/contract/auth';
import { apiErrorSchema, messageSchema, roleSchema } from '@app/contract/common';
import { bearerToken, currentUser } from '../../../plugins/app/auth.ts';
import { HttpError, tooManyRequests, unauthorized } from '../../../lib/http-error.ts';
import { sendPasswordLinkMail } from '../../../services/auth/password-link-mail.ts';
import type { ThrottleRule } from '../../../services/throttle.ts';

/** Failed sign-ins: per account and per client address. Successful ones do not count. */
const SIGNIN_PER_ACCOUNT: ThrottleRule = { limit: 5, windowSeconds: 15 * 60 };
const SIGNIN_PER_ADDRESS: ThrottleRule = { limit: 30, windowSeconds: 15 * 60 };
const FORGOT_PER_ACCOUNT: ThrottleRule = { limit: 3, windowSeconds: 60 * 60 };
const FORGOT_PER_ADDRESS: ThrottleRule = { limit: 10, windowSeconds: 15 * 60 };
/** Sign-ups per client address: enough for a venue's staff, not for a script creating accounts. */
const SIGNUP_PER_ADDRESS: ThrottleRule = { limit: 20, windowSeconds: 60 * 60 };

const signinThrottled = (retryAfterSeconds: number) =>
  tooManyRequests(`Too many failed sign-in attempts. Try again in ${Math.ceil(retryAfterSeconds / 60)} minutes.`, retryAfterSeconds);

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema };

export const authenticationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/signin', { schema: { tags: ['auth'], body: signinBodySchema, response: { 200: loginRecordSchema, ...errors } } }, async (request) => {
    const { email, password } = request.body;
    const accountKey = `signin:account:${email}`;
    const addressKey = `signin:address:${request.ip}`;
    // Counted before the password is checked, so parallel guesses cannot outrun the count.
    const account = await app.throttle.attempt(accountKey, SIGNIN_PER_ACCOUNT);
    if (!account.allowed) throw signinThrottled(account.retryAfterSeconds);
    const address = await app.throttle.attempt(addressKey, SIGNIN_PER_ADDRESS);
    if (!address.allowed) {
      await app.throttle.release(accountKey);
      throw signinThrottled(address.retryAfterSeconds);
    }
    const record = await app.accounts.signin(email, password);
    if (!record) throw new HttpError(400, 'Invalid email or password', AUTH_CODES.wrongCredentials);
    // Only failures count: a success starts the account's count again and gives the address its attempt back.
    await app.throttle.clear(accountKey);
    await app.throttle.release(addressKey);
    return record;
  });

  app.post('/signup', { schema: { tags: ['auth'], body: signupBodySchema, response: { 200: signupAnswerSchema, ...errors } } }, async (request) => {
    const address = await app.throttle.attempt(`signup:address:${request.ip}`, SIGNUP_PER_ADDRESS);
    if (!address.allowed) {
      throw tooManyRequests(`Too many accounts were created from this address. Try again in ${Math.ceil(address.retryAfterSeconds / 60)} minutes.`, address.retryAfterSeconds);
    }
    const record = await app.accounts.signup(request.body);
    return { result: record, token: { accessToken: record.accessToken, refreshToken: record.refreshToken } };
  });

  app.post('/refresh-token', { schema: { tags: ['auth'], response: { 200: refreshAnswerSchema, ...errors } } }, async (request) => {
    const token = bearerToken(request);
    if (!token) throw unauthorized('A refresh token is required');
    const answer = await app.accounts.refresh(token);
    if (!answer) throw unauthorized('Your session has ended. Please sign in again.');
    return answer;
  });

  app.post('/signout', { onRequest: app.authenticate, schema: { tags: ['auth'], response: { 200: messageSchema, ...errors } } }, async (request) => {
    await app.accounts.signout(currentUser(request).id);
    return { message: 'Signed out' };
  });

  app.post('/forgot-password', { schema: { tags: ['auth'], body: forgotPasswordBodySchema, response: { 200: messageSchema, ...errors } } }, async (request) => {
    const { email } = request.body;
    const address = await app.throttle.hit(`forgot:address:${request.ip}`, FORGOT_PER_ADDRESS);
    if (address.count > FORGOT_PER_ADDRESS.limit) {
      throw tooManyRequests('Too many requests. Please try again later.', Math.ceil((address.resetAt.getTime() - Date.now()) / 1000));
    }
    // Per account: beyond the limit we quietly stop mailing, and answer as for any email.
    const account = await app.throttle.hit(`forgot:account:${email}`, FORGOT_PER_ACCOUNT);
    if (account.count <= FORGOT_PER_ACCOUNT.limit) {
      const reset = await app.accounts.createResetToken(email);
      if (reset) await sendPasswordLinkMail(app.mailer, app.publicUrl, { kind: 'reset', token: reset.token, to: reset.user });
    }
    return { message: FORGOT_PASSWORD_ANSWER };
  });

  app.post('/reset-password', { schema: { tags: ['auth'], body: resetPasswordBodySchema, response: { 200: messageSchema, ...errors } } }, async (request) => {
    await app.accounts.resetPassword(request.body.token, request.body.password);
    return { message: 'Your password has been changed. Please sign in.' };
  });

  app.get('/me', { onRequest: app.authenticate, schema: { tags: ['auth'], response: { 200: z.object({ userId: z.uuid(), barId: z.uuid().nullable(), nickname: z.string(), email: z.string(), role: roleSchema }), ...errors } } }, async (request) => {
    const user = currentUser(request);
    return { userId: user.id, barId: user.barId, nickname: user.nickname, email: user.email, role: user.role };
  });
};
