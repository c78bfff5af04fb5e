import { and, asc, eq, gte, inArray, isNull, lt, sql, type Column, type SQL } from 'drizzle-orm';
import type { LatLng } from '@app/contract/public-matches';
import type { PublicGame, PublicMatchBarRow, PublicMatchRow } from '@app/public-pages/page-data';
import type { Database } from '../../db/client.ts';
import {
  barBroadcasts,
  bars,
  championshipMatches,
  championships,
  matches,
  matchPublicBars,
} from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { effectiveTimeZone } from '../bar-profile/country-time-zone.ts';
import { matchPublicBarsColumn } from '../matches/match-public-bars.ts';
import { barDistanceKm, inSearchBox, searchBox, type SearchBox } from './bar-distance.ts';
import { fansGoing } from './going-counts.ts';

export type MatchListFilter = {
  q?: string | undefined;
  competition?: string | undefined;
  city?: string | undefined;
  from: Date;
  to: Date;
  page: number;
  pageSize: number;
};
export type BarListFilter = { city?: string | undefined; near?: LatLng | undefined; page: number; pageSize: number };

/** Only accepted bars outside the trash are public, in every list and count. */
const isPublicBar = and(eq(bars.status, 'accepted'), isNull(bars.trashedAt))!;
const inCity = (city: string | undefined): SQL | undefined =>
  city ? sql`lower(${bars.city}) = lower(${city})` : undefined;

/**
 * The score a fan reads of one side: the live one while the match plays, else the final one (after extra time when
 * there was some).
 */
const goals = (live: Column, extraTime: Column, fullTime: Column) =>
  sql<number | null>`case when ${matches.phase} = 'live' then ${live} else coalesce(${extraTime}, ${fullTime}) end`;

const matchColumns = {
  id: matches.id,
  homeTeam: matches.homeTeam,
  awayTeam: matches.awayTeam,
  homeTeamEmblemUrl: matches.homeTeamEmblemUrl,
  awayTeamEmblemUrl: matches.awayTeamEmblemUrl,
  competitionName: matches.competitionName,
  kickOff: matches.scheduledDate,
  status: matches.status,
  phase: matches.phase,
  homeGoals: goals(matches.liveHomeGoals, matches.extraTimeHomeGoals, matches.fullTimeHomeGoals).as('home_goals'),
  awayGoals: goals(matches.liveAwayGoals, matches.extraTimeAwayGoals, matches.fullTimeAwayGoals).as('away_goals'),
};

/**
 * The published championship (not archived) whose game holds the outer query's match, the newest
 * if several: its id and name as one JSON text, read in the match page's own statement.
 */
const gameOfMatch = sql<string | null>`(select json_build_array(c.id, c.name)::text from ${championshipMatches} cm
  join ${championships} c on c.id = cm.championship_id
  where cm.match_id = ${matches.id} and c.published and c.archived_at is null order by c.created_at desc, c.id limit 1)`;
const gameOf = (text: string | null): PublicGame | null => {
  if (!text) return null;
  const [id, name] = JSON.parse(text) as [string, string];
  return { id, name };
};

/** The public bars in the city showing the outer query's match (the whole count is stored: match-public-bars.ts). */
const showingBarsInCity = (
  city: string,
) => sql`select 1 from ${barBroadcasts} join ${bars} on ${bars.id} = ${barBroadcasts.barId}
  where ${barBroadcasts.matchId} = ${matches.id} and ${isPublicBar} and ${inCity(city)}`;

/** The public bars showing each listed match: the stored count, or those in the city counted when filtered by one. */
const barCountColumn = (city: string | undefined) =>
  city ? sql<number>`(select count(*) from (${showingBarsInCity(city)}) shown)::int` : matchPublicBarsColumn;

