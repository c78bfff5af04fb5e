import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { LoginRecord } from '@app/contract/auth';
import { linkTokenFor } from '../helpers/team-fixtures.ts';
import { buildTestApp, DEMO_PASSWORD, type TestApp } from '../helpers/build-test-app.ts';
import { consoleSignIn, jarOf, type CookieJar } from '../helpers/console-session.ts';
import { refreshTokens, users } from '../../src/db/schema/index.ts';
import { confirmFromMail } from '../helpers/signup-fixtures.ts';

/**
 * The console's session in HttpOnly cookies with CSRF protection for writes (decision 062); API
 * clients keep their bearer tokens (auth-sessions.test.ts and the rest, unchanged).
 */
describe('the console session in cookies', () => {
  let t: TestApp;
  let admin: LoginRecord;
  beforeAll(async () => {
    // One trusted proxy: X-Forwarded-Proto tells whether the browser's connection was HTTPS.
    t = await buildTestApp({ env: { TRUST_PROXY: '1' } });
    admin = await t.signIn('admin@example.com');
  });
  afterAll(async () => {
    await t.close();
  });

  const me = (browser: CookieJar) =>
    t.request({ method: 'GET', url: '/api/authentication/me', headers: { cookie: browser.header() } });
  const setLanguage = (browser: CookieJar, language: string, csrf: string | null) =>
    t.request({
      method: 'PATCH',
      url: '/api/authentication/me',
      payload: { language },
      headers: { cookie: browser.header(), ...(csrf === null ? {} : { 'x-csrf-token': csrf }) },
    });
  const languageOf = async (id: string) =>
    (await t.db.select({ language: users.language }).from(users).where(eq(users.id, id)))[0]?.language;

  it('signs in with HttpOnly, SameSite=Strict cookies and answers no token: "Remember me" keeps them, else for the browser session', async () => {
    const remembered = await consoleSignIn(t.app, 'owner@example.com', true);
    const body = remembered.answer.json<Record<string, unknown>>();
    expect(Object.keys(body).sort()).toEqual([
      'barId',
      'bars',
      'csrfToken',
      'email',
      'language',
      'layout',
      'nickname',
      'role',
      'theme',
      'userId',
    ]);
    for (const name of ['session', 'refresh']) {
      const cookie = remembered.answer.cookies.find((c) => c.name === name);
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/', maxAge: 30 * 24 * 3600 });
      expect(cookie?.secure).toBeUndefined();
      expect(remembered.answer.body).not.toContain(cookie!.value);
    }
    expect(remembered.answer.cookies.find((c) => c.name === '_csrf')).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/',
    });
    const forTheBrowserSession = await consoleSignIn(t.app, 'owner@example.com', false);
    for (const cookie of forTheBrowserSession.answer.cookies) expect(cookie.maxAge).toBeUndefined();
  });

  it('marks the cookies Secure when the browser came over HTTPS (through the trusted proxy)', async () => {
    const answer = await t.request({
      method: 'POST',
      url: '/api/authentication/session',
      payload: { email: 'owner@example.com', password: DEMO_PASSWORD, remember: true },
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.cookies.map((c) => [c.name, c.secure])).toEqual([
      ['session', true],
      ['refresh', true],
      ['_csrf', true],
    ]);
  });

  it('refuses a bad sign-in with a clear 4xx and sets no cookie', async () => {
    for (const payload of [
      { email: 'owner@example.com', password: DEMO_PASSWORD },
      { email: 'owner@example.com', password: DEMO_PASSWORD, remember: 'yes' },
      { email: 'owner@example.com', password: 'Wrong-Passw0rd', remember: true },
    ]) {
      const answer = await t.request({ method: 'POST', url: '/api/authentication/session', payload });
      expect(answer.statusCode).toBe(400);
      expect(answer.json<{ message: string }>().message).toMatch(/remember|Invalid email or password/);
      expect(answer.cookies).toEqual([]);
    }
  });

  it('reads by the cookie; a write without the CSRF token is refused (403) and writes nothing; with it, it is made', async () => {
    const browser = await consoleSignIn(t.app, 'owner@example.com');
    const read = await me(browser);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ userId: browser.person.userId, role: 'owner' });
    expect(read.json<{ csrfToken?: string }>().csrfToken?.length).toBeGreaterThan(20);
    const before = await languageOf(browser.person.userId);
    for (const csrf of [null, '', 'forged-token', (await consoleSignIn(t.app, 'staff@example.com')).csrfToken]) {
      const refused = await setLanguage(browser, before === 'it' ? 'es' : 'it', csrf);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'auth.CSRF_TOKEN', messageCode: 'csrfTokenRefused', params: {} });
      expect(refused.json<{ message: string }>().message).toContain('Reload the page');
      expect(await languageOf(browser.person.userId)).toBe(before);
    }
    // The token of the sign-in and the one the session check answers are both good.
    expect((await setLanguage(browser, 'it', browser.csrfToken)).statusCode).toBe(200);
    expect(await languageOf(browser.person.userId)).toBe('it');
    expect((await setLanguage(browser, 'es', read.json<{ csrfToken: string }>().csrfToken)).statusCode).toBe(200);
    expect(await languageOf(browser.person.userId)).toBe('es');
  });

  it('leaves bearer clients as they were: no CSRF token, and a cookie beside a bearer is not read', async () => {
    const owner = await t.signIn('owner@example.com');
    expect(
      (await t.request({ method: 'PATCH', url: '/api/authentication/me', payload: { language: 'fr' }, as: owner }))
        .statusCode,
    ).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/authentication/me', as: owner })).json()).not.toHaveProperty(
      'csrfToken',
    );
    const browser = await consoleSignIn(t.app, 'admin@example.com');
    const both = await t.request({
      method: 'GET',
      url: '/api/authentication/me',
      as: owner,
      headers: { cookie: browser.header() },
    });
    expect(both.json()).toMatchObject({ userId: owner.userId });
    const badBearer = await t.request({
      method: 'GET',
      url: '/api/authentication/me',
      headers: { authorization: 'Bearer nope', cookie: browser.header() },
    });
    expect(badBearer.statusCode).toBe(401);
  });

  it('refreshes by the refresh cookie: rotated, and a replayed one ends the session and clears the cookies', async () => {
    const browser = await consoleSignIn(t.app, 'owner@example.com');
    const spent = browser.header();
    const refresh = (cookie: string) =>
      t.request({
        method: 'POST',
        url: '/api/authentication/session/refresh',
        payload: { remember: false },
        headers: { cookie },
      });
    const refreshed = await refresh(spent);
    expect(refreshed.statusCode).toBe(200);
    expect(Object.keys(refreshed.json<object>())).toEqual(['csrfToken']);
    const rotated = refreshed.cookies.find((c) => c.name === 'refresh');
    expect(rotated).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
    expect(rotated?.maxAge).toBeUndefined();
    browser.keep(refreshed);
    expect(browser.header()).not.toBe(spent);
    expect((await me(browser)).statusCode).toBe(200);
    const replay = await refresh(spent);
    expect(replay.statusCode).toBe(401);
    expect(
      replay.cookies
        .filter((c) => c.value === '')
        .map((c) => c.name)
        .sort(),
    ).toEqual(['_csrf', 'refresh', 'session']);
    expect((await me(browser)).statusCode).toBe(401);
    expect((await refresh(browser.header())).statusCode).toBe(401);
    expect(
      (await t.request({ method: 'POST', url: '/api/authentication/session/refresh', payload: { remember: true } }))
        .statusCode,
    ).toBe(401);
  });

  it('renews the CSRF secret when a session starts: a secret planted before sign-in, with its token, is refused after', async () => {
    // The planter's own secret and a token of it, put into the victim's browser before the victim signs in.
    const planter = await consoleSignIn(t.app, 'staff@example.com');
    const planted = planter.cookies.get('_csrf')!;
    const signIn = await t.request({
      method: 'POST',
      url: '/api/authentication/session',
      headers: { cookie: `_csrf=${planted}` },
      payload: { email: 'owner@example.com', password: DEMO_PASSWORD, remember: true },
    });
    expect(signIn.statusCode).toBe(200);
    const victim = new Map([['_csrf', planted], ...jarOf(signIn)]);
    expect(victim.get('_csrf')).not.toBe(planted);
    const header = [...victim].map(([name, value]) => `${name}=${value}`).join('; ');
    const write = (csrf: string, language: string) =>
      t.request({
        method: 'PATCH',
        url: '/api/authentication/me',
        payload: { language },
        headers: { cookie: header, 'x-csrf-token': csrf },
      });
    expect((await write(planter.csrfToken, 'it')).statusCode).toBe(403);
    expect((await write(signIn.json<{ csrfToken: string }>().csrfToken, 'es')).statusCode).toBe(200);
    // A fan's confirmation link, which signs the fan in, renews it too.
    const signup = await t.request({
      method: 'POST',
      url: '/api/play/signup',
      remoteAddress: '10.77.0.1',
      payload: { nickname: 'Fresh Secret', email: 'fresh.secret@fans.test', password: 'Player-pass-1', language: 'en' },
    });
    expect(signup.statusCode, signup.body).toBe(200);
    const { token } = await linkTokenFor(t, 'fresh.secret@fans.test');
    const confirmed = await t.request({
      method: 'POST',
      url: '/api/authentication/confirm-email',
      payload: { token },
      headers: { cookie: `_csrf=${planted}` },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(jarOf(confirmed).get('_csrf')).toMatch(/.+/);
    expect(jarOf(confirmed).get('_csrf')).not.toBe(planted);

    // Sign-out takes the secret away with the session.
    const out = await t.request({
      method: 'POST',
      url: '/api/authentication/signout',
      headers: { cookie: header, 'x-csrf-token': signIn.json<{ csrfToken: string }>().csrfToken },
    });
    expect(out.statusCode).toBe(200);
    expect(
      out.cookies
        .filter((c) => c.value === '')
        .map((c) => c.name)
        .sort(),
    ).toEqual(['_csrf', 'refresh', 'session']);
  });

  it('ends with sign-out (by the cookie, CSRF token required), a password change, a reset and a deactivation', async () => {
    const signingOut = await consoleSignIn(t.app, 'owner@example.com');
    const signout = (csrf: string | undefined) =>
      t.request({
        method: 'POST',
        url: '/api/authentication/signout',
        headers: { cookie: signingOut.header(), ...(csrf ? { 'x-csrf-token': csrf } : {}) },
      });
    expect((await signout(undefined)).statusCode).toBe(403);
    expect((await me(signingOut)).statusCode).toBe(200);
    expect((await signout(signingOut.csrfToken)).statusCode).toBe(200);
    expect((await me(signingOut)).statusCode).toBe(401);

    const changing = await consoleSignIn(t.app, 'player@example.com');
    const change = await t.request({
      method: 'POST',
      url: '/api/users/change-password',
      payload: { oldPassword: DEMO_PASSWORD, password: 'Changed-Passw0rd-1' },
      headers: { cookie: changing.header(), 'x-csrf-token': changing.csrfToken },
    });
    expect(change.statusCode).toBe(200);
    expect((await me(changing)).statusCode).toBe(401);

    const reset = await consoleSignIn(t.app, 'owner@example.com');
    const link = await t.app.accounts.requestPasswordReset('owner@example.com');
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/authentication/reset-password',
          payload: { token: link!.token, password: DEMO_PASSWORD },
        })
      ).statusCode,
    ).toBe(200);
    expect((await me(reset)).statusCode).toBe(401);

    const leaving = await consoleSignIn(t.app, 'staff@example.com');
    expect(
      (
        await t.request({
          method: 'PATCH',
          url: `/api/users/${leaving.person.userId}`,
          payload: { active: false },
          as: admin,
        })
      ).statusCode,
    ).toBe(200);
    const ended = await me(leaving);
    expect(ended.statusCode).toBe(401);
    // The answer of the ended session leaves no cookie of it behind, its CSRF secret included.
    expect(
      ended.cookies
        .filter((c) => c.value === '')
        .map((c) => c.name)
        .sort(),
    ).toEqual(['_csrf', 'refresh', 'session']);
    expect(await t.db.select().from(refreshTokens).where(eq(refreshTokens.userId, leaving.person.userId))).toSatisfy(
      (rows: { revokedAt: Date | null }[]) => rows.every((r) => r.revokedAt !== null),
    );
  });

  it('a sign-up starts no session; the mailed link confirms the address and starts it in cookies, no token in its answer', async () => {
    const signup = await t.request({
      method: 'POST',
      url: '/api/play/signup',
      payload: {
        nickname: 'Cookie Player',
        email: 'cookie.player@example.com',
        password: 'Player-Passw0rd-1',
        language: 'en',
      },
    });
    expect(signup.statusCode).toBe(200);
    expect(signup.cookies).toEqual([]);
    const confirmed = await confirmFromMail(t, 'cookie.player@example.com');
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).not.toMatch(/accessToken|refreshToken|authToken/);
    const session = confirmed.cookies.find((c) => c.name === 'session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
    expect(
      (
        await t.request({
          method: 'GET',
          url: '/api/authentication/me',
          headers: { cookie: `session=${session!.value}` },
        })
      ).json(),
    ).toMatchObject({ email: 'cookie.player@example.com' });
  });
});
