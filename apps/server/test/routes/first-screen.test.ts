import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { LoginRecord } from '@app/contract/auth';
import { parseEnv } from '../../src/config/env.ts';
import { buildApp } from '../../src/app.ts';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { bars, users } from '../../src/db/schema/index.ts';
import { DEMO_PASSWORD } from '../helpers/database-templates.ts';
import { openTestDatabase } from '../helpers/test-database.ts';
import { consoleSignIn } from '../helpers/console-session.ts';
import { FIRST_SCREENS_PER_PERSON } from '../../src/plugins/app/first-screen.ts';
import { DRAWN_PAGES_PER_INSTANCE } from '../../src/plugins/app/drawing-budget.ts';

/*
 * The server's side of a signed-in first screen (decisions 043, 062): the session cookies, the session behind them,
 * the reads made as the person, the page it answers. The renderer here is a small server build of
 * the same shape as the console's (apps/web/src/entry-server.tsx), which the browser journeys
 * (first-screen.spec.ts) drive with the real one.
 */
const INDEX =
  '<!doctype html><html lang="en" dir="ltr"><head><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>';
const RENDERER = `
const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
export async function renderFirstScreen(request) {
  if (request.url === '/fails') throw new Error('the page failed');
  if (request.url === '/writes') await request.fetch('/api/authentication/signout', { method: 'POST' });
  if (request.url === '/not-a-page') return null;
  // Signed out, only the fans' page open to anyone is drawn, from a read made signed out.
  if (request.session === null) {
    if (request.url.split('?')[0] !== '/play') return null;
    const list = await (await request.fetch('/api/play/championships', { headers: { accept: 'application/json' } })).json();
    const drawnFor = 'language=' + request.language + (request.preferences === null ? '&theme=light&layout=full-width' : '&theme=' + request.preferences.theme + '&layout=' + request.preferences.layout);
    return { html: '<h1>' + escape(list.championships[0].name) + '</h1>', styles: { key: 'mui', ids: [], css: '', globals: [] }, data: '{}', lang: 'en-US', dir: 'ltr', renders: 1, drawnFor };
  }
  // Drawn from the session alone, without a read that would fail for an ended one.
  const drawnFor = 'width=' + request.viewportWidth + '&dpr=' + request.devicePixelRatio + '&tz=' + encodeURIComponent(request.timeZone) + '&language=' + request.preferences.language + '&theme=' + request.preferences.theme + '&layout=' + request.preferences.layout;
  // The bar the page is drawn for: the session's, and the one its reads act on.
  if (request.url.split('?')[0] === '/edit-bar') {
    const me = await (await request.fetch('/api/authentication/me', { headers: { accept: 'application/json' } })).json();
    return { html: '<p>' + request.session.barId + ' · ' + me.barId + ' · ' + request.session.bars.map((b) => b.name).join('+') + '</p>', styles: { key: 'mui', ids: [], css: '', globals: [] }, data: '{}', lang: 'en-US', dir: 'ltr', renders: 1, drawnFor };
  }
  if (request.url === '/team') return { html: '<p>' + request.session.userId + '</p>', styles: { key: 'mui', ids: [], css: '', globals: [] }, data: '{}', lang: 'en-US', dir: 'ltr', renders: 1, drawnFor };
  const me = await (await request.fetch('/api/authentication/me', { headers: { accept: 'application/json' } })).json();
  return {
    html: '<p>' + escape(me.nickname) + ' · ' + me.role + ' · ' + request.timeZone + ' · ' + request.viewportWidth + ' · ' + request.preferences.language + '</p>',
    styles: { key: 'mui', ids: ['x1'], css: '.x1{background:url("</style><script>alert(1)</script>")}', globals: [{ id: 'g1', css: 'body{background:#121212}' }] },
    data: JSON.stringify({ queries: [{ nickname: me.nickname }] }).replace(/</g, '\\\\u003c'),
    lang: 'fr-FR',
    dir: 'ltr',
    renders: request.url === '/planner' ? 2 : 1,
    drawnFor,
  };
}`;
const READER = encodeURIComponent('width=390&dpr=3&tz=Europe%2FParis&language=fr&theme=dark&layout=boxed');

