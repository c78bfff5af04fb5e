import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { AUTH_CODES, PASSWORD_HINT, SIGNUP_ANSWER, type LoginRecord } from '@app/contract/auth';
import { bars, users } from '../../src/db/schema/index.ts';
import { buildTestApp, DEMO_PASSWORD, type TestApp } from '../helpers/build-test-app.ts';
import { confirmFromMail, signUpOwner } from '../helpers/signup-fixtures.ts';

/** POST /api/authentication/signin and /signup, GET /me: answers and what the database holds. */
describe('sign-in and sign-up', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const signin = (payload: unknown, remoteAddress = '10.0.0.1') =>
    t.request({ method: 'POST', url: '/api/authentication/signin', payload: payload as object, remoteAddress });
  const signup = (payload: unknown) =>
    t.request({ method: 'POST', url: '/api/authentication/signup', payload: payload as object });
  const userCount = async () => (await t.db.select({ n: count() }).from(users))[0]!.n;
  const barCount = async () => (await t.db.select({ n: count() }).from(bars))[0]!.n;

  describe('POST /api/authentication/signin', () => {
    it('answers the login record for good credentials', async () => {
      const res = await signin({ email: 'owner@example.com', password: DEMO_PASSWORD });
      expect(res.statusCode).toBe(200);
      const record = res.json<LoginRecord>();
      const [owner] = await t.db.select().from(users).where(eq(users.email, 'owner@example.com'));
      const [bar] = await t.db.select().from(bars).where(eq(bars.ownerUserId, owner!.id));
      expect(record).toMatchObject({
        userId: owner!.id,
        barId: bar!.id,
        nickname: 'Olivia Owner',
        email: 'owner@example.com',
        role: 'owner',
      });
      expect(record.accessToken.split('.')).toHaveLength(3);
      expect(record.refreshToken.length).toBeGreaterThanOrEqual(40);
      expect(record.authToken).toBe(record.refreshToken);
      expect(record.accessToken).not.toBe(record.refreshToken);
    });

    it('accepts the email in any case and with spaces around it', async () => {
      const res = await signin({ email: '  Staff@Example.COM ', password: DEMO_PASSWORD });
      expect(res.statusCode).toBe(200);
      expect(res.json<LoginRecord>()).toMatchObject({ email: 'staff@example.com', role: 'staff', barId: null });
    });

    it('answers 400 auth.WRONG_CREDENTIALS for a wrong password', async () => {
      const res = await signin({ email: 'admin@example.com', password: 'Wrong-Passw0rd' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: 'Invalid email or password',
        code: AUTH_CODES.wrongCredentials,
        messageCode: 'invalidCredentials',
        params: {},
      });
      expect(res.body).not.toContain('accessToken');
    });

    it('answers an unknown email exactly as a wrong password', async () => {
      const wrong = await signin({ email: 'admin@example.com', password: 'Wrong-Passw0rd' });
      const unknown = await signin({ email: 'nobody@example.com', password: 'Wrong-Passw0rd' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toEqual(wrong.json());
    });

    it('does not accept the password in another case', async () => {
      const res = await signin({ email: 'admin@example.com', password: DEMO_PASSWORD.toUpperCase() });
      expect(res.statusCode).toBe(400);
    });
  });

  describe('POST /api/authentication/signup', () => {
    it('creates an owner and a Pending bar linked to it, unconfirmed; the mailed link confirms the address and signs the owner in', async () => {
      const before = { users: await userCount(), bars: await barCount() };
      const res = await signup({
        email: 'New.Owner@Example.com',
        password: 'Fresh-Passw0rd',
        username: '  Nora New  ',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: SIGNUP_ANSWER });
      expect(res.cookies).toEqual([]);

      const [user] = await t.db.select().from(users).where(eq(users.email, 'new.owner@example.com'));
      expect(user).toMatchObject({ role: 'owner', nickname: 'Nora New', emailConfirmedAt: null });
      expect(user!.passwordHash).not.toContain('Fresh-Passw0rd');
      const [bar] = await t.db.select().from(bars).where(eq(bars.ownerUserId, user!.id));
      expect(bar).toMatchObject({ status: 'pending', ownerUserId: user!.id, trashedAt: null });
      expect({ users: await userCount(), bars: await barCount() }).toEqual({
        users: before.users + 1,
        bars: before.bars + 1,
      });

      const unconfirmed = await signin({ email: 'new.owner@example.com', password: 'Fresh-Passw0rd' });
      expect(unconfirmed.statusCode).toBe(403);
      expect(unconfirmed.json()).toMatchObject({ code: AUTH_CODES.emailUnconfirmed, messageCode: 'emailUnconfirmed' });

      const confirmed = await confirmFromMail(t, 'new.owner@example.com');
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json()).toMatchObject({
        email: 'new.owner@example.com',
        role: 'owner',
        returnTo: null,
        session: { barId: bar!.id, role: 'owner' },
      });
      expect((await signin({ email: 'new.owner@example.com', password: 'Fresh-Passw0rd' })).statusCode).toBe(200);
    });

    it('stores the password as argon2id with m=19456, t=2, p=1', async () => {
      expect(
        (await signup({ email: 'hash.check@example.com', password: 'Hash-Check-1', username: 'Hash' })).statusCode,
      ).toBe(200);
      const [user] = await t.db.select().from(users).where(eq(users.email, 'hash.check@example.com'));
      expect(user!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{16,}\$[A-Za-z0-9+/]{32,}$/);
      // The demo accounts too.
      const [admin] = await t.db.select().from(users).where(eq(users.email, 'admin@example.com'));
      expect(admin!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    });

    it('never truncates a long password: a different 200th character does not sign in', async () => {
      const long = `Aa1${'x'.repeat(196)}`;
      await signUpOwner(t, { email: 'long.pass@example.com', password: `${long}y`, username: 'Long' });
      expect((await signin({ email: 'long.pass@example.com', password: `${long}z` })).statusCode).toBe(400);
      expect((await signin({ email: 'long.pass@example.com', password: `${long}y` })).statusCode).toBe(200);
    });

    it('answers a known email as a new one, writes no account, and mails its holder a note with the way to a new password', async () => {
      const before = { users: await userCount(), bars: await barCount() };
      const known = await signup({ email: 'OWNER@example.com', password: 'Fresh-Passw0rd', username: 'Impostor' });
      const fresh = await signup({ email: 'brand.new@example.com', password: 'Fresh-Passw0rd', username: 'Impostor' });
      expect(known.statusCode).toBe(fresh.statusCode);
      expect(known.body).toBe(fresh.body);
      expect({ users: await userCount(), bars: await barCount() }).toEqual({
        users: before.users + 1,
        bars: before.bars + 1,
      });
      const [owner] = await t.db.select().from(users).where(eq(users.email, 'owner@example.com'));
      expect(owner!.nickname).toBe('Olivia Owner');
      const note = (await t.outbox()).filter((m) => m.to === 'owner@example.com').at(-1);
      expect(note?.subject).toBe('Someone tried to sign up with your address');
      expect(note?.text).toContain('http://console.test/forgot-password');
      expect(note?.text).not.toMatch(/token=/);
    });

    it.each([
      ['too short', 'Ab1defg'],
      ['no uppercase', 'abcdefg1'],
      ['no lowercase', 'ABCDEFG1'],
      ['no digit', 'Abcdefgh'],
    ])('refuses a weak password (%s) with the hint, and writes nothing', async (_why, password) => {
      const before = await userCount();
      const res = await signup({ email: 'weak@example.com', password, username: 'Weak' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, message: PASSWORD_HINT });
      expect(await userCount()).toBe(before);
    });

    it('refuses unknown fields (no role escalation through the body), and writes nothing', async () => {
      const before = await userCount();
      const res = await signup({
        email: 'sneaky@example.com',
        password: 'Fresh-Passw0rd',
        username: 'Sneaky',
        role: 'admin',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/role/);
      expect(await userCount()).toBe(before);
      expect(await t.db.select().from(users).where(eq(users.email, 'sneaky@example.com'))).toEqual([]);
    });

    it('refuses a missing or blank name', async () => {
      expect((await signup({ email: 'noname@example.com', password: 'Fresh-Passw0rd' })).statusCode).toBe(400);
      const blank = await signup({ email: 'noname@example.com', password: 'Fresh-Passw0rd', username: '   ' });
      expect(blank.statusCode).toBe(400);
      expect(blank.json()).toMatchObject({ message: 'Name is required' });
    });

    it('creates exactly one account when the same email signs up twice at once, and answers both alike', async () => {
      const [a, b] = await Promise.all([
        signup({ email: 'twice@example.com', password: 'Fresh-Passw0rd', username: 'Twice' }),
        signup({ email: 'twice@example.com', password: 'Fresh-Passw0rd', username: 'Twice' }),
      ]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      expect(a.body).toBe(b.body);
      const rows = await t.db.select().from(users).where(eq(users.email, 'twice@example.com'));
      expect(rows).toHaveLength(1);
      expect(await t.db.select().from(bars).where(eq(bars.ownerUserId, rows[0]!.id))).toHaveLength(1);
    });
  });

  describe('GET /api/authentication/me', () => {
    it('answers who the token belongs to', async () => {
      const admin = await t.signIn('admin@example.com');
      const res = await t.request({ method: 'GET', url: '/api/authentication/me', as: admin });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        userId: admin.userId,
        barId: null,
        bars: [],
        nickname: 'Alex Admin',
        email: 'admin@example.com',
        role: 'admin',
        language: null,
        theme: null,
        layout: null,
      });
    });

    it('answers 401 without a token or with a malformed one', async () => {
      const none = await t.request({ method: 'GET', url: '/api/authentication/me' });
      expect(none.statusCode).toBe(401);
      expect(none.json()).toMatchObject({ statusCode: 401, code: AUTH_CODES.invalidToken, message: 'Please sign in' });
      for (const authorization of ['Bearer', 'Bearer not-a-jwt', 'Basic b3duZXI6cGFzcw==', 'Bearer a.b.c']) {
        const res = await t.request({ method: 'GET', url: '/api/authentication/me', headers: { authorization } });
        expect(res.statusCode, authorization).toBe(401);
      }
    });

    it('does not accept the refresh token as an access token', async () => {
      const owner = await t.signIn('owner@example.com');
      const res = await t.request({
        method: 'GET',
        url: '/api/authentication/me',
        headers: { authorization: `Bearer ${owner.refreshToken}` },
      });
      expect(res.statusCode).toBe(401);
    });
  });
});
