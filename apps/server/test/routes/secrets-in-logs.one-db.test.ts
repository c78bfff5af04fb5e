import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginRecord } from '@app/contract/auth';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { consoleSignIn } from '../helpers/console-session.ts';
import { linkTokenFor, setPassword } from '../helpers/team-fixtures.ts';
import { redactUrl } from '../../src/lib/log-redaction.ts';
import { signUpOwner } from '../helpers/signup-fixtures.ts';

/**
 * No reset link, invitation link, token or session cookie reaches a log line, at any level
 * (decision 049): a token copied from the log would reset a password and sign in.
 */
describe('secrets stay out of the log', () => {
  let t: TestApp;
  const lines: string[] = [];
  const log = () => lines.join('\n');
  beforeAll(async () => {
    t = await buildTestApp({
      logger: {
        level: 'trace',
        stream: {
          write: (line: string) => {
            lines.push(line);
          },
        },
      },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  /** Opens the link as a browser does (the console's page), then uses its token as the page does. */
  async function openLink(url: string, token: string) {
    const { pathname, search } = new URL(url);
    await t.request({ method: 'GET', url: pathname + search });
    expect((await setPassword(t, token)).statusCode).toBe(200);
  }
  const expectNowhere = (secret: string) => {
    expect(secret.length).toBeGreaterThan(20);
    expect(log()).not.toContain(secret);
    expect(log()).not.toContain(encodeURIComponent(secret));
  };

  it('a reset link: the page is logged by its path, its token nowhere', async () => {
    await signUpOwner(t, { email: 'log.owner@example.com', password: 'Owner-Passw0rd-1', username: 'Log Owner' });
    const before = lines.length;
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/authentication/forgot-password',
          payload: { email: 'log.owner@example.com' },
        })
      ).statusCode,
    ).toBe(200);
    const { url, token } = await linkTokenFor(t, 'log.owner@example.com');
    await openLink(url, token);
    expectNowhere(token);
    const logged = lines
      .slice(before)
      .map((line) => JSON.parse(line) as { req?: { url?: string } })
      .flatMap((line) => line.req?.url ?? []);
    expect(logged).toContain('/reset-password?token=[redacted]');
  });

  it("an invitation of the users admin and of a bar's team: their tokens nowhere", async () => {
    const admin = await t.signIn('admin@example.com');
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/users',
          payload: { email: 'log.staff@example.com', nickname: 'Log Staff', role: 'staff' },
          as: admin,
        })
      ).statusCode,
    ).toBe(201);
    const staffLink = await linkTokenFor(t, 'log.staff@example.com');
    expect(staffLink.url).toContain('invitation=1');
    await openLink(staffLink.url, staffLink.token);
    expectNowhere(staffLink.token);

    const owner = await t.signIn('owner@example.com');
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/team',
          payload: { email: 'log.scanner@example.com', role: 'scanner' },
          as: owner,
        })
      ).statusCode,
    ).toBe(201);
    const teamLink = await linkTokenFor(t, 'log.scanner@example.com');
    await openLink(teamLink.url, teamLink.token);
    expectNowhere(teamLink.token);
  });

  it("the console's session cookies, the bearer and refresh tokens: nowhere", async () => {
    const login: LoginRecord = await t.signIn('owner@example.com');
    const browser = await consoleSignIn(t.app, 'owner@example.com');
    const secrets = [...browser.cookies.values()];
    expect(secrets).toHaveLength(3);
    await t.request({ method: 'GET', url: '/matches', headers: { cookie: browser.header() } });
    await t.request({ method: 'GET', url: `/matches?session=${browser.cookies.get('session')}` });
    browser.keep(
      await t.request({
        method: 'POST',
        url: '/api/authentication/session/refresh',
        payload: { remember: true },
        headers: { cookie: browser.header() },
      }),
    );
    await t.request({
      method: 'POST',
      url: '/api/authentication/refresh-token',
      headers: { authorization: `Bearer ${login.refreshToken}` },
    });
    for (const secret of [...secrets, ...browser.cookies.values(), browser.csrfToken]) expectNowhere(secret);
    expectNowhere(login.accessToken);
    expectNowhere(login.refreshToken);
  });

  it('redacts secret-named query values, keeps the others', () => {
    expect(redactUrl('/reset-password?token=abc&invitation=1')).toBe('/reset-password?token=[redacted]&invitation=1');
    expect(redactUrl('/api/match?page=2&q=arsenal')).toBe('/api/match?page=2&q=arsenal');
    expect(redactUrl('/x?Access%5FToken=abc&%zz=1')).toBe('/x?Access%5FToken=[redacted]&%zz=1');
    expect(redactUrl('/plain')).toBe('/plain');
  });
});
