import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client.ts';
import { barBroadcasts, competitions, media, teams, type matches } from '../db/schema/index.ts';
import { phaseOf, type MatchStatusCode } from '../lib/match-status.ts';
import type { SeedContext } from './context.ts';
import type { Random } from './random.ts';
import { CHAMPIONS_LEAGUE, championsLeagueClubs, LEAGUES, type Club } from './football-clubs.ts';
import { mediaUrl, renderEmblem } from './team-emblems.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** A match is over this long after kick-off (90 minutes, half time, stoppage). */
const MATCH_LENGTH = 115 * MINUTE;
const BATCH = 1000;
const KICK_OFFS = [
  [13, 30],
  [15, 0],
  [16, 30],
  [18, 0],
  [19, 45],
  [21, 0],
] as const;
const GOALS = [0, 0, 1, 1, 1, 2, 2, 3, 4] as const;

type MatchRow = typeof matches.$inferInsert & {
  id: string;
  status: MatchStatusCode;
  dates: { date: string; label: string }[];
};
type Competition = { id: string; name: string; country: string; clubs: Club[]; cup: boolean };
type Fixture = { competition: Competition; home: Club; away: Club; kickOff: Date };

/** A v4-shaped id from the seeded generator, so the demo set is the same on every machine. */
function uuidFrom(random: Random): string {
  const bytes = Array.from({ length: 16 }, () => random.int(0, 255));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function shuffled<T>(random: Random, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

const pad = (n: number) => String(n).padStart(2, '0');
const masked = (d: Date) => `${pad(d.getUTCDate())}.${pad(d.getUTCMonth() + 1)}.${d.getUTCFullYear()}`;

/** Competitions, clubs and their emblems (PNG made here, stored in `media`). */
async function seedCompetitionsAndTeams(ctx: SeedContext) {
  const emblemUrls = new Map<string, string>();
  const allClubs = LEAGUES.flatMap((l) => l.clubs.map((club) => ({ club, country: l.country })));
  const emblems = await Promise.all(allClubs.map(({ club }) => renderEmblem(club)));
  await ctx.db.insert(media).values(emblems).onConflictDoNothing();
  allClubs.forEach(({ club }, i) => emblemUrls.set(club.name, mediaUrl(emblems[i]?.hash ?? '')));
  await ctx.db
    .insert(teams)
    .values(
      allClubs.map(({ club, country }) => ({ name: club.name, country, emblemUrl: emblemUrls.get(club.name) ?? '' })),
    )
    .onConflictDoNothing();

  // docs/product.md's list order: the five big leagues, the Champions League, then the Romanian SuperLiga.
  const ordered = [
    ...LEAGUES.slice(0, 5).map((l) => ({ ...l, clubs: l.clubs, cup: false })),
    { ...CHAMPIONS_LEAGUE, clubs: championsLeagueClubs(), cup: true },
    ...LEAGUES.slice(5).map((l) => ({ ...l, clubs: l.clubs, cup: false })),
  ];
  const inserted = await ctx.db
    .insert(competitions)
    .values(
      ordered.map((c, position) => ({
        name: c.name,
        slug: c.slug,
        color: c.color,
        country: c.country,
        active: true,
        position,
      })),
    )
    .returning({ id: competitions.id, slug: competitions.slug });
  const list: Competition[] = ordered.map((c) => ({
    id: inserted.find((r) => r.slug === c.slug)?.id ?? '',
    name: c.name,
    country: c.country,
    clubs: c.clubs,
    cup: c.cup,
  }));
  return { competitions: list, emblemUrls };
}

/** Status and score as they stand at `now` for a match kicking off at `kickOff`. */
function stateAt(random: Random, kickOff: Date, now: Date, cup: boolean) {
  const elapsed = now.getTime() - kickOff.getTime();
  const goal = () => random.pick(GOALS);
  if (elapsed >= MATCH_LENGTH) {
    if (random.chance(0.02)) return { status: 'CANC' as MatchStatusCode };
    const extra = cup && random.chance(0.1) ? random.pick(['AET', 'PEN'] as const) : 'FT';
    const home = goal();
    return {
      status: extra as MatchStatusCode,
      fullTimeHomeGoals: home,
      fullTimeAwayGoals: extra === 'PEN' ? home : goal(),
    };
  }
  if (elapsed >= 0) {
    const minute = Math.floor(elapsed / MINUTE);
    const share = Math.min(1, minute / 95);
    return {
      status: (minute >= 45 && minute < 60 ? 'HT' : 'LIVE') as MatchStatusCode,
      liveHomeGoals: Math.round(goal() * share),
      liveAwayGoals: Math.round(goal() * share),
    };
  }
  if (random.chance(0.03)) return { status: 'POSTP' as MatchStatusCode };
  return { status: (-elapsed < 14 * DAY ? 'TIMED' : 'SCHEDULED') as MatchStatusCode };
}

function toRow(ctx: SeedContext, fixture: Fixture, emblemUrls: Map<string, string>): MatchRow {
  const { competition, home, away, kickOff } = fixture;
  const headline = `${home.name} - ${away.name}`;
  const homeEmblem = emblemUrls.get(home.name) ?? '';
  return {
    id: uuidFrom(ctx.random),
    homeTeam: home.name,
    awayTeam: away.name,
    homeTeamEmblemUrl: homeEmblem,
    awayTeamEmblemUrl: emblemUrls.get(away.name) ?? '',
    headline,
    competitionId: competition.id,
    competitionName: competition.name,
    country: competition.country,
    matchType: competition.cup ? 'Cup' : 'League',
    profilePic: homeEmblem,
    scheduledDate: kickOff,
    dates: [{ date: masked(kickOff), label: 'start_date' }],
    searchText: `${headline} ${competition.name}`.toLowerCase(),
    ...stateAt(ctx.random, kickOff, ctx.now, competition.cup),
  };
}

/** The demo calendar: a weekend matchday per league and Champions League nights, two months either side of now. */
function demoFixtures(ctx: SeedContext, list: Competition[]): Fixture[] {
  const { random, now } = ctx;
  const monday = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - ((now.getUTCDay() + 6) % 7)),
  );
  const from = now.getTime() - 61 * DAY;
  const to = now.getTime() + 61 * DAY;
  const fixtures: Fixture[] = [];
  const at = (week: number, day: number, [h, m]: readonly [number, number]) =>
    new Date(monday.getTime() + week * 7 * DAY + day * DAY + (h * 60 + m) * MINUTE);
  for (let week = -10; week <= 10; week++) {
    for (const competition of list) {
      if (competition.cup && week % 2 !== 0) continue;
      const clubs = shuffled(random, competition.clubs).slice(0, competition.cup ? 16 : undefined);
      for (let i = 0; i + 1 < clubs.length; i += 2) {
        const kickOff = competition.cup
          ? at(week, i < clubs.length / 2 ? 1 : 2, [20, 0])
          : at(week, random.pick([5, 6]), random.pick(KICK_OFFS));
        if (kickOff.getTime() >= from && kickOff.getTime() <= to) {
          fixtures.push({ competition, home: clubs[i] as Club, away: clubs[i + 1] as Club, kickOff });
        }
      }
    }
  }
  // Whatever the day of the week, some matches are on right now.
  for (const minutesAgo of [20, 52, 78]) {
    const competition = random.pick(list.filter((c) => !c.cup));
    const [home, away] = shuffled(random, competition.clubs);
    fixtures.push({
      competition,
      home: home as Club,
      away: away as Club,
      kickOff: new Date(now.getTime() - minutesAgo * MINUTE),
    });
  }
  return fixtures;
}

