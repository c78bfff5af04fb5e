import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { WINNER_CODES } from '@app/contract/winners';
import type { LoginRecord } from '@app/contract/auth';
import { bars, passwordResets, users, winners } from '../../src/db/schema/index.ts';
import { DEMO_ACCOUNTS } from '../../src/seed/seed-accounts.ts';
import { buildTestApp, DEMO_PASSWORD, type TestApp } from '../helpers/build-test-app.ts';
import { insertChampionship, insertWinner } from '../helpers/winners-fixtures.ts';
import { signUpOwner } from '../helpers/signup-fixtures.ts';

const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';
const PASSWORD = 'Start-Passw0rd';

describe('accounts and tokens', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  let n = 0;
  async function newOwner(): Promise<LoginRecord> {
    n += 1;
    return signUpOwner(t, { email: `hard${n}@example.com`, password: PASSWORD, username: `Hard ${n}` }, `10.30.0.${n}`);
  }
  const changePassword = (as: LoginRecord, oldPassword: string, password: string) =>
    t.request({ method: 'POST', url: '/api/users/change-password', payload: { oldPassword, password }, as });

  it('an anonymous request with a malformed body answers 401, not 400: authentication comes before the body', async () => {
    const malformed = await t.request({
      method: 'POST',
      url: '/api/users/change-password',
      payload: { oldPassword: 5, extra: true },
    });
    expect(malformed.statusCode).toBe(401);
    expect(malformed.json()).toMatchObject({ statusCode: 401, message: 'Please sign in' });
    const notJson = await t.request({
      method: 'PUT',
      url: '/api/match',
      payload: '{ not json',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.statusCode).toBe(401);
  });

  it('a signed-in user without the role gets 403 before the body is validated', async () => {
    const owner = await t.signIn('owner@example.com');
    const res = await t.request({ method: 'POST', url: '/api/match', payload: { nonsense: true }, as: owner });
    expect(res.statusCode).toBe(403);
  });

  it('a signed token without exp is refused', async () => {
    const owner = await t.signIn('owner@example.com');
    const forever = await new SignJWT({
      role: 'owner',
      sid: owner.refreshToken ? await familyOf(owner) : '',
      typ: 'access',
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(owner.userId)
      .setIssuer('matchday-console')
      .setIssuedAt()
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    const res = await t.request({
      method: 'GET',
      url: '/api/authentication/me',
      headers: { authorization: `Bearer ${forever}` },
    });
    expect(res.statusCode).toBe(401);
    // The same claims with an exp pass: the refusal is about exp alone.
    const withExp = await new SignJWT({ role: 'owner', sid: await familyOf(owner), typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(owner.userId)
      .setIssuer('matchday-console')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    expect(
      (
        await t.request({
          method: 'GET',
          url: '/api/authentication/me',
          headers: { authorization: `Bearer ${withExp}` },
        })
      ).statusCode,
    ).toBe(200);
  });

  async function familyOf(record: LoginRecord): Promise<string> {
    const me = await t.app.accessTokens.verify(record.accessToken);
    if (!me) throw new Error('token did not verify');
    return me.familyId;
  }

  it('change-password: wrong old passwords are counted per account; the 6th try answers 429 even with the right one', async () => {
    const owner = await newOwner();
    for (let i = 1; i <= 5; i += 1) {
      const res = await changePassword(owner, `Wrong-Passw0rd${i}`, 'New-Passw0rd-1');
      expect(res.statusCode, `try ${i}`).toBe(400);
    }
    const blocked = await changePassword(owner, PASSWORD, 'New-Passw0rd-1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ statusCode: 429, code: 'auth.THROTTLED' });
    expect(blocked.json<{ message: string }>().message).toMatch(
      /^Too many wrong passwords\. Try again in \d+ minutes\.$/,
    );
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // The password did not change.
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/authentication/signin',
          payload: { email: owner.email, password: PASSWORD },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('a password change ends every outstanding reset link of the account', async () => {
    const owner = await newOwner();
    const reset = await t.app.accounts.requestPasswordReset(owner.email);
    expect(reset).not.toBeNull();
    expect((await changePassword(owner, PASSWORD, 'Changed-Passw0rd')).statusCode).toBe(200);
    const res = await t.request({
      method: 'POST',
      url: '/api/authentication/reset-password',
      payload: { token: reset!.token, password: 'Attacker-Passw0rd' },
      remoteAddress: '10.31.0.1',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'auth.INVALID_RESET_LINK' });
    const open = await t.db.select().from(passwordResets).where(eq(passwordResets.userId, owner.userId));
    expect(open.every((row) => row.usedAt !== null)).toBe(true);
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/authentication/signin',
          payload: { email: owner.email, password: 'Changed-Passw0rd' },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('reset-password is throttled per address: the 11th attempt in 15 minutes answers 429, even with a good link', async () => {
    const owner = await newOwner();
    const ip = '10.32.0.1';
    for (let i = 1; i <= 10; i += 1) {
      const res = await t.request({
        method: 'POST',
        url: '/api/authentication/reset-password',
        payload: { token: `not-a-real-reset-token-number-${i}`, password: 'Guess-Passw0rd' },
        remoteAddress: ip,
      });
      expect(res.statusCode, `attempt ${i}`).toBe(400);
    }
    const reset = await t.app.accounts.requestPasswordReset(owner.email);
    const blocked = await t.request({
      method: 'POST',
      url: '/api/authentication/reset-password',
      payload: { token: reset!.token, password: 'Reset-Passw0rd' },
      remoteAddress: ip,
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    // From another address the link still works.
    const other = await t.request({
      method: 'POST',
      url: '/api/authentication/reset-password',
      payload: { token: reset!.token, password: 'Reset-Passw0rd' },
      remoteAddress: '10.32.0.2',
    });
    expect(other.statusCode).toBe(200);
  });

  it('sign-in, refresh and /me answers carry Cache-Control: no-store', async () => {
    const signin = await t.request({
      method: 'POST',
      url: '/api/authentication/signin',
      payload: { email: 'staff@example.com', password: DEMO_PASSWORD },
    });
    expect(signin.statusCode).toBe(200);
    expect(signin.headers['cache-control']).toBe('no-store');
    const record = signin.json<LoginRecord>();
    const me = await t.request({ method: 'GET', url: '/api/authentication/me', as: record });
    expect(me.headers['cache-control']).toBe('no-store');
    const refresh = await t.request({
      method: 'POST',
      url: '/api/authentication/refresh-token',
      headers: { authorization: `Bearer ${record.refreshToken}` },
    });
    expect(refresh.statusCode).toBe(200);
    expect(refresh.headers['cache-control']).toBe('no-store');
  });

  it('the demo accounts each have their own salt (no two password hashes are equal)', async () => {
    const rows = await t.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(
        inArray(
          users.email,
          DEMO_ACCOUNTS.map((a) => a.email),
        ),
      );
    expect(rows).toHaveLength(DEMO_ACCOUNTS.length);
    expect(new Set(rows.map((r) => r.hash)).size).toBe(DEMO_ACCOUNTS.length);
  });

  describe('redeeming a prize needs an accepted bar', () => {
    it.each(['pending', 'rejected'] as const)(
      'the owner of a %s bar gets 403 and the prize stays unredeemed',
      async (status) => {
        const owner = await newOwner();
        await t.db.update(bars).set({ status }).where(eq(bars.ownerUserId, owner.userId));
        const fixture = await insertChampionship(t.db, { allTime: 1, prizes: ['Scarf'] });
        const code = await insertWinner(t.db, fixture.championship.id, fixture.prizes[0]!.id, 1);
        const res = await t.request({
          method: 'POST',
          url: '/api/challenge-winners/verify',
          payload: { challengeWinnerId: code },
          as: owner,
        });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({
          message: 'Your bar must be accepted before it can redeem prizes',
          code: WINNER_CODES.barNotAccepted,
        });
        const [row] = await t.db.select().from(winners).where(eq(winners.id, code));
        expect(row?.redeemedAt).toBeNull();
        // Once accepted, the same owner redeems it.
        await t.db.update(bars).set({ status: 'accepted' }).where(eq(bars.ownerUserId, owner.userId));
        expect(
          (
            await t.request({
              method: 'POST',
              url: '/api/challenge-winners/verify',
              payload: { challengeWinnerId: code },
              as: owner,
            })
          ).statusCode,
        ).toBe(200);
      },
    );
  });
});
