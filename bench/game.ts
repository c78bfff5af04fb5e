/**
 * The championship game at scale, on PGlite and, when a PostgreSQL server is
 * named, on a fresh database there: 100,000 players with a prediction on each of a championship's
 * 50 matches (5,000,000 predictions, built in one INSERT … SELECT). Times the admin's PUT /api/match
 * that ends the last match (100,000 predictions scored, every board brought up to date in the same
 * transaction), a corrected score and the same score again, and the score set back once every
 * player is in one of 2,000 private leagues of 50; then the boards, a league's board and a player's
 * own position under load, each beside a bare route of the same answer shape; last, one pass of the
 * reminder job that mails every player, timed while a board is read. Prints figures, never
 * pass/fail (bench/README.md).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Result } from 'autocannon';
import { sql } from 'drizzle-orm';
import type { LoginRecord } from '@app/contract/auth';
import type { AdminMatch } from '@app/contract/matches-admin';
import { leaderboardSchema, playMeSchema, type Leaderboard, type PlayMe } from '@app/contract/game';
import { parseEnv } from '../apps/server/src/config/env.ts';
import { openDatabase, queryRows, type Database } from '../apps/server/src/db/client.ts';
import { buildApp } from '../apps/server/src/app.ts';
import { seedDemo } from '../apps/server/src/seed/index.ts';
import { championshipMatches, championships, matches } from '../apps/server/src/db/schema/index.ts';
import { hashPassword } from '../apps/server/src/services/auth/passwords.ts';
import { predictionScoreSql, rebuildStandings } from '../apps/server/src/services/game/scoring.ts';
import { createPostgresDatabase, loadInChild, postgresUrl, type DatabaseKind } from './matches.ts';

const PASSWORD = 'Bench-Passw0rd';
const PLAYERS = Number(process.env['BENCH_PLAYERS'] ?? 100_000);
const MATCHES = 50;
const CONNECTIONS = 10;
/** Private leagues of 50 players each, every bench player in one: 2,000 of them at 100,000 players. */
const LEAGUE_SIZE = 50;
const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 4);
const DAY = 86_400_000;

const fmt = (n: number, digits = 1) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const seconds = (started: number) => (performance.now() - started) / 1000;

/** A published championship of 50 matches, one a day; all but the last finished with a score, the last one live. */
async function buildChampionship(db: Database): Promise<{ id: string; matchIds: string[] }> {
  const now = Date.now();
  const [championship] = await db
    .insert(championships)
    .values({
      name: 'Bench championship',
      stake: 'Glory',
      logo: '/api/media/logo',
      cover: '/api/media/cover',
      published: true,
      qrCodeEligible: true,
      dailyPrizes: 3,
      weeklyPrizes: 3,
      allTimePrizes: 3,
      howItWorks: [{ text: 'Predict the scores', language: 'en' }],
      timeZone: 'Europe/Paris',
    })
    .returning({ id: championships.id });
  const rows = await db
    .insert(matches)
    .values(
      Array.from({ length: MATCHES }, (_, i) => {
        const at = new Date(now - (MATCHES - i) * DAY + (i === MATCHES - 1 ? DAY - 2 * 3_600_000 : 0));
        const last = i === MATCHES - 1;
        return {
          homeTeam: `Bench Home ${i}`,
          awayTeam: `Bench Away ${i}`,
          headline: `Bench Home ${i} - Bench Away ${i}`,
          country: 'England',
          scheduledDate: at,
          status: last ? 'LIVE' : 'FT',
          fullTimeHomeGoals: last ? null : i % 4,
          fullTimeAwayGoals: last ? null : (i * 7) % 3,
          dates: [
            {
              date: `${String(at.getUTCDate()).padStart(2, '0')}.${String(at.getUTCMonth() + 1).padStart(2, '0')}.${at.getUTCFullYear()}`,
              label: 'start_date',
            },
          ],
        };
      }),
    )
    .returning({ id: matches.id, scheduledDate: matches.scheduledDate });
  rows.sort((a, b) => a.scheduledDate.getTime() - b.scheduledDate.getTime());
  await db.insert(championshipMatches).values(rows.map((m) => ({ championshipId: championship!.id, matchId: m.id })));
  return { id: championship!.id, matchIds: rows.map((m) => m.id) };
}

