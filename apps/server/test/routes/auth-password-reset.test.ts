import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { FORGOT_PASSWORD_ANSWER, type LoginRecord } from '@app/contract/auth';
import { mailOutbox, passwordResetRequests, passwordResets, refreshTokens, users } from '../../src/db/schema/index.ts';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import { createResetRequestProcessor, queueResetRequest } from '../../src/services/auth/reset-requests.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { signUpOwner } from '../helpers/signup-fixtures.ts';

/** POST /api/authentication/forgot-password and /reset-password, through the outbox. */
describe('forgot and reset password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ seed: false });
  });
  afterAll(async () => {
    await t.close();
  });

  let n = 0;
  let address = 0;
  /** A fresh account and client address per test: the forgot-password throttles count per both. */
  async function setup(password = 'Start-Passw0rd') {
    n += 1;
    address += 1;
    const user = await signUpOwner(t, { email: `reset${n}@example.com`, password, username: `Reset ${n}` });
    return { user: { ...user, password }, ip: `10.1.0.${address}` };
  }
  const forgot = (email: string, remoteAddress: string) =>
    t.request({ method: 'POST', url: '/api/authentication/forgot-password', payload: { email }, remoteAddress });
  const reset = (token: string, password: string) =>
    t.request({ method: 'POST', url: '/api/authentication/reset-password', payload: { token, password } });
  const signIn = (email: string, password: string) =>
    t.request({
      method: 'POST',
      url: '/api/authentication/signin',
      payload: { email, password },
      remoteAddress: '10.9.9.9',
    });
  const me = (user: LoginRecord) => t.request({ method: 'GET', url: '/api/authentication/me', as: user });
  // The reset mails (the address's confirmation mail is not one).
  const mailsTo = async (email: string) =>
    (await t.outbox()).filter((m) => m.to === email && m.subject === 'Reset your password');
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
    const live = await t.db
      .select()
      .from(refreshTokens)
      .where(and(eq(refreshTokens.userId, user.userId), isNull(refreshTokens.revokedAt)));
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
    await t.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, user.userId));

    const res = await reset(token, 'Brand-New-Passw0rd');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'auth.INVALID_RESET_LINK' });
    expect((await me(user)).statusCode).toBe(200);
    expect((await signIn(user.email, user.password)).statusCode).toBe(200);
    const [row] = await t.db.select().from(passwordResets).where(eq(passwordResets.userId, user.userId));
    expect(row!.usedAt).toBeNull();
  });

  describe('GET /reset-password: the page asks when it opens (decision 056)', () => {
    const check = (token: string, remoteAddress: string) =>
      t.request({
        method: 'GET',
        url: `/api/authentication/reset-password?token=${encodeURIComponent(token)}`,
        remoteAddress,
      });

    it('a live link answers when it expires and is not spent; once used it answers 400 with the coded message', async () => {
      const { user, ip } = await setup();
      await forgot(user.email, ip);
      const token = await linkTokenFor(user.email);
      const [row] = await t.db.select().from(passwordResets).where(eq(passwordResets.userId, user.userId));

      const live = await check(token, ip);
      expect(live.statusCode).toBe(200);
      expect(live.json()).toEqual({ expiresAt: row!.expiresAt.toISOString() });
      const [after] = await t.db.select().from(passwordResets).where(eq(passwordResets.userId, user.userId));
      expect(after!.usedAt).toBeNull();

      expect((await reset(token, 'Brand-New-Passw0rd')).statusCode).toBe(200);
      const used = await check(token, ip);
      expect(used.statusCode).toBe(400);
      expect(used.json()).toMatchObject({
        code: 'auth.INVALID_RESET_LINK',
        message: 'This reset link is not valid or has expired. Please ask for a new one.',
      });
    });

    it('an expired link, a made-up token and a deactivated account answer 400; a malformed token 400 with its message', async () => {
      const { user, ip } = await setup();
      await forgot(user.email, ip);
      const token = await linkTokenFor(user.email);
      await t.db.update(users).set({ active: false }).where(eq(users.id, user.userId));
      expect((await check(token, ip)).json()).toMatchObject({ statusCode: 400, code: 'auth.INVALID_RESET_LINK' });
      await t.db.update(users).set({ active: true }).where(eq(users.id, user.userId));
      expect((await check(token, ip)).statusCode).toBe(200);
      await t.db
        .update(passwordResets)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(passwordResets.userId, user.userId));
      expect((await check(token, ip)).json()).toMatchObject({ statusCode: 400, code: 'auth.INVALID_RESET_LINK' });
      expect((await check('B'.repeat(43), ip)).json()).toMatchObject({
        statusCode: 400,
        code: 'auth.INVALID_RESET_LINK',
      });
      const short = await t.request({
        method: 'GET',
        url: '/api/authentication/reset-password?token=short',
        remoteAddress: ip,
      });
      expect(short.statusCode).toBe(400);
      expect(short.json()).toMatchObject({ message: 'The reset link is not valid' });
      const none = await t.request({ method: 'GET', url: '/api/authentication/reset-password', remoteAddress: ip });
      expect(none.statusCode).toBe(400);
    });

    it('checks count with resets per address: after 10 bad ones both answer 429', async () => {
      const { user, ip } = await setup();
      for (let i = 0; i < 10; i += 1) expect((await check(`${'C'.repeat(40)}${i}`, ip)).statusCode).toBe(400);
      const blocked = await check('D'.repeat(43), ip);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.headers['retry-after']).toBeDefined();
      const resetBlocked = await t.request({
        method: 'POST',
        url: '/api/authentication/reset-password',
        payload: { token: 'E'.repeat(43), password: 'Brand-New-Passw0rd' },
        remoteAddress: ip,
      });
      expect(resetBlocked.statusCode).toBe(429);
      expect((await signIn(user.email, user.password)).statusCode).toBe(200);
    });
  });

  it("using one link spends the user's other outstanding links", async () => {
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
    expect(weak.json()).toMatchObject({
      message: 'At least 8 characters, one uppercase, one lowercase and one number',
    });
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

/**
 * Decision record 032: the request itself only queues the email; the mail sender stores the token
 * and queues the mail afterwards. The app's own sender is stopped here (no kick, no poll), so the
 * database can be read between the answer and the sender's pass.
 */
describe('forgot-password queue: the request writes one row, the sender does the rest', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ seed: false });
    await t.app.mailSender.stop();
  });
  afterAll(async () => {
    await t.close();
  });

  let n = 0;
  async function signup(): Promise<LoginRecord> {
    n += 1;
    return signUpOwner(
      t,
      { email: `queued${n}@example.com`, password: 'Start-Passw0rd', username: `Queued ${n}` },
      `10.5.0.${n}`,
    );
  }
  const forgot = (email: string, remoteAddress: string) =>
    t.request({ method: 'POST', url: '/api/authentication/forgot-password', payload: { email }, remoteAddress });
  const requestsFor = (email: string) =>
    t.db.select().from(passwordResetRequests).where(eq(passwordResetRequests.email, email));
  const resetMailsTo = (email: string) =>
    t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'password-reset'), eq(mailOutbox.to, email)));

  it('answers before any token exists, with the same single row for a known and an unknown email; the flush makes the link', async () => {
    const user = await signup();
    const known = await forgot(`  ${user.email.toUpperCase()} `, '10.6.0.1');
    const unknown = await forgot('nobody-queued@example.com', '10.6.0.2');
    expect(known.json()).toEqual({ message: FORGOT_PASSWORD_ANSWER });
    expect(unknown.json()).toEqual(known.json());

    // After the answer, before the sender: the same work was done for both, and no token exists yet.
    for (const email of [user.email, 'nobody-queued@example.com']) {
      const rows = await requestsFor(email);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.processedAt).toBeNull();
      expect(await resetMailsTo(email)).toEqual([]);
    }
    expect(await t.db.select().from(passwordResets).where(eq(passwordResets.userId, user.userId))).toEqual([]);

    const mails = await t.outbox();
    expect(mails.filter((m) => m.to === user.email && m.subject === 'Reset your password')).toHaveLength(1);
    expect(mails.filter((m) => m.to === 'nobody-queued@example.com')).toEqual([]);
    const [token] = await t.db.select().from(passwordResets).where(eq(passwordResets.userId, user.userId));
    expect(token).toBeDefined();
    expect((token!.expiresAt.getTime() - Date.now()) / 60_000).toBeGreaterThan(29);
    for (const email of [user.email, 'nobody-queued@example.com']) {
      expect((await requestsFor(email))[0]!.processedAt).not.toBeNull();
    }
    // The mailed link works once.
    const link = decodeURIComponent(
      /reset-password\?token=(\S+)/.exec(
        mails.find((m) => m.to === user.email && /reset-password\?token=/.test(m.text))!.text,
      )![1]!,
    );
    const reset = (password: string) =>
      t.request({ method: 'POST', url: '/api/authentication/reset-password', payload: { token: link, password } });
    expect((await reset('Queued-New-Passw0rd')).statusCode).toBe(200);
    expect((await reset('Queued-Other-Passw0rd')).statusCode).toBe(400);
  });

  it('a deactivated account is treated as unknown: its request is processed, no token, no mail', async () => {
    const user = await signup();
    await t.db.update(users).set({ active: false }).where(eq(users.id, user.userId));
    expect((await forgot(user.email, '10.6.0.3')).statusCode).toBe(200);
    expect(await requestsFor(user.email)).toHaveLength(1);
    await t.app.mailSender.flush();
    expect((await requestsFor(user.email))[0]!.processedAt).not.toBeNull();
    expect(await t.db.select().from(passwordResets).where(eq(passwordResets.userId, user.userId))).toEqual([]);
    expect(await resetMailsTo(user.email)).toEqual([]);
  });

  it('over the per-account limit no request row is written (the count is the same for any email)', async () => {
    const user = await signup();
    for (let i = 1; i <= 5; i += 1) expect((await forgot(user.email, `10.6.1.${i}`)).statusCode).toBe(200);
    for (let i = 1; i <= 5; i += 1)
      expect((await forgot('nobody-limit@example.com', `10.6.2.${i}`)).statusCode).toBe(200);
    expect(await requestsFor(user.email)).toHaveLength(3);
    expect(await requestsFor('nobody-limit@example.com')).toHaveLength(3);
  });

  it('two processors (two instances) never handle one request twice', async () => {
    await t.app.mailSender.flush();
    const user = await signup();
    const emails = Array.from({ length: 30 }, (_, i) => (i % 3 === 0 ? user.email : `nobody-twice${i}@example.com`));
    for (const email of emails) await queueResetRequest(t.db, email);
    // PostgreSQL: a second connection pool, as a second instance would have. PGlite: one connection, same logic.
    let second: DatabaseHandle | null = null;
    if (t.databaseUrl) second = await openDatabase({ url: t.databaseUrl });
    try {
      const a = createResetRequestProcessor(t.db, { consoleUrl: 'http://console.test' });
      const b = createResetRequestProcessor(second?.db ?? t.db, { consoleUrl: 'http://console.test' });
      const [handledA, handledB] = await Promise.all([a.processDue(), b.processDue()]);
      expect(handledA + handledB).toBe(30);
    } finally {
      await second?.close();
    }
    const rows = await t.db
      .select()
      .from(passwordResetRequests)
      .where(inArray(passwordResetRequests.email, [...new Set(emails)]));
    expect(rows).toHaveLength(30);
    expect(rows.every((r) => r.processedAt !== null)).toBe(true);
    expect(await t.db.select().from(passwordResets).where(eq(passwordResets.userId, user.userId))).toHaveLength(10);
    expect(await resetMailsTo(user.email)).toHaveLength(10);
  });

  it('processed requests are deleted after a day; waiting ones stay', async () => {
    const old = new Date(Date.now() - 25 * 3600 * 1000);
    await t.db.insert(passwordResetRequests).values([
      { email: 'old-processed@example.com', requestedAt: old, processedAt: old },
      { email: 'recent-processed@example.com', processedAt: new Date() },
    ]);
    await createResetRequestProcessor(t.db, { consoleUrl: 'http://console.test' }).processDue();
    expect(await requestsFor('old-processed@example.com')).toEqual([]);
    expect(await requestsFor('recent-processed@example.com')).toHaveLength(1);
  });
});
