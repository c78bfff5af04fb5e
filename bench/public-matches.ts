/**
 * The fans' public API (decision 054) under load, on PGlite and, when a PostgreSQL server is named,
 * on a fresh database there: the scale set (100,000 matches, 10,000 bars), all bars accepted with a
 * position and showing one coming match. Each route beside a bare route of the same server that
 * passes the same per-address throttle and answers a fixed page of the same shape (read once at
 * start): the ratio is what the route's queries cost. Prints ratios, never pass/fail (bench/README.md).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Result } from 'autocannon';
import { sql } from 'drizzle-orm';
import {
  publicMatchBarsSchema,
  publicMatchListSchema,
  type PublicMatchBars,
  type PublicMatchList,
} from '@app/contract/public-matches';
import { parseEnv } from '../apps/server/src/config/env.ts';
import { openDatabase, queryRows } from '../apps/server/src/db/client.ts';
import { buildApp } from '../apps/server/src/app.ts';
import { seedDemo } from '../apps/server/src/seed/index.ts';
import { publicThrottle } from '../apps/server/src/routes/public/public-throttle.ts';
import { hashPassword } from '../apps/server/src/services/auth/passwords.ts';
import { createPostgresDatabase, loadInChild, postgresUrl, type DatabaseKind } from './matches.ts';

const CONNECTIONS = 10;
const PASSWORD = 'Bench-Passw0rd';
const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 4);
const MATCHES = 100_000;
const BARS = 10_000;
const NEAR = '51.5074,-0.1278';
/** Fans going to the match's bars and fans with a booking there, spread over 200 bars. */
const GOERS = 20_000;
const BOOKERS = 4_000;
/** Booking requests timed one after another (each cancelled before the next), and as many bare reads. */
const BOOKING_REQUESTS = 300;

const fmt = (n: number, digits = 1) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
const spread = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99) };
};

/**
 * A fan's booking request timed as the fan's phone waits for it, one after another (each cancelled
 * before the next, so the seats never run out), beside a bare signed-in read timed the same way.
 */
async function bookingTimes(app: Awaited<ReturnType<typeof buildApp>>, base: string, matchId: string) {
  const [fan] = await queryRows<{ id: string; email: string }>(
    app.db,
    sql`select id, email from users where email = ${`fan${GOERS + BOOKERS + 1}@bench.test`}`,
  );
  await app.db.execute(sql`update users set password_hash = ${await hashPassword(PASSWORD)} where id = ${fan!.id}`);
  const signin = await app.inject({
    method: 'POST',
    url: '/api/authentication/signin',
    payload: { email: fan!.email, password: PASSWORD },
  });
  const headers = { authorization: `Bearer ${signin.json<{ accessToken: string }>().accessToken}` };
  const [bar] = await queryRows<{ slug: string }>(app.db, sql`select slug from bars order by latitude, id limit 1`);
  const book: number[] = [];
  const bare: number[] = [];
  for (let i = 0; i < BOOKING_REQUESTS; i += 1) {
    let t0 = performance.now();
    const made = await fetch(`${base}/api/play/bookings`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ slug: bar!.slug, matchId, seats: 2, name: 'Bench fan' }),
    });
    const { id } = (await made.json()) as { id: string };
    book.push(performance.now() - t0);
    if (made.status !== 201) throw new Error(`booking refused: ${made.status}`);
    await fetch(`${base}/api/play/bookings/${id}/cancel`, { method: 'POST', headers });
    t0 = performance.now();
    const read = await fetch(`${base}/api/bench/bare-signed-in`, { headers });
    await read.arrayBuffer();
    bare.push(performance.now() - t0);
  }
  return { book: spread(book), bare: spread(bare) };
}

