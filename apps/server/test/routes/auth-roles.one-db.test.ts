import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { AUTH_CODES, type LoginRecord } from '@app/contract/auth';
import { parseEnv } from '../../src/config/env.ts';
import { users } from '../../src/db/schema/index.ts';
import { errorHandlerPlugin } from '../../src/plugins/app/error-handler.ts';
import { servicesPlugin } from '../../src/plugins/app/services/index.ts';
import { authPlugin, currentUser } from '../../src/plugins/app/auth.ts';
import { sessionCookiesPlugin } from '../../src/plugins/app/session-cookies.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { signUpConfirmed } from '../helpers/signup-fixtures.ts';

/** The secret buildTestApp gives the app, so tokens it issues are valid in the small app below. */
const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

/**
 * Role checks: /me for each demo role, and the real authPlugin's requireRole on a small app with one
 * admin-only write (independent of which admin routes the other issues have landed).
 */
describe('roles', () => {
  let t: TestApp;
  let guarded: FastifyInstance;
  const session: Partial<Record<'admin' | 'staff' | 'owner', LoginRecord>> = {};

  beforeAll(async () => {
    t = await buildTestApp();
    for (const role of ['admin', 'staff', 'owner'] as const) session[role] = await t.signIn(`${role}@example.com`);

    const config = parseEnv({ NODE_ENV: 'test', DATA_DIR: t.outboxDir, LOG_LEVEL: 'silent' });
    const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(errorHandlerPlugin);
    await app.register(servicesPlugin, { config, database: t.database, jwtSecret: TEST_JWT_SECRET });
    await app.register(sessionCookiesPlugin);
    await app.register(authPlugin);
    // An admin-only write: renames a user.
    app.post(
      '/rename',
      {
        onRequest: app.requireRole('admin'),
        schema: {
          body: z.strictObject({ email: z.string(), nickname: z.string() }),
          response: { 200: z.object({ by: z.string() }) },
        },
      },
      async (request) => {
        await app.db.update(users).set({ nickname: request.body.nickname }).where(eq(users.email, request.body.email));
        return { by: currentUser(request).role };
      },
    );
    app.get('/staff-or-admin', { onRequest: app.requireRole('staff', 'admin') }, async (request) => ({
      role: currentUser(request).role,
    }));
    await app.ready();
    guarded = app;
  });
  afterAll(async () => {
    await guarded?.close();
    await t.close();
  });

  const nicknameOf = async (email: string) =>
    (await t.db.select().from(users).where(eq(users.email, email)))[0]!.nickname;

  it.each([
    ['admin', 'Alex Admin', false],
    ['staff', 'Sam Staff', false],
    ['owner', 'Olivia Owner', true],
  ] as const)("/me answers the %s's role, name and bar", async (role, nickname, hasBar) => {
    const res = await t.request({ method: 'GET', url: '/api/authentication/me', as: session[role]! });
    expect(res.statusCode).toBe(200);
    const me = res.json<{ role: string; nickname: string; email: string; barId: string | null }>();
    expect(me).toMatchObject({ role, nickname, email: `${role}@example.com` });
    expect(me.barId !== null).toBe(hasBar);
    expect(session[role]!.role).toBe(role);
  });

  it('a staff token on an admin-only route answers 403 and changes nothing', async () => {
    const res = await guarded.inject({
      method: 'POST',
      url: '/rename',
      payload: { email: 'owner@example.com', nickname: 'Hacked' },
      headers: { authorization: `Bearer ${session.staff!.accessToken}` },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      message: 'You do not have access to this',
      code: AUTH_CODES.forbidden,
      messageCode: 'noAccess',
      params: {},
    });
    expect(await nicknameOf('owner@example.com')).toBe('Olivia Owner');
  });

  it('an owner token on an admin-only route answers 403 too; no token answers 401', async () => {
    const owner = await guarded.inject({
      method: 'POST',
      url: '/rename',
      payload: { email: 'owner@example.com', nickname: 'Hacked' },
      headers: { authorization: `Bearer ${session.owner!.accessToken}` },
    });
    expect(owner.statusCode).toBe(403);
    const anonymous = await guarded.inject({
      method: 'POST',
      url: '/rename',
      payload: { email: 'owner@example.com', nickname: 'Hacked' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await nicknameOf('owner@example.com')).toBe('Olivia Owner');
  });

  it('the admin passes the same guard', async () => {
    const res = await guarded.inject({
      method: 'POST',
      url: '/rename',
      payload: { email: 'staff@example.com', nickname: 'Sam S.' },
      headers: { authorization: `Bearer ${session.admin!.accessToken}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ by: 'admin' });
    expect(await nicknameOf('staff@example.com')).toBe('Sam S.');
  });

  it('a guard with several roles lets each of them in and keeps the others out', async () => {
    const as = (r: LoginRecord) =>
      guarded.inject({ method: 'GET', url: '/staff-or-admin', headers: { authorization: `Bearer ${r.accessToken}` } });
    expect((await as(session.staff!)).json()).toEqual({ role: 'staff' });
    expect((await as(session.admin!)).json()).toEqual({ role: 'admin' });
    expect((await as(session.owner!)).statusCode).toBe(403);
  });

  it('the role is read from the database on every request: a demoted admin is refused at once', async () => {
    const admin = await t.signIn('admin@example.com');
    await t.db.update(users).set({ role: 'staff' }).where(eq(users.email, 'admin@example.com'));
    try {
      const res = await guarded.inject({
        method: 'POST',
        url: '/rename',
        payload: { email: 'owner@example.com', nickname: 'Hacked' },
        headers: { authorization: `Bearer ${admin.accessToken}` },
      });
      expect(res.statusCode).toBe(403);
      expect(await nicknameOf('owner@example.com')).toBe('Olivia Owner');
    } finally {
      await t.db.update(users).set({ role: 'admin' }).where(eq(users.email, 'admin@example.com'));
    }
  });

  it('a signed-out admin is refused with 401 before any role check', async () => {
    const admin = await t.signIn('admin@example.com');
    await t.request({ method: 'POST', url: '/api/authentication/signout', as: admin });
    const res = await guarded.inject({
      method: 'POST',
      url: '/rename',
      payload: { email: 'owner@example.com', nickname: 'Hacked' },
      headers: { authorization: `Bearer ${admin.accessToken}` },
    });
    expect(res.statusCode).toBe(401);
    expect(await nicknameOf('owner@example.com')).toBe('Olivia Owner');
  });

  it('a player gets 403 from every console API and 401 from none: only the play API, their account and sign-out are theirs (decision 051)', async () => {
    const player = await signUpConfirmed(t, '/api/play/signup', {
      nickname: 'Matrix Fan',
      email: 'matrix.fan@fans.test',
      password: 'Player-pass-1',
      language: 'en',
    });
    type Doc = { paths: Record<string, Record<string, { security?: unknown[] }>> };
    const doc = (await t.request({ method: 'GET', url: '/api/openapi.json' })).json<Doc>();
    const own = (url: string) =>
      url.startsWith('/api/play/') || url.startsWith('/api/authentication/') || url === '/api/users/change-password';
    const checked: string[] = [];
    for (const [url, methods] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        if (!operation.security?.length || own(url)) continue;
        const res = await t.request({
          method: method.toUpperCase(),
          url: url.replace(/\{[^}]+\}/g, '7d4f8d1e-8f39-4a57-9c61-3f1c2b7d9e10'),
          as: player,
          payload: method === 'get' ? undefined : {},
        });
        expect(res.statusCode, `${method.toUpperCase()} ${url}`).toBe(403);
        checked.push(`${method} ${url}`);
      }
    }
    expect(checked.length).toBeGreaterThan(60);
    expect((await t.request({ method: 'GET', url: '/api/authentication/me', as: player })).json()).toMatchObject({
      role: 'player',
      nickname: 'Matrix Fan',
    });
  });

  it("a league's routes: a player's on /api/play, staff's and admins' on /api/challenges; each refuses the other roles with 403 and a caller signed out with 401", async () => {
    const player = await signUpConfirmed(t, '/api/play/signup', {
      nickname: 'League Matrix Fan',
      email: 'league.matrix@fans.test',
      password: 'Player-pass-1',
      language: 'en',
    });
    // Fresh sessions: a test above signs the admin out.
    const consoleSession = {
      admin: await t.signIn('admin@example.com'),
      staff: await t.signIn('staff@example.com'),
      owner: await t.signIn('owner@example.com'),
    };
    const id = '7d4f8d1e-8f39-4a57-9c61-3f1c2b7d9e10';
    const playerRoutes = [
      ['POST', `/api/play/championships/${id}/leagues`],
      ['GET', `/api/play/championships/${id}/leagues`],
      ['POST', '/api/play/leagues/join'],
      ['GET', `/api/play/leagues/${id}`],
      ['PATCH', `/api/play/leagues/${id}`],
      ['DELETE', `/api/play/leagues/${id}`],
      ['POST', `/api/play/leagues/${id}/leave`],
      ['POST', `/api/play/leagues/${id}/hand-over`],
      ['DELETE', `/api/play/leagues/${id}/members/AAAAAAAAAAAA`],
      ['GET', `/api/play/leagues/${id}/board`],
    ] as const;
    const staffRoutes = [
      ['GET', `/api/challenges/leagues?challengeId=${id}`],
      ['DELETE', `/api/challenges/leagues/${id}`],
    ] as const;
    const status = async (method: string, url: string, as?: LoginRecord) =>
      (
        await t.request({
          method,
          url,
          ...(as ? { as } : {}),
          ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
        })
      ).statusCode;
    for (const [method, url] of playerRoutes) {
      for (const role of ['admin', 'staff', 'owner'] as const)
        expect(await status(method, url, consoleSession[role]), `${role} ${method} ${url}`).toBe(403);
      expect(await status(method, url), `signed out ${method} ${url}`).toBe(401);
      expect(await status(method, url, player), `player ${method} ${url}`).not.toBe(403);
    }
    for (const [method, url] of staffRoutes) {
      for (const as of [player, consoleSession.owner])
        expect(await status(method, url, as), `${method} ${url}`).toBe(403);
      expect(await status(method, url), `signed out ${method} ${url}`).toBe(401);
      for (const role of ['admin', 'staff'] as const)
        expect(await status(method, url, consoleSession[role]), `${role} ${method} ${url}`).not.toBe(403);
    }
  });
});
