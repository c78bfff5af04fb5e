/**
 * The console's match list and the admin lists under load, on the embedded database (PGlite) in
 * a temp folder and, when BENCH_DATABASE_URL or TEST_DATABASE_URL names a PostgreSQL server, on a
 * fresh database there: a real server instance, the scale set, autocannon against the lists, a
 * search and a competition filter, each beside a bare route of the same server that answers a
 * fixed 50-row page after the same authentication. Prints ratios, never pass/fail: see
 * bench/README.md.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fork } from 'node:child_process';
import type { Options, Result } from 'autocannon';
import type { LoadAnswer, LoadRequest } from './load-generator.ts';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { ownerMatchesAnswerSchema, type OwnerMatchesAnswer } from '@app/contract/matches';
import { adminMatchListSchema, type AdminMatchList } from '@app/contract/matches-admin';
import { adminBarListSchema, type AdminBarList } from '@app/contract/bars-admin';
import { parseEnv } from '../apps/server/src/config/env.ts';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/client.ts';
import { buildApp } from '../apps/server/src/app.ts';
import { seedDemo } from '../apps/server/src/seed/index.ts';

const PASSWORD = 'Bench-Passw0rd';
const CONNECTIONS = 10;
const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 4);
const WARM_UP_SECONDS = 1;
const BARS = 10_000;

export type DatabaseKind = 'pglite' | 'postgres';
type Server = {
  app: FastifyInstance;
  database: DatabaseHandle;
  dir: string;
  base: string;
  token: string;
  adminToken: string;
  seedSeconds: number;
  dropDatabase: () => Promise<void>;
};
type Row = { name: string; url: string; result: Result };
/** A measured route and the bare route it is compared with. */
type Compared = { row: Row; bare: Row };

/** The PostgreSQL server of this run, if any. */
export const postgresUrl = (): string | undefined =>
  process.env['BENCH_DATABASE_URL'] || process.env['TEST_DATABASE_URL'] || undefined;