/** The benchmark's scale set: `count` matches spread over two years back and one ahead. */
function scaleFixtures(ctx: SeedContext, list: Competition[], count: number): Fixture[] {
  const { random, now } = ctx;
  const start = now.getTime() - 730 * DAY;
  const span = 1095 * DAY;
  return Array.from({ length: count }, () => {
    const competition = random.pick(list);
    const [home, away] = shuffled(random, competition.clubs);
    const kickOff = new Date(Math.floor((start + random.next() * span) / (15 * MINUTE)) * 15 * MINUTE);
    return { competition, home: home as Club, away: away as Club, kickOff };
  });
}

/**
 * Many rows per statement through one JSON parameter: the same SQL on both drivers, and several
 * times faster than a multi-row VALUES list for the 100,000-match scale set.
 */
async function insertMatches(db: Database, rows: MatchRow[]): Promise<void> {
  const json = JSON.stringify(
    rows.map((r) => ({
      id: r.id,
      home_team: r.homeTeam,
      away_team: r.awayTeam,
      home_team_emblem_url: r.homeTeamEmblemUrl,
      away_team_emblem_url: r.awayTeamEmblemUrl,
      headline: r.headline,
      competition_id: r.competitionId,
      competition_name: r.competitionName,
      country: r.country,
      match_type: r.matchType,
      profile_pic: r.profilePic,
      status: r.status,
      scheduled_date: r.scheduledDate.toISOString(),
      dates: r.dates,
      search_text: r.searchText,
      full_time_home_goals: r.fullTimeHomeGoals ?? null,
      full_time_away_goals: r.fullTimeAwayGoals ?? null,
      live_home_goals: r.liveHomeGoals ?? null,
      live_away_goals: r.liveAwayGoals ?? null,
    })),
  );
  await db.execute(sql`
    insert into matches (id, home_team, away_team, home_team_emblem_url, away_team_emblem_url, headline, competition_id,
      competition_name, country, match_type, profile_pic, status, scheduled_date, dates, search_text,
      full_time_home_goals, full_time_away_goals, live_home_goals, live_away_goals)
    select id, home_team, away_team, home_team_emblem_url, away_team_emblem_url, headline, competition_id,
      competition_name, country, match_type, profile_pic, status, scheduled_date, dates, search_text,
      full_time_home_goals, full_time_away_goals, live_home_goals, live_away_goals
    from jsonb_to_recordset(${json}::jsonb) as x(id uuid, home_team text, away_team text, home_team_emblem_url text,
      away_team_emblem_url text, headline text, competition_id uuid, competition_name text, country text, match_type text,
      profile_pic text, status text, scheduled_date timestamptz, dates jsonb, search_text text,
      full_time_home_goals int, full_time_away_goals int, live_home_goals int, live_away_goals int)`);
}