/**
 * The players and their predictions, each in one statement: picks spread by a hash, so boards have
 * every kind of tie; the finished matches' predictions written already scored, by the game's own rule.
 */
async function buildPlayers(db: Database, championshipId: string): Promise<void> {
  await db.execute(sql`insert into users (email, nickname, role, language)
    select 'bench' || g || '@players.test', 'Player ' || g, 'player', 'en' from generate_series(1, ${PLAYERS}) g`);
  const score = predictionScoreSql;
  await db.execute(sql`insert into predictions (championship_id, match_id, user_id, home, away, points, exact, outcome)
    select p.championship_id, p.match_id, p.user_id, p.home, p.away, ${score.points}, ${score.exact}, ${score.outcome}
    from (
      select cm.championship_id, cm.match_id, u.id as user_id,
             abs(hashtext(u.id::text || cm.match_id::text)) % 4 as home, abs(hashtext(cm.match_id::text || u.id::text)) % 3 as away
      from championship_matches cm cross join users u
      where cm.championship_id = ${championshipId} and u.email like 'bench%@players.test'
    ) p join matches m on m.id = p.match_id join championships c on c.id = p.championship_id`);
}

/**
 * Every bench player in one private league of LEAGUE_SIZE, in one statement each; the first member
 * owns the league. Leagues read the official standings: the scoring job knows nothing
 * of them, and the benchmark times it before and after they exist.
 */
async function buildLeagues(db: Database, championshipId: string): Promise<number> {
  const count = Math.floor(PLAYERS / LEAGUE_SIZE);
  const numberOf = sql`substring(u.email from 'bench([0-9]+)@')::int`;
  await db.execute(sql`insert into leagues (championship_id, name, code, owner_id)
    select ${championshipId}, 'League ' || g, 'BENCH' || lpad(g::text, 6, '0'), u.id
    from generate_series(1, ${count}) g join users u on u.email = 'bench' || ((g - 1) * ${LEAGUE_SIZE} + 1) || '@players.test'`);
  await db.execute(sql`insert into league_members (league_id, user_id, ref)
    select l.id, u.id, substr(md5(u.id::text), 1, 12)
    from users u join leagues l on l.code = 'BENCH' || lpad(((${numberOf} - 1) / ${LEAGUE_SIZE} + 1)::text, 6, '0')
    where u.email like 'bench%@players.test' and ${numberOf} <= ${count * LEAGUE_SIZE}`);
  await db.execute(sql`vacuum analyze league_members`);
  return count;
}

/**
 * One pass of the reminder job at scale: a match of the championship kicks off in two hours, no one
 * has predicted it, and every bench player wants reminders, so each is due a mail. The pass runs
 * while a signed-in board is read under load; its time, the rows and mails it wrote, and the reads'
 * p99 beside the same reads idle just before.
 */
