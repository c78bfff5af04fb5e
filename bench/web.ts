/**
 * The console's first load as a phone and a desktop see it: Lighthouse (its Node API, driving the
 * machine's Chromium) on five pages of a real server that serves the built console, signed in
 * where the page needs it, cold cache, median of BENCH_WEB_RUNS runs (3). Prints the figures
 * beside the targets it prints; never passes or fails (bench/README.md).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer, { type Page } from 'puppeteer-core';
import lighthouse, { desktopConfig, type Config, type Flags } from 'lighthouse';
import type { buildApp } from '../apps/server/src/app.ts';
import { DRAWN_PAGES_PER_INSTANCE } from '../apps/server/src/plugins/app/drawing-budget.ts';
import { findChromium } from '../scripts/find-chromium.ts';
import { BENCH_PASSWORD, startConsoleServer, WEB_DIST } from './console-server.ts';

const RUNS = Number(process.env['BENCH_WEB_RUNS'] ?? 3);

type Role = 'owner' | 'staff' | 'admin';
/** BENCH_WEB_PAGES names it as '/b'. */
const PUBLIC_PAGE = '/b';
/** BENCH_WEB_PAGES names it as '/watch/{id}': a coming match shown by the demo's Paris bars. */
const MATCH_PAGE = '/watch/{id}';
/** BENCH_WEB_PAGES names it as '/play/{id}': the demo's published championship under way. */
const GAME_PAGE = '/play/{id}';
type Target = { path: string; as: Role | null };
const ALL_PAGES: Target[] = [
  { path: '/login', as: null },
  { path: '/matches', as: 'owner' },
  // The administrator's /matches too: the curated list, drawn for an admin.
  { path: '/matches', as: 'admin' },
  { path: '/edit-bar', as: 'owner' },
  { path: '/bars', as: 'admin' },
  { path: '/official-championships', as: 'staff' },
  // An accepted bar's public page (written whole by the server with React, no script, no sign-in); its slug is read
  // after seeding.
  { path: PUBLIC_PAGE, as: null },
  // The fans' match list and a match's page.
  { path: '/watch', as: null },
  { path: MATCH_PAGE, as: null },
  // The championship game's pages as a fan opens them first, signed out.
  { path: '/play', as: null },
  { path: GAME_PAGE, as: null },
];
/** BENCH_WEB_PAGES=/login,/matches audits a few pages only. */
const only = process.env['BENCH_WEB_PAGES']?.split(',');
// `BENCH_WEB_FORMS=mobile` audits one form factor only (comparing builds takes half the time).
const forms = (process.env['BENCH_WEB_FORMS']?.split(',') ?? ['mobile', 'desktop']) as FormFactor[];
const PAGES = only ? ALL_PAGES.filter((p) => only.includes(p.path)) : ALL_PAGES;

/** `cpu`: Lighthouse's benchmark index of the machine during the run (higher is faster): TBT is the
 * observed main thread times 4, so it moves with the machine's speed as much as with the page. */
type Figures = {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsBytes: number;
  imageBytes: number;
  cpu: number;
};
type FormFactor = 'mobile' | 'desktop';
/** Lighthouse's emulated screens: Moto G Power (mobile), and its desktop preset. */
const SCREENS: Record<FormFactor, { width: string; dpr: string }> = {
  mobile: { width: '412', dpr: '1.75' },
  desktop: { width: '1350', dpr: '1' },
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** Bytes on the wire (after compression) of one kind of resource ('Script', 'Image') in one Lighthouse run. */
function bytesOf(items: unknown, resourceType: string): number {
  if (!Array.isArray(items)) return 0;
  let total = 0;
  for (const item of items as { resourceType?: unknown; transferSize?: unknown }[]) {
    if (item.resourceType === resourceType && typeof item.transferSize === 'number') total += item.transferSize;
  }
  return total;
}

async function audit(page: Page, port: number, url: string, formFactor: FormFactor): Promise<Figures> {
  // Cold cache for every run; the session in local storage stays (Lighthouse's own storage reset
  // would sign the page out).
  const session = await page.createCDPSession();
  await session.send('Network.clearBrowserCache');
  await session.detach();
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    disableStorageReset: true,
  };
  const config: Config | undefined = formFactor === 'desktop' ? desktopConfig : undefined;
  // Lighthouse opens its own tab in the same profile: it sees the local storage written by `page`.
  const result = await lighthouse(url, flags, config);
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  // BENCH_WEB_REPORTS=<folder> keeps each run's report, to see where the main thread's time goes.
  const reports = process.env['BENCH_WEB_REPORTS'];
  if (reports) {
    await mkdir(reports, { recursive: true });
    const name = `${new URL(url).pathname.slice(1).replaceAll('/', '_') || 'root'}-${formFactor}-${Date.now()}`;
    await writeFile(path.join(reports, `${name}.json`), JSON.stringify(lhr));
    // And the page load's trace (Chrome's performance panel opens it): which script, layout or GC a long task was.
    await writeFile(path.join(reports, `${name}.trace.json`), JSON.stringify(result.artifacts.Trace));
  }
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const details = lhr.audits['network-requests']?.details;
  return {
    score: Math.round((lhr.categories['performance']?.score ?? 0) * 100),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    jsBytes: bytesOf(details && 'items' in details ? details.items : [], 'Script'),
    imageBytes: bytesOf(details && 'items' in details ? details.items : [], 'Image'),
    cpu: lhr.environment.benchmarkIndex,
  };
}

