/**
 * The fixtures feed (decision 050): a first sync of six competitions (about 2,000 matches, 132
 * teams with SVG crests to rasterise) from the replay server, then a re-sync that finds nothing
 * new. Prints the seconds and the rows written (rows of competitions, teams and matches whose
 * xmin is newer than the run's first transaction id): the re-sync must write none. The replay
 * announces a large budget, so the free plan's 10 requests a minute (12 requests here) is not
 * what is timed.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, type DatabaseHandle } from '../apps/server/src/db/client.ts';
import { createFootballDataClient } from '../apps/server/src/services/feed/football-data-client.ts';
import { createFeedSync } from '../apps/server/src/services/feed/feed-sync.ts';
import { startReplayServer, type ReplaySeason } from '@app/feed-replay/replay-server';
import { postgresUrl } from './matches.ts';

const out = (line = '') => process.stdout.write(`${line}\n`);
/** Code, provider id, teams, and whether every pair meets twice (a league) or a cup's share of that. */
const COMPETITIONS = [
  ['PL', 2021, 20],
  ['PD', 2014, 20],
  ['SA', 2019, 20],
  ['BL1', 2002, 18],
  ['FL1', 2015, 18],
  ['CL', 2001, 36],
] as const;

/**
 * A season in the provider's documented shape: a double round robin (the cup: 8 matches per team, 144, plus 100
 * knockout-like ones).
 */
function syntheticSeason(): ReplaySeason {
  const season: ReplaySeason = {};
  let matchId = 600_000;
  const start = Date.UTC(2026, 7, 15, 14, 0, 0);
  for (const [code, competitionId, teamCount] of COMPETITIONS) {
    const competition = {
      id: competitionId,
      name: `Bench ${code}`,
      code,
      type: code === 'CL' ? 'CUP' : 'LEAGUE',
      emblem: `https://crests.football-data.org/${code}.svg`,
    };
    const teams = Array.from({ length: teamCount }, (_, i) => {
      const id = competitionId * 100 + i;
      return {
        id,
        name: `${code} Club ${i + 1}`,
        shortName: `Club ${i + 1}`,
        tla: `C${String(i).padStart(2, '0')}`,
        crest: `https://crests.football-data.org/${id}.svg`,
        area: { id: 1, name: 'Benchland' },
      };
    });
    const pairs: [number, number][] = [];
    for (let h = 0; h < teamCount; h += 1) for (let a = 0; a < teamCount; a += 1) if (h !== a) pairs.push([h, a]);
    const chosen = code === 'CL' ? pairs.filter((_, i) => i % 5 === 0).slice(0, 250) : pairs;
    const matches = chosen.map(([h, a], i) => {
      const kickOff = start + Math.floor(i / (teamCount / 2)) * 7 * 86_400_000 + (i % 3) * 7_200_000;
      const played = kickOff < Date.UTC(2026, 10, 20);
      const home = teams[h]!;
      const away = teams[a]!;
      return {
        id: matchId++,
        utcDate: new Date(kickOff).toISOString().replace('.000Z', 'Z'),
        status: played ? 'FINISHED' : 'TIMED',
        matchday: Math.floor(i / (teamCount / 2)) + 1,
        stage: code === 'CL' ? 'LEAGUE_STAGE' : 'REGULAR_SEASON',
        group: null,
        lastUpdated: '2026-11-27T00:00:00Z',
        homeTeam: { id: home.id, name: home.name, shortName: home.shortName, tla: home.tla, crest: home.crest },
        awayTeam: { id: away.id, name: away.name, shortName: away.shortName, tla: away.tla, crest: away.crest },
        score: {
          winner: played ? 'DRAW' : null,
          duration: 'REGULAR',
          fullTime: { home: played ? i % 3 : null, away: played ? i % 3 : null },
          halfTime: { home: null, away: null },
        },
        area: { id: 1, name: 'Benchland' },
        competition,
      };
    });
    season[code] = {
      matches: { filters: {}, resultSet: { count: matches.length }, competition, matches },
      teams: { count: teams.length, competition, teams },
    };
  }
  return season;
}

