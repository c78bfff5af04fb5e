import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  consoleRefreshAnswerSchema,
  consoleRefreshBodySchema,
  consoleSessionSchema,
  consoleSigninBodySchema,
  type ConsoleSession,
  type LoginRecord,
} from '@app/contract/auth';
import { apiErrorSchema } from '@app/contract/common';
import {
  clearSessionCookies,
  csrfTokenFor,
  REFRESH_COOKIE,
  setSessionCookies,
} from '../../../plugins/app/session-cookies.ts';
import { unauthorized } from '../../../lib/http-error.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 429: apiErrorSchema };

/**
 * The session's tokens go into cookies; the page gets the person and its CSRF token,
 * made with a new secret: every secret of the browser is renewed when a session starts.
 */
export function startConsoleSession(
  request: FastifyRequest,
  reply: FastifyReply,
  record: LoginRecord,
  remember: boolean,
): ConsoleSession {
  setSessionCookies(request, reply, record, remember);
  const { accessToken: _access, refreshToken: _refresh, authToken: _auth, ...person } = record;
  return { ...person, csrfToken: csrfTokenFor(request, reply, { renew: true }) };
}

/**
 * Spends a refresh token for a new pair, or ends the session: a replay is an attack signal (the
 * family is revoked); an expired or revoked token is routine. Bearer and cookie refresh alike.
 */
export async function rotateOrEnd(
  app: FastifyInstance,
  request: FastifyRequest,
  presented: string,
): Promise<{ accessToken: string; authToken: string }> {
  const answer = await app.accounts.refresh(presented);
  if (answer.ok) return { accessToken: answer.accessToken, authToken: answer.authToken };
  if (answer.reason === 'reused')
    app.securityEvents.record('refresh.reused', {
      ip: request.ip,
      userId: answer.userId,
      reason: 'a spent refresh token was presented again; its session was ended',
    });
  else app.securityEvents.record('refresh.rejected', { ip: request.ip, userId: answer.userId, reason: answer.reason });
  throw unauthorized('Your session has ended. Please sign in again.');
}

type SignIn = (
  app: FastifyInstance,
  request: FastifyRequest,
  credentials: { email: string; password: string },
) => Promise<LoginRecord>;

/**
 * The console's own sign-in and refresh: the same accounts, throttles and rotation as the API's
 * `/signin` and `/refresh-token`, with the tokens in cookies instead of the answer. No CSRF token
 * here: a JSON body cannot come from another site's form (text/plain is refused), and a cookie
 * with SameSite=Strict is not sent by another site's request at all.
 */
export const consoleSessionRoutes: FastifyPluginAsyncZod<{ signIn: SignIn }> = async (app, { signIn }) => {
  app.post(
    '/session',
    { schema: { tags: ['auth'], body: consoleSigninBodySchema, response: { 200: consoleSessionSchema, ...errors } } },
    async (request, reply) => {
      const { remember, ...credentials } = request.body;
      return startConsoleSession(request, reply, await signIn(app, request, credentials), remember);
    },
  );

  app.post(
    '/session/refresh',
    {
      schema: {
        tags: ['auth'],
        body: consoleRefreshBodySchema,
        response: { 200: consoleRefreshAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const presented = request.cookies[REFRESH_COOKIE];
      if (!presented) throw unauthorized('Your session has ended. Please sign in again.');
      try {
        const pair = await rotateOrEnd(app, request, presented);
        setSessionCookies(
          request,
          reply,
          { accessToken: pair.accessToken, refreshToken: pair.authToken },
          request.body.remember,
        );
        return { csrfToken: csrfTokenFor(request, reply) };
      } catch (error) {
        // An ended session leaves nothing behind in the browser.
        clearSessionCookies(request, reply);
        throw error;
      }
    },
  );
};