async function remindersRun(
  db: Database,
  app: { predictionReminders: { runDue(at: Date): Promise<number> } },
  championshipId: string,
  read: () => Promise<Result>,
): Promise<{ seconds: number; failure: string; rows: number; mails: number; idle: Result; during: Result }> {
  const at = new Date(Date.now() + 2 * 3_600_000);
  const [soon] = await db
    .insert(matches)
    .values({
      homeTeam: 'Bench Soon Home',
      awayTeam: 'Bench Soon Away',
      headline: 'Bench Soon Home - Bench Soon Away',
      country: 'England',
      scheduledDate: at,
      status: 'SCHEDULED',
      dates: [],
    })
    .returning({ id: matches.id });
  await db.insert(championshipMatches).values({ championshipId, matchId: soon!.id });
  await db.execute(sql`update users set mail_prediction_reminders = true where email like 'bench%@players.test'`);
  const idle = await read();
  const during = read();
  // The reads' warm-up second, then the pass.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const started = performance.now();
  // A failed pass is a figure too (the 5-second statement timeout of PostgreSQL): reported, not thrown.
  const failure = await app.predictionReminders.runDue(new Date()).then(
    () => '',
    (error: unknown) => ` (the pass failed: ${String(error).slice(0, 120)})`,
  );
  const passSeconds = seconds(started);
  const [counts] = await queryRows<{ rows: number | string; mails: number | string }>(
    db,
    sql`select (select count(*) from prediction_reminders) as rows,
      (select count(*) from mail_outbox where kind = 'prediction-reminder') as mails`,
  );
  return {
    seconds: passSeconds,
    failure,
    rows: Number(counts!.rows),
    mails: Number(counts!.mails),
    idle,
    during: await during,
  };
}

/**
 * A fingerprint of a championship's boards (their rows and their blocks of players): equal fingerprints, equal
 * boards.
 */
async function boardsFingerprint(db: Database, championshipId: string): Promise<string> {
  const [row] = await queryRows<{ n: string | number; f: string; blocks: string | number; b: string }>(
    db,
    sql`
    select count(*) as n, coalesce(sum(hashtext(period || period_key || user_id::text || points || '/' || exact || '/' || outcomes || '/' || coalesce(position, 0) || '/' || coalesce(ordinal, 0))::bigint), 0)::text as f,
      (select count(*) from board_blocks where championship_id = ${championshipId}) as blocks,
      (select coalesce(sum(hashtext(period || period_key || block || user_ids::text)::bigint), 0)::text
       from board_blocks where championship_id = ${championshipId}) as b
    from standings where championship_id = ${championshipId}`,
  );
  return `${Number(row!.n)} rows, ${row!.f}; ${Number(row!.blocks)} blocks, ${row!.b}`;
}

