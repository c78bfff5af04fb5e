import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  AUTH_CODES,
  FORGOT_PASSWORD_ANSWER,
  forgotPasswordBodySchema,
  loginRecordSchema,
  meAnswerSchema,
  refreshAnswerSchema,
  resetLinkAnswerSchema,
  resetLinkQuerySchema,
  resetPasswordBodySchema,
  signinBodySchema,
  signupBodySchema,
  SIGNUP_ANSWER,
  updateMeBodySchema,
  type LoginRecord,
} from '@app/contract/auth';
import { apiErrorSchema, messageSchema } from '@app/contract/common';
import { accessTokenOf, bearerToken, currentUser, type AuthUser } from '../../../plugins/app/auth.ts';
import { clearSessionCookies, csrfTokenFor } from '../../../plugins/app/session-cookies.ts';
import { consoleSessionRoutes, rotateOrEnd } from './console-session.ts';
import { emailConfirmationRoutes } from './email-confirmation.ts';
import { coded, HttpError, tooManyRequests, unauthorized } from '../../../lib/http-error.ts';
import type { ThrottleRule } from '../../../services/throttle.ts';
import { SIGNUP_PER_ADDRESS, signupThrottleKey } from '../../../services/auth/signup-throttle.ts';

/** Failed sign-ins: per account and per client address. Successful ones do not count. */
const SIGNIN_PER_ACCOUNT: ThrottleRule = { limit: 5, windowSeconds: 15 * 60 };
const SIGNIN_PER_ADDRESS: ThrottleRule = { limit: 30, windowSeconds: 15 * 60 };
const FORGOT_PER_ACCOUNT: ThrottleRule = { limit: 3, windowSeconds: 60 * 60 };
const FORGOT_PER_ADDRESS: ThrottleRule = { limit: 10, windowSeconds: 15 * 60 };
/** Reset attempts per client address: a person with a link needs one or two, a guesser needs millions. */
const RESET_PER_ADDRESS: ThrottleRule = { limit: 10, windowSeconds: 15 * 60 };

const signinThrottled = (retryAfterSeconds: number) =>
  tooManyRequests(coded('tooManySignInAttempts', { count: Math.ceil(retryAfterSeconds / 60) }), retryAfterSeconds);

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
};

