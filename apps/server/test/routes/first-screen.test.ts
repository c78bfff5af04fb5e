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
import { users } from '../../src/db/schema/index.ts';
import { DEMO_PASSWORD } from '../helpers/database-templates.ts';
import { openTestDatabase } from '../helpers/test-database.ts';
import { FIRST_SCREENS_PER_PERSON } from '../../src/plugins/app/first-screen.ts';

/*
 * The server's side of a signed-in first screen (decision 043): the cookie, the session behind it,
 * the reads made as the person, the page it answers. The renderer here is a small server build of
 * the same shape as the console's (apps/web/src/entry-server.tsx), which the browser journeys
 * (first-screen.spec.ts) drive with the real one.
 */
const INDEX = '<!doctype html><html lang="en" dir="ltr"><head><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>';
const RENDERER = `
const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
export async function renderFirstScreen(request) {
  if (request.url === '/fails') throw new Error('the page failed');
  if (request.url === '/writes') await request.fetch('/api/authentication/signout', { method: 'POST' });
  if (request.url === '/not-a-page') return null;
  // Drawn from the session alone, without a read that would fail for an ended one.
  if (request.url === '/team') return { html: '<p>' + request.session.userId + '</p>', styles: { key: 'mui', ids: [], css: '', globals: [] }, data: '{}', lang: 'en-US', dir: 'ltr', renders: 1 };
  const me = await (await request.fetch('/api/authentication/me', { headers: { accept: 'application/json' } })).json();
  return {
    html: '<p>' + escape(me.nickname) + ' · ' + me.role + ' · ' + request.timeZone + ' · ' + request.viewportWidth + ' · ' + request.preferences.language + '</p>',
    styles: { key: 'mui', ids: ['x1'], css: '.x1{background:url("</style><script>alert(1)</script>")}', globals: [{ id: 'g1', css: 'body{background:#121212}' }] },
    data: JSON.stringify({ queries: [{ nickname: me.nickname }] }).replace(/</g, '\\\\u003c'),
    lang: 'fr-FR',
    dir: 'ltr',
    renders: request.url === '/planner' ? 2 : 1,
  };
}`;
const READER = encodeURIComponent('width=390&dpr=3&tz=Europe%2FParis&language=fr&theme=dark&layout=boxed');