function matchConditions(filter: MatchListFilter): SQL {
  return and(
    isNull(matches.trashedAt),
    gte(matches.scheduledDate, filter.from),
    lt(matches.scheduledDate, filter.to),
    // search_text is lower(headline || ' ' || competition name): teams and competition in one test.
    filter.q ? sql`${matches.searchText} like ${containsPattern(filter.q.toLowerCase())}` : undefined,
    filter.competition ? sql`lower(${matches.competitionName}) = lower(${filter.competition})` : undefined,
    filter.city ? sql`exists (${showingBarsInCity(filter.city)})` : undefined,
  )!;
}

/**
 * A page of the coming matches in kick-off order with the number of public bars showing each. The
 * page's ids are found first, skipping the earlier rows inside matches_live_search_idx (kick-off, id,
 * search text: no table read for a skipped row), then only its rows are read: a
 * middle page of the 14 days costs about what the first does.
 */
export async function publicMatchesPage(db: Database, filter: MatchListFilter): Promise<PublicMatchRow[]> {
  const pageIds = db
    .select({ id: matches.id })
    .from(matches)
    .where(matchConditions(filter))
    .orderBy(asc(matches.scheduledDate), asc(matches.id))
    .limit(filter.pageSize)
    .offset(filter.page * filter.pageSize);
  const rows = await db
    .select({ ...matchColumns, barCount: barCountColumn(filter.city) })
    .from(matches)
    .where(inArray(matches.id, pageIds))
    .orderBy(asc(matches.scheduledDate), asc(matches.id));
  return rows.map((r) => ({ ...r, barCount: Number(r.barCount) }));
}

/** How many matches the filter lists (all pages). */
export async function countPublicMatches(db: Database, filter: MatchListFilter): Promise<number> {
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(matches)
    .where(matchConditions(filter));
  return Number(count?.n ?? 0);
}

/** Up to this many public bars, a match's bars are sorted whole: one query, no dearer than a box pass. */
export const SORT_WHOLE_UP_TO = 200;
/** The first box around a fan, in degrees of arc (~28 km), widened this many times each pass until the page is full. */
const FIRST_HALF_HEIGHT = 0.25;
const WIDENING = 4;
/** Bars within the box's radius less this share: a bar outside the box is farther by more than any rounding. */
const RADIUS_MARGIN = 1 - 1e-9;

const barColumns = (near: LatLng | undefined) => ({
  barId: bars.id,
  slug: bars.slug,
  name: bars.name,
  city: bars.city,
  country: bars.country,
  timeZoneChosen: bars.timeZone,
  screens: bars.screens,
  soundZones: bars.soundZones,
  bigScreen: bars.bigScreen,
  outdoorScreen: bars.outdoorScreen,
  withSound: barBroadcasts.withSound,
  latitude: bars.latitude,
  longitude: bars.longitude,
  logo: bars.logo,
  distanceKm: (near ? barDistanceKm(near) : sql<number | null>`null::double precision`).as('distance_km'),
});
/** Nearest first when a position is given (bars without one after them), then by city, name and id. */
const barOrder = (near: LatLng | undefined) => [
  ...(near ? [sql`distance_km asc nulls last`] : []),
  asc(bars.city),
  asc(bars.name),
  asc(bars.id),
];

/** The public bars of the match (in the city, when filtered), within a box around the fan when one is given. */
const barsWhere = (matchId: string, city: string | undefined, box?: { near: LatLng; box: SearchBox }) =>
  and(
    eq(barBroadcasts.matchId, matchId),
    isPublicBar,
    inCity(city),
    box
      ? and(
          inSearchBox(box.box),
          sql`${barDistanceKm(box.near)} <= ${box.box.radiusKm * RADIUS_MARGIN}::double precision`,
        )
      : undefined,
  )!;

type BarRow = Awaited<ReturnType<typeof selectBars>>[number];
const selectBars = (db: Database, near: LatLng | undefined, where: SQL, filter: BarListFilter) =>
  db
    .select(barColumns(near))
    .from(barBroadcasts)
    .innerJoin(bars, eq(bars.id, barBroadcasts.barId))
    .where(where)
    .orderBy(...barOrder(near))
    .limit(filter.pageSize)
    .offset(filter.page * filter.pageSize);

