import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, like, sql } from 'drizzle-orm';
import { AUTH_CODES } from '@app/contract/auth';
import { rateLimits, users } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { signUpOwner } from '../helpers/signup-fixtures.ts';

const PASSWORD = 'Right-Passw0rd';

/** Throttled sign-in: 5 failures per account, 30 per client address, in 15 minutes. */
describe('sign-in throttling', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ seed: false });
  });
  afterAll(async () => {
    await t.close();
  });

  let n = 0;
  async function newAccount(): Promise<string> {
    n += 1;
    const email = `throttle${n}@example.com`;
    return (await signUpOwner(t, { email, password: PASSWORD, username: `T ${n}` })).email;
  }
  const signin = (email: string, password: string, remoteAddress: string, headers: Record<string, string> = {}) =>
    t.request({
      method: 'POST',
      url: '/api/authentication/signin',
      payload: { email, password },
      remoteAddress,
      headers,
    });

  it('after 5 failures on an account: 429 with Retry-After, even with the right password and from another address', async () => {
    const email = await newAccount();
    for (let i = 1; i <= 5; i += 1) {
      const res = await signin(email, 'Wrong-Passw0rd', `10.10.${n}.${i}`);
      expect(res.statusCode, `failure ${i}`).toBe(400);
      expect(res.json()).toMatchObject({ code: AUTH_CODES.wrongCredentials });
    }
    const blocked = await signin(email, PASSWORD, '10.10.99.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests', code: AUTH_CODES.throttled });
    expect(blocked.json<{ message: string }>().message).toMatch(
      /Too many failed sign-in attempts\. Try again in \d+ minutes\./,
    );
    expect(blocked.body).not.toContain('accessToken');
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  it('holds under a burst: of 20 wrong passwords sent at once, at most 5 are checked', async () => {
    const email = await newAccount();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => signin(email, `Wrong-Passw0rd${i}`, `10.15.${n}.${i}`)),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 400).length).toBeLessThanOrEqual(5);
    expect(codes.filter((c) => c === 429).length).toBeGreaterThanOrEqual(15);
    expect(codes.every((c) => c === 400 || c === 429)).toBe(true);
    expect((await signin(email, PASSWORD, '10.15.99.1')).statusCode).toBe(429);
  });

  it('counts the email in any case as one account', async () => {
    const email = await newAccount();
    const spellings = [email, email.toUpperCase(), ` ${email} `, email.replace('throttle', 'THROTTLE'), email];
    for (const [i, spelling] of spellings.entries()) {
      expect((await signin(spelling, 'Wrong-Passw0rd', `10.11.${n}.${i}`)).statusCode).toBe(400);
    }
    expect((await signin(email, PASSWORD, '10.11.99.1')).statusCode).toBe(429);
  });

  it('4 failures do not block, and a success starts the count again', async () => {
    const email = await newAccount();
    for (let i = 1; i <= 4; i += 1) expect((await signin(email, 'Wrong-Passw0rd', '10.12.0.1')).statusCode).toBe(400);
    expect((await signin(email, PASSWORD, '10.12.0.1')).statusCode).toBe(200);
    for (let i = 1; i <= 4; i += 1) expect((await signin(email, 'Wrong-Passw0rd', '10.12.0.1')).statusCode).toBe(400);
    expect((await signin(email, PASSWORD, '10.12.0.1')).statusCode).toBe(200);
  });

  it('unknown emails are throttled like known ones (no account enumeration through 429s)', async () => {
    for (let i = 1; i <= 5; i += 1)
      expect((await signin('ghost@example.com', 'Wrong-Passw0rd', `10.13.0.${i}`)).statusCode).toBe(400);
    expect((await signin('ghost@example.com', 'Wrong-Passw0rd', '10.13.0.99')).statusCode).toBe(429);
  });

  it('the block ends when the window has passed', async () => {
    const email = await newAccount();
    for (let i = 1; i <= 5; i += 1) await signin(email, 'Wrong-Passw0rd', '10.14.0.1');
    expect((await signin(email, PASSWORD, '10.14.0.2')).statusCode).toBe(429);
    await t.db
      .update(rateLimits)
      .set({ resetAt: sql`now() - interval '1 second'` })
      .where(like(rateLimits.key, `signin:account:${email}`));
    expect((await signin(email, PASSWORD, '10.14.0.2')).statusCode).toBe(200);
  });

  it('per address: after 30 failures from one address, every sign-in from it answers 429, other addresses do not', async () => {
    const victim = await newAccount();
    const address = '10.20.0.1';
    // Spread over many accounts so no account reaches its own limit.
    for (let i = 1; i <= 30; i += 1) {
      expect((await signin(`spray${i}@example.com`, 'Wrong-Passw0rd', address)).statusCode, `failure ${i}`).toBe(400);
    }
    const blocked = await signin(victim, PASSWORD, address);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // X-Forwarded-For is not trusted: it does not move the request to another address.
    expect((await signin(victim, PASSWORD, address, { 'x-forwarded-for': '203.0.113.7' })).statusCode).toBe(429);
    expect((await signin(victim, PASSWORD, '10.20.0.2')).statusCode).toBe(200);
  });
});

describe('sign-up throttling', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ seed: false });
  });
  afterAll(async () => {
    await t.close();
  });

  const signup = (i: number, remoteAddress: string) =>
    t.request({
      method: 'POST',
      url: '/api/authentication/signup',
      remoteAddress,
      payload: { email: `burst${i}@example.com`, password: PASSWORD, username: `Burst ${i}` },
    });

  it('after 20 sign-ups from one address in an hour the next answers 429 and creates nothing; other addresses still sign up', async () => {
    for (let i = 1; i <= 20; i += 1) expect((await signup(i, '10.30.0.1')).statusCode, `sign-up ${i}`).toBe(200);
    const blocked = await signup(21, '10.30.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json<{ message: string }>().message).toMatch(/Too many accounts/);
    const created = await t.db.select({ n: count() }).from(users).where(eq(users.email, 'burst21@example.com'));
    expect(created[0]?.n).toBe(0);
    expect((await signup(22, '10.30.0.2')).statusCode).toBe(200);
  });
});
