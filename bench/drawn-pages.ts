/**
 * Whether the server keeps answering while it draws pages (decision 053): a cheap signed-in API
 * call (`GET /api/authentication/me`: the session check and one row), timed alone, then while 4
 * clients reload a drawn /matches in a loop. Prints p50 and p99 of the call in both runs and their
 * ratio, and how many pages a second were drawn. A real server in-process on a PGlite folder or a
 * fresh PostgreSQL database, with the demo set and the built console (built first if missing);
 * autocannon in child processes.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import path from 'node:path';
import type { Result } from 'autocannon';
import { parseEnv } from '../apps/server/src/config/env.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { buildApp } from '../apps/server/src/app.ts';
import { seedDemo } from '../apps/server/src/seed/index.ts';
import { FIRST_SCREENS_PER_PERSON } from '../apps/server/src/plugins/app/first-screen.ts';
import { createPostgresDatabase, loadInChild, postgresUrl, type DatabaseKind } from './matches.ts';

const root = path.resolve(import.meta.dirname, '..');
const webDist = path.join(root, 'apps/web/dist');
const PASSWORD = 'Bench-Passw0rd';
const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 4);
const READER = encodeURIComponent('width=390&dpr=3&tz=Europe/London&language=en&theme=light&layout=full-width');

const ms = (value: number) => `${value.toFixed(1)} ms`;

export async function runDrawnPagesBench(kind: DatabaseKind): Promise<void> {
  if (!existsSync(path.join(webDist, 'index.html')) || !existsSync(path.join(`${webDist}-ssr`, 'entry-server.js'))) {
    process.stdout.write('Building the console for the drawn pages…\n');
    const built = spawnSync('npm', ['run', 'build', '-w', '@app/web'], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('the console did not build');
  }
  // One person reloads far past the product's budget of drawn pages (a loop is served undrawn):
  // lifted for this run only, or the loop would measure index.html.
  FIRST_SCREENS_PER_PERSON.limit = Number.MAX_SAFE_INTEGER;
  const dir = await mkdtemp(path.join(os.tmpdir(), 'matchday-bench-drawn-'));
  const serverUrl = postgresUrl();
  const postgres = kind === 'postgres' && serverUrl ? await createPostgresDatabase(serverUrl) : null;
  const database = await openDatabase(postgres ? { url: postgres.url } : { dataDir: path.join(dir, 'db') });
  await database.migrate();
  await seedDemo(database.db, { password: PASSWORD });
  const config = parseEnv({ NODE_ENV: 'production', DATA_DIR: dir, LOG_LEVEL: 'silent', SEED: 'none', WEB_DIST: webDist });
  const app = await buildApp({ config, database, jwtSecret: 'bench-secret-that-is-long-enough-for-hs256-0123456789', logger: false });
  try {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const signin = await app.inject({ method: 'POST', url: '/api/authentication/signin', payload: { email: 'owner@example.com', password: PASSWORD } });
    const token = signin.json<{ accessToken: string }>().accessToken;
    // The console's session cookie, which the server draws its pages for (decision 062).
    const asked = await app.inject({ method: 'POST', url: '/api/authentication/session', payload: { email: 'owner@example.com', password: PASSWORD, remember: true } });
    const cookie = asked.cookies.find((c) => c.name === 'session')?.value;
    if (!cookie) throw new Error('no session cookie');
    const pageHeaders = { cookie: `session=${cookie}; reader=${READER}`, 'accept-encoding': 'br, gzip' };
    const drawn = async () => (await fetch(`${base}/matches`, { headers: pageHeaders })).text();
    if (!(await drawn()).includes('data-first-screen=')) throw new Error('/matches was not drawn');

    const cheap = { url: `${base}/api/authentication/me`, connections: 1, headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' } };
    // How long the server's thread is held at a time: the event loop's delay, alone and while it draws.
    const delayAlone = monitorEventLoopDelay({ resolution: 5 });
    delayAlone.enable();
    const alone = await loadInChild({ options: cheap, warmUpSeconds: 1, seconds: SECONDS });
    delayAlone.disable();
    // The pages' loop starts first and runs past the call's run at both ends.
    const pages = loadInChild({ options: { url: `${base}/matches`, connections: 4, headers: pageHeaders }, warmUpSeconds: 1, seconds: SECONDS + 2 });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const delay = monitorEventLoopDelay({ resolution: 5 });
    delay.enable();
    const beside = await loadInChild({ options: cheap, warmUpSeconds: 0.5, seconds: SECONDS });
    delay.disable();
    const loop: Result = await pages;
    if (!(await drawn()).includes('data-first-screen=')) throw new Error('/matches was no longer drawn after the loop');
    for (const [name, result] of [['call alone', alone], ['call beside the pages', beside], ['drawn pages', loop]] as const) {
      if (result.non2xx > 0 || result.errors > 0) throw new Error(`${name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
    }

    process.stdout.write(`Drawn pages and the API (${postgres ? 'PostgreSQL' : 'PGlite'}, demo set, ${SECONDS} s runs; the drawing thread, decision 053)\n`);
    process.stdout.write(`  GET /api/authentication/me alone:                       p50 ${ms(alone.latency.p50)}, p99 ${ms(alone.latency.p99)} (${Math.round(alone.requests.average)} req/s, 1 connection)\n`);
    process.stdout.write(`  the same while 4 clients reload a drawn /matches:       p50 ${ms(beside.latency.p50)}, p99 ${ms(beside.latency.p99)} (${Math.round(beside.requests.average)} req/s)\n`);
    process.stdout.write(`  ratio beside/alone:                                     p50 ${(beside.latency.p50 / alone.latency.p50).toFixed(2)}, p99 ${(beside.latency.p99 / alone.latency.p99).toFixed(2)}\n`);
    process.stdout.write(`  drawn /matches meanwhile: ${loop.requests.average.toFixed(1)} pages/s, p50 ${ms(loop.latency.p50)}, p99 ${ms(loop.latency.p99)}\n`);
    // The histograms count nanoseconds past the 5 ms sampling interval.
    const held = (h: typeof delay) => `p50 ${ms(h.percentile(50) / 1e6)}, p99 ${ms(h.percentile(99) / 1e6)}, longest ${ms(h.max / 1e6)}`;
    process.stdout.write(`  the server's event loop held, call alone:               ${held(delayAlone)}\n`);
    process.stdout.write(`  the server's event loop held, beside the drawn pages:   ${held(delay)}\n`);
  } finally {
    await app.close();
    await database.close();
    await postgres?.drop();
    await rm(dir, { recursive: true, force: true });
  }
}