/**
 * The first try at the page, read with the match in one statement: by city and name
 * (the page itself), in a city (the page and the city's total), or near a fan the bars within the
 * first box, which is the page when it is full (nearestPage says why).
 */
function firstTry(db: Database, matchId: string, filter: BarListFilter) {
  const near = filter.near;
  const box = near && !filter.city ? searchBox(near, FIRST_HALF_HEIGHT) : null;
  // The id itself, not the match row's column: the planner then knows how many bars the match has
  // (a match with many walks bars_public_order_idx; the outer column hid it).
  const where = barsWhere(matchId, filter.city, near && box ? { near, box } : undefined);
  const page = db
    .select({
      ...barColumns(near),
      cityTotal: sql<number | null>`${filter.city ? sql`count(*) over ()` : sql`null`}::int`.as('city_total'),
    })
    .from(barBroadcasts)
    .innerJoin(bars, eq(bars.id, barBroadcasts.barId))
    .where(where)
    .orderBy(...barOrder(near))
    .limit(filter.pageSize)
    .offset(filter.page * filter.pageSize)
    .as('page');
  return { page, boxed: box !== null };
}

export type MatchWithBars = {
  match: PublicMatchRow;
  game: PublicGame | null;
  rows: Omit<PublicMatchBarRow, 'going'>[];
  total: number;
};

/**
 * A match that is not in the trash with a page of the public bars showing it (nearest first when a
 * position is given, bars without a location after them, then by city and name), or null for any
 * other id. The match, its stored count and the first try at the page are one statement;
 * only near a fan, when the first box holds less than a page, more passes follow. In a city
 * the total is the city's; else it is the stored count.
 */
export async function findMatchWithBars(
  db: Database,
  id: string,
  filter: BarListFilter,
): Promise<MatchWithBars | null> {
  const { page, boxed } = firstTry(db, id, filter);
  const joined = await db
    .select({
      ...matchColumns,
      barCount: matchPublicBarsColumn,
      game: gameOfMatch,
      barId: page.barId,
      slug: page.slug,
      name: page.name,
      city: page.city,
      country: page.country,
      timeZoneChosen: page.timeZoneChosen,
      screens: page.screens,
      soundZones: page.soundZones,
      bigScreen: page.bigScreen,
      outdoorScreen: page.outdoorScreen,
      withSound: page.withSound,
      latitude: page.latitude,
      longitude: page.longitude,
      logo: page.logo,
      distanceKm: page.distanceKm,
      cityTotal: page.cityTotal,
    })
    .from(matches)
    .leftJoin(page, sql`true`)
    .where(and(eq(matches.id, id), isNull(matches.trashedAt)))
    // The page's order, kept for its ≤ 100 rows.
    .orderBy(sql`${page.distanceKm} asc nulls last`, asc(page.city), asc(page.name), asc(page.barId));
  const first = joined[0];
  if (!first) return null;
  const match: PublicMatchRow = {
    id: first.id,
    homeTeam: first.homeTeam,
    awayTeam: first.awayTeam,
    homeTeamEmblemUrl: first.homeTeamEmblemUrl,
    awayTeamEmblemUrl: first.awayTeamEmblemUrl,
    competitionName: first.competitionName,
    kickOff: first.kickOff,
    status: first.status,
    phase: first.phase,
    barCount: Number(first.barCount),
    homeGoals: first.homeGoals,
    awayGoals: first.awayGoals,
  };
  let rows: BarRow[] = joined.flatMap((r) =>
    r.barId === null
      ? []
      : [
          {
            barId: r.barId,
            slug: r.slug!,
            name: r.name!,
            city: r.city!,
            country: r.country!,
            timeZoneChosen: r.timeZoneChosen,
            screens: r.screens!,
            soundZones: r.soundZones!,
            bigScreen: r.bigScreen!,
            outdoorScreen: r.outdoorScreen!,
            withSound: r.withSound!,
            latitude: r.latitude,
            longitude: r.longitude,
            logo: r.logo,
            distanceKm: r.distanceKm,
          },
        ],
  );
  let total = match.barCount;
  if (filter.city) {
    total = Number(first.cityTotal ?? 0);
    // A page past the city's end holds no row to carry the total: counted apart.
    if (rows.length === 0 && filter.page > 0) total = await countBars(db, barsWhere(id, filter.city));
  } else if (boxed && rows.length < filter.pageSize && filter.page * filter.pageSize < total) {
    rows = await nearestOrWhole(db, id, filter, total);
  }
  return { match, game: gameOf(first.game), total, rows: rows.map(toPublicBarRow) };
}