describe('signed-in pages answered with their first screen drawn', () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  let dir: string;
  let owner: LoginRecord;
  const instanceBudget = { ...DRAWN_PAGES_PER_INSTANCE };

  beforeAll(async () => {
    // The person's budget is this file's subject: the instance's is metrics.test.ts's.
    Object.assign(DRAWN_PAGES_PER_INSTANCE, { perSecond: 1e6, burst: 1e6 });
    dir = await mkdtemp(path.join(os.tmpdir(), 'matchday-first-screen-'));
    const webDist = path.join(dir, 'web');
    await mkdir(webDist, { recursive: true });
    await mkdir(`${webDist}-ssr`, { recursive: true });
    await writeFile(path.join(webDist, 'index.html'), INDEX);
    await writeFile(path.join(`${webDist}-ssr`, 'entry-server.js'), RENDERER);
    database = await openTestDatabase('demo');
    const config = parseEnv({ NODE_ENV: 'test', DATA_DIR: dir, LOG_LEVEL: 'silent', WEB_DIST: webDist });
    app = await buildApp({ config, database, jwtSecret: 'test-secret-that-is-long-enough-for-hs256-0123456789' });
    await app.ready();
    owner = (
      await app.inject({
        method: 'POST',
        url: '/api/authentication/signin',
        payload: { email: 'owner@example.com', password: DEMO_PASSWORD },
      })
    ).json<LoginRecord>();
  });
  afterAll(async () => {
    Object.assign(DRAWN_PAGES_PER_INSTANCE, instanceBudget);
    await app.close();
    await database.close();
    await rm(dir, { recursive: true, force: true });
  });

  /** A browser signed in to the console: its cookie jar (decision 062). */
  const browserOf = (email: string) => consoleSignIn(app, email);
  const page = (
    url: string,
    cookies: string | null,
    reader: string | null = READER,
    headers: Record<string, string> = {},
  ) =>
    app.inject({
      method: 'GET',
      url,
      headers: { ...headers, cookie: [cookies ?? '', reader ? `reader=${reader}` : ''].filter(Boolean).join('; ') },
    });

  it('draws from the session cookie, and from the refresh cookie once the access cookie has gone, without spending it', async () => {
    const browser = await browserOf('owner@example.com');
    expect((await page('/team', browser.header())).body).toContain(`data-first-screen="${owner.userId}"`);
    const refreshOnly = `refresh=${browser.cookies.get('refresh')}`;
    expect((await page('/team', refreshOnly)).body).toContain(`data-first-screen="${owner.userId}"`);
    expect((await page('/team', `session=expired.or.forged; ${refreshOnly}`)).body).toContain(
      `data-first-screen="${owner.userId}"`,
    );
    // The refresh token was only read: the browser's refresh still rotates it (a spent one would end the session).
    const refreshed = await app.inject({
      method: 'POST',
      url: '/api/authentication/session/refresh',
      payload: { remember: true },
      headers: { cookie: browser.header() },
    });
    expect(refreshed.statusCode).toBe(200);
    // The spent one draws nothing more; the new one does.
    expect((await page('/team', refreshOnly)).body).toBe(INDEX);
    browser.keep(refreshed);
    expect((await page('/team', `refresh=${browser.cookies.get('refresh')}`)).body).toContain(
      `data-first-screen="${owner.userId}"`,
    );
  });

  it('answers a page drawn for the person, as their browser draws: their reads, zone, width and language, in #root', async () => {
    const cookies = (await browserOf('owner@example.com')).header();
    const answer = await page('/matches', cookies, READER, { 'accept-encoding': 'br' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(String(answer.headers['vary'])).toContain('cookie');
    // The renders the drawing took, in its timings (one when the route loaders asked for all it reads).
    expect(answer.headers['server-timing']).toBe('first-screen;desc="1 render"');
    expect((await page('/planner', cookies)).headers['server-timing']).toBe('first-screen;desc="2 renders"');
    const html = brotliDecompressSync(answer.rawPayload).toString('utf8');
    // With the reader cookie it was drawn for: the console hydrates only if it would draw the same.
    expect(html).toContain(
      `<div id="root" data-first-screen="${owner.userId}" data-drawn-for="width=390&amp;dpr=3&amp;tz=Europe%2FParis&amp;language=fr&amp;theme=dark&amp;layout=boxed" inert><p>${owner.nickname} · owner · Europe/Paris · 390 · fr</p></div>`,
    );
    expect(html).toContain('<html lang="fr-FR" dir="ltr">');
    expect(html).toContain(
      `<script type="application/json" id="first-screen-data">{"queries":[{"nickname":"${owner.nickname}"}]}</script>`,
    );
    // A rule cannot close its <style> early, whatever text it carries.
    // Components' rules in one element, each global rule apart (the console drops those when it draws anew).
    expect(html).toContain(
      '<style data-drawn-styles="mui x1">.x1{background:url("<\\/style><script>alert(1)</script>")}</style><style data-emotion="mui-global g1" data-s="">body{background:#121212}</style></head>',
    );
    expect(html.match(/<\/style>/g)).toHaveLength(2);
  });

  it('writes text that looks like a replacement pattern as it is', async () => {
    await database.db.update(users).set({ nickname: "Bar $& $' $1 <b>" }).where(eq(users.id, owner.userId));
    try {
      const html = (await page('/matches', (await browserOf('owner@example.com')).header())).body;
      expect(html).toContain("<p>Bar $&amp; $' $1 &lt;b> · owner");
    } finally {
      await database.db.update(users).set({ nickname: owner.nickname }).where(eq(users.id, owner.userId));
    }
  });

  it('answers the page as before without the session cookies, without or with a bad reader cookie, or for a page it does not draw', async () => {
    const cookie = (await browserOf('owner@example.com')).header();
    for (const answer of [
      await page('/matches', null),
      await page('/matches', cookie, null),
      await page(
        '/matches',
        cookie,
        encodeURIComponent('width=390&dpr=3&tz=Mars%2FOlympus&language=fr&theme=dark&layout=boxed'),
      ),
      await page('/matches', cookie, encodeURIComponent('width=-1&dpr=3&tz=UTC&language=fr&theme=dark&layout=boxed')),
      await page('/matches', cookie, encodeURIComponent('width=390&dpr=3&tz=UTC&language=de&theme=dark&layout=boxed')),
      await page('/matches', 'session=not-a-token'),
      await page('/matches', 'refresh=not-a-token'),
      await page('/matches', `first_screen=${owner.accessToken}`),
      await page('/not-a-page', cookie),
    ]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toBe(INDEX);
      expect(answer.headers['cache-control']).toBe('no-cache');
    }
  });

  it("draws a page open to anyone for a fan signed out, on a first visit with the browser's default preferences, from a read made signed out", async () => {
    const [first] = (await app.inject({ method: 'GET', url: '/api/play/championships' })).json<{
      championships: { name: string }[];
    }>().championships;
    expect(first).toBeDefined();
    const firstVisit = await page('/play', null, null);
    expect(firstVisit.statusCode).toBe(200);
    expect(firstVisit.headers['cache-control']).toBe('private, no-store');
    expect(firstVisit.body).toContain(
      `<div id="root" data-first-screen="" data-drawn-for="language=en&amp;theme=light&amp;layout=full-width" inert><h1>${first!.name}</h1></div>`,
    );
    // A returning fan's preferences are drawn; a bad reader cookie draws nothing, as for the console.
    expect(
      (
        await page(
          '/play',
          null,
          encodeURIComponent('width=390&dpr=3&tz=Europe%2FParis&language=fr&theme=dark&layout=boxed'),
        )
      ).body,
    ).toContain('data-drawn-for="language=fr&amp;theme=dark&amp;layout=boxed"');
    // Undrawn, the page names its first read instead (decision 070).
    const badReader = (
      await page(
        '/play',
        null,
        encodeURIComponent('width=390&dpr=3&tz=Mars%2FOlympus&language=fr&theme=dark&layout=boxed'),
      )
    ).body;
    expect(badReader).not.toContain('data-first-screen');
    expect(badReader).toContain('<link rel="preload" as="fetch" href="/api/play/championships" crossorigin>');
    // The console's own pages are never drawn signed out, nor signed in without the reader cookie.
    expect((await page('/matches', null, null)).body).toBe(INDEX);
    expect((await page('/play', (await browserOf('owner@example.com')).header(), null)).body).not.toContain(
      'data-first-screen',
    );
  });

  it("draws a fan's page in the language chosen as the browser chooses it: ?lang=, the lang cookie, the reader cookie, then Accept-Language", async () => {
    const drawnIn = async (url: string, cookies: string | null, reader: string | null, acceptLanguage?: string) =>
      /data-drawn-for="language=([a-z]+)&amp;/.exec(
        (await page(url, cookies, reader, acceptLanguage ? { 'accept-language': acceptLanguage } : {})).body,
      )?.[1];
    // A first visit: the browser's languages, the first the console has; none of them, English.
    expect(await drawnIn('/play', null, null, 'ro-RO, ar;q=0.9, fr;q=0.8')).toBe('ar');
    expect(await drawnIn('/play', null, null, 'ro, de')).toBe('en');
    // The reader cookie's language (this browser's preference) wins over Accept-Language, the lang cookie over both.
    expect(await drawnIn('/play', null, READER, 'ar')).toBe('fr');
    expect(await drawnIn('/play', 'lang=zh', READER, 'ar')).toBe('zh');
    // `?lang=` wins over all of them; a language the console does not have is passed over.
    expect(await drawnIn('/play?lang=it', 'lang=zh', READER)).toBe('it');
    expect(await drawnIn('/play?lang=ro', 'lang=zh', READER)).toBe('zh');
  });

  it('answers the page as before when drawing it fails, or when it tries to write', async () => {
    const cookie = (await browserOf('owner@example.com')).header();
    for (const url of ['/fails', '/writes']) {
      const answer = await page(url, cookie);
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toBe(INDEX);
    }
    // The write was refused, not made: the session is still alive.
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/api/authentication/me',
          headers: { authorization: `Bearer ${owner.accessToken}` },
        })
      ).statusCode,
    ).toBe(200);
  });

  it("draws a person's pages up to a budget, then answers them as before", async () => {
    const cookie = (await browserOf('admin@example.com')).header();
    for (let i = 0; i < FIRST_SCREENS_PER_PERSON.limit; i++)
      expect((await page('/team', cookie)).body).toContain('data-first-screen');
    const past = await page('/team', cookie);
    expect(past.statusCode).toBe(200);
    expect(past.body).toBe(INDEX);
    // Another person's budget is their own.
    expect((await page('/team', (await browserOf('owner@example.com')).header())).body).toContain(
      `data-first-screen="${owner.userId}"`,
    );
  });

  it('ends with the session: sign-out clears the cookies, and cookies kept anyway draw nothing more', async () => {
    const browser = await browserOf('staff@example.com');
    const kept = browser.header();
    expect((await page('/team', kept)).body).toContain(
      `data-first-screen="${browser.person.userId}" data-drawn-for="width=390`,
    );
    const signout = await app.inject({
      method: 'POST',
      url: '/api/authentication/signout',
      headers: { cookie: kept, 'x-csrf-token': browser.csrfToken },
    });
    expect(signout.statusCode).toBe(200);
    for (const name of ['session', 'refresh']) {
      const cleared = signout.cookies.find((c) => c.name === name);
      expect(cleared?.value).toBe('');
      expect(cleared?.expires?.getTime()).toBeLessThan(Date.now());
    }
    expect((await page('/team', kept)).body).toBe(INDEX);
    expect((await page('/team', `refresh=${browser.cookies.get('refresh')}`)).body).toBe(INDEX);
  });

  it('draws nothing for a session a password change or a replayed refresh token ended', async () => {
    const changed = await browserOf('player@example.com');
    const change = await app.inject({
      method: 'POST',
      url: '/api/users/change-password',
      headers: { cookie: changed.header(), 'x-csrf-token': changed.csrfToken },
      payload: { oldPassword: DEMO_PASSWORD, password: 'Changed-Passw0rd-9' },
    });
    expect(change.statusCode).toBe(200);
    expect((await page('/team', changed.header())).body).toBe(INDEX);

    const replayed = await browserOf('owner@example.com');
    const stolen = replayed.header();
    const refresh = () =>
      app.inject({
        method: 'POST',
        url: '/api/authentication/session/refresh',
        payload: { remember: true },
        headers: { cookie: stolen },
      });
    expect((await refresh()).statusCode).toBe(200);
    expect((await refresh()).statusCode).toBe(401);
    expect((await page('/team', stolen)).body).toBe(INDEX);
  });
  it("draws the bar its address names for a person with several; none named, or one of another account's, is left to the browser", async () => {
    const added = await app.inject({
      method: 'POST',
      url: '/api/bars',
      payload: { name: 'Drawn Second' },
      headers: { authorization: `Bearer ${owner.accessToken}` },
    });
    expect(added.statusCode).toBe(201);
    const second = added.json<{ id: string }>().id;
    try {
      const cookies = (await browserOf('owner@example.com')).header();
      const drawn = (await page(`/edit-bar?bar=${second}`, cookies)).body;
      expect(drawn).toContain(`<p>${second} · ${second} · The Corner Flag+Drawn Second</p>`);
      expect((await page(`/edit-bar?bar=${owner.barId}`, cookies)).body).toContain(
        `<p>${owner.barId} · ${owner.barId} · The Corner Flag+Drawn Second</p>`,
      );
      const elsewhere = await database.db.insert(bars).values({ name: 'Not Theirs' }).returning({ id: bars.id });
      for (const url of ['/edit-bar', `/edit-bar?bar=${elsewhere[0]!.id}`, '/edit-bar?bar=not-a-bar'])
        expect((await page(url, cookies)).body, url).toBe(INDEX);
      await database.db.delete(bars).where(eq(bars.id, elsewhere[0]!.id));
    } finally {
      await database.db.delete(bars).where(eq(bars.id, second));
    }
  });
});
