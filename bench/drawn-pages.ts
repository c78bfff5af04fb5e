/**
 * Whether the API keeps its pace while the server draws pages: a cheap
 * signed-in call (`GET /api/authentication/me`: the session check and one row) timed alone, then
 * while 8 clients, each signed in as a different person, reload a drawn /matches in a loop. Prints
 * p50 and p99 of the call in both runs and their ratio (the target: p99 ≤ 2× alone), the pages sent
 * drawn and plain meanwhile (the server's own counts, as GET /metrics gives them), the event loop's
 * hold, and the machine's load average before and after (the machine may be shared). A real server
 * in-process on a PGlite folder or a fresh PostgreSQL database, with the demo set and the built
 * console (built first if missing); autocannon in child processes, one per client.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Result } from 'autocannon';
import { parseEnv } from '../apps/server/src/config/env.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { users } from '../apps/server/src/db/schema/index.ts';
import { buildApp } from '../apps/server/src/app.ts';
import { seedDemo } from '../apps/server/src/seed/index.ts';
import { hashPassword } from '../apps/server/src/services/auth/passwords.ts';
import { DRAWN_PAGES_PER_INSTANCE } from '../apps/server/src/plugins/app/drawing-budget.ts';
import { createPostgresDatabase, loadInChild, postgresUrl, type DatabaseKind } from './matches.ts';

const root = path.resolve(import.meta.dirname, '..');
const webDist = path.join(root, 'apps/web/dist');
const PASSWORD = 'Bench-Passw0rd';
const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 4);
const CLIENTS = Number(process.env['BENCH_DRAWN_CLIENTS'] ?? 8);
/**
 * How often one person reloads at most: a browser's reload takes its own time, a loop of plain pages must not measure
 * the client.
 */
const RELOADS_PER_SECOND = Number(process.env['BENCH_RELOADS_PER_SECOND'] ?? 5);
// Another budget of drawn pages a second, to compare (the product's when unset; 0: none).
if (process.env['BENCH_DRAWN_PER_SECOND']) {
  const perSecond = Number(process.env['BENCH_DRAWN_PER_SECOND']);
  Object.assign(DRAWN_PAGES_PER_INSTANCE, perSecond > 0 ? { perSecond } : { perSecond: 1e9, burst: 1e9 });
}
const READER = encodeURIComponent('width=390&dpr=3&tz=Europe/London&language=en&theme=light&layout=full-width');

const ms = (value: number) => `${value.toFixed(1)} ms`;
const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');

/** The server's own counts of pages sent drawn and plain (what GET /metrics says). */
async function pageCounts(app: FastifyInstance): Promise<{ drawn: number; plain: number }> {
  const drawn = (await app.metrics.drawnPages.get()).values.reduce((sum, v) => sum + v.value, 0);
  const plain = (await app.metrics.undrawnPages.get()).values.reduce((sum, v) => sum + v.value, 0);
  return { drawn, plain };
}

/** `count` staff accounts of the run's own, each signed in the console's way: their session cookies. */
async function signedInReaders(app: FastifyInstance, count: number): Promise<string[]> {
  const hashes = await Promise.all(Array.from({ length: count }, () => hashPassword(PASSWORD)));
  const rows = hashes.map((passwordHash, i) => ({
    role: 'staff' as const,
    email: `reader-${i + 1}@bench.example`,
    nickname: `Reader ${i + 1}`,
    passwordHash,
  }));
  await app.db.insert(users).values(rows);
  return Promise.all(
    rows.map(async ({ email }) => {
      const asked = await app.inject({
        method: 'POST',
        url: '/api/authentication/session',
        payload: { email, password: PASSWORD, remember: true },
      });
      const cookie = asked.cookies.find((c) => c.name === 'session')?.value;
      if (!cookie) throw new Error(`no session cookie for ${email}`);
      return `session=${cookie}; reader=${READER}`;
    }),
  );
}

