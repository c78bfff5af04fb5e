/**
 * Forgot-password, known email beside unknown email: the answer must not tell them apart by time.
 * The request does the same work for any email — the throttle counts and one row in
 * `password_reset_requests` — and the mail sender, after the answer, looks the account up, stores
 * the token and queues the mail (decision record 032). A real server instance on a fresh PGlite
 * folder, driven through inject() so each request can come from its own client address (the
 * product's per-address and per-account throttles stay as they are: every known request uses an
 * account of its own, every request an address of its own). Known and unknown requests alternate,
 * each pair in the other order than the last, so any drift of the machine hits both alike.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseEnv } from '../apps/server/src/config/env.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { users } from '../apps/server/src/db/schema/index.ts';
import { buildApp } from '../apps/server/src/app.ts';

const REQUESTS = 50;
const WARM_UP = 10;

type Sample = { known: number[]; unknown: number[] };

/** A port on which nothing listens: an SMTP server that is down. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address !== 'object') throw new Error('no port');
  return address.port;
}

async function measure(smtpUrl: string | undefined): Promise<Sample> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'matchday-bench-forgot-'));
  const database = await openDatabase({ dataDir: path.join(dir, 'db') });
  await database.migrate();
  const config = parseEnv({
    NODE_ENV: 'production',
    DATA_DIR: dir,
    LOG_LEVEL: 'silent',
    SEED: 'none',
    ...(smtpUrl ? { SMTP_URL: smtpUrl } : {}),
  });
  const app = await buildApp({
    config,
    database,
    jwtSecret: 'bench-secret-that-is-long-enough-for-hs256-0123456789',
    logger: false,
  });
  await app.ready();
  // Accounts inserted directly: forgot-password never checks a password, so no hashing is needed here.
  await database.db.insert(users).values(
    Array.from({ length: REQUESTS + WARM_UP }, (_, i) => ({
      email: `known${i}@bench.test`,
      passwordHash: 'not-a-hash',
      role: 'owner' as const,
      nickname: `Known ${i}`,
    })),
  );

  let address = 0;
  const forgot = async (email: string): Promise<number> => {
    address += 1;
    const started = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: '/api/authentication/forgot-password',
      payload: { email },
      remoteAddress: `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
    });
    const ms = performance.now() - started;
    if (res.statusCode !== 200) throw new Error(`forgot-password answered ${res.statusCode}: ${res.body}`);
    // Untimed: the sender's pass kicked after the answer (for a known email: the token, the mail
    // and its delivery) settles here — flush() also takes a kick whose pass has not started — so
    // no pass lands on the next request's clock and each answer is measured alone.
    await app.mailSender.flush();
    return ms;
  };

  const sample: Sample = { known: [], unknown: [] };
  for (let i = 0; i < WARM_UP; i += 1) {
    await forgot(`known${REQUESTS + i}@bench.test`);
    await forgot(`warm${i}@nobody.test`);
  }
  for (let i = 0; i < REQUESTS; i += 1) {
    if (i % 2 === 0) {
      sample.known.push(await forgot(`known${i}@bench.test`));
      sample.unknown.push(await forgot(`unknown${i}@nobody.test`));
    } else {
      sample.unknown.push(await forgot(`unknown${i}@nobody.test`));
      sample.known.push(await forgot(`known${i}@bench.test`));
    }
  }
  await app.close();
  await database.close();
  await rm(dir, { recursive: true, force: true });
  return sample;
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
/** Nearest-rank p99 (of 50 samples: the largest). */
const p99 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.ceil(0.99 * xs.length) - 1]!;
const fmt = (n: number, digits = 2) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

function table(title: string, s: Sample): string {
  const row = (name: string, f: (xs: number[]) => number) =>
    `  ${name.padEnd(9)}${fmt(f(s.known)).padStart(12)}${fmt(f(s.unknown)).padStart(14)}${fmt(f(s.known) / Math.max(f(s.unknown), 0.001)).padStart(18)}`;
  return [
    title,
    `  ${''.padEnd(9)}${'known ms'.padStart(12)}${'unknown ms'.padStart(14)}${'known ÷ unknown'.padStart(18)}`,
    row('mean', mean),
    row('p99', p99),
  ].join('\n');
}

export async function runForgotPasswordBench(): Promise<void> {
  const out = (line = '') => process.stdout.write(`${line}\n`);
  out(
    `Forgot-password benchmark: PGlite in a temp folder, Node ${process.version}, ${REQUESTS} known-email and ${REQUESTS} unknown-email requests, alternating, each pair in turn known-first and unknown-first (after ${WARM_UP} of each to warm up), one at a time through inject()`,
  );
  out(table('Mail to the outbox folder (no SMTP_URL)', await measure(undefined)));
  out(
    table(
      'SMTP_URL set, mail server down (connection refused)',
      await measure(`smtp://127.0.0.1:${await closedPort()}`),
    ),
  );
  out();
}
