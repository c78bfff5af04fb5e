import { and, isNull, sql, type SQL } from 'drizzle-orm';
import type { OwnerMatch, OwnerMatchesFilter } from '@app/contract/matches';
import type { Database } from '../../db/client.ts';
import { barBroadcasts, matches, notices } from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import type { Bind } from '../collection/collection-query.ts';
import { createListEngine, type PageReader } from '../collection/list-engine.ts';
import type { KeyOrder } from '../collection/page-anchors.ts';
import { matchFollowersColumn, matchViews7dColumn } from './match-demand.ts';

/** The owner's list filter: what the query asks, and the caller's bar (null for a user without one). */
export type OwnerListFilter = OwnerMatchesFilter & { barId: string | null };

/** The sequence every write to the matches or their label links moves (migration 0011). */
const LIST_VERSION = 'list_version_matches';

function ownerWhere(filter: OwnerListFilter, bind: Bind): SQL | undefined {
  const conditions: SQL[] = [isNull(matches.trashedAt)];
  // The Broadcasting filter: a bar shows a few dozen matches, so the semi-join is small.
  if (filter.broadcasting) {
    conditions.push(
      filter.barId !== null
        ? sql`${matches.id} in (select ${barBroadcasts.matchId} from ${barBroadcasts} where ${barBroadcasts.barId} = ${bind('barId', filter.barId)})`
        : sql`false`,
    );
  }
  if (filter.matchStatus) conditions.push(sql`${matches.phase} = ${bind('phase', filter.matchStatus)}`);
  // search_text is lower(headline || ' ' || competition name), written lower-cased by every writer,
  // so a lower-cased pattern with a plain LIKE finds what ILIKE would, at a fraction of the cost
  // per row tested (ILIKE folds the case of every row it tests). Indexes: docs/decisions/009-match-search.md.
  if (filter.query)
    conditions.push(sql`${matches.searchText} like ${bind('pattern', containsPattern(filter.query.toLowerCase()))}`);
  // One array parameter (= any), not a list of them: the text is the same for any number of competitions.
  if (filter.competitions && filter.competitions.length > 0) {
    conditions.push(sql`${matches.competitionId} = any(${bind('competitions', [...filter.competitions].sort())})`);
  }
  return and(...conditions);
}

/** Upcoming and live lists read in kick-off order; everything else (past, search, competition) newest first. */
function ownerKeyOrder(filter: OwnerListFilter): KeyOrder {
  const ascending = filter.matchStatus === 'future' || filter.matchStatus === 'live';
  return { sort: matches.scheduledDate, id: matches.id, direction: ascending ? 'asc' : 'desc' };
}

/** The owner's page: its columns, mapped to the contract by the server. */
function ownerColumns(bar: boolean) {
  const barId = sql.placeholder('barId');
  // The outer row named in full: drizzle writes columns unqualified in a select from one table,
  // where the notices' own "id" would be taken for it (as match-demand.ts does).
  const thisMatch = sql`"matches"."id"`;
  return {
    id: matches.id,
    headline: matches.headline,
    status: matches.status,
    phase: matches.phase,
    fullTimeHomeGoals: matches.fullTimeHomeGoals,
    fullTimeAwayGoals: matches.fullTimeAwayGoals,
    liveHomeGoals: matches.liveHomeGoals,
    liveAwayGoals: matches.liveAwayGoals,
    homeTeamEmblemUrl: matches.homeTeamEmblemUrl,
    awayTeamEmblemUrl: matches.awayTeamEmblemUrl,
    scheduledDate: matches.scheduledDate,
    competitionId: matches.competitionId,
    competitionName: matches.competitionName,
    broadcasted: bar
      ? sql<boolean>`exists (select 1 from ${barBroadcasts} where ${barBroadcasts.barId} = ${barId} and ${barBroadcasts.matchId} = ${thisMatch})`
      : sql<boolean>`false`,
    // The bar's latest notice about the match (notices_bar_match_idx), when it tells of a move.
    kickOffMovedFrom: bar
      ? sql<
          Date | string | null
        >`(select case when ${notices.kind} = 'moved' then ${notices.previousDate} end from ${notices}
          where ${notices.barId} = ${barId} and ${notices.matchId} = ${thisMatch} order by ${notices.createdAt} desc limit 1)`
      : sql<null>`null`,
    // The seats the bar's bookings hold for the match, waiting and accepted, in one read of
    // bookings_bar_match_idx, and its fans who said "I'm going" (match_goers_bar_match_idx); per row of the page only.
    bookingSeats: bar
      ? sql<number[]>`(select array[coalesce(sum(b.seats) filter (where b.status = 'requested'), 0),
          coalesce(sum(b.seats) filter (where b.status = 'accepted'), 0)]::int[] from bookings b
          where b.bar_id = ${barId} and b.match_id = ${thisMatch} and b.status in ('requested', 'accepted'))`
      : sql<null>`null`,
    goers: bar
      ? sql<number>`(select count(*)::int from match_goers g where g.bar_id = ${barId} and g.match_id = ${thisMatch})`
      : sql<number>`0`,
    // What fans ask of the match, per row of the page only.
    views7d: matchViews7dColumn,
    followers: matchFollowersColumn,
  };
}

