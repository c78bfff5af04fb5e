import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { FORGOT_PASSWORD_ANSWER, type LoginRecord, type SignupAnswer } from '@app/contract/auth';
import { passwordResets, refreshTokens, users } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

/** POST /api/authentication/forgot-password and /reset-password, through the outbox. */
describe('forgot and reset password', () => {
  let t: TestApp;
  beforeAll(async () => { t = await buildTestApp({ seed: false }); });
  afterAll(async () => { await t.close(); });

  let n = 0;
  let address = 0;
  /** A fresh account and client address per test: the forgot-password throttles count per both. */
  async function setup(password = 'Start-Passw0rd') {
    n += 1;
    address += 1;
    const res = await t.request({
      method: 'POST', url: '/api/authentication/signup',
      payload: { email: `reset${n}@example.com`, password, username: `Reset ${n}` },
    });
    expect(res.statusCode).toBe(200);
    return { user: { ...res.json<SignupAnswer>().result, password }, ip: `10.1.0.${address}` };
  }
  const forgot = (email: string, remoteAddress: string) =>
    t.request({ method: 'POST', url: '/api/authentication/forgot-password', payload: { email }, remoteAddress });
  const reset = (token: string, password: string) =>
    t.request({ method: 'POST', url: '/api/authentication/reset-password', payload: { token, password } });
  const signIn = (email: string, password: string) =>
    t.request({ method: 'POST', url: '/api/authentication/signin', payload: { email, password }, remoteAddress: '10.9.9.9' });
  const me = (user: LoginRecord) => t.request({ method: 'GET', url: '/api/authentication/me', as: user });
  const mailsTo = async (email: string) => (await t.outbox()).filter((m) => m.to === email);
  /** The token of the newest reset link mailed to `email`. */
  async function linkTokenFor(email: string): Promise<string> {
    const mails = await mailsTo(email);
    const text = mails.at(-1)?.text ?? '';
    const link = /http:\/\/console\.test\/reset-password\?token=(\S+)/.exec(text);
    expect(link, `no reset link in ${JSON.stringify(text)}`).not.toBeNull();
    return decodeURIComponent(link![1]!);
  }

  it('answers the same for a known and an unknown email; only the known one gets a mail with the link', async () => {
    const { user, ip } = await setup();
    const known = await forgot(user.email, ip);
    const unknown = await forgot('nobody-here@example.com', ip);
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: FORGOT_PASSWORD_ANSWER });
    expect(unknown.json()).toEqual(known.json());

    const mails = await mailsTo(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Reset your password');
    expect(mails[0]!.text).toContain('30 minutes');
    expect(await linkTokenFor(user.email)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await mailsTo('nobody-here@example.com')).toEqual([]);
    // Only the hash of the token is stored.
    const token = await linkTokenFor(user.email);
    const rows = await t.db.select().from(passwordResets).where(eq(passwordResets.userId, user.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toContain(token);
    const minutes = (rows[0]!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);
  });

  it('the link works once: new password works, old does not, every session ended; a second use answers 400', async () => {
    const { user, ip } = await setup();
    const otherSession = (await signIn(user.email, user.password)).json<LoginRecord>();
    await forgot(user.email.toUpperCase(), ip);
    const token = await linkTokenFor(user.email);

    const res = await reset(token, 'Brand-New-Passw0rd');
    expect(res.statusCode).toBe(200);
    expect(res.json<{ message: string }>().message).toMatch(/password has been changed/i);

    expect((await me(user)).statusCode).toBe(401);
    expect((await me(otherSession)).statusCode).toBe(401);
    const live = await t.db.select().from(refreshTokens).where(and(eq(refreshTokens.userId, user.userId), isNull(refreshTokens.revokedAt)));
    expect(live).toEqual([]);
    expect((await signIn(user.email, user.password)).statusCode).toBe(400);
    expect((await signIn(user.email, 'Brand-New-Passw0rd')).statusCode).toBe(200);

    const [before] = await t.db.select().from(users).where(eq(users.id, user.userId));
    const again = await reset(token, 'Another-Passw0rd');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ statusCode: 400, code: 'auth.INVALID_RESET_LINK' });
    expect(again.json<{ message: string }>().message).toMatch(/not valid or has expired/);
    const [after] = await t.db.select().from(users).where(eq(users.id, user.userId));
    expect(after!.passwordHash).toBe(before!.passwordHash);
    expect((await signIn(user.email, 'Another-Passw0rd')).statusCode).toBe(400);
  });

  it('an expired link answers 400 and changes nothing', async () => {
    const { user, ip } = await setup();
    await forgot(user.email, ip);
    const token = await linkTokenFor(user.email);
    await t.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(passwordResets.userId, user.userId));

    const res = await reset(token, 'Brand-New-Passw0rd');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'auth.INVALID_RESET_LINK' });
    expect((await me(user)).statusCode).toBe(200);
    expect((await signIn(user.email, user.password)).statusCode).toBe(200);
    const [row] = await t.db.select().from(passwordResets).where(eq(passwordResets.userId, user.userId));
    expect(row!.usedAt).toBeNull();
  });

  it('using one link spends the user\'s other outstanding links', async () => {
    const { user, ip } = await setup();
    await forgot(user.email, ip);
    const older = await linkTokenFor(user.email);
    await forgot(user.email, ip);
    const newer = await linkTokenFor(user.email);
    expect(newer).not.toBe(older);
    expect((await reset(newer, 'Brand-New-Passw0rd')).statusCode).toBe(200);
    expect((await reset(older, 'Other-Passw0rd1')).statusCode).toBe(400);
    expect((await signIn(user.email, 'Brand-New-Passw0rd')).statusCode).toBe(200);
  });

  it('a made-up token answers 400; a weak password answers 400 with the hint and does not spend the link', async () => {
    const { user, ip } = await setup();
    expect((await reset('A'.repeat(43), 'Brand-New-Passw0rd')).statusCode).toBe(400);
    await forgot(user.email, ip);
    const token = await linkTokenFor(user.email);
    const weak = await reset(token, 'weak');
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ message: 'At least 8 characters, one uppercase, one lowercase and one number' });
    expect((await reset(token, 'Brand-New-Passw0rd')).statusCode).toBe(200);
  });

  it('the same link used twice at once: exactly one succeeds', async () => {
    const { user, ip } = await setup();
    await forgot(user.email, ip);
    const token = await linkTokenFor(user.email);
    const answers = await Promise.all([reset(token, 'First-Passw0rd'), reset(token, 'Second-Passw0rd')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    const winner = answers[0].statusCode === 200 ? 'First-Passw0rd' : 'Second-Passw0rd';
    expect((await signIn(user.email, winner)).statusCode).toBe(200);
  });

  it('per account: beyond 3 requests an hour no more mails are sent, with the same answer', async () => {
    const { user } = await setup();
    for (let i = 1; i <= 5; i += 1) {
      // A different address each time: this is the per-account limit.
      const res = await forgot(user.email, `10.2.${n}.${i}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: FORGOT_PASSWORD_ANSWER });
    }
    expect(await mailsTo(user.email)).toHaveLength(3);
    const rows = await t.db.select().from(passwordResets).where(eq(passwordResets.userId, user.userId));
    expect(rows).toHaveLength(3);
  });

  it('per address: beyond 10 requests in 15 minutes the address gets 429 with Retry-After, known or unknown email', async () => {
    const { user, ip } = await setup();
    for (let i = 1; i <= 10; i += 1) {
      expect((await forgot(`someone${i}@example.com`, ip)).statusCode).toBe(200);
    }
    const blocked = await forgot(user.email, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ statusCode: 429, code: 'auth.THROTTLED' });
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(await mailsTo(user.email)).toEqual([]);
    expect((await forgot('nobody-else@example.com', ip)).statusCode).toBe(429);
    // Another address is not affected.
    expect((await forgot(user.email, '10.3.0.1')).statusCode).toBe(200);
    expect(await mailsTo(user.email)).toHaveLength(1);
  });
});
