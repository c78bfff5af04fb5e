import { inArray, sql, type SQL } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { AdminMatch, AdminMatchFilter } from '@app/contract/matches-admin';
import type { Database, Tx } from '../../db/client.ts';
import { matchLabelLinks, matches } from '../../db/schema/index.ts';
import { filterCondition, listKeyOrder, listOrder } from './admin-match-query.ts';
import { listVersionColumn, type ListTotals } from '../collection/list-totals.ts';
import type { PageAnchors } from '../collection/page-anchors.ts';

const adminMatchColumns = {
  id: matches.id,
  homeTeam: matches.homeTeam,
  awayTeam: matches.awayTeam,
  headline: matches.headline,
  status: matches.status,
  phase: matches.phase,
  homeTeamEmblemUrl: matches.homeTeamEmblemUrl,
  awayTeamEmblemUrl: matches.awayTeamEmblemUrl,
  scheduledDate: matches.scheduledDate,
  competitionId: matches.competitionId,
  competitionName: matches.competitionName,
  country: matches.country,
  matchType: matches.matchType,
  profilePic: matches.profilePic,
  dates: matches.dates,
  fullTimeHomeGoals: matches.fullTimeHomeGoals,
  fullTimeAwayGoals: matches.fullTimeAwayGoals,
  liveHomeGoals: matches.liveHomeGoals,
  liveAwayGoals: matches.liveAwayGoals,
  popular: matches.popular,
  starred: matches.starred,
  frequent: matches.frequent,
  trashedAt: matches.trashedAt,
  // json (not an array type) so both drivers hand back a plain JS array.
  labels: sql<string[]>`coalesce((select json_agg(${matchLabelLinks.labelId} order by ${matchLabelLinks.labelId}) from ${matchLabelLinks} where ${matchLabelLinks.matchId} = ${matches.id}), '[]'::json)`,
  // Issue 12: only accepted bars (not in the trash) count as showing a match; the broadcasts of a
  // pending or rejected bar are kept for when it is accepted.
  // Written out: in a select without joins drizzle leaves columns unqualified, and "id" would be the bar's.
  // A scalar subquery with a limit runs per row of the page (bar_broadcasts_match_idx); an EXISTS may
  // be planned as one hash of every accepted bar's broadcasts (14 of a page's 20 ms on PGlite, decision 033).
  broadcasted: sql<boolean>`coalesce((select true from bar_broadcasts bb join bars b on b.id = bb.bar_id
    where bb.match_id = "matches"."id" and b.status = 'accepted' and b.trashed_at is null limit 1), false)`,
};

type AdminMatchRow = SelectResultFields<typeof adminMatchColumns>;

function toIso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

export function toAdminMatch(row: AdminMatchRow): AdminMatch {
  return {
    id: row.id,
    _id: row.id,
    headline: row.headline,
    name: row.headline,
    homeTeam: row.homeTeam,
    awayTeam: row.awayTeam,
    status: row.status,
    matchStatus: row.phase,
    folder: row.trashedAt ? 'trash' : row.phase === 'past' ? 'ended' : row.phase,
    goals: {
      fullTimeHomeGoals: row.fullTimeHomeGoals,
      fullTimeAwayGoals: row.fullTimeAwayGoals,
      liveHomeGoals: row.liveHomeGoals,
      liveAwayGoals: row.liveAwayGoals,
    },
    homeTeamEmblemUrl: row.homeTeamEmblemUrl,
    awayTeamEmblemUrl: row.awayTeamEmblemUrl,
    scheduledDate: toIso(row.scheduledDate),
    competitionId: row.competitionId,
    competitionName: row.competitionName,
    competition: row.competitionName,
    country: row.country,
    matchType: row.matchType,
    profilePic: row.profilePic,
    dates: row.dates,
    broadcasted: Boolean(row.broadcasted),
    popular: row.popular,
    starred: row.starred,
    frequent: row.frequent,
    labels: row.labels,
    trashedAt: row.trashedAt ? toIso(row.trashedAt) : null,
  };
}

async function selectMatches(db: Database | Tx, where: SQL | undefined, orderBy: SQL[], limit?: number, offset?: number): Promise<AdminMatch[]> {
  let query = db.select(adminMatchColumns).from(matches).where(where).orderBy(...orderBy).$dynamic();
  if (limit !== undefined) query = query.limit(limit);
  if (offset) query = query.offset(offset);
  const rows = await query;
  return rows.map(toAdminMatch);
}

/** One page of the admin list and how many matches the filter holds in all (estimated above the cap). */
export async function listAdminMatches(db: Database, lists: { totals: ListTotals; anchors: PageAnchors }, filter: AdminMatchFilter, page: number, pageSize: number) {
  const where = filterCondition(filter);
  const order = listOrder(filter);
  // Deferred join: the offset walks only (sort, id) — an index-only scan for the phase folders —
  // and the labels and broadcast subqueries run for the page's rows alone, not every skipped row.
  // A deep page starts after the nearest remembered row (page anchors, decision 037).
  const offset = page * pageSize;
  const start = await lists.anchors.startOf(JSON.stringify(filter), where, listKeyOrder(filter), offset);
  const pageIds = db.select({ id: matches.id }).from(matches).where(start.where).orderBy(...order).limit(pageSize).offset(start.offset);
  const rows = await db.select({ ...adminMatchColumns, listVersion: listVersionColumn('list_version_matches') })
    .from(matches).where(inArray(matches.id, pageIds)).orderBy(...order);
  const folderMatches = rows.map(({ listVersion: _, ...row }) => toAdminMatch(row));
  const version = start.version ?? rows[0]?.listVersion;
  return { folderMatches, ...await lists.totals.of(filter, where, { offset, rows: folderMatches.length, pageSize }, version) };
}

/** The named matches as they are now, in the order of `ids`. */
export async function adminMatchesByIds(db: Database | Tx, ids: readonly string[]): Promise<AdminMatch[]> {
  if (ids.length === 0) return [];
  const found = await selectMatches(db, inArray(matches.id, [...ids]), []);
  const byId = new Map(found.map((m) => [m.id, m]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
