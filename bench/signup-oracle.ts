/**
 * Sign-up, known email beside unknown email: the answer must not tell them apart by time (decision
 * 078). Both do the same work — the throttle's count, the nickname's check, the password's hash, one
 * transaction and one mail — the mail says which. A real server instance on a fresh PGlite folder,
 * driven through inject() so each request comes from its own client address (the per-address
 * throttle stays as it is). Known and unknown sign-ups alternate, each pair in the other order than
 * the last, so any drift of the machine hits both alike. Both sign-up routes: fans' and owners'.
 * Run alone: `node bench/signup-oracle.ts`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseEnv } from '../apps/server/src/config/env.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { users } from '../apps/server/src/db/schema/index.ts';
import { buildApp } from '../apps/server/src/app.ts';

const REQUESTS = 40;
const WARM_UP = 8;
type Route = '/api/play/signup' | '/api/authentication/signup';
type Sample = { known: number[]; unknown: number[] };

async function measure(route: Route): Promise<Sample> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'matchday-bench-signup-'));
  const database = await openDatabase({ dataDir: path.join(dir, 'db') });
  await database.migrate();
  const config = parseEnv({ NODE_ENV: 'production', DATA_DIR: dir, LOG_LEVEL: 'silent', SEED: 'none' });
  const app = await buildApp({
    config,
    database,
    jwtSecret: 'bench-secret-that-is-long-enough-for-hs256-0123456789',
    logger: false,
  });
  await app.ready();
  // Known accounts inserted directly: a sign-up never checks their password.
  await database.db.insert(users).values(
    Array.from({ length: REQUESTS + WARM_UP }, (_, i) => ({
      email: `known${i}@bench.test`,
      passwordHash: 'not-a-hash',
      role: 'player' as const,
      nickname: `Known ${i}`,
    })),
  );

  let address = 0;
  const signup = async (email: string): Promise<number> => {
    address += 1;
    const body =
      route === '/api/play/signup'
        ? { nickname: `Bench ${address}`, email, password: 'Bench-Passw0rd', language: 'en' }
        : { username: `Bench ${address}`, email, password: 'Bench-Passw0rd' };
    const started = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: route,
      payload: body,
      remoteAddress: `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
    });
    const ms = performance.now() - started;
    if (res.statusCode !== 200) throw new Error(`sign-up answered ${res.statusCode}: ${res.body}`);
    // Untimed: the mail the sign-up queued is delivered here, so no delivery lands on the next request's clock.
    await app.mailSender.flush();
    return ms;
  };

  const sample: Sample = { known: [], unknown: [] };
  for (let i = 0; i < WARM_UP; i += 1) {
    await signup(`known${REQUESTS + i}@bench.test`);
    await signup(`warm${i}@nobody.test`);
  }
  for (let i = 0; i < REQUESTS; i += 1) {
    const known = () =>
      signup(`known${i}@bench.test`).then((ms) => {
        sample.known.push(ms);
      });
    const unknown = () =>
      signup(`unknown${i}@nobody.test`).then((ms) => {
        sample.unknown.push(ms);
      });
    if (i % 2 === 0) {
      await known();
      await unknown();
    } else {
      await unknown();
      await known();
    }
  }
  await app.close();
  await database.close();
  await rm(dir, { recursive: true, force: true });
  return sample;
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const fmt = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

function table(title: string, s: Sample): string {
  const row = (name: string, f: (xs: number[]) => number) =>
    `  ${name.padEnd(9)}${fmt(f(s.known)).padStart(12)}${fmt(f(s.unknown)).padStart(14)}${fmt(f(s.known) / Math.max(f(s.unknown), 0.001)).padStart(18)}`;
  return [
    title,
    `  ${''.padEnd(9)}${'known ms'.padStart(12)}${'unknown ms'.padStart(14)}${'known ÷ unknown'.padStart(18)}`,
    row('mean', mean),
    row('median', median),
  ].join('\n');
}

export async function runSignupOracleBench(): Promise<void> {
  const out = (line = '') => process.stdout.write(`${line}\n`);
  out(
    `Sign-up timing benchmark: PGlite in a temp folder, Node ${process.version}, ${REQUESTS} known-email and ${REQUESTS} unknown-email sign-ups per route, alternating (after ${WARM_UP} of each to warm up), one at a time through inject()`,
  );
  out(table('POST /api/play/signup', await measure('/api/play/signup')));
  out(table('POST /api/authentication/signup', await measure('/api/authentication/signup')));
  out();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runSignupOracleBench();