export async function runDrawnPagesBench(kind: DatabaseKind): Promise<void> {
  if (!existsSync(path.join(webDist, 'index.html')) || !existsSync(path.join(`${webDist}-ssr`, 'entry-server.js'))) {
    process.stdout.write('Building the console for the drawn pages…\n');
    const built = spawnSync('npm', ['run', 'build', '-w', '@app/web'], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('the console did not build');
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'matchday-bench-drawn-'));
  const serverUrl = postgresUrl();
  const postgres = kind === 'postgres' && serverUrl ? await createPostgresDatabase(serverUrl) : null;
  const database = await openDatabase(postgres ? { url: postgres.url } : { dataDir: path.join(dir, 'db') });
  await database.migrate();
  await seedDemo(database.db, { password: PASSWORD });
  const config = parseEnv({
    NODE_ENV: 'production',
    DATA_DIR: dir,
    LOG_LEVEL: 'silent',
    SEED: 'none',
    WEB_DIST: webDist,
  });
  const app = await buildApp({
    config,
    database,
    jwtSecret: 'bench-secret-that-is-long-enough-for-hs256-0123456789',
    logger: false,
  });
  try {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const signin = await app.inject({
      method: 'POST',
      url: '/api/authentication/signin',
      payload: { email: 'owner@example.com', password: PASSWORD },
    });
    const token = signin.json<{ accessToken: string }>().accessToken;
    const readers = await signedInReaders(app, CLIENTS);
    const pageHeaders = (cookie: string) => ({ cookie, 'accept-encoding': 'br, gzip' });
    for (const cookie of readers) {
      const page = await (await fetch(`${base}/matches`, { headers: pageHeaders(cookie) })).text();
      if (!page.includes('data-first-screen=')) throw new Error('/matches was not drawn');
    }
    const loadBefore = loadAverage();

    const cheap = {
      url: `${base}/api/authentication/me`,
      connections: 1,
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' },
    };
    // How long the server's thread is held at a time: the event loop's delay, alone and while it draws.
    const delayAlone = monitorEventLoopDelay({ resolution: 5 });
    delayAlone.enable();
    const alone = await loadInChild({ options: cheap, warmUpSeconds: 1, seconds: SECONDS });
    delayAlone.disable();
    // The pages' loops start first and run past the call's run at both ends.
    // One child process for the clients (each an autocannon of its own): nine booting processes would
    // measure the machine's start of them, not the server.
    const clients = readers.map((cookie) => ({
      url: `${base}/matches`,
      connections: 1,
      connectionRate: RELOADS_PER_SECOND,
      headers: pageHeaders(cookie),
    }));
    const loops = loadInChild({ options: clients, warmUpSeconds: 2, seconds: SECONDS + 3 });
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const delay = monitorEventLoopDelay({ resolution: 5 });
    delay.enable();
    const pagesBefore = await pageCounts(app);
    const started = performance.now();
    const beside = await loadInChild({ options: cheap, warmUpSeconds: 0.5, seconds: SECONDS });
    const loopSeconds = (performance.now() - started) / 1000;
    const pagesAfter = await pageCounts(app);
    delay.disable();
    const loopResults: Result[] = await loops;
    for (const [name, result] of [
      ['call alone', alone],
      ['call beside the pages', beside],
      ...loopResults.map((r, i) => [`client ${i + 1}`, r] as const),
    ] as const) {
      if (result.non2xx > 0 || result.errors > 0)
        throw new Error(`${name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
    }
    const drawnPerSecond = (pagesAfter.drawn - pagesBefore.drawn) / loopSeconds;
    const plainPerSecond = (pagesAfter.plain - pagesBefore.plain) / loopSeconds;
    const pageP99 = Math.max(...loopResults.map((r) => r.latency.p99));

    process.stdout.write(
      `Drawn pages and the API (${postgres ? 'PostgreSQL' : 'PGlite'}, demo set, ${SECONDS} s runs, ${CLIENTS} clients at most ${RELOADS_PER_SECOND} reloads/s each; load average ${loadBefore} before` +
        `, ${loadAverage()} after; a budget of ${DRAWN_PAGES_PER_INSTANCE.perSecond} drawn pages/s: the machine is shared, so read the ratio within the run)\n`,
    );
    process.stdout.write(
      `  GET /api/authentication/me alone:                       p50 ${ms(alone.latency.p50)}, p99 ${ms(alone.latency.p99)} (${Math.round(alone.requests.average)} req/s, 1 connection)\n`,
    );
    process.stdout.write(
      `  the same while ${CLIENTS} people reload a drawn /matches:     p50 ${ms(beside.latency.p50)}, p99 ${ms(beside.latency.p99)} (${Math.round(beside.requests.average)} req/s)\n`,
    );
    process.stdout.write(
      `  ratio beside/alone:                                     p50 ${(beside.latency.p50 / alone.latency.p50).toFixed(2)}, p99 ${(beside.latency.p99 / alone.latency.p99).toFixed(2)} (target: p99 ≤ 2)\n`,
    );
    process.stdout.write(
      `  /matches meanwhile: ${drawnPerSecond.toFixed(1)} drawn pages/s, ${plainPerSecond.toFixed(1)} plain pages/s (past the budget), slowest client's p99 ${ms(pageP99)}\n`,
    );
    // The histograms count nanoseconds past the 5 ms sampling interval.
    const held = (h: typeof delay) =>
      `p50 ${ms(h.percentile(50) / 1e6)}, p99 ${ms(h.percentile(99) / 1e6)}, longest ${ms(h.max / 1e6)}`;
    process.stdout.write(`  the server's event loop held, call alone:               ${held(delayAlone)}\n`);
    process.stdout.write(`  the server's event loop held, beside the drawn pages:   ${held(delay)}\n`);
  } finally {
    await app.close();
    await database.close();
    await postgres?.drop();
    await rm(dir, { recursive: true, force: true });
  }
}
