import type { ConsoleLanguage } from '@app/contract/languages';
import type { ConsoleLayout, ConsoleTheme } from '@app/contract/auth';
import fp from 'fastify-plugin';
import { and, eq, exists, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { Role } from '@app/contract/common';
import { AUTH_CODES } from '@app/contract/auth';
import { coded, forbidden, unauthorized } from '../../lib/http-error.ts';
import { barMembers, bars, refreshTokens, users } from '../../db/schema/index.ts';
import { auditContext } from '../../db/audit-context.ts';
import { namedStatement } from '../../db/prepared.ts';
import { clearSessionCookies, SESSION_COOKIE } from './session-cookies.ts';

/** `language`: the console language the person chose (null: never chose); mails to them use it. */
export type AuthUser = {
  id: string;
  role: Role;
  email: string;
  nickname: string;
  barId: string | null;
  familyId: string;
  language: ConsoleLanguage | null;
  /** The theme and layout the person chose (null: never chose); the console applies them at sign-in. */
  theme: ConsoleTheme | null;
  layout: ConsoleLayout | null;
  /** A manager or scanner whose bar's owner an admin deactivated: the team stops with its owner. */
  barOwnerDeactivated?: boolean;
};
type SignedInRow = {
  id: string;
  role: Role;
  email: string;
  nickname: string;
  language: ConsoleLanguage | null;
  barId: string | null;
  barOwnerDeactivated: boolean;
  theme: ConsoleTheme | null;
  layout: ConsoleLayout | null;
};
type AuthGuard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyInstance {
    /** onRequest: any signed-in user. */
    authenticate: AuthGuard;
    /** onRequest: a signed-in user with one of these roles (docs/product.md role table). */
    requireRole: (...roles: Role[]) => AuthGuard;
    /** The person of a session, if it is alive and their account active (the render cookie's check too). */
    findSignedInUser: (session: { userId: string; familyId: string }) => Promise<AuthUser | null>;
  }
}

/**
 * Every guard the auth plugin hands out. The OpenAPI document derives an operation's bearer
 * security from whether one of these is among the route's onRequest hooks, so it cannot drift.
 */