function ownerPageQuery(db: Database, bar: boolean, parts: { pageRows: SQL; order: SQL[]; listVersion: SQL<string> }) {
  return db
    .select({ ...ownerColumns(bar), listVersion: parts.listVersion })
    .from(matches)
    .where(parts.pageRows)
    .orderBy(...parts.order);
}

type OwnerRow = Awaited<ReturnType<ReturnType<typeof ownerPageQuery>['execute']>>[number];
type OwnerPage = { rows: OwnerMatch[]; count: number; listVersion: string | undefined };

function toOwnerMatch(r: OwnerRow): OwnerMatch {
  return {
    _id: r.id,
    id: r.id,
    headline: r.headline,
    status: r.status,
    matchStatus: r.phase,
    goals: {
      fullTimeHomeGoals: r.fullTimeHomeGoals,
      fullTimeAwayGoals: r.fullTimeAwayGoals,
      liveHomeGoals: r.liveHomeGoals,
      liveAwayGoals: r.liveAwayGoals,
    },
    homeTeamEmblemUrl: r.homeTeamEmblemUrl,
    awayTeamEmblemUrl: r.awayTeamEmblemUrl,
    scheduledDate: r.scheduledDate.toISOString(),
    competitionId: r.competitionId,
    competitionName: r.competitionName,
    broadcasted: Boolean(r.broadcasted),
    kickOffMovedFrom: r.kickOffMovedFrom === null ? null : new Date(r.kickOffMovedFrom).toISOString(),
    demand: { views7d: Number(r.views7d), followers: Number(r.followers) },
    bookings: { requested: Number(r.bookingSeats?.[0] ?? 0), accepted: Number(r.bookingSeats?.[1] ?? 0) },
    goers: Number(r.goers),
  };
}

/** The owner's rows read as columns, with the bar's broadcast and notice when the caller has a bar. */
function ownerReader(db: Database): PageReader<OwnerListFilter, OwnerRow[], OwnerPage> {
  return {
    shape: (filter) => (filter.barId !== null ? 'bar' : 'no bar'),
    values: (filter) => (filter.barId !== null ? { barId: filter.barId } : {}),
    build: (filter, parts) => ownerPageQuery(db, filter.barId !== null, parts),
    pageOf: (rows) => ({ rows: rows.map(toOwnerMatch), count: rows.length, listVersion: rows[0]?.listVersion }),
  };
}

/**
 * The owner's match list (GET /matches/admin): the list engine with exact counts (the Future counter
 * and "1–50 of n"). The Broadcasting filter reads its pages without anchors and counts every page:
 * the bar's broadcasts do not move the matches' list version, and that list is a few dozen rows.
 */
export const createOwnerMatchList = (db: Database) =>
  createListEngine(db, {
    table: matches,
    id: matches.id,
    versionSequence: LIST_VERSION,
    where: ownerWhere,
    keyOrder: ownerKeyOrder,
    count: 'exact',
    fresh: (filter) => Boolean(filter.broadcasting),
    reader: ownerReader(db),
  });
