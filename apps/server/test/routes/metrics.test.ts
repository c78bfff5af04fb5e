import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { consoleSignIn } from '../helpers/console-session.ts';
import { DRAWN_PAGES_PER_INSTANCE } from '../../src/plugins/app/drawing-budget.ts';

const TOKEN = 'metrics-token-for-the-tests-0123';
const INDEX = '<!doctype html><html lang="en" dir="ltr"><head></head><body><div id="root"></div></body></html>';
/** A console build that draws every signed-in page from the session alone. */
const RENDERER = `export async function renderFirstScreen(request) {
  if (request.session === null) return null;
  return { html: '<p>drawn</p>', styles: { key: 'mui', ids: [], css: '', globals: [] }, data: '{}', lang: 'en-US', dir: 'ltr', renders: 1, drawnFor: 'language=en' };
}`;
const READER = encodeURIComponent('width=390&dpr=3&tz=Europe%2FParis&language=en&theme=light&layout=full-width');

/** The value of the sample `name{labels}` in a Prometheus text answer (0 when absent). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const line = text.split('\n').find((l) => {
    if (!l.startsWith(`${name}{`) && !l.startsWith(`${name} `)) return false;
    const own = /\{(.*)\}/.exec(l)?.[1]?.split(',') ?? [];
    return wanted.every((w) => own.includes(w));
  });
  return line ? Number(line.split(' ').at(-1)) : 0;
}

describe('GET /metrics for the operator', () => {
  describe('without METRICS_TOKEN', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp();
    });
    afterAll(async () => {
      await t.close();
    });

    it('is off: 404, with or without a token', async () => {
      for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }]) {
        const res = await t.request({ method: 'GET', url: '/metrics', headers });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ statusCode: 404, message: 'No route for GET /metrics' });
      }
    });
  });

  describe('with METRICS_TOKEN set', () => {
    let t: TestApp;
    let dir: string;
    const budget = { ...DRAWN_PAGES_PER_INSTANCE };
    const scrape = async () => {
      const res = await t.request({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      return res.body;
    };

    beforeAll(async () => {
      dir = await mkdtemp(path.join(os.tmpdir(), 'matchday-metrics-'));
      const webDist = path.join(dir, 'web');
      await mkdir(webDist, { recursive: true });
      await mkdir(`${webDist}-ssr`, { recursive: true });
      await writeFile(path.join(webDist, 'index.html'), INDEX);
      await writeFile(path.join(`${webDist}-ssr`, 'entry-server.js'), RENDERER);
      // Two pages drawn at once and then none for a long while: the third goes out plain.
      Object.assign(DRAWN_PAGES_PER_INSTANCE, { perSecond: 0.001, burst: 2 });
      t = await buildTestApp({
        // A mail server where nothing listens: a queued mail stays queued.
        env: {
          METRICS_TOKEN: TOKEN,
          WEB_DIST: webDist,
          PUBLIC_REQUESTS_PER_MINUTE: '2',
          SMTP_URL: 'smtp://127.0.0.1:9',
        },
      });
    });
    afterAll(async () => {
      Object.assign(DRAWN_PAGES_PER_INSTANCE, budget);
      await t.close();
      await rm(dir, { recursive: true, force: true });
    });

    it('answers 401 without the token or with a wrong one, and says nothing of the metrics', async () => {
      for (const authorization of [
        undefined,
        `Bearer ${TOKEN}x`,
        `Bearer ${TOKEN.slice(0, -1)}`,
        TOKEN,
        'Basic bWV0cmljczp4',
      ]) {
        const res = await t.request({
          method: 'GET',
          url: '/metrics',
          headers: authorization ? { authorization } : {},
        });
        expect(res.statusCode, authorization).toBe(401);
        expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
        expect(res.body).not.toContain('http_requests_total');
      }
    });

    it('counts requests and their latency per route pattern, never the address asked', async () => {
      const before = await scrape();
      const owner = await t.signIn('owner@example.com');
      const barId = '4f6c1c9e-2b1a-4c3e-9d7f-0a1b2c3d4e5f';
      await t.request({ method: 'GET', url: `/api/bars/${barId}`, as: owner });
      await t.request({ method: 'GET', url: `/api/bars/${barId}`, as: owner });
      await t.request({ method: 'GET', url: '/api/health' });
      const after = await scrape();
      const bar = { method: 'GET', route: '/api/bars/:barId' };
      expect(
        sample(after, 'http_requests_total', { ...bar, status_code: '403' }) -
          sample(before, 'http_requests_total', { ...bar, status_code: '403' }),
      ).toBe(2);
      expect(
        sample(after, 'http_request_duration_seconds_count', bar) -
          sample(before, 'http_request_duration_seconds_count', bar),
      ).toBe(2);
      expect(sample(after, 'http_request_duration_seconds_bucket', { ...bar, le: '+Inf' })).toBeGreaterThanOrEqual(2);
      expect(
        sample(after, 'http_requests_total', { method: 'GET', route: '/api/health', status_code: '200' }),
      ).toBeGreaterThanOrEqual(1);
      expect(after).not.toContain(barId);
      expect(after).toContain('# TYPE http_request_duration_seconds histogram');
    });

    it("says the event loop's lag and the database connections", async () => {
      const text = await scrape();
      expect(text).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
      expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
      const pools = t.database.kind === 'pglite' ? ['pglite'] : ['api', 'jobs'];
      for (const pool of pools) {
        expect(text).toMatch(new RegExp(`^matchday_db_connections\\{pool="${pool}",state="total"\\} \\d`, 'm'));
        expect(text).toMatch(new RegExp(`^matchday_db_waiting\\{pool="${pool}"\\} \\d`, 'm'));
      }
      // The scrape's own read holds PGlite's one connection; a pool has opened at least one.
      expect(sample(text, 'matchday_db_connections', { pool: pools[0]!, state: 'total' })).toBeGreaterThanOrEqual(1);
    });

    it('counts a mail waiting in the outbox and one that failed, read from the table', async () => {
      const before = await scrape();
      expect(sample(before, 'matchday_jobs', { queue: 'mail', state: 'pending' })).toBe(0);
      expect(sample(before, 'matchday_jobs', { queue: 'scoring', state: 'failed' })).toBe(0);
      const res = await t.request({
        method: 'POST',
        url: '/api/authentication/forgot-password',
        payload: { email: 'owner@example.com' },
      });
      expect(res.statusCode).toBe(200);
      // The sender's pass: the reset mail is queued, the mail server refuses it, it waits for its retry.
      await t.app.mailSender.flush();
      const queued = await scrape();
      expect(sample(queued, 'matchday_jobs', { queue: 'mail', state: 'pending' })).toBe(1);
      await t.db.execute(sql`update mail_outbox set status = 'failed'`);
      const failed = await scrape();
      expect(sample(failed, 'matchday_jobs', { queue: 'mail', state: 'pending' })).toBe(0);
      expect(sample(failed, 'matchday_jobs', { queue: 'mail', state: 'failed' })).toBe(1);
      for (const queue of ['scoring', 'feed'])
        expect(failed).toMatch(new RegExp(`^matchday_jobs\\{queue="${queue}",state="pending"\\} \\d`, 'm'));
    });

    it("counts a throttle's refusal by its rule", async () => {
      const before = sample(await scrape(), 'matchday_throttle_refusals_total', { rule: 'public' });
      const answers = [];
      for (let i = 0; i < 3; i++)
        answers.push(
          (await t.request({ method: 'GET', url: '/api/public/matches', remoteAddress: '203.0.113.9' })).statusCode,
        );
      expect(answers).toEqual([200, 200, 429]);
      expect(sample(await scrape(), 'matchday_throttle_refusals_total', { rule: 'public' }) - before).toBe(1);
    });

    it("counts pages drawn and pages sent plain past the instance's budget", async () => {
      const before = await scrape();
      const browser = await consoleSignIn(t.app, 'staff@example.com');
      const bodies = [];
      for (let i = 0; i < 3; i++) {
        bodies.push(
          (
            await t.request({
              method: 'GET',
              url: '/matches',
              headers: { cookie: `${browser.header()}; reader=${READER}` },
            })
          ).body,
        );
      }
      expect(bodies.map((body) => body.includes('<p>drawn</p>'))).toEqual([true, true, false]);
      const after = await scrape();
      expect(sample(after, 'matchday_drawn_pages_total') - sample(before, 'matchday_drawn_pages_total')).toBe(2);
      const plain = { reason: 'instance-budget' };
      expect(
        sample(after, 'matchday_pages_served_undrawn_total', plain) -
          sample(before, 'matchday_pages_served_undrawn_total', plain),
      ).toBe(1);
      expect(after).toMatch(/^matchday_drawn_pages_in_progress 0$/m);
      expect(sample(after, 'http_requests_total', { method: 'GET', route: '(console page)', status_code: '200' })).toBe(
        3,
      );
    });
  });
});
