import { and, asc, count, desc, eq, isNull, sql, type SQL, type SQLChunk } from 'drizzle-orm';
import type { OwnerMatch, OwnerMatchesAnswer, OwnerMatchesFilter, CompetitionItem } from '@app/contract/matches';
import { MATCH_MESSAGES } from '@app/contract/matches';
import type { Database } from '../../db/client.ts';
import { barBroadcasts, competitions, matches, notices } from '../../db/schema/index.ts';
import { matchFollowersColumn, matchViews7dColumn } from './match-demand.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { isOver } from '../../lib/match-status.ts';
import { isForeignKeyViolation } from '../../lib/pg-errors.ts';
import { countEveryTime, createCountCache, type CountCache } from './count-cache.ts';
import { createPageAnchors, orderByKey, type KeyOrder, type PageStart } from '../collection/page-anchors.ts';
import { keysetAfter } from '../collection/collection-query.ts';
import { createListTotals, listVersionColumn } from '../collection/list-totals.ts';
import { keptQueries } from '../../db/prepared.ts';

/** The sequence every write to the matches or their label links moves (migration 0011, decision 033). */
const LIST_VERSION = 'list_version_matches';

/**
 * What decides the text of the list's queries; the values go in the placeholders named by
 * `ListValues`, so a kept page query (keptQueries) serves every owner, search and page of a shape.
 */
type ListShape = {
  /** The caller has a bar (the broadcast and notice columns, the Broadcasting filter read it). */
  bar: boolean;
  broadcasting: boolean;
  phase: boolean;
  search: boolean;
  competitions: boolean;
};
type ListValues = { barId: string | null; phase: string | null; pattern: string | null; competitions: string[] };
/** A value of the list: a placeholder in a kept query, the value itself in a one-off one (a count, the anchors). */
type Bind = (name: keyof ListValues) => SQLChunk;

function shapeOf(filter: OwnerMatchesFilter, barId: string | null): ListShape {
  return {
    bar: barId !== null,
    broadcasting: Boolean(filter.broadcasting),
    phase: Boolean(filter.matchStatus),
    search: Boolean(filter.query),
    competitions: Boolean(filter.competitions && filter.competitions.length > 0),
  };
}

function valuesOf(filter: OwnerMatchesFilter, barId: string | null): ListValues {
  return {
    barId,
    phase: filter.matchStatus ?? null,
    pattern: filter.query ? containsPattern(filter.query.toLowerCase()) : null,
    competitions: filter.competitions ?? [],
  };
}

const asPlaceholder: Bind = (name) => sql.placeholder(name);
const asValueOf = (values: ListValues): Bind => (name) => sql.param(values[name]);

function whereOf(shape: ListShape, value: Bind): SQL | undefined {
  const conditions: SQL[] = [isNull(matches.trashedAt)];
  // Decision 027's Broadcasting filter: a bar shows a few dozen matches, so the semi-join is small.
  if (shape.broadcasting) {
    conditions.push(shape.bar
      ? sql`${matches.id} in (select ${barBroadcasts.matchId} from ${barBroadcasts} where ${barBroadcasts.barId} = ${value('barId')})`
      : sql`false`);
  }
  if (shape.phase) conditions.push(sql`${matches.phase} = ${value('phase')}`);
  // search_text is lower(headline || ' ' || competition name), written lower-cased by every writer,
  // so a lower-cased pattern with a plain LIKE finds what ILIKE would, at a fraction of the cost
  // per row tested (ILIKE folds the case of every row it tests). Indexes: docs/decisions/009-match-search.md.
  if (shape.search) conditions.push(sql`${matches.searchText} like ${value('pattern')}`);
  // One array parameter (= any), not a list of them: the text is the same for any number of competitions.
  if (shape.competitions) conditions.push(sql`${matches.competitionId} = any(${value('competitions')})`);
  return and(...conditions);
}

/** Upcoming and live lists read in kick-off order; everything else (past, search, competition) newest first. */
function isAscending(filter: OwnerMatchesFilter): boolean {
  return filter.matchStatus === 'future' || filter.matchStatus === 'live';
}

const countKey = (filter: OwnerMatchesFilter, barId: string | null) =>
  JSON.stringify([filter.matchStatus ?? null, filter.query?.toLowerCase() ?? null, [...(filter.competitions ?? [])].sort(), filter.broadcasting ? barId : null]);

/** The list's order: kick-off time, then id, both the same way. */
const keyOrderOf = (ascending: boolean): KeyOrder => ({ sort: matches.scheduledDate, id: matches.id, direction: ascending ? 'asc' : 'desc' });

/** A page query's shape: the list's, its order, and whether it starts after a remembered row. */
type PageShape = ListShape & { ascending: boolean; afterAnchor: boolean };

/**
 * A deferred join: the ids of the page are found first (index-only on the list indexes, however
 * deep the offset), and only those rows are read and checked against the bar's broadcasts.
 * Built once per shape, with placeholders for the values (decision 047).
 */