/** A new, empty database on the PostgreSQL server (dropped by the returned function). */
export async function createPostgresDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `bench_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

/**
 * A real server on a fresh database (PGlite folder or PostgreSQL) with `matches` scale-set matches, listening on a free
 * port.
 */
async function startServer(matches: number, kind: DatabaseKind): Promise<Server> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'matchday-bench-'));
  const serverUrl = postgresUrl();
  const postgres = kind === 'postgres' && serverUrl ? await createPostgresDatabase(serverUrl) : null;
  const database = await openDatabase(postgres ? { url: postgres.url } : { dataDir: path.join(dir, 'db') });
  await database.migrate();
  const started = performance.now();
  await seedDemo(database.db, { password: PASSWORD, scale: { matches, bars: BARS } });
  const seedSeconds = (performance.now() - started) / 1000;
  const config = parseEnv({ NODE_ENV: 'production', DATA_DIR: dir, LOG_LEVEL: 'silent', SEED: 'none' });
  const app = await buildApp({
    config,
    database,
    jwtSecret: 'bench-secret-that-is-long-enough-for-hs256-0123456789',
    logger: false,
  });

  // The baselines, registered here only: each with the same authentication, response schema and
  // serializer as the list it stands beside, and a fixed answer of 50 real rows (read once below), no query.
  let fixed: OwnerMatchesAnswer = { matches: [], count: 0 };
  app.get(
    '/api/bench/bare',
    {
      onRequest: app.requireRole('owner', 'staff', 'admin'),
      schema: { hide: true, response: { 200: ownerMatchesAnswerSchema } },
    },
    async () => fixed,
  );
  let fixedAdminMatches: AdminMatchList = { folderMatches: [], total: 0 };
  app.get(
    '/api/bench/bare-admin-matches',
    {
      onRequest: app.requireRole('admin'),
      schema: { hide: true, response: { 200: adminMatchListSchema } },
    },
    async () => fixedAdminMatches,
  );
  let fixedAdminBars: AdminBarList = { folderBars: [], total: 0 };
  app.get(
    '/api/bench/bare-admin-bars',
    {
      onRequest: app.requireRole('admin'),
      schema: { hide: true, response: { 200: adminBarListSchema } },
    },
    async () => fixedAdminBars,
  );

  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const signin = await app.inject({
    method: 'POST',
    url: '/api/authentication/signin',
    payload: { email: 'owner@example.com', password: PASSWORD },
  });
  const token = signin.json<{ accessToken: string }>().accessToken;
  const adminSignin = await app.inject({
    method: 'POST',
    url: '/api/authentication/signin',
    payload: { email: 'admin@example.com', password: PASSWORD },
  });
  const adminToken = adminSignin.json<{ accessToken: string }>().accessToken;
  const page = await app.inject({
    method: 'GET',
    url: '/api/matches/admin?matchStatus=future',
    headers: { authorization: `Bearer ${token}` },
  });
  fixed = ownerMatchesAnswerSchema.parse(page.json());
  if (fixed.matches.length !== 50)
    throw new Error(`expected a full page for the bare route, got ${fixed.matches.length} rows`);
  const adminAuth = { authorization: `Bearer ${adminToken}` };
  fixedAdminMatches = adminMatchListSchema.parse(
    (await app.inject({ method: 'GET', url: '/api/match?selectedFolder=future', headers: adminAuth })).json(),
  );
  fixedAdminBars = adminBarListSchema.parse(
    (await app.inject({ method: 'GET', url: '/api/bar?selectedFolder=accepted', headers: adminAuth })).json(),
  );
  if (fixedAdminMatches.folderMatches.length !== 50 || fixedAdminBars.folderBars.length !== 50) {
    throw new Error(
      `expected full admin pages for the bare routes, got ${fixedAdminMatches.folderMatches.length} matches and ${fixedAdminBars.folderBars.length} bars`,
    );
  }
  return {
    app,
    database,
    dir,
    base: address,
    token,
    adminToken,
    seedSeconds,
    dropDatabase: postgres?.drop ?? (async () => undefined),
  };
}

async function stopServer(server: Server): Promise<void> {
  await server.app.close();
  await server.database.close();
  await server.dropDatabase();
  await rm(server.dir, { recursive: true, force: true });
}

type As = 'owner' | 'admin';
const bearer = (server: Server, as: As) => `Bearer ${as === 'admin' ? server.adminToken : server.token}`;

async function get<T>(server: Server, url: string, as: As = 'owner'): Promise<{ status: number; body: T }> {
  const res = await fetch(`${server.base}${url}`, { headers: { authorization: bearer(server, as) } });
  return { status: res.status, body: (await res.json()) as T };
}

/** Autocannon in a process of its own (bench/load-generator.ts), so the client's work is not on the server's core. */
export function loadInChild(request: LoadRequest & { options: Options }): Promise<Result>;
export function loadInChild(request: LoadRequest & { options: Options[] }): Promise<Result[]>;
export function loadInChild(request: LoadRequest): Promise<Result | Result[]> {
  return new Promise((resolve, reject) => {
    const child = fork(new URL('./load-generator.ts', import.meta.url), { stdio: 'inherit' });
    // The answer settles it: on a loaded machine the child's exit can be seen before its last message.
    child.once('message', (answer: LoadAnswer) => {
      if ('error' in answer) reject(new Error(answer.error));
      else resolve('results' in answer ? answer.results : answer.result);
    });
    child.once('error', reject);
    child.once('close', (code) => reject(new Error(`the load generator stopped with code ${code} and no result`)));
    child.send(request);
  });
}

/** Autocannon against one route; the answers are compressed as a browser asks (Accept-Encoding). */
async function load(server: Server, name: string, url: string, as: As = 'owner'): Promise<Row> {
  const options = {
    url: `${server.base}${url}`,
    connections: CONNECTIONS,
    headers: { authorization: bearer(server, as), 'accept-encoding': 'br, gzip' },
  };
  const result = await loadInChild({ options, warmUpSeconds: WARM_UP_SECONDS, seconds: SECONDS });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { name, url, result };
}

const fmt = (n: number, digits = 1) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const pad = (s: string, n: number) => s.padEnd(n);
const lpad = (s: string, n: number) => s.padStart(n);

function table(title: string, rows: Compared[]): string {
  const lines = [
    title,
    `  ${pad('route', 34)}${lpad('req/s', 10)}${lpad('p99 ms', 9)}${lpad('bare req/s', 12)}${lpad('bare p99', 10)}${lpad('req/s ÷ bare', 14)}${lpad('p99 × bare', 12)}`,
  ];
  for (const {
    row: { name, result },
    bare,
  } of rows) {
    lines.push(
      `  ${pad(name, 34)}${lpad(fmt(result.requests.average, 0), 10)}${lpad(fmt(result.latency.p99), 9)}` +
        `${lpad(fmt(bare.result.requests.average, 0), 12)}${lpad(fmt(bare.result.latency.p99), 10)}` +
        `${lpad(fmt(result.requests.average / bare.result.requests.average, 2), 14)}${lpad(fmt(result.latency.p99 / Math.max(bare.result.latency.p99, 0.01), 2), 12)}`,
    );
  }
  return lines.join('\n');
}

export async function runMatchesBench(kind: DatabaseKind = 'pglite'): Promise<void> {
  const out = (line = '') => process.stdout.write(`${line}\n`);
  const where =
    kind === 'pglite'
      ? 'PGlite in a temp folder'
      : `PostgreSQL (a fresh database on ${new URL(postgresUrl() ?? 'postgres://-').host})`;
  out(
    `Matches benchmark: ${where}, Node ${process.version}, autocannon ${CONNECTIONS} connections in a child process, ${SECONDS} s per route (after ${WARM_UP_SECONDS} s warm-up), ${os.cpus().length} CPUs, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  out();

  // 1,000 matches: the list's latency on a small table.
  const small = await startServer(1_000, kind);
  out(`seeded 1,000 matches + ${BARS.toLocaleString()} bars in ${fmt(small.seedSeconds)} s`);
  const smallBare = await load(small, 'bare route (fixed 50 rows)', '/api/bench/bare');
  const smallList = await load(small, 'future list, first page', '/api/matches/admin?matchStatus=future');
  await stopServer(small);

  // 100,000 matches: the scale set.
  const large = await startServer(100_000, kind);
  out(`seeded 100,000 matches + ${BARS.toLocaleString()} bars in ${fmt(large.seedSeconds)} s`);
  const competitions = await get<{ id: string; name: string }[]>(large, '/api/competitions/active');
  const competition = competitions.body[0]!;
  const future = await get<OwnerMatchesAnswer>(large, '/api/matches/admin?matchStatus=future');
  const lastPage = Math.ceil(future.body.count / 50) - 1;
  const search = await get<OwnerMatchesAnswer>(large, '/api/matches/admin?query=liverpool');
  const short = await get<{ message: string }>(large, '/api/matches/admin?query=li');
  const adminMatches = await get<{ total: number }>(large, '/api/match?selectedFolder=future', 'admin');
  const adminBars = await get<{ total: number }>(large, '/api/bar?selectedFolder=accepted', 'admin');
  const middle = (total: number) => Math.max(0, Math.floor((Math.ceil(total / 50) - 1) / 2));

  const bare = await load(large, 'bare route (fixed 50 rows)', '/api/bench/bare');
  const ownerRows = [
    await load(large, 'future list, first page', '/api/matches/admin?matchStatus=future'),
    await load(large, 'search "liverpool"', '/api/matches/admin?query=liverpool'),
    await load(large, `competition "${competition.name}"`, `/api/matches/admin?competitions=${competition.id}`),
    await load(
      large,
      `future list, last page (${lastPage + 1})`,
      `/api/matches/admin?matchStatus=future&page=${lastPage}`,
    ),
    await load(
      large,
      `future list, middle page (${Math.floor(lastPage / 2) + 1})`,
      `/api/matches/admin?matchStatus=future&page=${Math.floor(lastPage / 2)}`,
    ),
  ];
  const bareAdminMatches = await load(large, 'bare admin matches (fixed 50)', '/api/bench/bare-admin-matches', 'admin');
  const adminMatchRows = [
    await load(large, 'admin matches, first page', '/api/match?selectedFolder=future', 'admin'),
    await load(
      large,
      `admin matches, middle page (${middle(adminMatches.body.total) + 1})`,
      `/api/match?selectedFolder=future&page=${middle(adminMatches.body.total)}`,
      'admin',
    ),
    await load(
      large,
      'admin matches, search "liverpool"',
      '/api/match?selectedFolder=future&searchText=liverpool',
      'admin',
    ),
  ];
  const bareAdminBars = await load(large, 'bare admin bars (fixed 50)', '/api/bench/bare-admin-bars', 'admin');
  const adminBarRows = [
    await load(large, 'admin bars, first page', '/api/bar?selectedFolder=accepted', 'admin'),
    await load(
      large,
      `admin bars, middle page (${middle(adminBars.body.total) + 1})`,
      `/api/bar?selectedFolder=accepted&page=${middle(adminBars.body.total)}`,
      'admin',
    ),
  ];
  // The bare routes are also listed against the owner's bare: what the admin lists' own answers cost to send.
  const rows: Compared[] = [
    ...ownerRows.map((row) => ({ row, bare })),
    { row: bareAdminMatches, bare },
    { row: bareAdminBars, bare },
    ...adminMatchRows.map((row) => ({ row, bare: bareAdminMatches })),
    ...adminBarRows.map((row) => ({ row, bare: bareAdminBars })),
  ];
  await stopServer(large);

  out();
  out(
    `100,000 matches: ${future.body.count.toLocaleString()} future, "liverpool" finds ${search.body.count.toLocaleString()}; admin: ${adminMatches.body.total.toLocaleString()} future matches, ${adminBars.body.total.toLocaleString()} accepted bars`,
  );
  out(
    table(
      `Each route beside its bare route on the same server (${kind}; the owner's list and the two bare admin routes beside the owner's bare route, each admin list beside the bare route of its own answer; ratios: 1.00 = as fast as answering a fixed page)`,
      rows,
    ),
  );
  out();
  const [list, , , last] = ownerRows;
  const ratio = (a: Result, b: Result) =>
    `mean ${fmt(a.latency.mean)} → ${fmt(b.latency.mean)} ms (× ${fmt(b.latency.mean / Math.max(a.latency.mean, 0.01), 2)}), p99 ${fmt(a.latency.p99)} → ${fmt(b.latency.p99)} ms (× ${fmt(b.latency.p99 / Math.max(a.latency.p99, 0.01), 2)})`;
  out(`Future list, first page, 1,000 → 100,000 matches: ${ratio(smallList.result, list!.result)}`);
  out(
    `  (bare route on those two servers: ${fmt(smallBare.result.latency.mean)} → ${fmt(bare.result.latency.mean)} ms mean)`,
  );
  out(`Future list at 100,000, first page → last page: ${ratio(list!.result, last!.result)}`);
  out(`A 2-character search ("li") answers ${short.status} "${short.body.message}" without touching the table.`);
}
