import { parseCookie, stringifySetCookie } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthUser } from './auth.ts';
import { FIRST_SCREEN_TOKEN_TTL_SECONDS } from '../../services/auth/access-tokens.ts';

/**
 * The cookie that names a session for rendering its pages' first screens (docs/decisions/043).
 * HttpOnly: no script reads it. SameSite=Strict: a page of another site linking here gets the
 * page as everyone does, never the person's. It opens no API route (its token is not an access
 * token); the server checks the session behind it at every render, so a sign-out, a password
 * change or a replayed refresh token ends it with the session.
 */
export const FIRST_SCREEN_COOKIE = 'first_screen';

const options = (request: FastifyRequest) => ({ name: FIRST_SCREEN_COOKIE, httpOnly: true, sameSite: 'strict' as const, path: '/', secure: request.protocol === 'https' });

/** `remember` off: a cookie of this browser session only, as the console keeps the session then. */
export async function setFirstScreenCookie(request: FastifyRequest, reply: FastifyReply, user: AuthUser, remember: boolean): Promise<void> {
  const token = await request.server.accessTokens.signFirstScreen({ userId: user.id, role: user.role, familyId: user.familyId });
  reply.header('set-cookie', stringifySetCookie({ ...options(request), value: token, ...(remember ? { maxAge: FIRST_SCREEN_TOKEN_TTL_SECONDS } : {}) }));
}

export function clearFirstScreenCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('set-cookie', stringifySetCookie({ ...options(request), value: '', expires: new Date(0) }));
}

/** The request's cookies by name (the first-screen cookie and the reader's drawing hints are all the server reads). */
export function cookiesOf(request: FastifyRequest): Record<string, string | undefined> {
  return parseCookie(request.headers.cookie ?? '');
}