export const authenticationRoutes: FastifyPluginAsyncZod = async (app) => {
  // Tokens and account details: never kept by a browser or a proxy cache.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/signin',
    { schema: { tags: ['auth'], body: signinBodySchema, response: { 200: loginRecordSchema, ...errors } } },
    async (request) => signIn(app, request, request.body),
  );

  await app.register(consoleSessionRoutes, { signIn });

  // The same answer whether or not the address has an account: the mail tells its holder which.
  app.post(
    '/signup',
    { schema: { tags: ['auth'], body: signupBodySchema, response: { 200: messageSchema, ...errors } } },
    async (request) => {
      const address = await app.throttle.attempt(signupThrottleKey(request.ip), SIGNUP_PER_ADDRESS);
      if (!address.allowed) {
        app.securityEvents.record('throttle.blocked', {
          ip: request.ip,
          reason: 'sign-up: too many accounts from this address',
        });
        throw tooManyRequests(
          coded('tooManyAccountsFromAddress', { count: Math.ceil(address.retryAfterSeconds / 60) }),
          address.retryAfterSeconds,
        );
      }
      await app.accounts.signup(request.body);
      return { message: SIGNUP_ANSWER };
    },
  );

  await app.register(emailConfirmationRoutes);

  app.post(
    '/refresh-token',
    { schema: { tags: ['auth'], response: { 200: refreshAnswerSchema, ...errors } } },
    async (request) => {
      const token = bearerToken(request);
      if (!token) throw unauthorized('A refresh token is required');
      return rotateOrEnd(app, request, token);
    },
  );

  app.post(
    '/signout',
    { onRequest: app.authenticate, schema: { tags: ['auth'], response: { 200: messageSchema, ...errors } } },
    async (request, reply) => {
      await app.accounts.signout(currentUser(request).id);
      clearSessionCookies(request, reply);
      return { message: 'Signed out' };
    },
  );

  app.post(
    '/forgot-password',
    { schema: { tags: ['auth'], body: forgotPasswordBodySchema, response: { 200: messageSchema, ...errors } } },
    async (request) => {
      const { email } = request.body;
      const address = await app.throttle.hit(`forgot:address:${request.ip}`, FORGOT_PER_ADDRESS);
      if (address.count > FORGOT_PER_ADDRESS.limit) {
        app.securityEvents.record('throttle.blocked', {
          ip: request.ip,
          reason: 'forgot password: too many requests from this address',
        });
        throw tooManyRequests(
          'Too many requests. Please try again later.',
          Math.ceil((address.resetAt.getTime() - Date.now()) / 1000),
        );
      }
      // Per account: beyond the limit we quietly stop mailing, and answer as for any email.
      // (Counted for any email, known or not, so the limit itself tells nothing.)
      const account = await app.throttle.hit(`forgot:account:${email}`, FORGOT_PER_ACCOUNT);
      // One insert for any email: the mail sender looks the account up, stores the token and queues
      // the mail after the answer, so a known email costs the request exactly what an unknown one does.
      if (account.count <= FORGOT_PER_ACCOUNT.limit) await app.accounts.queuePasswordReset(email);
      else
        app.securityEvents.record('throttle.blocked', {
          email,
          ip: request.ip,
          reason: 'forgot password: too many links asked for this account (answered as usual, no mail)',
        });
      return { message: FORGOT_PASSWORD_ANSWER };
    },
  );

  /** A reset link that cannot be used, said in the same words whether it is checked or used. */
  const resetLinkNotUsable = () =>
    new HttpError(
      400,
      'This reset link is not valid or has expired. Please ask for a new one.',
      'auth.INVALID_RESET_LINK',
    );

  /** Throttled per address with the reset itself, so checking gives a guesser no extra attempts. */
  async function countResetAttempt(ip: string) {
    const address = await app.throttle.attempt(`reset:address:${ip}`, RESET_PER_ADDRESS);
    if (!address.allowed) {
      app.securityEvents.record('throttle.blocked', {
        ip,
        reason: 'password reset: too many attempts from this address',
      });
      throw tooManyRequests(
        coded('tooManyAttempts', { count: Math.ceil(address.retryAfterSeconds / 60) }),
        address.retryAfterSeconds,
      );
    }
  }

  // The reset page asks when it opens, so a used or expired link says so before a password is typed
  // in. The link is not spent; the token is a query value, redacted in logs.
  app.get(
    '/reset-password',
    {
      schema: {
        tags: ['auth'],
        querystring: resetLinkQuerySchema,
        response: { 200: resetLinkAnswerSchema, ...errors },
      },
    },
    async (request) => {
      await countResetAttempt(request.ip);
      const expiresAt = await app.accounts.resetLinkExpiry(request.query.token);
      if (!expiresAt) {
        app.securityEvents.record('password.reset_failed', {
          ip: request.ip,
          reason: 'reset link opened: not valid, used or expired',
        });
        throw resetLinkNotUsable();
      }
      // A link that can be used gives the address its attempt back, as a reset that worked does.
      await app.throttle.release(`reset:address:${request.ip}`);
      return { expiresAt: expiresAt.toISOString() };
    },
  );

  app.post(
    '/reset-password',
    { schema: { tags: ['auth'], body: resetPasswordBodySchema, response: { 200: messageSchema, ...errors } } },
    async (request) => {
      await countResetAttempt(request.ip);
      const userId = await app.accounts.resetPassword(request.body.token, request.body.password);
      if (!userId) {
        app.securityEvents.record('password.reset_failed', {
          ip: request.ip,
          reason: 'reset link not valid, used or expired',
        });
        throw resetLinkNotUsable();
      }
      // A link that worked gives the address its attempt back.
      await app.throttle.release(`reset:address:${request.ip}`);
      app.securityEvents.record('password.reset', { ip: request.ip, userId, reason: 'reset link' });
      return { message: 'Your password has been changed. Please sign in.' };
    },
  );

  // The console's session check: by the cookie, it also answers the CSRF token the page's writes carry.
  app.get(
    '/me',
    { onRequest: app.authenticate, schema: { tags: ['auth'], response: { 200: meAnswerSchema, ...errors } } },
    async (request, reply) => {
      const user = currentUser(request);
      const csrf = accessTokenOf(request)?.byCookie ? { csrfToken: csrfTokenFor(request, reply) } : {};
      return {
        userId: user.id,
        barId: user.barId,
        bars: await app.accountBars.list(user.id),
        nickname: user.nickname,
        email: user.email,
        role: user.role,
        ...preferencesOf(user),
        ...csrf,
      };
    },
  );

  // The console sends the language, theme or layout the person picks; sign-in applies them on a device where they never
  // chose.
  app.patch(
    '/me',
    {
      onRequest: app.authenticate,
      schema: { tags: ['auth'], body: updateMeBodySchema, response: { 200: meAnswerSchema, ...errors } },
    },
    async (request) => {
      const user = currentUser(request);
      const saved = await app.accounts.setPreferences(user.id, request.body);
      return {
        userId: user.id,
        barId: user.barId,
        bars: await app.accountBars.list(user.id),
        nickname: user.nickname,
        email: user.email,
        role: user.role,
        ...preferencesOf(saved),
      };
    },
  );
};

