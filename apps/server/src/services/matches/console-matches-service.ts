import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { AdminMatch, AdminMatchesAnswer, AdminMatchesFilter, CompetitionItem } from '@app/contract/matches';
import { MATCH_MESSAGES } from '@app/contract/matches';
import type { Database } from '../../db/client.ts';
import { barBroadcasts, competitions, matches, notices } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { isOver } from '../../lib/match-status.ts';
import { isForeignKeyViolation } from '../../lib/pg-errors.ts';
import { countEveryTime, createCountCache, type CountCache } from './count-cache.ts';
import { createPageAnchors, orderByKey, type KeyOrder, type PageAnchors, type PageStart } from '../collection/page-anchors.ts';
import { createListTotals, listVersionColumn } from '../collection/list-totals.ts';
import { runPrepared } from '../../db/prepared.ts';

/** The sequence every write to the matches or their label links moves (migration 0011, decision 033). */
const LIST_VERSION = 'list_version_matches';

function whereOf(filter: AdminMatchesFilter, barId: string | null): SQL | undefined {
  const conditions: SQL[] = [isNull(matches.trashedAt)];
  // Issue 17's Broadcasting filter: a bar shows a few dozen matches, so the semi-join is small.
  if (filter.broadcasting) {
    conditions.push(barId
      ? sql`${matches.id} in (select ${barBroadcasts.matchId} from ${barBroadcasts} where ${barBroadcasts.barId} = ${barId})`
      : sql`false`);
  }
  if (filter.matchStatus) conditions.push(eq(matches.phase, filter.matchStatus));
  // search_text is lower(headline || ' ' || competition name), written lower-cased by every writer,
  // so a lower-cased pattern with a plain LIKE finds what ILIKE would, at a fraction of the cost
  // per row tested (ILIKE folds the case of every row it tests). Indexes: docs/decisions/009-match-search.md.
  if (filter.query) conditions.push(sql`${matches.searchText} like ${containsPattern(filter.query.toLowerCase())}`);
  if (filter.competitions && filter.competitions.length > 0) conditions.push(inArray(matches.competitionId, filter.competitions));
  return and(...conditions);
}

/** Upcoming and live lists read in kick-off order; everything else (past, search, competition) newest first. */
function isAscending(filter: AdminMatchesFilter): boolean {
  return filter.matchStatus === 'future' || filter.matchStatus === 'live';
}

const countKey = (filter: AdminMatchesFilter, barId: string | null) =>
  JSON.stringify([filter.matchStatus ?? null, filter.query?.toLowerCase() ?? null, [...(filter.competitions ?? [])].sort(), filter.broadcasting ? barId : null]);

/**
 * A deferred join: the ids of the page are found first (index-only on the list indexes, however
 * deep the offset), and only those rows are read and checked against the bar's broadcasts.
 */
async function selectPage(db: Database, anchors: PageAnchors, filter: AdminMatchesFilter, barId: string | null, where: SQL | undefined, window: { offset: number; limit: number }) {
  const order: KeyOrder = { sort: matches.scheduledDate, id: matches.id, direction: isAscending(filter) ? 'asc' : 'desc' };
  const direction = order.direction === 'asc' ? asc : desc;
  const read = (start: PageStart) => {
    const ids = db
      .select({ id: matches.id, scheduledDate: matches.scheduledDate })
      .from(matches)
      .where(start.where)
      .orderBy(...orderByKey(order))
      .limit(window.limit)
      .offset(start.offset)
      .as('page');
    // A named prepared statement on PostgreSQL: parsed and planned once per connection (decision 040).
    return runPrepared(db
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
        broadcasted: barId
          ? sql<boolean>`exists (select 1 from ${barBroadcasts} where ${barBroadcasts.barId} = ${barId} and ${barBroadcasts.matchId} = ${matches.id})`
          : sql<boolean>`false`,
        // The bar's latest notice about the match (notices_bar_match_idx), when it tells of a move.
        kickOffMovedFrom: barId
          ? sql<Date | string | null>`(select case when ${notices.kind} = 'moved' then ${notices.previousDate} end from ${notices}
              where ${notices.barId} = ${barId} and ${notices.matchId} = ${matches.id} order by ${notices.createdAt} desc limit 1)`
          : sql<null>`null`,
      })
      .from(ids)
      .innerJoin(matches, eq(matches.id, ids.id))
      .orderBy(direction(ids.scheduledDate), direction(ids.id)));
  };
  // A deep page starts after the nearest remembered row (decision 037). Not for the Broadcasting
  // filter: the bar's broadcasts do not move the matches' list version, and its list is short.
  if (filter.broadcasting) return read({ where, offset: window.offset });
  return anchors.readPage(countKey(filter, barId), where, order, window.offset, read, (rows) => rows[0]?.listVersion);
}

/** The console's counts are exact (the Future counter, "1–50 of n"), not capped like the admin lists'. */
async function exactCount(db: Database, where: SQL | undefined): Promise<{ total: number }> {
  const [row] = await db.select({ n: count() }).from(matches).where(where);
  return { total: Number(row?.n ?? 0) };
}

type Row = Awaited<ReturnType<typeof selectPage>>[number];

function toAdminMatch(r: Row): AdminMatch {
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
  };
}

export function createConsoleMatchesService(db: Database, counts: CountCache = createCountCache()) {
  const anchors = createPageAnchors(db, matches, LIST_VERSION);
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
    async list(filter: AdminMatchesFilter, barId: string | null): Promise<AdminMatchesAnswer> {
      const offset = filter.page * filter.pageSize;
      const where = whereOf(filter, barId);
      const rows = await selectPage(db, anchors, filter, barId, where, { offset, limit: filter.pageSize });
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
     * be switched off (issue 16: the bar was told, and offered exactly that).
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
