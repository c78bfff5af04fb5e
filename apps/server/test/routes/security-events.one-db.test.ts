import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { LoginRecord } from '@app/contract/auth';
import { refreshTokens } from '../../src/db/schema/index.ts';
import { sha256 } from '../../src/services/auth/secrets.ts';
import Fastify from 'fastify';
import { queryRows } from '../../src/db/client.ts';
import { errorHandlerPlugin } from '../../src/plugins/app/error-handler.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { signUpOwner } from '../helpers/signup-fixtures.ts';

const PASSWORD = 'Secret-Passw0rd-42';
const WRONG = 'Wrong-Passw0rd-77';

/** Security events are structured log lines: event name, account id (never a password), client address, reason. */
describe('security events in the log', () => {
  let t: TestApp;
  const lines: Array<Record<string, unknown>> = [];
  beforeAll(async () => {
    t = await buildTestApp({ logLines: lines });
  });
  afterAll(async () => {
    await t.close();
  });

  let n = 0;
  async function newOwner(): Promise<LoginRecord> {
    n += 1;
    return signUpOwner(
      t,
      { email: `events${n}@example.com`, password: PASSWORD, username: `Events ${n}` },
      `10.40.0.${n}`,
    );
  }
  const eventsNamed = (name: string) => lines.filter((line) => line['securityEvent'] === name);

  it('a failed sign-in: the account id, the address and the reason; then the throttle', async () => {
    const owner = await newOwner();
    for (let i = 0; i < 6; i += 1) {
      await t.request({
        method: 'POST',
        url: '/api/authentication/signin',
        payload: { email: owner.email, password: WRONG },
        remoteAddress: '10.41.0.9',
      });
    }
    const failed = eventsNamed('signin.failed').filter((line) => line['userId'] === owner.userId);
    expect(failed).toHaveLength(5);
    expect(failed[0]).toMatchObject({
      level: 40,
      securityEvent: 'signin.failed',
      userId: owner.userId,
      ip: '10.41.0.9',
      reason: 'wrong password',
    });
    expect(
      eventsNamed('throttle.blocked').some(
        (line) => line['ip'] === '10.41.0.9' && String(line['reason']).startsWith('sign-in'),
      ),
    ).toBe(true);
    await t.request({
      method: 'POST',
      url: '/api/authentication/signin',
      payload: { email: 'nobody@example.com', password: WRONG },
      remoteAddress: '10.41.0.10',
    });
    expect(eventsNamed('signin.failed').at(-1)).toMatchObject({
      email: 'nobody@example.com',
      reason: 'unknown account',
      ip: '10.41.0.10',
    });
  });

  it('forgot-password throttles are security events too: per address (429) and per account (answered as usual)', async () => {
    const owner = await newOwner();
    for (let i = 0; i < 4; i += 1) {
      await t.request({
        method: 'POST',
        url: '/api/authentication/forgot-password',
        payload: { email: owner.email },
        remoteAddress: `10.45.0.${i + 1}`,
      });
    }
    expect(
      eventsNamed('throttle.blocked').some(
        (line) => line['email'] === owner.email && String(line['reason']).startsWith('forgot password'),
      ),
    ).toBe(true);
    let last = 0;
    for (let i = 0; i < 11; i += 1) {
      last = (
        await t.request({
          method: 'POST',
          url: '/api/authentication/forgot-password',
          payload: { email: `nobody${i}@example.com` },
          remoteAddress: '10.46.0.1',
        })
      ).statusCode;
    }
    expect(last).toBe(429);
    expect(
      eventsNamed('throttle.blocked').some(
        (line) => line['ip'] === '10.46.0.1' && String(line['reason']).startsWith('forgot password'),
      ),
    ).toBe(true);
  });

  it('a role denial names the account, the route and the roles', async () => {
    const owner = await newOwner();
    const res = await t.request({ method: 'GET', url: '/api/match/labels', as: owner, remoteAddress: '10.42.0.1' });
    expect(res.statusCode).toBe(403);
    expect(eventsNamed('role.denied').at(-1)).toMatchObject({
      userId: owner.userId,
      ip: '10.42.0.1',
      reason: 'GET /api/match/labels needs admin, account is owner',
    });
  });

  it('refresh-token reuse is told apart from expiry', async () => {
    const owner = await newOwner();
    const refresh = (token: string) =>
      t.request({
        method: 'POST',
        url: '/api/authentication/refresh-token',
        headers: { authorization: `Bearer ${token}` },
        remoteAddress: '10.43.0.1',
      });
    expect((await refresh(owner.refreshToken)).statusCode).toBe(200);
    expect((await refresh(owner.refreshToken)).statusCode).toBe(401);
    expect(eventsNamed('refresh.reused').at(-1)).toMatchObject({ userId: owner.userId, ip: '10.43.0.1' });

    const other = await newOwner();
    await t.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.tokenHash, sha256(other.refreshToken)));
    expect((await refresh(other.refreshToken)).statusCode).toBe(401);
    expect(eventsNamed('refresh.rejected').at(-1)).toMatchObject({ userId: other.userId, reason: 'expired' });
    expect(eventsNamed('refresh.reused').some((line) => line['userId'] === other.userId)).toBe(false);
  });

  it('a password change and a reset are recorded; no line carries a password or a token', async () => {
    const owner = await newOwner();
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/users/change-password',
          payload: { oldPassword: WRONG, password: 'Next-Passw0rd-1' },
          as: owner,
        })
      ).statusCode,
    ).toBe(400);
    expect(eventsNamed('password.change_failed').at(-1)).toMatchObject({
      userId: owner.userId,
      reason: 'wrong old password',
    });
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/users/change-password',
          payload: { oldPassword: PASSWORD, password: 'Next-Passw0rd-1' },
          as: owner,
        })
      ).statusCode,
    ).toBe(200);
    expect(eventsNamed('password.changed').at(-1)).toMatchObject({ level: 30, userId: owner.userId });

    const reset = await t.app.accounts.requestPasswordReset(owner.email);
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/authentication/reset-password',
          payload: { token: reset!.token, password: 'Reset-Passw0rd-2' },
          remoteAddress: '10.44.0.1',
        })
      ).statusCode,
    ).toBe(200);
    expect(eventsNamed('password.reset').at(-1)).toMatchObject({ userId: owner.userId, ip: '10.44.0.1' });

    const everything = JSON.stringify(lines);
    for (const secret of [PASSWORD, WRONG, 'Next-Passw0rd-1', 'Reset-Passw0rd-2', reset!.token, owner.refreshToken])
      expect(everything).not.toContain(secret);
  });

  it("a database error is logged by its code, without the statement's parameter values", async () => {
    const logged: Array<Record<string, unknown>> = [];
    const app = Fastify({
      logger: {
        level: 'info',
        stream: {
          write: (line: string) => {
            logged.push(JSON.parse(line) as Record<string, unknown>);
          },
        },
      },
    });
    await app.register(errorHandlerPlugin);
    // A value PostgreSQL refuses (22P02, quoted in its own message too), and a statement that fails for another reason.
    app.get('/refused', async () => queryRows(t.db, sql`select ${'Private-Value-1'}::int as n`));
    app.get('/broken', async () => queryRows(t.db, sql`select ${'Private-Value-2'}::text from no_such_table`));
    await app.ready();
    try {
      const refused = await app.inject({ method: 'GET', url: '/refused' });
      expect(refused.statusCode).toBe(400);
      const broken = await app.inject({ method: 'GET', url: '/broken' });
      expect(broken.statusCode).toBe(500);
    } finally {
      await app.close();
    }
    expect(logged.find((line) => line['msg'] === 'value refused by the database')).toMatchObject({
      level: 40,
      db: { code: '22P02' },
    });
    expect(logged.find((line) => line['msg'] === 'database error')).toMatchObject({ level: 50, db: { code: '42P01' } });
    expect(JSON.stringify(logged)).not.toContain('Private-Value');
  });
});
