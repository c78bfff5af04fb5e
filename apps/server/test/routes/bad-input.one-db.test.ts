import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import type { LoginRecord } from '@app/contract/auth';
import { bars, passwordResets, rateLimits, refreshTokens, users } from '../../src/db/schema/index.ts';
import { buildTestApp, DEMO_PASSWORD, type TestApp } from '../helpers/build-test-app.ts';

type Case = { name: string; payload: string | Buffer; contentType?: string; status: number; message: string | RegExp };

const JSON_TYPE = 'application/json';
/** What each field of the accounts routes says when it is far too long. */
const TOO_LONG: Record<string, string> = {
  email: 'Email is too long',
  password: 'Password is too long',
  oldPassword: 'Password is too long',
  username: 'Name is too long',
  token: 'The reset link is not valid',
};
const NOT_JSON = 'The request body is not valid JSON';

/** The same bad bodies for every accounts route that takes one. */
function casesFor(valid: Record<string, unknown>): Case[] {
  const keys = Object.keys(valid);
  const firstKey = keys[0]!;
  const cases: Case[] = [
    { name: 'malformed JSON', payload: '{"email": "a@b.c",', status: 400, message: NOT_JSON },
    { name: 'JSON with a trailing comma', payload: '{"a": 1,}', status: 400, message: NOT_JSON },
    { name: 'an empty JSON body', payload: '', status: 400, message: NOT_JSON },
    { name: 'a JSON null', payload: 'null', status: 400, message: 'Invalid input: expected object, received null' },
    {
      name: 'a JSON array',
      payload: JSON.stringify([valid]),
      status: 400,
      message: 'Invalid input: expected object, received array',
    },
    {
      name: 'a JSON string',
      payload: '"hello"',
      status: 400,
      message: 'Invalid input: expected object, received string',
    },
    { name: 'a JSON number', payload: '42', status: 400, message: 'Invalid input: expected object, received number' },
    { name: 'an empty object (missing fields)', payload: '{}', status: 400, message: `${firstKey} is required` },
    { name: 'an unknown field', payload: JSON.stringify({ ...valid, isAdmin: true }), status: 400, message: /isAdmin/ },
    {
      name: 'a __proto__ key',
      payload: `{${keys.map((k) => `${JSON.stringify(k)}:${JSON.stringify(valid[k])}`).join(',')},"__proto__":{"role":"admin"}}`,
      status: 400,
      message: NOT_JSON,
    },
    {
      name: 'a constructor.prototype key',
      payload: JSON.stringify({ ...valid, constructor: { prototype: { role: 'admin' } } }),
      status: 400,
      message: NOT_JSON,
    },
    {
      name: 'a body over 1 MiB',
      payload: JSON.stringify({ ...valid, [firstKey]: 'x'.repeat(1024 * 1024 + 10) }),
      status: 413,
      message: 'The request is too large',
    },
    {
      name: 'text/plain',
      payload: JSON.stringify(valid),
      contentType: 'text/plain',
      status: 415,
      message: 'This content type is not accepted',
    },
    {
      name: 'a form post',
      payload: new URLSearchParams(valid as Record<string, string>).toString(),
      contentType: 'application/x-www-form-urlencoded',
      status: 415,
      message: 'This content type is not accepted',
    },
    {
      name: 'XML',
      payload: '<a/>',
      contentType: 'application/xml',
      status: 415,
      message: 'This content type is not accepted',
    },
  ];
  for (const key of keys) {
    const { [key]: _dropped, ...rest } = valid;
    cases.push({ name: `a missing ${key}`, payload: JSON.stringify(rest), status: 400, message: `${key} is required` });
    for (const [kind, value] of [
      ['number', 12345678],
      ['boolean', true],
      ['null', null],
      ['object', { $ne: '' }],
      ['array', ['x']],
    ] as const) {
      cases.push({
        name: `${key} as ${kind}`,
        payload: JSON.stringify({ ...valid, [key]: value }),
        status: 400,
        message: `Invalid ${key}: expected string, received ${kind}`,
      });
    }
    cases.push({
      name: `${key} of 10,000 characters`,
      payload: JSON.stringify({ ...valid, [key]: 'Aa1'.repeat(3334) }),
      status: 400,
      message: TOO_LONG[key]!,
    });
  }
  return cases;
}

const routes: { url: string; valid: Record<string, unknown>; auth?: boolean }[] = [
  { url: '/api/authentication/signin', valid: { email: 'owner@example.com', password: DEMO_PASSWORD } },
  {
    url: '/api/authentication/signup',
    valid: { email: 'newcomer@example.com', password: 'Fresh-Passw0rd', username: 'Newcomer' },
  },
  { url: '/api/authentication/forgot-password', valid: { email: 'owner@example.com' } },
  { url: '/api/authentication/reset-password', valid: { token: 'A'.repeat(43), password: 'Fresh-Passw0rd' } },
  { url: '/api/users/change-password', valid: { oldPassword: DEMO_PASSWORD, password: 'Fresh-Passw0rd' }, auth: true },
];