const countBars = async (db: Database, where: SQL) => {
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(barBroadcasts)
    .innerJoin(bars, eq(bars.id, barBroadcasts.barId))
    .where(where);
  return Number(count?.n ?? 0);
};

/**
 * The page near a fan once the first box held less than it: a match with few bars (or the last
 * page, which may reach the bars without a position) sorts them all; else the box widens.
 */
async function nearestOrWhole(
  db: Database,
  matchId: string,
  filter: BarListFilter,
  publicBars: number,
): Promise<BarRow[]> {
  const near = filter.near!;
  const where = barsWhere(matchId, undefined);
  const boxed =
    publicBars > SORT_WHOLE_UP_TO && (filter.page + 1) * filter.pageSize <= publicBars
      ? await nearestPage(db, near, matchId, filter, FIRST_HALF_HEIGHT * WIDENING)
      : null;
  return boxed ?? selectBars(db, near, where, filter);
}

/**
 * The page of a match's many bars nearest to a fan without the distance of every bar:
 * the bars in a box around the fan that are also within its radius, by exact distance. When the page
 * is full there, it is the page of the whole list: every bar outside the radius is farther than any
 * on it. Otherwise the box is widened; null once it would be the whole Earth (the caller sorts all).
 */
async function nearestPage(
  db: Database,
  near: LatLng,
  matchId: string,
  filter: BarListFilter,
  from: number,
): Promise<BarRow[] | null> {
  for (let halfHeight = from; ; halfHeight *= WIDENING) {
    const box = searchBox(near, halfHeight);
    if (!box) return null;
    const rows = await selectBars(db, near, barsWhere(matchId, undefined, { near, box }), filter);
    if (rows.length === filter.pageSize) return rows;
  }
}

const toPublicBarRow = ({
  timeZoneChosen,
  distanceKm,
  barId: _barId,
  ...r
}: BarRow): Omit<PublicMatchBarRow, 'going'> => ({
  ...r,
  distanceKm: distanceKm === null ? null : Number(distanceKm),
  timeZone: effectiveTimeZone(timeZoneChosen, r.country).timeZone,
});

export type MatchAndVersion = {
  match: PublicMatchRow;
  game: PublicGame | null;
  version: number;
  cityKey: string | null;
  /** The fans going to each bar asked for by its slug, for the match: none asked, none here. */
  going: Map<string, number>;
};

/**
 * The match (not in the trash) with its stored count and its public bars' version, the asked city
 * lowered by the database as the remembered bars' cities are, and the fans going to the bars of
 * `slugs` (a page the remembered bars ranked before the read): one statement, the only one of a
 * request whose bars this instance remembers, null for any other id. Prepared once
 * per service (`prepareFindMatchAndVersion`): it is run on every fan's request, and building its
 * drizzle query cost about what running it does.
 */
