import type { ConsoleLanguage } from '@app/contract/languages';
import type { ConsoleLayout, ConsoleTheme } from '@app/contract/auth';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { Role } from '@app/contract/common';
import { AUTH_CODES } from '@app/contract/auth';
import { BAR_HEADER } from '@app/contract/account-bars';
import { badRequest, coded, forbidden, unauthorized } from '../../lib/http-error.ts';
import { barMembers, bars, refreshTokens, users } from '../../db/schema/index.ts';
import { auditContext } from '../../db/audit-context.ts';
import { namedStatement } from '../../db/prepared.ts';
import { clearSessionCookies, SESSION_COOKIE } from './session-cookies.ts';

/**
 * `role`: the person's role in the current bar (its owner, or their membership's role), else their
 * account's. `barId`: the current bar, the one the request names or the person's only one.
 * `language`: the console language the person chose (null: never chose); mails to them use it.
 */
export type AuthUser = {
  id: string;
  role: Role;
  email: string;
  nickname: string;
  barId: string | null;
  /** The person holds a role in several bars and the request named none: a bar's route asks them to choose. */
  mustChooseBar?: boolean;
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
  barRole: Role | null;
  barCount: number | null;
  email: string;
  nickname: string;
  language: ConsoleLanguage | null;
  barId: string | null;
  barOwnerDeactivated: boolean | null;
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
    findSignedInUser: (
      session: { userId: string; familyId: string },
      askedBarId?: string | null,
    ) => Promise<AuthUser | null>;
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

const barHeader = BAR_HEADER.toLowerCase();
const barIdSchema = z.uuid();

/** The bar a request names (its `X-Bar-Id` header), or null; a value that is no bar id is refused (400). */
function askedBarId(request: FastifyRequest): string | null {
  const header = request.headers[barHeader];
  if (header === undefined || header === '') return null;
  const parsed = barIdSchema.safeParse(header);
  if (!parsed.success) throw badRequest(coded('barIdNotValid'), AUTH_CODES.barIdNotValid);
  return parsed.data.toLowerCase();
}

/**
 * The bar the request acts on: the one it names, or the person's only one (null: they have none). A
 * person with several bars who named none is asked to choose (400), never given one of them at random.
 */
export function currentBarId(request: FastifyRequest): string | null {
  const user = currentUser(request);
  if (user.mustChooseBar) throw badRequest(coded('chooseBar'), AUTH_CODES.chooseBar);
  return user.barId;
}

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

    // The person and the bar the request acts on (one they own, or one whose team they are on): the
    // one asked for if they hold a role in it, else their first, with how many they hold, if the
    // session is alive. Every request of a signed-in person runs it: built once here and run as a
    // named statement, planned once per connection (0.1 ms of planning for 0.03 ms of work), on
    // PGlite too. Its columns are named as the answer's fields (the row comes as is).
    const signedInUser = namedStatement<SignedInRow>(
      app.db,
      sql`
      select ${users.id} as "id", ${users.role} as "role", ${users.email} as "email", ${users.nickname} as "nickname",
        ${users.language} as "language", ${users.theme} as "theme", ${users.layout} as "layout",
        mine.bar_id as "barId", mine.role as "barRole", mine.owner_off as "barOwnerDeactivated",
        mine.bar_count as "barCount"
      from ${users}
      left join lateral (
        select held.bar_id, held.role, held.owner_off, (count(*) over ())::int as bar_count
        from (
          select ${bars.id} as bar_id, 'owner' as role, false as owner_off, ${bars.createdAt} as since
          from ${bars} where ${bars.ownerUserId} = ${users.id}
          union all
          select m.${sql.identifier(barMembers.barId.name)}, m.${sql.identifier(barMembers.role.name)},
            coalesce(not o.${sql.identifier(users.active.name)}, false), m.${sql.identifier(barMembers.createdAt.name)}
          from ${barMembers} m
          join ${bars} b on b.${sql.identifier(bars.id.name)} = m.${sql.identifier(barMembers.barId.name)}
          left join ${users} o on o.${sql.identifier(users.id.name)} = b.${sql.identifier(bars.ownerUserId.name)}
          where m.${sql.identifier(barMembers.userId.name)} = ${users.id} and m.${sql.identifier(barMembers.removedAt.name)} is null
        ) held
        order by (held.bar_id = ${sql.placeholder('barId')}::uuid) is true desc, held.since, held.bar_id
        limit 1
      ) mine on true
      where ${users.id} = ${sql.placeholder('userId')} and ${users.active} = true
        and exists (select 1 from ${refreshTokens} where ${refreshTokens.familyId} = ${sql.placeholder('familyId')}
          and ${refreshTokens.revokedAt} is null)
      limit 1`,
    );

    /**
     * The person of a session and their current bar: `askedBarId` if they hold a role in it (else
     * 403, whether or not such a bar exists), or their only bar when they name none.
     */
    async function findSignedInUser(
      { userId, familyId }: { userId: string; familyId: string },
      askedBarId: string | null = null,
    ): Promise<AuthUser | null> {
      const [row] = await signedInUser({ userId, familyId, barId: askedBarId });
      if (!row) return null;
      if (askedBarId !== null && row.barId !== askedBarId) throw forbidden();
      const mustChooseBar = askedBarId === null && (row.barCount ?? 0) > 1;
      const barId = mustChooseBar ? null : row.barId;
      return {
        id: row.id,
        role: barId !== null && row.barRole ? row.barRole : row.role,
        email: row.email,
        nickname: row.nickname,
        barId,
        ...(mustChooseBar ? { mustChooseBar } : {}),
        familyId,
        language: row.language,
        theme: row.theme,
        layout: row.layout,
        barOwnerDeactivated: barId !== null && row.barOwnerDeactivated === true,
      };
    }
    app.decorate('findSignedInUser', findSignedInUser);

    async function authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const presented = accessTokenOf(request);
      if (!presented) throw unauthorized('Please sign in');
      const claims = await app.accessTokens.verify(presented.token);
      if (!claims) throw unauthorized('Your session has expired. Please sign in again.');
      const user = await findSignedInUser(claims, askedBarId(request));
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