/** Bad input of every kind on the accounts routes: a 4xx with a clear message, never a 5xx, nothing written. */
describe('bad input on the accounts routes', () => {
  let t: TestApp;
  let staff: LoginRecord;
  let snapshotBefore: Record<string, number>;
  beforeAll(async () => {
    t = await buildTestApp();
    staff = await t.signIn('staff@example.com');
    snapshotBefore = await snapshot();
  });
  afterAll(async () => {
    await t.close();
  });

  async function snapshot(): Promise<Record<string, number>> {
    const n = async (
      table: typeof users | typeof bars | typeof refreshTokens | typeof passwordResets | typeof rateLimits,
    ) => (await t.db.select({ n: count() }).from(table))[0]!.n;
    return {
      users: await n(users),
      bars: await n(bars),
      refreshTokens: await n(refreshTokens),
      passwordResets: await n(passwordResets),
      rateLimits: await n(rateLimits),
      mails: (await t.outbox()).length,
    };
  }

  for (const route of routes) {
    describe(route.url, () => {
      it.each(casesFor(route.valid))('$name → $status', async ({ payload, contentType, status, message }) => {
        const res = await t.request({
          method: 'POST',
          url: route.url,
          payload,
          ...(route.auth ? { as: staff } : {}),
          headers: { 'content-type': contentType ?? JSON_TYPE },
        });
        expect(res.statusCode).toBe(status);
        const body = res.json<{ statusCode: number; error: string; message: string }>();
        expect(body.statusCode).toBe(status);
        expect(body.error).toBeTruthy();
        expect(body.message.length).toBeGreaterThan(3);
        expect(body.message.length).toBeLessThan(300);
        expect(body.message).not.toMatch(/\n\s+at |node_modules|FST_|ERR_/);
        expect(body.message).toMatch(message);
      });

      it('a body without any content type answers 4xx', async () => {
        const res = await t.request({ method: 'POST', url: route.url, ...(route.auth ? { as: staff } : {}) });
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
      });
    });
  }

  it('the message names what is wrong: wrong types and missing fields', async () => {
    const signin = (payload: unknown) =>
      t.request({ method: 'POST', url: '/api/authentication/signin', payload: payload as object });
    const wrongType = await signin({ email: 'owner@example.com', password: 123 });
    expect(wrongType.json()).toMatchObject({
      code: 'validation',
      message: 'Invalid password: expected string, received number',
    });
    const badEmail = await signin({ email: 'not-an-email', password: 'x' });
    expect(badEmail.json()).toMatchObject({ message: 'Email is not valid' });
    const missing = await signin({ email: 'owner@example.com' });
    expect(missing.json()).toMatchObject({ code: 'validation', message: 'password is required' });
    const long = await signin({ email: 'owner@example.com', password: 'x'.repeat(257) });
    expect(long.json()).toMatchObject({ message: 'Password is too long' });
    const longEmail = await signin({ email: `${'a'.repeat(250)}@example.com`, password: 'x' });
    expect(longEmail.json()).toMatchObject({ message: 'Email is too long' });
  });

  it('text that PostgreSQL cannot store (a NUL character) answers 400, not 500', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/authentication/signup',
      payload: { email: 'nul@example.com', password: 'Fresh-Passw0rd', username: 'Nul\u0000Byte' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).not.toMatch(/0x00|UTF8|byte sequence/);
  });

  it('a multipart body on a JSON route is refused with a 4xx', async () => {
    const boundary = '----x';
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="email"\r\n\r\nowner@example.com\r\n--${boundary}--\r\n`;
    const res = await t.request({
      method: 'POST',
      url: '/api/authentication/signin',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });

  it('a bad query string or headers on the token routes answer 4xx', async () => {
    const refresh = await t.request({
      method: 'POST',
      url: '/api/authentication/refresh-token',
      headers: { authorization: 'Bearer ' + 'x'.repeat(5000) },
    });
    expect(refresh.statusCode).toBe(401);
    const signout = await t.request({
      method: 'POST',
      url: '/api/authentication/signout',
      headers: { authorization: 'Bearer \u00ff\u00fe' },
    });
    expect(signout.statusCode).toBe(401);
    const me = await t.request({
      method: 'GET',
      url: '/api/authentication/me?x=%E0%A4%A',
      headers: { authorization: 'Bearer a.b' },
    });
    expect(me.statusCode).toBeGreaterThanOrEqual(400);
    expect(me.statusCode).toBeLessThan(500);
  });

  it('nothing was written by any of it', async () => {
    expect(await snapshot()).toEqual(snapshotBefore);
    // And the accounts still work as before.
    expect((await t.request({ method: 'GET', url: '/api/authentication/me', as: staff })).statusCode).toBe(200);
    await t.signIn('owner@example.com');
  });
});
