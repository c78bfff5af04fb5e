/**
 * The console's match list under load, on the embedded database (PGlite) in a temp folder:
 * a real server instance, the scale set, autocannon against the list, a search and a competition
 * filter, each beside a bare route of the same server that answers a fixed 50-row page after the
 * same authentication. Prints ratios, never pass/fail: see bench/README.md.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import type { FastifyInstance } from 'fastify';
import { adminMatchesAnswerSchema, type AdminMatchesAnswer } from '@app/contract/matches';
import { parseEnv } from '../apps/server/src/config/env.ts';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/client.ts';
import { buildApp } from '../apps/server/src/app.ts';
import { seedDemo } from '../apps/server/src/seed/index.ts';

const PASSWORD = 'Bench-Passw0rd';
const CONNECTIONS = 10;
const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 4);
const WARM_UP_SECONDS = 1;
const BARS = 10_000;

type Server = { app: FastifyInstance; database: DatabaseHandle; dir: string; base: string; token: string; seedSeconds: number };
type Row = { name: string; url: string; result: Result };

/** A real server on a fresh PGlite folder with `matches` scale-set matches, listening on a free port. */
async function startServer(matches: number): Promise<Server> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'matchday-bench-'));
  const database = await openDatabase({ dataDir: path.join(dir, 'db') });
  await database.migrate();
  const started = performance.now();
  await seedDemo(database.db, { password: PASSWORD, scale: { matches, bars: BARS } });
  const seedSeconds = (performance.now() - started) / 1000;
  const config = parseEnv({ NODE_ENV: 'production', DATA_DIR: dir, LOG_LEVEL: 'silent', SEED: 'none' });
  const app = await buildApp({ config, database, jwtSecret: 'bench-secret-that-is-long-enough-for-hs256-0123456789', logger: false });

  // The baseline, registered here only: same authentication, same response schema and serializer,
  // a fixed answer of 50 real rows (read once below), no query.
  let fixed: AdminMatchesAnswer = { matches: [], count: 0 };
  app.get('/api/bench/bare', {
    preHandler: app.requireRole('owner', 'staff', 'admin'),
    schema: { hide: true, response: { 200: adminMatchesAnswerSchema } },
  }, async () => fixed);

  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const signin = await app.inject({ method: 'POST', url: '/api/authentication/signin', payload: { email: 'owner@example.com', password: PASSWORD } });
  const token = signin.json<{ accessToken: string }>().accessToken;
  const page = await app.inject({ method: 'GET', url: '/api/matches/admin?matchStatus=future', headers: { authorization: `Bearer ${token}` } });
  fixed = adminMatchesAnswerSchema.parse(page.json());
  if (fixed.matches.length !== 50) throw new Error(`expected a full page for the bare route, got ${fixed.matches.length} rows`);
  return { app, database, dir, base: address, token, seedSeconds };
}

async function stopServer(server: Server): Promise<void> {
  await server.app.close();
  await server.database.close();
  await rm(server.dir, { recursive: true, force: true });
}

async function get<T>(server: Server, url: string): Promise<{ status: number; body: T }> {
  const res = await fetch(`${server.base}${url}`, { headers: { authorization: `Bearer ${server.token}` } });
  return { status: res.status, body: (await res.json()) as T };
}

async function load(server: Server, name: string, url: string): Promise<Row> {
  const options = { url: `${server.base}${url}`, connections: CONNECTIONS, headers: { authorization: `Bearer ${server.token}` } };
  await autocannon({ ...options, duration: WARM_UP_SECONDS });
  const result = await autocannon({ ...options, duration: SECONDS });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { name, url, result };
}

const fmt = (n: number, digits = 1) => n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const pad = (s: string, n: number) => s.padEnd(n);
const lpad = (s: string, n: number) => s.padStart(n);