async function rowsWrittenSince(database: DatabaseHandle, txid: bigint): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    database.db,
    sql`select (
    (select count(*) from matches where xmin::text::bigint >= ${txid.toString()}::bigint) +
    (select count(*) from teams where xmin::text::bigint >= ${txid.toString()}::bigint) +
    (select count(*) from competitions where xmin::text::bigint >= ${txid.toString()}::bigint))::int as n`,
  );
  return Number(row?.n ?? 0);
}

async function currentTxid(database: DatabaseHandle): Promise<bigint> {
  const [row] = await queryRows<{ txid: string }>(database.db, sql`select txid_current()::text as txid`);
  return BigInt(row?.txid ?? '0');
}

async function run(kind: 'pglite' | 'postgres'): Promise<void> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'matchday-bench-feed-'));
  const serverUrl = postgresUrl();
  let drop: (() => Promise<void>) | null = null;
  let url: string | null = null;
  if (kind === 'postgres' && serverUrl) {
    const name = `bench_feed_${randomBytes(5).toString('hex')}`;
    const admin = async (statement: string) => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(statement);
      } finally {
        await client.end();
      }
    };
    await admin(`create database ${name}`);
    const u = new URL(serverUrl);
    u.pathname = `/${name}`;
    url = u.toString();
    drop = () => admin(`drop database if exists ${name} with (force)`);
  }
  const database = await openDatabase(url ? { url } : { dataDir: path.join(dir, 'db') });
  const season = syntheticSeason();
  const replay = await startReplayServer({ season, requestsPerMinute: 100_000 });
  try {
    await database.migrate();
    const client = createFootballDataClient({ baseUrl: replay.url, token: 'bench-token', timeoutMs: 30_000 });
    const codes = COMPETITIONS.map(([code]) => code);
    const feed = createFeedSync({
      db: database.db,
      client,
      codes,
      syncMinutes: 360,
      consoleUrl: 'http://bench',
      crests: { origins: [replay.url], timeoutMs: 30_000 },
      log: { info: () => undefined, warn: (o, m) => out(`  warn: ${m} ${JSON.stringify(o)}`) },
    });
    const total = Object.values(season).reduce((n, c) => n + c.matches.matches.length, 0);
    const where =
      kind === 'pglite'
        ? 'PGlite in a temp folder'
        : `PostgreSQL (a fresh database on ${new URL(serverUrl ?? 'postgres://-').host})`;
    out(
      `feed: ${where}, ${codes.length} competitions, ${total.toLocaleString('en-US')} matches, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    for (const label of ['first sync', 're-sync, nothing new']) {
      const txid = await currentTxid(database);
      const requestsBefore = replay.hits.length;
      const started = performance.now();
      await feed.syncNow();
      const seconds = (performance.now() - started) / 1000;
      const status = await feed.status();
      const counts = status.competitions.reduce(
        (s, c) => ({
          created: s.created + c.created,
          updated: s.updated + c.updated,
          unchanged: s.unchanged + c.unchanged,
        }),
        { created: 0, updated: 0, unchanged: 0 },
      );
      const failed = status.competitions.filter((c) => c.outcome !== 'ok').map((c) => c.code);
      out(
        `  ${label.padEnd(22)} ${seconds.toFixed(2).padStart(6)} s, ${replay.hits.length - requestsBefore} requests, rows written ${await rowsWrittenSince(database, txid)} (created ${counts.created}, updated ${counts.updated}, unchanged ${counts.unchanged})${failed.length ? `, NOT OK: ${failed.join(', ')}` : ''}`,
      );
    }
  } finally {
    await replay.close();
    await database.close();
    await drop?.();
    await rm(dir, { recursive: true, force: true });
  }
}

export async function runFeedBench(): Promise<void> {
  await run('pglite');
  if (postgresUrl()) await run('postgres');
}