export function prepareFindMatchAndVersion(db: Database) {
  const query = db
    .select({
      ...matchColumns,
      barCount: sql<number>`coalesce(${matchPublicBars.bars}, 0)`,
      version: sql<number>`coalesce(${matchPublicBars.version}, 0)`,
      cityKey: sql<string | null>`lower(${sql.placeholder('city')}::text)`,
      game: gameOfMatch,
      going: sql<Record<string, number> | null>`(
        select json_object_agg(b.slug, ${fansGoing(sql`b.id`, sql`${matches.id}`)})
        from ${bars} b where b.slug = any(${sql.placeholder('slugs')}::text[]))`,
    })
    .from(matches)
    .leftJoin(matchPublicBars, eq(matchPublicBars.matchId, matches.id))
    .where(and(eq(matches.id, sql.placeholder('id')), isNull(matches.trashedAt)))
    .prepare('public_match_and_version');
  return async (
    id: string,
    city: string | undefined,
    slugs: readonly string[] = [],
  ): Promise<MatchAndVersion | null> => {
    const [row] = await query.execute({ id, city: city ?? null, slugs });
    if (!row) return null;
    const { version, cityKey, barCount, game, going, ...match } = row;
    return {
      match: { ...match, barCount: Number(barCount) },
      game: gameOf(game),
      version: Number(version),
      cityKey: city ? cityKey : null,
      going: new Map(Object.entries(going ?? {}).map(([slug, count]) => [slug, Number(count)])),
    };
  };
}

type RememberedRow = [
  slug: string,
  name: string,
  city: string,
  cityKey: string,
  country: string,
  timeZone: string | null,
  screens: number,
  soundZones: number,
  bigScreen: boolean,
  outdoorScreen: boolean,
  withSound: boolean,
  latitude: number | null,
  longitude: number | null,
  logo: string | null,
];

/**
 * Every public bar of the match as the fans' pages show it, in city, name and id order, with its city
 * as the database lowers it. One JSON text of arrays, not 10,000 rows: PGlite converts each value of
 * a row apart (~200 ms of CPU for 10,000 rows of 13 columns, ~60 ms for the one text);
 * a double's JSON is its shortest exact text, so the positions are the same doubles.
 */
export async function readPublicBars(
  db: Database,
  matchId: string,
): Promise<(Omit<PublicMatchBarRow, 'distanceKm' | 'going'> & { cityKey: string })[]> {
  const [row] = await db
    .select({
      bars: sql<
        string | null
      >`json_agg(json_build_array(${bars.slug}, ${bars.name}, ${bars.city}, lower(${bars.city}), ${bars.country}, ${bars.timeZone},
      ${bars.screens}, ${bars.soundZones}, ${bars.bigScreen}, ${bars.outdoorScreen}, ${barBroadcasts.withSound}, ${bars.latitude}, ${bars.longitude}, ${bars.logo})
      order by ${bars.city}, ${bars.name}, ${bars.id})::text`,
    })
    .from(barBroadcasts)
    .innerJoin(bars, eq(bars.id, barBroadcasts.barId))
    .where(barsWhere(matchId, undefined));
  const rows = JSON.parse(row?.bars ?? '[]') as RememberedRow[];
  return rows.map(
    ([
      slug,
      name,
      city,
      cityKey,
      country,
      timeZone,
      screens,
      soundZones,
      bigScreen,
      outdoorScreen,
      withSound,
      latitude,
      longitude,
      logo,
    ]) => ({
      slug,
      name,
      city,
      cityKey,
      country,
      screens,
      soundZones,
      bigScreen,
      outdoorScreen,
      withSound,
      latitude,
      longitude,
      logo,
      timeZone: effectiveTimeZone(timeZone, country).timeZone,
    }),
  );
}

/** What /sitemap.xml lists: the window's matches and every public bar (at most `limit` of each). */
export async function sitemapEntries(db: Database, from: Date, to: Date, limit: number) {
  const matchRows = await db
    .select({ id: matches.id, homeTeam: matches.homeTeam, awayTeam: matches.awayTeam })
    .from(matches)
    .where(and(isNull(matches.trashedAt), gte(matches.scheduledDate, from), lt(matches.scheduledDate, to)))
    .orderBy(asc(matches.scheduledDate), asc(matches.id))
    .limit(limit);
  const barRows = await db
    .select({ slug: bars.slug })
    .from(bars)
    .where(isPublicBar)
    .orderBy(asc(bars.slug))
    .limit(limit);
  return { matches: matchRows, bars: barRows.map((b) => b.slug) };
}