function table(title: string, rows: Row[], bare: Row): string {
  const lines = [title, `  ${pad('route', 34)}${lpad('req/s', 10)}${lpad('p99 ms', 9)}${lpad('bare req/s', 12)}${lpad('bare p99', 10)}${lpad('req/s ÷ bare', 14)}${lpad('p99 × bare', 12)}`];
  for (const { name, result } of rows) {
    lines.push(`  ${pad(name, 34)}${lpad(fmt(result.requests.average, 0), 10)}${lpad(fmt(result.latency.p99), 9)}`
      + `${lpad(fmt(bare.result.requests.average, 0), 12)}${lpad(fmt(bare.result.latency.p99), 10)}`
      + `${lpad(fmt(result.requests.average / bare.result.requests.average, 2), 14)}${lpad(fmt(result.latency.p99 / Math.max(bare.result.latency.p99, 0.01), 2), 12)}`);
  }
  return lines.join('\n');
}

export async function runMatchesBench(): Promise<void> {
  const out = (line = '') => process.stdout.write(`${line}\n`);
  out(`Matches benchmark: PGlite in a temp folder, Node ${process.version}, autocannon ${CONNECTIONS} connections, ${SECONDS} s per route (after ${WARM_UP_SECONDS} s warm-up), ${os.cpus().length} CPUs, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  out();

  // 1,000 matches: the list's latency on a small table.
  const small = await startServer(1_000);
  out(`seeded 1,000 matches + ${BARS.toLocaleString()} bars in ${fmt(small.seedSeconds)} s`);
  const smallBare = await load(small, 'bare route (fixed 50 rows)', '/api/bench/bare');
  const smallList = await load(small, 'future list, first page', '/api/matches/admin?matchStatus=future');
  await stopServer(small);

  // 100,000 matches: the scale set.
  const large = await startServer(100_000);
  out(`seeded 100,000 matches + ${BARS.toLocaleString()} bars in ${fmt(large.seedSeconds)} s`);
  const competitions = await get<{ id: string; name: string }[]>(large, '/api/competitions/active');
  const competition = competitions.body[0]!;
  const future = await get<AdminMatchesAnswer>(large, '/api/matches/admin?matchStatus=future');
  const lastPage = Math.ceil(future.body.count / 50) - 1;
  const search = await get<AdminMatchesAnswer>(large, '/api/matches/admin?query=liverpool');
  const short = await get<{ message: string }>(large, '/api/matches/admin?query=li');

  const bare = await load(large, 'bare route (fixed 50 rows)', '/api/bench/bare');
  const rows = [
    await load(large, 'future list, first page', '/api/matches/admin?matchStatus=future'),
    await load(large, 'search "liverpool"', '/api/matches/admin?query=liverpool'),
    await load(large, `competition "${competition.name}"`, `/api/matches/admin?competitions=${competition.id}`),
    await load(large, `future list, last page (${lastPage + 1})`, `/api/matches/admin?matchStatus=future&page=${lastPage}`),
    await load(large, `future list, middle page (${Math.floor(lastPage / 2) + 1})`, `/api/matches/admin?matchStatus=future&page=${Math.floor(lastPage / 2)}`),
  ];
  await stopServer(large);

  out();
  out(`100,000 matches: ${future.body.count.toLocaleString()} future, "liverpool" finds ${search.body.count.toLocaleString()}`);
  out(table('Each route beside the bare route of the same server (ratios: 1.00 = as fast as answering a fixed page)', rows, bare));
  out();
  const [list, , , last] = rows;
  const ratio = (a: Result, b: Result) => `mean ${fmt(a.latency.mean)} → ${fmt(b.latency.mean)} ms (× ${fmt(b.latency.mean / Math.max(a.latency.mean, 0.01), 2)}), p99 ${fmt(a.latency.p99)} → ${fmt(b.latency.p99)} ms (× ${fmt(b.latency.p99 / Math.max(a.latency.p99, 0.01), 2)})`;
  out(`Future list, first page, 1,000 → 100,000 matches: ${ratio(smallList.result, list!.result)}`);
  out(`  (bare route on those two servers: ${fmt(smallBare.result.latency.mean)} → ${fmt(bare.result.latency.mean)} ms mean)`);
  out(`Future list at 100,000, first page → last page: ${ratio(list!.result, last!.result)}`);
  out(`A 2-character search ("li") answers ${short.status} "${short.body.message}" without touching the table.`);
}
