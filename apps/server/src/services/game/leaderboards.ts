import { LRUCache } from 'lru-cache';
import { sql } from 'drizzle-orm';
import type { Leaderboard, LeaderboardQuery } from '@app/contract/game';
import type { Database } from '../../db/client.ts';
import { namedStatement } from '../../db/prepared.ts';
import { openingKey, periodsAt } from './periods.ts';
import {
  boardKey,
  notPlayable,
  sharedBoard,
  standingRowSql,
  toBoardRow,
  toStanding,
  type SharedBoard,
  type StandingRow,
} from './play-reads.ts';

/** Boards' pages remembered per instance: 2,000 answers of 50 rows are a few megabytes. */
const REMEMBERED_PAGES = 2_000;

type Head = { version: string; time_zone: string } & { [K in keyof StandingRow]?: StandingRow[K] | null };

/**
 * The leaderboards. A board changes only when a scoring job ranks it or a change
 * queues one (a kick-off, the trash, the matches, the zone: the days and weeks), and both move the
 * championship's boards' version in their own transaction. So a request makes one read — the
 * championship (published, not archived), its version and the caller's own row — and answers the
 * rest (the page, the total, the days and weeks) from what this instance remembered under that
 * version, reading them only when the version is new to it. The version is read before the rest,
 * so a remembered answer is never older than its version; the caller's own row is never remembered.
 */
export function createLeaderboards(db: Database, clock: () => Date) {
  const remembered = new LRUCache<string, SharedBoard>({ max: REMEMBERED_PAGES });
  // The one read, in its two shapes, parsed and planned once. Signed out, no own
  // row to join: the statement stays two primary-key reads.
  const id = sql.placeholder('id');
  const headOf = (signedIn: boolean) =>
    namedStatement<Head>(
      db,
      sql`
      select coalesce(v.version, 0)::text as version, c.time_zone ${signedIn ? sql`, own.*` : sql``}
      from championships c
      left join board_versions v on v.championship_id = c.id
      ${signedIn ? sql`left join (${standingRowSql(id, sql.placeholder('period'), sql.placeholder('key'), sql.placeholder('userId'))}) own on true` : sql``}
      where c.id = ${id} and c.published and c.archived_at is null`,
    );
  const signedOut = headOf(false);
  const signedIn = headOf(true);

  return async function leaderboard(
    championshipId: string,
    query: LeaderboardQuery,
    userId: string | null,
  ): Promise<Leaderboard> {
    const key = boardKey(query);
    const [head] =
      userId === null
        ? await signedOut({ id: championshipId })
        : await signedIn({ id: championshipId, period: query.period, key, userId });
    if (!head) throw notPlayable();
    const name = [championshipId, head.version, query.period, key, query.page, query.pageSize].join('/');
    let shared = remembered.get(name);
    if (!shared) {
      shared = await sharedBoard(db, championshipId, query);
      remembered.set(name, shared);
    }
    // Today moves without the version: the boards to open on are chosen for each request.
    const current = periodsAt(clock(), head.time_zone);
    const opening = {
      day: openingKey(shared.days, shared.daysWithPoints, current.day),
      week: openingKey(shared.weeks, shared.weeksWithPoints, current.week),
    };
    return {
      ...shared,
      opening,
      rows: shared.rows.map((row) => toStanding(row, userId)),
      me: head.user_id == null ? null : toStanding(toBoardRow(head as StandingRow), userId),
    };
  };
}