/** Sign-in for API clients and the console alike: throttled per account and per address; the record with its tokens. */
async function signIn(
  app: FastifyInstance,
  request: FastifyRequest,
  credentials: { email: string; password: string },
): Promise<LoginRecord> {
  const { email, password } = credentials;
  const accountKey = `signin:account:${email}`;
  const addressKey = `signin:address:${request.ip}`;
  // Counted before the password is checked, so parallel guesses cannot outrun the count.
  const account = await app.throttle.attempt(accountKey, SIGNIN_PER_ACCOUNT);
  if (!account.allowed) {
    app.securityEvents.record('throttle.blocked', {
      ip: request.ip,
      email,
      reason: 'sign-in: too many failures for this account',
    });
    throw signinThrottled(account.retryAfterSeconds);
  }
  const address = await app.throttle.attempt(addressKey, SIGNIN_PER_ADDRESS);
  if (!address.allowed) {
    await app.throttle.release(accountKey);
    app.securityEvents.record('throttle.blocked', {
      ip: request.ip,
      email,
      reason: 'sign-in: too many failures from this address',
    });
    throw signinThrottled(address.retryAfterSeconds);
  }
  const record = await app.accounts.signin(email, password).catch(async (error: unknown) => {
    // The right password on an unconfirmed account is no failure: it is told to confirm, not counted.
    if (error instanceof HttpError && error.code === AUTH_CODES.emailUnconfirmed) {
      await app.throttle.release(accountKey);
      await app.throttle.release(addressKey);
    }
    throw error;
  });
  if (!record) {
    const known = await app.accounts.findByEmail(email);
    app.securityEvents.record('signin.failed', {
      ip: request.ip,
      userId: known?.id,
      email,
      reason: known ? 'wrong password' : 'unknown account',
    });
    throw new HttpError(400, 'Invalid email or password', AUTH_CODES.wrongCredentials);
  }
  // Only failures count: a success starts the account's count again and gives the address its attempt back.
  await app.throttle.clear(accountKey);
  await app.throttle.release(addressKey);
  return record;
}

/** What the account keeps of the console's display preferences. */
function preferencesOf(user: Pick<AuthUser, 'language' | 'theme' | 'layout'>) {
  return { language: user.language, theme: user.theme, layout: user.layout };
}