export async function runPublicMatchesBench(kind: DatabaseKind = 'pglite'): Promise<void> {
  const out = (line = '') => process.stdout.write(`${line}\n`);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'matchday-bench-public-'));
  const serverUrl = postgresUrl();
  const postgres = kind === 'postgres' && serverUrl ? await createPostgresDatabase(serverUrl) : null;
  const database = await openDatabase(postgres ? { url: postgres.url } : { dataDir: path.join(dir, 'db') });
  try {
    await database.migrate();
    const started = performance.now();
    await seedDemo(database.db, { password: PASSWORD, scale: { matches: MATCHES, bars: BARS } });
    // Every bar accepted, out of the trash, with a position spread over Europe, all showing one coming match.
    await database.db.execute(sql`update bars set status = 'accepted', trashed_at = null,
      latitude = 36 + (abs(hashtext(id::text)) % 2000) / 100.0, longitude = -9 + (abs(hashtext(reverse(id::text))) % 3300) / 100.0`);
    const [match] = await queryRows<{ id: string }>(
      database.db,
      sql`select id from matches where trashed_at is null and phase = 'future'
      and scheduled_date > now() + interval '1 day' order by scheduled_date limit 1`,
    );
    await database.db.execute(
      sql`insert into bar_broadcasts (bar_id, match_id) select id, ${match!.id} from bars on conflict do nothing`,
    );
    // Fans acting on the match: GOERS say "I'm going" at bars near London, BOOKERS book (half accepted).
    await database.db.execute(sql`insert into users (email, nickname, role, language, email_confirmed_at)
      select 'fan' || g || '@bench.test', 'Fan ' || g, 'player', 'en', now() from generate_series(1, ${GOERS + BOOKERS + 1}) g`);
    await database.db.execute(sql`update bars set takes_bookings = true, booking_seats_per_match = 1000`);
    await database.db.execute(sql`insert into match_goers (user_id, bar_id, match_id)
      select u.id, b.id, ${match!.id}
      from (select id, row_number() over (order by id) n from users where email like 'fan%@bench.test') u
      join (select id, row_number() over (order by latitude, id) n from bars) b on b.n = 1 + u.n % 200
      where u.n <= ${GOERS}`);
    await database.db.execute(sql`insert into bookings (user_id, bar_id, match_id, seats, name, status)
      select u.id, b.id, ${match!.id}, 2, 'Fan', case when u.n % 2 = 0 then 'accepted' else 'requested' end
      from (select id, row_number() over (order by id) n from users where email like 'fan%@bench.test') u
      join (select id, row_number() over (order by latitude, id) n from bars) b on b.n = 1 + u.n % 200
      where u.n > ${GOERS} and u.n <= ${GOERS + BOOKERS}`);
    await database.db.execute(sql`vacuum analyze bars`);
    await database.db.execute(sql`vacuum analyze bar_broadcasts`);
    await database.db.execute(sql`vacuum analyze match_goers`);
    await database.db.execute(sql`vacuum analyze bookings`);
    const seedSeconds = (performance.now() - started) / 1000;

    const config = parseEnv({
      NODE_ENV: 'production',
      DATA_DIR: dir,
      LOG_LEVEL: 'silent',
      SEED: 'none',
      PUBLIC_REQUESTS_PER_MINUTE: '10000000',
    });
    const app = await buildApp({
      config,
      database,
      jwtSecret: 'bench-secret-that-is-long-enough-for-hs256-0123456789',
      logger: false,
    });
    let fixedList: PublicMatchList = { matches: [], total: 0, page: 0, pageSize: 20 };
    let fixedBars: PublicMatchBars | null = null;
    app.get(
      '/api/bench/bare-public-matches',
      { onRequest: publicThrottle(app), schema: { hide: true, response: { 200: publicMatchListSchema } } },
      async () => fixedList,
    );
    app.get(
      '/api/bench/bare-public-bars',
      { onRequest: publicThrottle(app), schema: { hide: true, response: { 200: publicMatchBarsSchema } } },
      async () => fixedBars,
    );
    app.get(
      '/api/bench/bare-signed-in',
      { onRequest: app.requireRole('player'), schema: { hide: true, response: { 200: publicMatchListSchema } } },
      async () => fixedList,
    );
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    fixedList = publicMatchListSchema.parse((await app.inject({ method: 'GET', url: '/api/public/matches' })).json());
    fixedBars = publicMatchBarsSchema.parse(
      (await app.inject({ method: 'GET', url: `/api/public/matches/${match!.id}/bars?near=${NEAR}` })).json(),
    );
    const search = publicMatchListSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/public/matches?q=liverpool' })).json(),
    );

    const load = async (url: string): Promise<Result> => {
      const result = await loadInChild({
        options: { url: `${base}${url}`, connections: CONNECTIONS, headers: { 'accept-encoding': 'br, gzip' } },
        warmUpSeconds: 1,
        seconds: SECONDS,
      });
      if (result.non2xx > 0 || result.errors > 0)
        throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
      return result;
    };
    const bareList = await load('/api/bench/bare-public-matches');
    const bareBars = await load('/api/bench/bare-public-bars');
    const rows: { name: string; result: Result; bare: Result }[] = [
      {
        name: `matches, 14 days (${fixedList.total.toLocaleString()})`,
        result: await load('/api/public/matches'),
        bare: bareList,
      },
      {
        name: `matches, "liverpool" (${search.total.toLocaleString()})`,
        result: await load('/api/public/matches?q=liverpool'),
        bare: bareList,
      },
      {
        name: 'matches, middle page',
        result: await load(`/api/public/matches?page=${Math.floor(fixedList.total / 40)}`),
        bare: bareList,
      },
      {
        name: `bars of a match, near (${fixedBars.total.toLocaleString()})`,
        result: await load(`/api/public/matches/${match!.id}/bars?near=${NEAR}`),
        bare: bareBars,
      },
      {
        name: 'bars of a match, by city and name',
        result: await load(`/api/public/matches/${match!.id}/bars`),
        bare: bareBars,
      },
      // The fans' pages of the same reads, written by React (decision 076); a match page's GET counts its view.
      { name: '/watch page', result: await load('/watch'), bare: bareList },
      { name: '/watch/{id} page, near', result: await load(`/watch/${match!.id}?near=${NEAR}`), bare: bareBars },
    ];
    const booking = await bookingTimes(app, base, match!.id);
    await app.close();

    out(
      `Public matches benchmark: ${kind === 'pglite' ? 'PGlite in a temp folder' : 'PostgreSQL (a fresh database)'}, ${MATCHES.toLocaleString()} matches, ${BARS.toLocaleString()} accepted bars showing one match, seeded in ${fmt(seedSeconds)} s; ${CONNECTIONS} connections, ${SECONDS} s per route, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    out(
      `  ${'route'.padEnd(40)}${'req/s'.padStart(9)}${'p99 ms'.padStart(9)}${'bare req/s'.padStart(12)}${'req/s ÷ bare'.padStart(14)}`,
    );
    for (const row of rows) {
      out(
        `  ${row.name.padEnd(40)}${fmt(row.result.requests.average, 0).padStart(9)}${fmt(row.result.latency.p99).padStart(9)}` +
          `${fmt(row.bare.requests.average, 0).padStart(12)}${fmt(row.result.requests.average / row.bare.requests.average, 2).padStart(14)}`,
      );
    }
    out(
      `  (the match's bars carry their fans going: ${GOERS.toLocaleString()} "I'm going" and ${BOOKERS.toLocaleString()} bookings over 200 bars)`,
    );
    out(
      `  a booking request (POST /api/play/bookings, ${BOOKING_REQUESTS} one after another, each cancelled before the next): p50 ${fmt(booking.book.p50)} ms, p99 ${fmt(booking.book.p99)} ms; a bare signed-in route the same way: p50 ${fmt(booking.bare.p50)} ms, p99 ${fmt(booking.bare.p99)} ms; p99 ÷ bare ${fmt(booking.book.p99 / booking.bare.p99, 2)}`,
    );
  } finally {
    await database.close();
    await postgres?.drop();
    await rm(dir, { recursive: true, force: true });
  }
}