/**
 * A bulk load of the scale set is several times cheaper without index maintenance per row: the
 * table's secondary indexes are dropped and rebuilt afterwards from their own catalogue
 * definitions (so the migration stays their only source).
 */
async function withoutSecondaryIndexes(db: Database, table: string, load: () => Promise<void>): Promise<void> {
  const indexes = await queryRows<{ indexname: string; indexdef: string }>(
    db,
    sql`
    select indexname, indexdef from pg_indexes
    where schemaname = current_schema() and tablename = ${table}
      and indexname not in (select conname from pg_constraint)`,
  );
  for (const index of indexes) await db.execute(sql`drop index ${sql.identifier(index.indexname)}`);
  try {
    await load();
  } finally {
    for (const index of indexes) await db.execute(sql.raw(index.indexdef));
  }
}

/** Which matches the demo owner's bar shows: a good part of the coming weeks, the live ones, some history. */
function broadcastByOwner(ctx: SeedContext, row: MatchRow, scale: boolean): boolean {
  if (scale) return ctx.random.chance(0.01);
  const phase = phaseOf(row.status);
  const inDays = (row.scheduledDate.getTime() - ctx.now.getTime()) / DAY;
  if (phase === 'live') return ctx.random.chance(0.5);
  if (phase === 'future') return inDays < 21 && ctx.random.chance(0.2);
  return inDays > -30 && ctx.random.chance(0.1);
}

/**
 * Competitions, teams with locally generated emblems, matches from two months ago to two months ahead (some live now),
 * some broadcast by the owner's bar.
 */
export async function seedMatches(ctx: SeedContext): Promise<void> {
  const { competitions: list, emblemUrls } = await seedCompetitionsAndTeams(ctx);
  const scale = ctx.scale !== undefined;
  const fixtures = ctx.scale ? scaleFixtures(ctx, list, ctx.scale.matches) : demoFixtures(ctx, list);
  const rows = fixtures.map((f) => toRow(ctx, f, emblemUrls));
  const broadcast = rows
    .filter((row) => broadcastByOwner(ctx, row, scale))
    .map((row) => ({ barId: ctx.ownerBarId, matchId: row.id }));
  const load = async () => {
    for (let i = 0; i < rows.length; i += BATCH) await insertMatches(ctx.db, rows.slice(i, i + BATCH));
  };
  await (scale ? withoutSecondaryIndexes(ctx.db, 'matches', load) : load());
  for (let i = 0; i < broadcast.length; i += BATCH)
    await ctx.db.insert(barBroadcasts).values(broadcast.slice(i, i + BATCH));
  // The admin's Frequent folder: the coming and live matches bars show (in the demo, the owner's).
  if (!scale) {
    await ctx.db.execute(sql`update matches set frequent = true
      where phase in ('future', 'live') and id in (select match_id from bar_broadcasts)`);
  }
  // After a bulk load: fresh statistics for the planner and a visibility map for index-only counts
  // (PGlite runs no autovacuum).
  await ctx.db.execute(sql`vacuum analyze matches`);
  await ctx.db.execute(sql`vacuum analyze bar_broadcasts`);
}