const guards = new WeakSet<object>();
export function isAuthGuard(hook: unknown): boolean {
  return typeof hook === 'function' && guards.has(hook);
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * The access token the request is signed in by: the bearer header (API clients), else the console's
 * session cookie. `byCookie` says which: only a cookie's writes need a CSRF token.
 */
export function accessTokenOf(request: FastifyRequest): { token: string; byCookie: boolean } | null {
  const bearer = bearerToken(request);
  if (bearer || request.headers.authorization) return bearer ? { token: bearer, byCookie: false } : null;
  const cookie = request.cookies[SESSION_COOKIE];
  return cookie ? { token: cookie, byCookie: true } : null;
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The signed-in user, or null. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/**
 * Verifies the access token, then reads the user and checks the session is still alive, so a
 * sign-out, password change or role change takes effect on the next request, not at token expiry.
 * Guards run in onRequest: before the body is read or validated, so an anonymous or unauthorised
 * caller learns nothing from validation messages (401/403 before 400).
 */
export const authPlugin = fp(
  async (app) => {
    app.decorateRequest('user', null);

    // Every write this request makes is audited as the signed-in person's (db/audit-context.ts). The
    // store reads request.user lazily: the guard may sign the person in before or after this hook.
    app.addHook('preHandler', (request, _reply, done) => {
      auditContext.run(
        {
          actor: () =>
            request.user
              ? { id: request.user.id, action: `${request.method} ${request.routeOptions.url ?? request.url}` }
              : null,
        },
        done,
      );
    });

    // The person and their bar (the one they own, or the one whose team they belong to), if the
    // session is alive. Every request of a signed-in person runs it: built once here and run as a
    // named statement, planned once per connection (0.1 ms of planning for 0.03 ms of work), on
    // PGlite too. Its columns are named as the answer's fields (the row comes as is).
    const memberBar = alias(bars, 'member_bar');
    const memberBarOwner = alias(users, 'member_bar_owner');
    const signedInUser = namedStatement<SignedInRow>(
      app.db,
      app.db
        .select({
          id: users.id,
          role: users.role,
          email: users.email,
          nickname: users.nickname,
          language: users.language,
          theme: users.theme,
          layout: users.layout,
          barId: sql<string | null>`coalesce(${bars.id}, ${barMembers.barId})`.as('barId'),
          barOwnerDeactivated: sql<boolean>`coalesce(not ${memberBarOwner.active}, false)`.as('barOwnerDeactivated'),
        })
        .from(users)
        .leftJoin(bars, eq(bars.ownerUserId, users.id))
        .leftJoin(barMembers, and(eq(barMembers.userId, users.id), isNull(barMembers.removedAt)))
        .leftJoin(memberBar, eq(memberBar.id, barMembers.barId))
        .leftJoin(memberBarOwner, eq(memberBarOwner.id, memberBar.ownerUserId))
        .where(
          and(
            eq(users.id, sql.placeholder('userId')),
            eq(users.active, true),
            exists(
              app.db
                .select({ one: sql`1` })
                .from(refreshTokens)
                .where(and(eq(refreshTokens.familyId, sql.placeholder('familyId')), isNull(refreshTokens.revokedAt))),
            ),
          ),
        )
        .limit(1)
        .getSQL(),
    );

    async function findSignedInUser({
      userId,
      familyId,
    }: {
      userId: string;
      familyId: string;
    }): Promise<AuthUser | null> {
      const [row] = await signedInUser({ userId, familyId });
      return row
        ? {
            id: row.id,
            role: row.role,
            email: row.email,
            nickname: row.nickname,
            barId: row.barId,
            familyId,
            language: row.language,
            theme: row.theme,
            layout: row.layout,
            barOwnerDeactivated: row.barOwnerDeactivated === true,
          }
        : null;
    }
    app.decorate('findSignedInUser', findSignedInUser);

    async function authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const presented = accessTokenOf(request);
      if (!presented) throw unauthorized('Please sign in');
      const claims = await app.accessTokens.verify(presented.token);
      if (!claims) throw unauthorized('Your session has expired. Please sign in again.');
      const user = await findSignedInUser(claims);
      if (!user) {
        // Signed out elsewhere or deactivated: an ended session leaves no cookie behind, its CSRF secret included.
        if (presented.byCookie) clearSessionCookies(request, reply);
        throw unauthorized('Your session has ended. Please sign in again.');
      }
      request.user = user;
    }

    const authenticateGuard: AuthGuard = async (request, reply) => authenticate(request, reply);
    guards.add(authenticateGuard);
    app.decorate('authenticate', authenticateGuard);
    app.decorate('requireRole', (...roles: Role[]) => {
      const guard: AuthGuard = async (request, reply) => {
        await authenticate(request, reply);
        if (!request.user || !roles.includes(request.user.role)) {
          app.securityEvents.record('role.denied', {
            ip: request.ip,
            userId: request.user?.id,
            reason: `${request.method} ${request.routeOptions.url ?? request.url} needs ${roles.join(' or ')}, account is ${request.user?.role ?? 'anonymous'}`,
          });
          throw forbidden();
        }
        // Every route a manager or scanner reaches works on their bar: none while its owner is off.
        if (request.user.barOwnerDeactivated)
          throw forbidden(coded('barOwnerDeactivated'), AUTH_CODES.barOwnerDeactivated);
      };
      guards.add(guard);
      return guard;
    });

    // A guarded write signed in by the session cookie must carry the page's CSRF token, checked before
    // the guard (so before anything is read or written): another site can make a browser send the
    // cookie, never read the token. A bearer client sends no cookie and needs none.
    const csrfForCookieWrites: onRequestHookHandler = (request, reply, done) => {
      if (accessTokenOf(request)?.byCookie) app.csrfProtection(request, reply, done);
      else done();
    };
    app.addHook('onRoute', (route) => {
      const hooks = [route.onRequest ?? []].flat();
      const writes = [route.method].flat().some((method) => !READS.has(method));
      if (writes && hooks.some((hook) => isAuthGuard(hook))) route.onRequest = [csrfForCookieWrites, ...hooks];
    });
  },
  { name: 'auth', dependencies: ['core', 'access-tokens', 'security-events-service', 'session-cookies'] },
);