describe('signed-in pages answered with their first screen drawn', () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  let dir: string;
  let owner: LoginRecord;

  beforeAll(async () => {
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
    owner = (await app.inject({ method: 'POST', url: '/api/authentication/signin', payload: { email: 'owner@example.com', password: DEMO_PASSWORD } })).json<LoginRecord>();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await rm(dir, { recursive: true, force: true });
  });

  const askCookie = async (login: LoginRecord, remember: boolean) => {
    const answer = await app.inject({ method: 'POST', url: '/api/authentication/first-screen', headers: { authorization: `Bearer ${login.accessToken}` }, payload: { remember } });
    expect(answer.statusCode).toBe(200);
    const cookie = answer.cookies.find((c) => c.name === 'first_screen');
    if (!cookie) throw new Error('no first_screen cookie');
    return cookie;
  };
  const page = (url: string, cookie: string | null, reader: string | null = READER, headers: Record<string, string> = {}) => app.inject({
    method: 'GET',
    url,
    headers: { ...headers, cookie: [cookie ? `first_screen=${cookie}` : '', reader ? `reader=${reader}` : ''].filter(Boolean).join('; ') },
  });

  it('gives the cookie to a signed-in person only: HttpOnly, SameSite=Strict, kept for the session\'s life or the browser session', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/authentication/first-screen', payload: { remember: true } })).statusCode).toBe(401);
    const bad = await app.inject({ method: 'POST', url: '/api/authentication/first-screen', headers: { authorization: `Bearer ${owner.accessToken}` }, payload: { remember: 'yes' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.cookies).toEqual([]);
    const remembered = await askCookie(owner, true);
    expect(remembered).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/', maxAge: 30 * 24 * 3600 });
    const forTheBrowserSession = await askCookie(owner, false);
    expect(forTheBrowserSession.maxAge).toBeUndefined();
    expect(forTheBrowserSession.httpOnly).toBe(true);
  });

  it('opens no API route: its token is not an access token', async () => {
    const cookie = await askCookie(owner, true);
    const asBearer = await app.inject({ method: 'GET', url: '/api/authentication/me', headers: { authorization: `Bearer ${cookie.value}` } });
    expect(asBearer.statusCode).toBe(401);
    const asCookie = await app.inject({ method: 'GET', url: '/api/authentication/me', headers: { cookie: `first_screen=${cookie.value}` } });
    expect(asCookie.statusCode).toBe(401);
  });

  it('answers a page drawn for the person, as their browser draws: their reads, zone, width and language, in #root', async () => {
    const cookie = await askCookie(owner, true);
    const answer = await page('/matches', cookie.value, READER, { 'accept-encoding': 'br' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(String(answer.headers['vary'])).toContain('cookie');
    // The renders the drawing took, in its timings (one when the route loaders asked for all it reads).
    expect(answer.headers['server-timing']).toBe('first-screen;desc="1 render"');
    expect((await page('/planner', cookie.value)).headers['server-timing']).toBe('first-screen;desc="2 renders"');
    const html = brotliDecompressSync(answer.rawPayload).toString('utf8');
    // With the reader cookie it was drawn for: the console hydrates only if it would draw the same.
    expect(html).toContain(`<div id="root" data-first-screen="${owner.userId}" data-drawn-for="width=390&amp;dpr=3&amp;tz=Europe%2FParis&amp;language=fr&amp;theme=dark&amp;layout=boxed" inert><p>${owner.nickname} · owner · Europe/Paris · 390 · fr</p></div>`);
    expect(html).toContain('<html lang="fr-FR" dir="ltr">');
    expect(html).toContain(`<script type="application/json" id="first-screen-data">{"queries":[{"nickname":"${owner.nickname}"}]}</script>`);
    // A rule cannot close its <style> early, whatever text it carries.
    // Components' rules in one element, each global rule apart (the console drops those when it draws anew).
    expect(html).toContain('<style data-drawn-styles="mui x1">.x1{background:url("<\\/style><script>alert(1)</script>")}</style><style data-emotion="mui-global g1" data-s="">body{background:#121212}</style></head>');
    expect(html.match(/<\/style>/g)).toHaveLength(2);
  });

  it('writes text that looks like a replacement pattern as it is', async () => {
    await database.db.update(users).set({ nickname: "Bar $& $' $1 <b>" }).where(eq(users.id, owner.userId));
    try {
      const html = (await page('/matches', (await askCookie(owner, true)).value)).body;
      expect(html).toContain("<p>Bar $&amp; $' $1 &lt;b> · owner");
    } finally {
      await database.db.update(users).set({ nickname: owner.nickname }).where(eq(users.id, owner.userId));
    }
  });

  it('answers the page as before without the cookie, without or with a bad reader cookie, or for a page it does not draw', async () => {
    const cookie = (await askCookie(owner, true)).value;
    for (const answer of [
      await page('/matches', null),
      await page('/matches', cookie, null),
      await page('/matches', cookie, encodeURIComponent('width=390&dpr=3&tz=Mars%2FOlympus&language=fr&theme=dark&layout=boxed')),
      await page('/matches', cookie, encodeURIComponent('width=-1&dpr=3&tz=UTC&language=fr&theme=dark&layout=boxed')),
      await page('/matches', cookie, encodeURIComponent('width=390&dpr=3&tz=UTC&language=de&theme=dark&layout=boxed')),
      await page('/matches', 'not-a-token'),
      await page('/matches', owner.accessToken),
      await page('/not-a-page', cookie),
    ]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toBe(INDEX);
      expect(answer.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers the page as before when drawing it fails, or when it tries to write', async () => {
    const cookie = (await askCookie(owner, true)).value;
    for (const url of ['/fails', '/writes']) {
      const answer = await page(url, cookie);
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toBe(INDEX);
    }
    // The write was refused, not made: the session is still alive.
    expect((await app.inject({ method: 'GET', url: '/api/authentication/me', headers: { authorization: `Bearer ${owner.accessToken}` } })).statusCode).toBe(200);
  });

  it('draws a person\'s pages up to a budget, then answers them as before', async () => {
    const login = (await app.inject({ method: 'POST', url: '/api/authentication/signin', payload: { email: 'admin@example.com', password: DEMO_PASSWORD } })).json<LoginRecord>();
    const cookie = (await askCookie(login, true)).value;
    for (let i = 0; i < FIRST_SCREENS_PER_PERSON.limit; i++) expect((await page('/team', cookie)).body).toContain('data-first-screen');
    const past = await page('/team', cookie);
    expect(past.statusCode).toBe(200);
    expect(past.body).toBe(INDEX);
    // Another person's budget is their own.
    expect((await page('/team', (await askCookie(owner, true)).value)).body).toContain(`data-first-screen="${owner.userId}"`);
  });

  it('ends with the session: sign-out clears the cookie, and a cookie kept anyway draws nothing more', async () => {
    const login = (await app.inject({ method: 'POST', url: '/api/authentication/signin', payload: { email: 'staff@example.com', password: DEMO_PASSWORD } })).json<LoginRecord>();
    const cookie = (await askCookie(login, true)).value;
    expect((await page('/team', cookie)).body).toContain(`data-first-screen="${login.userId}" data-drawn-for="width=390`);
    const signout = await app.inject({ method: 'POST', url: '/api/authentication/signout', headers: { authorization: `Bearer ${login.accessToken}` } });
    expect(signout.statusCode).toBe(200);
    const cleared = signout.cookies.find((c) => c.name === 'first_screen');
    expect(cleared?.value).toBe('');
    expect(cleared?.expires?.getTime()).toBeLessThan(Date.now());
    expect((await page('/team', cookie)).body).toBe(INDEX);
  });
});
