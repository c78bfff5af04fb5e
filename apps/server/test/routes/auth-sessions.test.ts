import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { SignJWT, UnsecuredJWT, decodeJwt } from 'jose';
import { AUTH_CODES, type LoginRecord, type RefreshAnswer } from '@app/contract/auth';
import { refreshTokens, users } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { signUpOwner } from '../helpers/signup-fixtures.ts';

/** The secret buildTestApp gives the app; the control token below proves it is still the same. */
const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

/** Refresh rotation and reuse detection, sign-out, change-password, and the JWT pinning. */
describe('sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ seed: false });
  });
  afterAll(async () => {
    await t.close();
  });

  let n = 0;
  /** A fresh owner per test, so tests never share sessions. */
  async function newAccount(password = 'Start-Passw0rd'): Promise<LoginRecord & { password: string }> {
    n += 1;
    return { ...(await signUpOwner(t, { email: `user${n}@example.com`, password, username: `User ${n}` })), password };
  }
  const signIn = (email: string, password: string) =>
    t.request({ method: 'POST', url: '/api/authentication/signin', payload: { email, password } });
  const me = (accessToken: string) =>
    t.request({ method: 'GET', url: '/api/authentication/me', headers: { authorization: `Bearer ${accessToken}` } });
  const refresh = (refreshToken: string) =>
    t.request({
      method: 'POST',
      url: '/api/authentication/refresh-token',
      headers: { authorization: `Bearer ${refreshToken}` },
    });
  const liveTokensOf = async (userId: string) =>
    t.db
      .select()
      .from(refreshTokens)
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));

  describe('POST /api/authentication/refresh-token', () => {
    it('rotates: a new access token and a new refresh token; the old refresh token then fails', async () => {
      const user = await newAccount();
      const res = await refresh(user.refreshToken);
      expect(res.statusCode).toBe(200);
      const answer = res.json<RefreshAnswer>();
      expect(Object.keys(answer).sort()).toEqual(['accessToken', 'authToken']);
      expect(answer.authToken).not.toBe(user.refreshToken);
      expect((await me(answer.accessToken)).json()).toMatchObject({ userId: user.userId });
      // Same family: the session continues.
      expect(decodeJwt(answer.accessToken)['sid']).toBe(decodeJwt(user.accessToken)['sid']);

      const again = await refresh(user.refreshToken);
      expect(again.statusCode).toBe(401);
      expect(again.json()).toMatchObject({ statusCode: 401, code: AUTH_CODES.invalidToken });
    });

    it('a replayed refresh token revokes the whole family: the newest refresh and access tokens stop working', async () => {
      const user = await newAccount();
      // The sign-in's family: the newest (confirming the address signed in too, a family of its own).
      const [family] = (await liveTokensOf(user.userId))
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
        .map((r) => r.familyId);
      const first = (await refresh(user.refreshToken)).json<RefreshAnswer>();
      const second = (await refresh(first.authToken)).json<RefreshAnswer>();
      expect((await me(second.accessToken)).statusCode).toBe(200);

      // The thief replays the first, already spent, token.
      expect((await refresh(first.authToken)).statusCode).toBe(401);

      expect((await refresh(second.authToken)).statusCode).toBe(401);
      expect((await me(second.accessToken)).statusCode).toBe(401);
      expect((await me(first.accessToken)).statusCode).toBe(401);
      expect((await me(user.accessToken)).statusCode).toBe(401);
      expect((await liveTokensOf(user.userId)).filter((r) => r.familyId === family)).toEqual([]);
    });

    it("revoking one family leaves the user's other sessions alive", async () => {
      const user = await newAccount();
      const other = (await signIn(user.email, user.password)).json<LoginRecord>();
      const rotated = (await refresh(user.refreshToken)).json<RefreshAnswer>();
      expect((await refresh(user.refreshToken)).statusCode).toBe(401); // replay: this family dies
      expect((await me(rotated.accessToken)).statusCode).toBe(401);
      expect((await me(other.accessToken)).statusCode).toBe(200);
      expect((await refresh(other.refreshToken)).statusCode).toBe(200);
    });

    it('answers 401 with no token, an unknown token, or an access token', async () => {
      const user = await newAccount();
      const none = await t.request({ method: 'POST', url: '/api/authentication/refresh-token' });
      expect(none.statusCode).toBe(401);
      expect(none.json()).toMatchObject({ message: 'A refresh token is required' });
      expect((await refresh('x'.repeat(43))).statusCode).toBe(401);
      expect((await refresh(user.accessToken)).statusCode).toBe(401);
      // None of that touched the real session.
      expect((await refresh(user.refreshToken)).statusCode).toBe(200);
    });

    it('an expired refresh token is refused', async () => {
      const user = await newAccount();
      await t.db
        .update(refreshTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(refreshTokens.userId, user.userId));
      expect((await refresh(user.refreshToken)).statusCode).toBe(401);
    });

    it('two refreshes with the same token at once: exactly one succeeds', async () => {
      const user = await newAccount();
      const answers = await Promise.all([refresh(user.refreshToken), refresh(user.refreshToken)]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401]);
    });
  });

  describe('POST /api/authentication/signout', () => {
    it('ends every session of the user: access and refresh tokens of all sessions fail after', async () => {
      const user = await newAccount();
      const second = (await signIn(user.email, user.password)).json<LoginRecord>();
      const rotated = (await refresh(second.refreshToken)).json<RefreshAnswer>();
      const bystander = await newAccount();

      const res = await t.request({
        method: 'POST',
        url: '/api/authentication/signout',
        headers: { authorization: `Bearer ${user.accessToken}` },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Signed out' });

      for (const token of [user.accessToken, second.accessToken, rotated.accessToken])
        expect((await me(token)).statusCode).toBe(401);
      for (const token of [user.refreshToken, rotated.authToken]) expect((await refresh(token)).statusCode).toBe(401);
      expect(await liveTokensOf(user.userId)).toEqual([]);
      // Another user is untouched; and the user can sign in again.
      expect((await me(bystander.accessToken)).statusCode).toBe(200);
      expect((await signIn(user.email, user.password)).statusCode).toBe(200);
    });

    it('answers 401 without a valid access token', async () => {
      expect((await t.request({ method: 'POST', url: '/api/authentication/signout' })).statusCode).toBe(401);
    });
  });

  describe('POST /api/users/change-password', () => {
    const change = (user: LoginRecord, payload: object) =>
      t.request({ method: 'POST', url: '/api/users/change-password', as: user, payload });

    it('a wrong old password answers 400 auth.WRONG_CREDENTIALS and changes nothing', async () => {
      const user = await newAccount();
      const [before] = await t.db.select().from(users).where(eq(users.id, user.userId));
      const res = await change(user, { oldPassword: 'Not-The-0ld', password: 'Next-Passw0rd' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, code: AUTH_CODES.wrongCredentials });
      const [after] = await t.db.select().from(users).where(eq(users.id, user.userId));
      expect(after!.passwordHash).toBe(before!.passwordHash);
      expect((await me(user.accessToken)).statusCode).toBe(200);
    });

    it("success answers 'Password Changed', ends all sessions, and only the new password works", async () => {
      const user = await newAccount();
      const second = (await signIn(user.email, user.password)).json<LoginRecord>();
      const res = await change(user, { oldPassword: user.password, password: 'Next-Passw0rd' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Password Changed' });

      for (const token of [user.accessToken, second.accessToken]) expect((await me(token)).statusCode).toBe(401);
      for (const token of [user.refreshToken, second.refreshToken]) expect((await refresh(token)).statusCode).toBe(401);
      expect(await liveTokensOf(user.userId)).toEqual([]);

      const old = await signIn(user.email, user.password);
      expect(old.statusCode).toBe(400);
      expect(old.json()).toMatchObject({ code: AUTH_CODES.wrongCredentials });
      expect((await signIn(user.email, 'Next-Passw0rd')).statusCode).toBe(200);
      const [row] = await t.db.select().from(users).where(eq(users.id, user.userId));
      expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    });

    it('refuses a weak new password with the hint, and changes nothing', async () => {
      const user = await newAccount();
      const res = await change(user, { oldPassword: user.password, password: 'weakpass' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: 'At least 8 characters, one uppercase, one lowercase and one number',
      });
      expect((await signIn(user.email, user.password)).statusCode).toBe(200);
    });

    it('answers 401 without a token, and after the session ended', async () => {
      const user = await newAccount();
      expect(
        (
          await t.request({
            method: 'POST',
            url: '/api/users/change-password',
            payload: { oldPassword: user.password, password: 'Next-Passw0rd' },
          })
        ).statusCode,
      ).toBe(401);
      await t.request({ method: 'POST', url: '/api/authentication/signout', as: user });
      expect((await change(user, { oldPassword: user.password, password: 'Next-Passw0rd' })).statusCode).toBe(401);
      expect((await signIn(user.email, user.password)).statusCode).toBe(200);
    });
  });

  describe('JWT pinning', () => {
    const key = new TextEncoder().encode(TEST_JWT_SECRET);
    async function forge(
      user: LoginRecord,
      options: { secret?: string; alg?: string; exp?: number | string; typ?: string; iss?: string; role?: string } = {},
    ) {
      const claims = decodeJwt(user.accessToken);
      return new SignJWT({ role: options.role ?? claims['role'], sid: claims['sid'], typ: options.typ ?? 'access' })
        .setProtectedHeader({ alg: options.alg ?? 'HS256' })
        .setSubject(user.userId)
        .setIssuer(options.iss ?? 'matchday-console')
        .setIssuedAt()
        .setExpirationTime(options.exp ?? '10m')
        .sign(options.secret ? new TextEncoder().encode(options.secret) : key);
    }

    it("a correctly signed token is accepted (control: the forging below uses the app's real secret)", async () => {
      const user = await newAccount();
      expect((await me(await forge(user))).statusCode).toBe(200);
    });

    it('a token with alg none is refused', async () => {
      const user = await newAccount();
      const claims = decodeJwt(user.accessToken);
      const unsecured = new UnsecuredJWT({ role: claims['role'], sid: claims['sid'], typ: 'access' })
        .setSubject(user.userId)
        .setIssuer('matchday-console')
        .setIssuedAt()
        .setExpirationTime('10m')
        .encode();
      const res = await me(unsecured);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: AUTH_CODES.invalidToken });
    });

    it('a token signed with another secret is refused', async () => {
      const user = await newAccount();
      expect(
        (await me(await forge(user, { secret: 'another-secret-that-is-long-enough-for-hs256-xyz' }))).statusCode,
      ).toBe(401);
    });

    it('a token signed with the right secret but another algorithm (HS512) is refused', async () => {
      const user = await newAccount();
      expect((await me(await forge(user, { alg: 'HS512' }))).statusCode).toBe(401);
    });

    it('an expired token is refused', async () => {
      const user = await newAccount();
      expect((await me(await forge(user, { exp: Math.floor(Date.now() / 1000) - 60 }))).statusCode).toBe(401);
    });

    it('a token of another issuer or kind is refused', async () => {
      const user = await newAccount();
      expect((await me(await forge(user, { iss: 'someone-else' }))).statusCode).toBe(401);
      expect((await me(await forge(user, { typ: 'refresh' }))).statusCode).toBe(401);
      expect((await me(await forge(user, { role: 'superuser' }))).statusCode).toBe(401);
    });

    it('a tampered payload is refused', async () => {
      const user = await newAccount();
      const [header, , signature] = user.accessToken.split('.');
      const payload = Buffer.from(JSON.stringify({ ...decodeJwt(user.accessToken), role: 'admin' })).toString(
        'base64url',
      );
      expect((await me(`${header}.${payload}.${signature}`)).statusCode).toBe(401);
    });

    it('the role comes from the database, not from the token', async () => {
      const user = await newAccount();
      // Even a validly signed token that claims admin answers with the stored role.
      const res = await me(await forge(user, { role: 'admin' }));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ role: 'owner' });
    });
  });
});
