import { and, asc, eq, gte, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { LatLng } from '@app/contract/public-matches';
import type { Database } from '../../db/client.ts';
import { barBroadcasts, bars, matches } from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { effectiveTimeZone } from '../bar-profile/country-time-zone.ts';

export type PublicMatchRow = {
  id: string; homeTeam: string; awayTeam: string; homeTeamEmblemUrl: string; awayTeamEmblemUrl: string;
  competitionName: string; kickOff: Date; status: string; phase: 'future' | 'live' | 'past'; barCount: number;
};

export type PublicMatchBarRow = {
  slug: string; name: string; city: string; country: string; screens: number; soundZones: number; bigScreen: boolean;
  outdoorScreen: boolean; withSound: boolean; latitude: number | null; longitude: number | null; distanceKm: number | null; timeZone: string;
};

export type MatchListFilter = { q?: string | undefined; competition?: string | undefined; city?: string | undefined; from: Date; to: Date; page: number; pageSize: number };
export type BarListFilter = { city?: string | undefined; near?: LatLng | undefined; page: number; pageSize: number };

const EARTH_RADIUS_KM = 6371.0088;

/** Only accepted bars outside the trash are public (decision 054), in every list and count. */
const isPublicBar = and(eq(bars.status, 'accepted'), isNull(bars.trashedAt))!;
const inCity = (city: string | undefined): SQL | undefined => (city ? sql`lower(${bars.city}) = lower(${city})` : undefined);

const matchColumns = {
  id: matches.id, homeTeam: matches.homeTeam, awayTeam: matches.awayTeam,
  homeTeamEmblemUrl: matches.homeTeamEmblemUrl, awayTeamEmblemUrl: matches.awayTeamEmblemUrl,
  competitionName: matches.competitionName, kickOff: matches.scheduledDate, status: matches.status, phase: matches.phase,
};

/** The accepted bars (in the city, when given) showing the outer query's match. */
const showingBars = (city: string | undefined) => sql`select 1 from ${barBroadcasts} join ${bars} on ${bars.id} = ${barBroadcasts.barId}
  where ${barBroadcasts.matchId} = ${matches.id} and ${isPublicBar}${city ? sql` and ${inCity(city)}` : sql``}`;

function matchConditions(filter: MatchListFilter): SQL {
  return and(
    isNull(matches.trashedAt), gte(matches.scheduledDate, filter.from), lt(matches.scheduledDate, filter.to),
    // search_text is lower(headline || ' ' || competition name): teams and competition in one test.
    filter.q ? sql`${matches.searchText} like ${containsPattern(filter.q.toLowerCase())}` : undefined,
    filter.competition ? sql`lower(${matches.competitionName}) = lower(${filter.competition})` : undefined,
    filter.city ? sql`exists (${showingBars(filter.city)})` : undefined,
  )!;
}

/** The coming matches in kick-off order with the number of public bars showing each; a page and the total. */
export async function listPublicMatches(db: Database, filter: MatchListFilter): Promise<{ rows: PublicMatchRow[]; total: number }> {
  const where = matchConditions(filter);
  const rows = await db.select({ ...matchColumns, barCount: sql<number>`(select count(*) from (${showingBars(filter.city)}) shown)::int` })
    .from(matches).where(where).orderBy(asc(matches.scheduledDate), asc(matches.id))
    .limit(filter.pageSize).offset(filter.page * filter.pageSize);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(matches).where(where);
  return { rows: rows.map((r) => ({ ...r, barCount: Number(r.barCount) })), total: Number(count?.n ?? 0) };
}

/**
 * A match that is not in the trash, with its public bar count when `withBarCount` (a count over
 * every bar showing it: left out when the caller lists those bars anyway and takes their total);
 * null for any other id.
 */
export async function findPublicMatch(db: Database, id: string, withBarCount: boolean): Promise<PublicMatchRow | null> {
  const barCount = withBarCount ? sql<number>`(select count(*) from (${showingBars(undefined)}) shown)::int` : sql<number>`0`;
  const [row] = await db.select({ ...matchColumns, barCount })
    .from(matches).where(and(eq(matches.id, id), isNull(matches.trashedAt))).limit(1);
  return row ? { ...row, barCount: Number(row.barCount) } : null;
}

/**
 * The public bars showing a match: nearest first when a position is given (haversine on double
 * precision, computed by the database over the match's bars; PGlite has no PostGIS), bars without
 * a location after them; then by city and name.
 */
export async function listMatchBars(db: Database, matchId: string, filter: BarListFilter): Promise<{ rows: PublicMatchBarRow[]; total: number }> {
  const near = filter.near;
  const distance = near
    // least() skips a null: a bar without a position is tested first, so it stays null (last).
    ? sql<number | null>`case when ${bars.latitude} is null then null else ${EARTH_RADIUS_KM}::double precision * 2 * asin(least(1::double precision, sqrt(
        power(sin(radians(${bars.latitude} - ${near.lat}::double precision) / 2), 2)
        + cos(radians(${near.lat}::double precision)) * cos(radians(${bars.latitude}))
        * power(sin(radians(${bars.longitude} - ${near.lng}::double precision) / 2), 2)))) end`
    : sql<number | null>`null::double precision`;
  const where = and(eq(barBroadcasts.matchId, matchId), isPublicBar, inCity(filter.city));
  const rows = await db.select({
    slug: bars.slug, name: bars.name, city: bars.city, country: bars.country, timeZoneChosen: bars.timeZone,
    screens: bars.screens, soundZones: bars.soundZones, bigScreen: bars.bigScreen, outdoorScreen: bars.outdoorScreen,
    withSound: barBroadcasts.withSound, latitude: bars.latitude, longitude: bars.longitude,
    distanceKm: distance.as('distance_km'), total: sql<number>`count(*) over ()`,
  }).from(barBroadcasts).innerJoin(bars, eq(bars.id, barBroadcasts.barId)).where(where)
    .orderBy(sql`distance_km asc nulls last`, asc(bars.city), asc(bars.name), asc(bars.id))
    .limit(filter.pageSize).offset(filter.page * filter.pageSize);
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && filter.page > 0) {
    const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(barBroadcasts).innerJoin(bars, eq(bars.id, barBroadcasts.barId)).where(where);
    total = Number(count?.n ?? 0);
  }
  return {
    total,
    rows: rows.map(({ timeZoneChosen, total: _total, distanceKm, ...r }) => ({
      ...r, distanceKm: distanceKm === null ? null : Number(distanceKm), timeZone: effectiveTimeZone(timeZoneChosen, r.country).timeZone,
    })),
  };
}

/** What /sitemap.xml lists: the window's matches and every public bar (at most `limit` of each). */
export async function sitemapEntries(db: Database, from: Date, to: Date, limit: number) {
  const matchRows = await db.select({ id: matches.id, homeTeam: matches.homeTeam, awayTeam: matches.awayTeam }).from(matches)
    .where(and(isNull(matches.trashedAt), gte(matches.scheduledDate, from), lt(matches.scheduledDate, to)))
    .orderBy(asc(matches.scheduledDate), asc(matches.id)).limit(limit);
  const barRows = await db.select({ slug: bars.slug }).from(bars).where(isPublicBar).orderBy(asc(bars.slug)).limit(limit);
  return { matches: matchRows, bars: barRows.map((b) => b.slug) };
}
