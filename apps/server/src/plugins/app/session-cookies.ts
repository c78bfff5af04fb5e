import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import csrfProtection from '@fastify/csrf-protection';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CookieSerializeOptions } from '@fastify/cookie';
import { REFRESH_TOKEN_TTL_DAYS } from '../../services/auth/sessions.ts';

/**
 * The console's session in cookies: `session` holds the short-lived access
 * token, `refresh` the refresh token, both HttpOnly (no script of the page reads them) and
 * SameSite=Strict (another site's page never sends them). Writes by cookie carry a CSRF token
 * (@fastify/csrf-protection: its secret in the `_csrf` cookie, the token in the `x-csrf-token`
 * header). API clients keep their bearer tokens; a request with one is not read by its cookies.
 */
export const SESSION_COOKIE = 'session';
export const REFRESH_COOKIE = 'refresh';
const CSRF_HEADER = 'x-csrf-token';

const REMEMBERED_SECONDS = REFRESH_TOKEN_TTL_DAYS * 24 * 3600;

/** Secure over HTTPS, as the request reached us (behind a trusted proxy, its X-Forwarded-Proto). */
const cookieOptions = (request: FastifyRequest): CookieSerializeOptions => ({
  httpOnly: true,
  sameSite: 'strict',
  path: '/',
  secure: request.protocol === 'https',
});

/**
 * Sets the session's cookies. `remember` on: kept as long as the refresh token may live (the
 * server ends the session sooner if it must); off: gone when the browser closes.
 */
export function setSessionCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  tokens: { accessToken: string; refreshToken: string },
  remember: boolean,
): void {
  const options = { ...cookieOptions(request), ...(remember ? { maxAge: REMEMBERED_SECONDS } : {}) };
  reply.setCookie(SESSION_COOKIE, tokens.accessToken, options);
  reply.setCookie(REFRESH_COOKIE, tokens.refreshToken, options);
}

/** The CSRF secret's cookie (@fastify/csrf-protection's default name). */
const CSRF_COOKIE = '_csrf';

/**
 * Ends the session in the browser: its tokens and the CSRF secret, so the next session starts with a secret of its own.
 */
export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply): void {
  for (const name of [SESSION_COOKIE, REFRESH_COOKIE, CSRF_COOKIE]) reply.clearCookie(name, cookieOptions(request));
}

/**
 * The token the console sends with its writes; the first one also sets the `_csrf` secret cookie.
 * `renew` (a session starts): a new secret whatever the browser brought, as the library keeps the
 * secret a request carries — one planted before sign-in (a sibling subdomain, a shared browser)
 * would pair with its planter's tokens.
 */
export function csrfTokenFor(request: FastifyRequest, reply: FastifyReply, { renew = false } = {}): string {
  if (renew) delete request.cookies[CSRF_COOKIE];
  return reply.generateCsrf({ ...cookieOptions(request) });
}

export const sessionCookiesPlugin = fp(
  async (app) => {
    await app.register(cookie);
    // Only the header: a token in a body or a query could be written by a form of another site.
    await app.register(csrfProtection, {
      getToken: (request) => request.headers[CSRF_HEADER] as string | undefined,
      logLevel: 'info',
    });
  },
  { name: 'session-cookies' },
);