export async function runWebBench(): Promise<void> {
  const out = (line = '') => process.stdout.write(`${line}\n`);
  const chromePath = process.env['CHROME_PATH'] ?? findChromium();
  if (!chromePath) throw new Error('no Chromium found: set CHROME_PATH');

  const server = await startConsoleServer();
  const { app, base } = server;
  const urlOf = (target: Target) => {
    if (target.path === PUBLIC_PAGE) return server.paths.bar;
    if (target.path === GAME_PAGE) return server.paths.game;
    return target.path === MATCH_PAGE ? server.paths.match : target.path;
  };
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    out(
      `Web benchmark: Lighthouse ${'12'} on ${chromePath}, ${WEB_DIST}, median of ${RUNS} runs, cold cache, ${os.cpus().length} CPUs, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    out(
      `  ${'page'.padEnd(26)}${'form'.padEnd(9)}${'score'.padStart(6)}${'LCP s'.padStart(8)}${'TBT ms'.padStart(8)}${'CLS'.padStart(7)}${'JS kB'.padStart(8)}${'img kB'.padStart(8)}${'CPU idx'.padStart(9)}`,
    );
    for (const target of PAGES) {
      // Signed in as the login screen does with "Remember me" on (apps/web/e2e/support/session.ts):
      // the console's sign-in asked from the page, so the browser keeps the session's cookies, with
      // which the server also draws the signed-in pages' first screen; who signed
      // in is stored where the console keeps it. A string, evaluated in the page (this file is
      // type-checked without the DOM's types).
      await page.goto(`${base}/api/health`);
      // A page audited signed out is a fan's: no session cookie of the page before (the server
      // draws the player pages signed out too, and would draw them for that person).
      if (!target.as) await page.deleteCookie({ name: 'session', url: base }, { name: 'refresh', url: base });
      await page.evaluate(
        `localStorage.clear();${
          target.as
            ? `fetch('/api/authentication/session', { method: 'POST', headers: { 'content-type': 'application/json' }, body: ${JSON.stringify(JSON.stringify({ email: `${target.as}@example.com`, password: BENCH_PASSWORD, remember: true }))} })
        .then((r) => { if (!r.ok) throw new Error('sign-in: ' + r.status); return r.json(); })
        .then(({ csrfToken, ...person }) => localStorage.setItem('login', JSON.stringify(person)));`
            : ''
        }`,
      );
      for (const formFactor of forms) {
        // The drawing hints the console writes on every visit (lib/reader-cookie.ts), for the
        // screen Lighthouse emulates: this phone or desktop has opened the console before.
        await page.setCookie({
          name: 'reader',
          url: base,
          value: encodeURIComponent(
            new URLSearchParams({
              ...SCREENS[formFactor],
              tz: 'UTC',
              language: 'en',
              theme: 'light',
              layout: 'full-width',
            }).toString(),
          ),
        });
        const runs: Figures[] = [];
        for (let i = 0; i < RUNS; i++)
          runs.push(await withRetry(() => audit(page, chrome.port, `${base}${urlOf(target)}`, formFactor)));
        const m = (key: keyof Figures) => median(runs.map((r) => r[key]));
        out(
          `  ${`${target.path}${target.as ? ` (${target.as})` : ''}`.padEnd(26)}${formFactor.padEnd(9)}${String(m('score')).padStart(6)}` +
            `${(m('lcp') / 1000).toFixed(2).padStart(8)}${m('tbt').toFixed(0).padStart(8)}${m('cls').toFixed(3).padStart(7)}${(m('jsBytes') / 1000).toFixed(1).padStart(8)}${(m('imageBytes') / 1000).toFixed(1).padStart(8)}${m('cpu').toFixed(0).padStart(9)}`,
        );
      }
    }
    out(
      'Targets: mobile LCP ≤ 2.5 s, TBT ≤ 200 ms, CLS ≤ 0.1; desktop score ≥ 95; JavaScript of a cold /login ≤ 160 kB; /b/{slug} mobile score ≥ 95 (decision 027); /watch and /watch/{id} mobile 100 (decision 054); /play and /play/{id} mobile LCP ≤ 2.5 s, TBT ≤ 200 ms, JavaScript ≤ 160 kB (decision 059).',
    );
    // What a page costs to draw, not the instance's budget of drawn pages a second (bench/drawn-pages.ts
    // measures that): twenty requests one after the other would pass it and be answered plain.
    Object.assign(DRAWN_PAGES_PER_INSTANCE, { perSecond: 1e9, burst: 1e9 });
    await documentCosts(app, base, out);
    await fanDocumentCosts(app, PAGES.filter((t) => !t.as && t.path !== '/login').map(urlOf), out);
    await browser.disconnect();
  } finally {
    chrome.kill();
    await server.close();
  }
}

/**
 * What drawing a signed-in page costs the server: the document answer with the
 * person's first screen drawn, against index.html for the same page (no session cookie), one
 * request at a time, median of DOCUMENT_ROUNDS, as a phone's reader cookie asks.
 */
const DOCUMENT_ROUNDS = 20;
async function documentCosts(
  app: Awaited<ReturnType<typeof buildApp>>,
  base: string,
  out: (line?: string) => void,
): Promise<void> {
  const reader = `reader=${encodeURIComponent('width=412&dpr=1.75&tz=UTC&language=en&theme=light&layout=full-width')}`;
  const timeOf = async (url: string, cookie: string) => {
    const times: number[] = [];
    let bytes = 0;
    for (let i = 0; i < DOCUMENT_ROUNDS; i++) {
      const started = performance.now();
      const answer = await app.inject({ method: 'GET', url, headers: { cookie, 'accept-encoding': 'br' } });
      times.push(performance.now() - started);
      bytes = answer.rawPayload.length;
    }
    return { ms: median(times), bytes };
  };
  out(
    `Document answers (median of ${DOCUMENT_ROUNDS}, one at a time, brotli): the page drawn for the person against index.html`,
  );
  out(
    `  ${'page'.padEnd(26)}${'drawn ms'.padStart(10)}${'plain ms'.padStart(10)}${'ratio'.padStart(8)}${'drawn kB'.padStart(10)}`,
  );
  for (const target of ALL_PAGES.filter((t) => t.as)) {
    const asked = await app.inject({
      method: 'POST',
      url: '/api/authentication/session',
      payload: { email: `${target.as!}@example.com`, password: BENCH_PASSWORD, remember: true },
    });
    const cookie = `session=${asked.cookies.find((c) => c.name === 'session')?.value ?? ''}`;
    const drawn = await timeOf(target.path, `${cookie}; ${reader}`);
    const plain = await timeOf(target.path, reader);
    out(
      `  ${`${target.path} (${target.as})`.padEnd(26)}${drawn.ms.toFixed(1).padStart(10)}${plain.ms.toFixed(1).padStart(10)}${(drawn.ms / plain.ms).toFixed(1).padStart(8)}${(drawn.bytes / 1000).toFixed(1).padStart(10)}`,
    );
  }
}

/**
 * What a fan's first visit costs the server, page by page (no cookie at all): the player pages drawn
 * by the console's renderer in its thread beside the public pages written as HTML on
 * the main thread. One request at a time, median of DOCUMENT_ROUNDS; a page's
 * time bounds how many one thread answers a second.
 */
async function fanDocumentCosts(
  app: Awaited<ReturnType<typeof buildApp>>,
  urls: string[],
  out: (line?: string) => void,
): Promise<void> {
  if (urls.length === 0) return;
  out(
    `A fan's first visit (median of ${DOCUMENT_ROUNDS}, one at a time, brotli, no cookie): how each page is made and what it costs`,
  );
  out(`  ${'page'.padEnd(26)}${'made by'.padEnd(22)}${'ms'.padStart(8)}${'pages/s'.padStart(9)}${'kB'.padStart(7)}`);
  for (const url of urls) {
    const times: number[] = [];
    let answer: Awaited<ReturnType<typeof app.inject>> | null = null;
    for (let i = 0; i < DOCUMENT_ROUNDS; i++) {
      const started = performance.now();
      answer = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      times.push(performance.now() - started);
    }
    if (answer?.statusCode !== 200) throw new Error(`${url}: ${answer?.statusCode ?? 'no answer'}`);
    const madeBy = String(answer.headers['server-timing'] ?? '').includes('first-screen')
      ? 'console renderer'
      : 'public page (React)';
    const ms = median(times);
    out(
      `  ${url
        .replace(/[0-9a-f-]{36}/, '{id}')
        .slice(0, 25)
        .padEnd(26)}${madeBy.padEnd(22)}${ms.toFixed(1).padStart(8)}${Math.round(1000 / ms)
        .toString()
        .padStart(9)}${(answer.rawPayload.length / 1000).toFixed(1).padStart(7)}`,
    );
  }
}

/** Lighthouse sometimes loses a trace on a busy machine (NO_NAVSTART): such a run is run again, twice at most. */
async function withRetry<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= 3) throw error;
      process.stderr.write(`retrying after: ${error instanceof Error ? error.message : String(error)}\n`);
    }
  }
}