export async function runGameBench(kind: DatabaseKind = 'pglite'): Promise<void> {
  const out = (line = '') => process.stdout.write(`${line}\n`);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'matchday-bench-game-'));
  const serverUrl = postgresUrl();
  const postgres = kind === 'postgres' && serverUrl ? await createPostgresDatabase(serverUrl) : null;
  // The server runs with the product's statement timeout (5 s on PostgreSQL); building 5,000,000
  // predictions and checking the boards against a rebuild use a handle of their own without one.
  const database = await openDatabase(postgres ? { url: postgres.url } : { dataDir: path.join(dir, 'db') });
  const bulkHandle = postgres ? await openDatabase({ url: postgres.url, statementTimeoutMs: 3_600_000, max: 1 }) : null;
  const db = bulkHandle?.db ?? database.db;
  try {
    await database.migrate();
    await seedDemo(db, { password: PASSWORD });
    let started = performance.now();
    const game = await buildChampionship(db);
    await buildPlayers(db, game.id);
    await db.execute(sql`vacuum analyze predictions`);
    const buildSeconds = seconds(started);
    started = performance.now();
    await db.transaction((tx) => rebuildStandings(tx, [game.id]));
    const fullSeconds = seconds(started);
    await db.execute(sql`vacuum analyze standings`);
    out(
      `Game benchmark: ${kind === 'pglite' ? 'PGlite in a temp folder' : 'PostgreSQL (a fresh database)'}, ${PLAYERS.toLocaleString()} players × ${MATCHES} matches = ${(PLAYERS * MATCHES).toLocaleString()} predictions, built in ${fmt(buildSeconds)} s; load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    out(
      `  every board rebuilt from scratch (49 finished matches scored: the work a rebuild does, which scoring by difference avoids): ${fmt(fullSeconds, 2)} s`,
    );

    // The reminder job runs when the benchmark says, not on its own timer.
    const config = parseEnv({
      NODE_ENV: 'production',
      DATA_DIR: dir,
      LOG_LEVEL: 'silent',
      SEED: 'none',
      REMINDER_POLL_SECONDS: '86400',
    });
    const app = await buildApp({
      config,
      database,
      jwtSecret: 'bench-secret-that-is-long-enough-for-hs256-0123456789',
      logger: false,
    });
    // The baselines, registered here only: the same response schema (and for a signed-in caller
    // the same session check) as the route each stands beside, a fixed answer read once below.
    let fixedBoard: Leaderboard | null = null;
    let fixedSignedInBoard: Leaderboard | null = null;
    let fixedMe: PlayMe | null = null;
    app.get(
      '/api/bench/bare-leaderboard',
      { schema: { hide: true, response: { 200: leaderboardSchema } } },
      async () => fixedBoard,
    );
    app.get(
      '/api/bench/bare-leaderboard-signed-in',
      { onRequest: app.requireRole('player'), schema: { hide: true, response: { 200: leaderboardSchema } } },
      async () => fixedSignedInBoard,
    );
    app.get(
      '/api/bench/bare-me',
      { onRequest: app.requireRole('player'), schema: { hide: true, response: { 200: playMeSchema } } },
      async () => fixedMe,
    );
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const signin = async (email: string) =>
      (
        await app.inject({ method: 'POST', url: '/api/authentication/signin', payload: { email, password: PASSWORD } })
      ).json<{ accessToken: string; result?: LoginRecord }>().accessToken;
    const admin = { authorization: `Bearer ${await signin('admin@example.com')}` };

    // The last match ends: the admin's match dialog saves the score, as a person would.
    const last = game.matchIds.at(-1)!;
    const current = (await app.inject({ method: 'GET', url: `/api/match/${last}`, headers: admin })).json<AdminMatch>();
    // The runner is held still so the save and its scoring job are timed apart: the save commits
    // the score and the job, then the job runs as the runner would, on its own handle.
    await app.scoringRunner.stop();
    const save = async (home: number, away: number) => {
      const t0 = performance.now();
      const res = await app.inject({
        method: 'PUT',
        url: '/api/match',
        headers: admin,
        payload: {
          match: {
            id: last,
            homeTeam: current.homeTeam,
            awayTeam: current.awayTeam,
            country: current.country,
            dates: current.dates,
            status: 'FT',
            goals: { fullTimeHomeGoals: home, fullTimeAwayGoals: away },
          },
        },
      });
      const saveSeconds = seconds(t0);
      const t1 = performance.now();
      // A failed job is a figure too (the jobs handle's own timeout): reported, not thrown.
      const job = await app.scoringRunner.flush().then(
        () => '',
        (error: unknown) => ` (the job failed: ${String(error).slice(0, 120)})`,
      );
      // A refusal is a figure too (the 5-second statement timeout of PostgreSQL): reported, not thrown.
      const status =
        res.statusCode === 200 ? '' : ` (answered ${res.statusCode}: ${res.json<{ message: string }>().message})`;
      return `save ${fmt(saveSeconds, 2)} s${status}, scoring job ${fmt(seconds(t1), 2)} s${job}`;
    };
    const scored = await save(2, 1);
    const corrected = await save(1, 1);
    const same = await save(1, 1);
    // The same correction with every player in a league: the job's time beside the one above.
    const leagueCount = await buildLeagues(db, game.id);
    const withLeagues = await save(2, 1);
    const jobSeconds = (line: string) => Number(/scoring job ([\d.]+) s/.exec(line)?.[1]);
    // The boards as scoring left them, against a rebuild from scratch of the same predictions
    // (BENCH_GAME_CHECK=1: as long again as the rebuild above).
    const check = process.env['BENCH_GAME_CHECK'] === '1';
    const afterScoring = check ? await boardsFingerprint(db, game.id) : '';
    if (check) await db.transaction((tx) => rebuildStandings(tx, [game.id]));
    const rebuilt = check ? await boardsFingerprint(db, game.id) : '';
    await db.execute(sql`vacuum analyze standings`);
    out(
      `  the last match ends 2–1 (PUT /api/match answers; its job scores ${PLAYERS.toLocaleString()} predictions, adds to the day, week and all-time boards and ranks them): ${scored}`,
    );
    out(`  its score corrected to 1–1 (re-scored): ${corrected}; the same 1–1 saved again (nothing changes): ${same}`);
    out(
      `  with ${leagueCount.toLocaleString()} leagues of ${LEAGUE_SIZE} (every player in one), set back to 2–1: ${withLeagues}; its job ÷ the correction's job without leagues: ${fmt(jobSeconds(withLeagues) / jobSeconds(corrected), 2)}`,
    );
    if (check)
      out(
        `  boards after scoring ${afterScoring === rebuilt ? 'equal' : 'DIFFER FROM'} a rebuild from scratch (${afterScoring}${afterScoring === rebuilt ? '' : ` vs ${rebuilt}`})`,
      );

    // A player in the middle of the all-time board signs in.
    const [middle] = await queryRows<{ user_id: string; email: string }>(
      db,
      sql`
      select s.user_id, u.email from standings s join users u on u.id = s.user_id
      where s.championship_id = ${game.id} and s.period = 'allTime' and s.period_key = ''
      and s.ordinal = ${Math.floor(PLAYERS / 2) + 1}`,
    );
    await db.execute(
      sql`update users set password_hash = ${await hashPassword(PASSWORD)} where id = ${middle!.user_id}`,
    );
    const email = middle!.email;
    const player = { authorization: `Bearer ${await signin(email)}` };
    const first = leaderboardSchema.parse(
      (
        await app.inject({ method: 'GET', url: `/api/play/championships/${game.id}/leaderboard?period=allTime` })
      ).json(),
    );
    fixedBoard = first;
    fixedSignedInBoard = leaderboardSchema.parse(
      (
        await app.inject({
          method: 'GET',
          url: `/api/play/championships/${game.id}/leaderboard?period=allTime`,
          headers: player,
        })
      ).json(),
    );
    fixedMe = playMeSchema.parse(
      (await app.inject({ method: 'GET', url: `/api/play/championships/${game.id}/me`, headers: player })).json(),
    );
    const [membership] = await queryRows<{ league_id: string }>(
      db,
      sql`select league_id from league_members where user_id = ${middle!.user_id}`,
    );
    const leagueBoardUrl = `/api/play/leagues/${membership!.league_id}/board`;
    const day = first.days.at(-1)!;
    const week = first.weeks.at(-1)!;

    const load = async (url: string, headers: Record<string, string> = {}): Promise<Result> => {
      const result = await loadInChild({
        options: {
          url: `${base}${url}`,
          connections: CONNECTIONS,
          headers: { ...headers, 'accept-encoding': 'br, gzip' },
        },
        warmUpSeconds: 1,
        seconds: SECONDS,
      });
      // Refusals (the statement timeout's 503) are counted beside the figures, not thrown.
      return result;
    };
    const boardUrl = `/api/play/championships/${game.id}/leaderboard`;
    const bareBoard = await load('/api/bench/bare-leaderboard');
    const bareSignedInBoard = await load('/api/bench/bare-leaderboard-signed-in', player);
    const bareMe = await load('/api/bench/bare-me', player);
    const rows: { name: string; result: Result; bare: Result }[] = [
      { name: 'all-time board, first page', result: await load(`${boardUrl}?period=allTime`), bare: bareBoard },
      {
        name: `all-time board, page ${Math.floor(PLAYERS / 40) + 1} (middle)`,
        result: await load(`${boardUrl}?period=allTime&page=${Math.floor(PLAYERS / 40)}`),
        bare: bareBoard,
      },
      {
        name: `day board ${day}, first page`,
        result: await load(`${boardUrl}?period=daily&date=${day}`),
        bare: bareBoard,
      },
      {
        name: `week board ${week}, first page`,
        result: await load(`${boardUrl}?period=weekly&week=${week}`),
        bare: bareBoard,
      },
      {
        name: 'all-time board + own row (signed in)',
        result: await load(`${boardUrl}?period=allTime`, player),
        bare: bareSignedInBoard,
      },
      {
        name: `league board (${LEAGUE_SIZE} players, signed in)`,
        result: await load(`${leagueBoardUrl}?period=allTime`, player),
        bare: bareSignedInBoard,
      },
      {
        name: `league week board ${week}`,
        result: await load(`${leagueBoardUrl}?period=weekly&week=${week}`, player),
        bare: bareSignedInBoard,
      },
      {
        name: "player's own view (/me, position)",
        result: await load(`/api/play/championships/${game.id}/me`, player),
        bare: bareMe,
      },
    ];
    // Scoring jobs back to back (the score corrected and set back, each a job over every prediction
    // of the match) while the boards are read: each job writes the boards and moves their version, so
    // the reads find their pages anew after each one.
    let scoring = true;
    const jobsRun = (async () => {
      let jobs = 0;
      while (scoring) {
        await save(jobs % 2 === 0 ? 2 : 1, 1);
        jobs += 1;
      }
      return jobs;
    })();
    const underJobs = [
      { name: 'all-time board while jobs run', result: await load(`${boardUrl}?period=allTime`), bare: bareBoard },
      {
        name: 'all-time + own row while jobs run',
        result: await load(`${boardUrl}?period=allTime`, player),
        bare: bareSignedInBoard,
      },
      {
        name: 'league board while jobs run',
        result: await load(`${leagueBoardUrl}?period=allTime`, player),
        bare: bareSignedInBoard,
      },
    ];
    scoring = false;
    const jobs = await jobsRun;
    rows.push(...underJobs);
    const reminders = await remindersRun(db, app, game.id, () => load(`${boardUrl}?period=allTime`, player));
    await app.close();

    out(
      `  the player at row ${Math.floor(PLAYERS / 2).toLocaleString()} of the all-time board signs in (position ${fixedMe.standing?.position ?? '–'})`,
    );
    out(
      `  ${'route'.padEnd(42)}${'req/s'.padStart(9)}${'p99 ms'.padStart(9)}${'bare req/s'.padStart(12)}${'req/s ÷ bare'.padStart(14)}${'non-2xx'.padStart(9)}`,
    );
    for (const row of rows) {
      out(
        `  ${row.name.padEnd(42)}${fmt(row.result.requests.average, 0).padStart(9)}${fmt(row.result.latency.p99).padStart(9)}` +
          `${fmt(row.bare.requests.average, 0).padStart(12)}${fmt(row.result.requests.average / row.bare.requests.average, 2).padStart(14)}${String(row.result.non2xx + row.result.errors).padStart(9)}`,
      );
    }
    out(
      `  the reminder job, one pass: a match kicks off in 2 hours and no one has predicted it; every player wants reminders: ${fmt(reminders.seconds, 2)} s${reminders.failure}, ${reminders.rows.toLocaleString()} reminder rows written, ${reminders.mails.toLocaleString()} mails queued; the signed-in all-time board's p99 ${fmt(reminders.idle.latency.p99)} ms idle, ${fmt(reminders.during.latency.p99)} ms while it runs (÷ ${fmt(reminders.during.latency.p99 / reminders.idle.latency.p99, 2)})`,
    );
    out(
      `  (the last three rows: ${jobs} scoring jobs of ${PLAYERS.toLocaleString()} predictions ran during their reads)`,
    );
  } finally {
    await bulkHandle?.close();
    await database.close();
    // BENCH_GAME_KEEP=1: the PostgreSQL database stays, for bench/explain-game.ts.
    if (postgres && process.env['BENCH_GAME_KEEP'] === '1') process.stdout.write(`  database kept: ${postgres.url}\n`);
    else await postgres?.drop();
    await rm(dir, { recursive: true, force: true });
  }
}
