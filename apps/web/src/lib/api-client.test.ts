import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api, forgetCsrfToken, rememberCsrfToken, setSignInAgainHandler } from './api-client.ts';
import { clearSession, readSession, writeSession } from './session-store.ts';
import { stubApi, TEST_CSRF_TOKEN, type ApiCall } from '../testing/api-stub.ts';
import { startSessionCheck } from './session/session-check.tsx';

const PERSON = {
  userId: '7d4f8d1e-8f39-4a57-9c61-3f1c2b7d9e10',
  barId: null,
  nickname: 'Sam Staff',
  email: 'staff@example.com',
  role: 'staff' as const,
};
const REFRESH = '/api/authentication/session/refresh';
const ended = {
  status: 401,
  body: { statusCode: 401, error: 'Unauthorized', message: 'Your session has expired. Please sign in again.' },
};

/**
 * The console's calls by the session's cookies (docs/decisions/062): the CSRF header on writes, one refresh across
 * tabs.
 */
describe('api()', () => {
  beforeEach(() => {
    writeSession(PERSON, false);
  });
  afterEach(() => {
    clearSession();
    Reflect.deleteProperty(navigator, 'locks');
  });

  it('sends the CSRF token with writes only, and no bearer header', async () => {
    const calls = stubApi(() => ({ status: 200, body: {} }));
    await api('/bars');
    await api('/bars', { method: 'PATCH', body: { name: 'x' } });
    await api('/planner/rules/1', { method: 'DELETE' });
    expect(calls.map((c) => [c.method, c.csrfToken, c.authorization])).toEqual([
      ['GET', undefined, undefined],
      ['PATCH', TEST_CSRF_TOKEN, undefined],
      ['DELETE', TEST_CSRF_TOKEN, undefined],
    ]);
  });

  it('asks the server for a token when a write comes before the session check answered', async () => {
    forgetCsrfToken();
    const calls = stubApi((call) => ({
      status: 200,
      body: call.url === '/api/authentication/me' ? { ...PERSON, csrfToken: 'csrf-from-me' } : {},
    }));
    await api('/notices/read-all', { method: 'POST' });
    expect(calls.map((c) => [c.method, c.url, c.csrfToken])).toEqual([
      ['GET', '/api/authentication/me', undefined],
      ['POST', '/api/notices/read-all', 'csrf-from-me'],
    ]);
  });

  it("waits for the session check's answer when a write comes before it, instead of asking /me again", async () => {
    forgetCsrfToken();
    const calls = stubApi((call) => ({
      status: 200,
      body: call.url === '/api/authentication/me' ? { ...PERSON, csrfToken: 'csrf-from-check' } : {},
    }));
    const check = startSessionCheck();
    await api('/notices/read-all', { method: 'POST' });
    await check;
    expect(calls.map((c) => [c.method, c.url, c.csrfToken])).toEqual([
      ['GET', '/api/authentication/me', undefined],
      ['POST', '/api/notices/read-all', 'csrf-from-check'],
    ]);
  });

  it('takes a new token and sends a write again once when the server refused its token', async () => {
    const calls = stubApi((call) => {
      if (call.url === '/api/authentication/me') return { status: 200, body: { ...PERSON, csrfToken: 'csrf-new' } };
      if (call.csrfToken !== 'csrf-new')
        return {
          status: 403,
          body: { statusCode: 403, error: 'Forbidden', message: 'Reload the page', code: 'auth.CSRF_TOKEN' },
        };
      return { status: 200, body: { done: true } };
    });
    expect(await api('/notices/read-all', { method: 'POST' })).toEqual({ done: true });
    expect(calls.map((c) => c.csrfToken)).toEqual([TEST_CSRF_TOKEN, undefined, 'csrf-new']);
  });

  it('refreshes once for calls refused together, and each is sent again (the refresh keeps "Remember me" as it was)', async () => {
    let refreshed = false;
    const calls = stubApi((call) => {
      if (call.url === REFRESH) {
        refreshed = true;
        return { status: 200, body: { csrfToken: 'csrf-after-refresh' } };
      }
      return refreshed ? { status: 200, body: { url: call.url } } : ended;
    });
    const answers = await Promise.all([
      api('/bars'),
      api('/matches/admin'),
      api('/notices/read-all', { method: 'POST' }),
    ]);
    expect(answers).toEqual([{ url: '/api/bars' }, { url: '/api/matches/admin' }, { url: '/api/notices/read-all' }]);
    const refreshes = calls.filter((c) => c.url === REFRESH);
    expect(refreshes).toEqual([{ url: REFRESH, method: 'POST', body: { remember: false }, csrfToken: undefined }]);
    expect(calls.at(-1)?.csrfToken).toBe('csrf-after-refresh');
  });

  it('holds the browser-wide lock while refreshing, so a second tab waiting for it sends its call again instead of refreshing', async () => {
    const held: string[] = [];
    let tail: Promise<unknown> = Promise.resolve();
    // Two tabs' calls meet at the same lock (the Web Locks API), as they would across tabs.
    Object.defineProperty(navigator, 'locks', {
      configurable: true,
      value: {
        request: (name: string, work: () => Promise<unknown>) => {
          held.push(name);
          const run = tail.then(work);
          tail = run.catch(() => undefined);
          return run;
        },
      },
    });
    let generation = 0;
    const calls = stubApi((call: ApiCall) => {
      if (call.url === REFRESH) {
        generation += 1;
        return { status: 200, body: { csrfToken: `csrf-${generation}` } };
      }
      return generation > 0 ? { status: 200, body: {} } : ended;
    });
    await Promise.all([api('/bars'), api('/users')]);
    expect(held).toEqual(['matchday-session-refresh', 'matchday-session-refresh']);
    expect(calls.filter((c) => c.url === REFRESH)).toHaveLength(1);
    expect(generation).toBe(1);
  });

  it('forgets the session when the refresh is refused too', async () => {
    const calls = stubApi(() => ended);
    await expect(api('/bars')).rejects.toMatchObject({ status: 401 });
    expect(calls.map((c) => c.url)).toEqual(['/api/bars', '/api/bars', REFRESH]);
    expect(readSession()).toBeNull();
  });

  it("a write whose session ended waits for the sign-in dialog and is sent again with the new session's token", async () => {
    let signedIn = false;
    const calls = stubApi((call) =>
      signedIn && call.url === '/api/bars' ? { status: 200, body: { saved: true } } : ended,
    );
    setSignInAgainHandler(async () => {
      signedIn = true;
      rememberCsrfToken({ csrfToken: 'csrf-after-sign-in' });
      return true;
    });
    try {
      await expect(api('/bars', { method: 'PATCH', body: { name: 'The Corner Flag' } })).resolves.toEqual({
        saved: true,
      });
      expect(calls.map((c) => [c.url, c.csrfToken])).toEqual([
        ['/api/bars', TEST_CSRF_TOKEN],
        ['/api/bars', TEST_CSRF_TOKEN],
        [REFRESH, undefined],
        ['/api/bars', 'csrf-after-sign-in'],
      ]);
      expect(calls.at(-1)?.body).toEqual({ name: 'The Corner Flag' });
      // A read does not ask: it ends the session as before.
      signedIn = false;
      await expect(api('/bars')).rejects.toMatchObject({ status: 401 });
    } finally {
      setSignInAgainHandler(null);
    }
  });
});