function pageQueries(db: Database) {
  const kept = keptQueries();
  return (shape: PageShape) => kept(JSON.stringify(shape), () => {
    const order = keyOrderOf(shape.ascending);
    const direction = shape.ascending ? asc : desc;
    const after = shape.afterAnchor ? { cursor: sql.placeholder('cursor'), id: sql.placeholder('cursorId') } : null;
    const ids = db
      .select({ id: matches.id, scheduledDate: matches.scheduledDate })
      .from(matches)
      .where(and(whereOf(shape, asPlaceholder), keysetAfter(order.sort, order.id, order.direction, after)))
      .orderBy(...orderByKey(order))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .as('page');
    const barId = sql.placeholder('barId');
    return db
      .select({
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
        // The list version this page was read at (one value per statement): the total is kept for it.
        listVersion: listVersionColumn(LIST_VERSION),
        broadcasted: shape.bar
          ? sql<boolean>`exists (select 1 from ${barBroadcasts} where ${barBroadcasts.barId} = ${barId} and ${barBroadcasts.matchId} = ${matches.id})`
          : sql<boolean>`false`,
        // The bar's latest notice about the match (notices_bar_match_idx), when it tells of a move.
        kickOffMovedFrom: shape.bar
          ? sql<Date | string | null>`(select case when ${notices.kind} = 'moved' then ${notices.previousDate} end from ${notices}
              where ${notices.barId} = ${barId} and ${notices.matchId} = ${matches.id} order by ${notices.createdAt} desc limit 1)`
          : sql<null>`null`,
        // Decision 054: what fans ask of the match, per row of the page only (decision 055).
        views7d: matchViews7dColumn,
        followers: matchFollowersColumn,
      })
      .from(ids)
      .innerJoin(matches, eq(matches.id, ids.id))
      .orderBy(direction(ids.scheduledDate), direction(ids.id));
  });
}

/** The console's counts are exact (the Future counter, "1–50 of n"), not capped like the admin lists'. */
async function exactCount(db: Database, where: SQL | undefined): Promise<{ total: number }> {
  const [row] = await db.select({ n: count() }).from(matches).where(where);
  return { total: Number(row?.n ?? 0) };
}

type Row = Awaited<ReturnType<ReturnType<ReturnType<typeof pageQueries>>['execute']>>[number];

function toAdminMatch(r: Row): OwnerMatch {
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
  };
}

export function createConsoleMatchesService(db: Database, counts: CountCache = createCountCache()) {
  const anchors = createPageAnchors(db, matches, LIST_VERSION);
  const page = pageQueries(db);
  const count = (where: SQL | undefined) => exactCount(db, where);
  // A filter's count is kept for the list version its page was read at (list-totals.ts), so any
  // write to the matches counts again. The Broadcasting filter is a bar's few dozen matches, whose
  // broadcasts move no list version: counted on every page.
  const totals = createListTotals(db, matches, LIST_VERSION, { counts, count });
  const broadcastingTotals = createListTotals(db, matches, LIST_VERSION, { counts: countEveryTime, count });
  return {
    /**
     * One page of the console's list and the filter's count (a page that is not full is its own
     * count). A deep page starts after the nearest remembered row (page anchors), so the last page
     * costs about what the first does.
     */
    async list(filter: OwnerMatchesFilter, barId: string | null): Promise<OwnerMatchesAnswer> {
      const offset = filter.page * filter.pageSize;
      const shape = shapeOf(filter, barId);
      const values = valuesOf(filter, barId);
      // The same conditions with their values, for the rare queries that are not kept: a count, the anchors.
      const where = whereOf(shape, asValueOf(values));
      const ascending = isAscending(filter);
      const read = ({ after, offset: skip }: PageStart) => page({ ...shape, ascending, afterAnchor: after !== null })
        .execute({ ...values, cursor: after?.cursor ?? null, cursorId: after?.id ?? null, limit: filter.pageSize, offset: skip });
      // A deep page starts after the nearest remembered row (decision 037). Not for the Broadcasting
      // filter: the bar's broadcasts do not move the matches' list version, and its list is short.
      const order = keyOrderOf(ascending);
      const rows = filter.broadcasting
        ? await read({ after: null, offset })
        : await anchors.readPage(countKey(filter, barId), where, order, offset, read, (found) => found[0]?.listVersion);
      const seen = { offset, rows: rows.length, pageSize: filter.pageSize };
      const { total } = await (filter.broadcasting ? broadcastingTotals : totals).of({ filter: countKey(filter, barId) }, where, seen, rows[0]?.listVersion);
      return { count: total, matches: rows.map(toAdminMatch) };
    },

    async activeCompetitions(): Promise<CompetitionItem[]> {
      const rows = await db
        .select({ id: competitions.id, name: competitions.name, slug: competitions.slug, color: competitions.color })
        .from(competitions)
        .where(eq(competitions.active, true))
        .orderBy(asc(competitions.position), asc(competitions.name));
      return rows.map((r) => ({ ...r, _id: r.id }));
    },

    /**
     * Switches a match on or off for one bar; idempotent. A trashed match is unknown to owners;
     * a match that is over keeps its broadcast history as it was, except that a cancelled one can
     * be switched off (decision 025: the bar was told, and offered exactly that).
     */
    async setBroadcast(barId: string, matchId: string, on: boolean): Promise<boolean> {
      const [match] = await db
        .select({ status: matches.status })
        .from(matches)
        .where(and(eq(matches.id, matchId), isNull(matches.trashedAt)))
        .limit(1);
      if (!match) throw notFound(MATCH_MESSAGES.matchNotFound, 'matches.NOT_FOUND');
      if (isOver(match.status) && !(match.status === 'CANC' && !on)) throw badRequest(MATCH_MESSAGES.matchOver, 'matches.OVER');
      if (on) {
        try {
          await db.insert(barBroadcasts).values({ barId, matchId }).onConflictDoNothing();
        } catch (error) {
          // Deleted for good between the read and the insert.
          if (isForeignKeyViolation(error)) throw notFound(MATCH_MESSAGES.matchNotFound, 'matches.NOT_FOUND');
          throw error;
        }
      } else {
        await db.delete(barBroadcasts).where(and(eq(barBroadcasts.barId, barId), eq(barBroadcasts.matchId, matchId)));
      }
      return on;
    },
  };
}
export type ConsoleMatchesService = ReturnType<typeof createConsoleMatchesService>;
