import { sql, type SQL } from 'drizzle-orm';
import type { PublicMatchBarRow } from '@app/public-pages/page-data';
import { queryRows, type Database } from '../../db/client.ts';
import { textArray } from '../../db/sql-arrays.ts';

/**
 * The fans going to a bar for a match, as one scalar subquery: "I'm going" or a booking waiting or
 * accepted, each fan once; two seeks of the goers' and the bookings' (bar, match) indexes.
 */
export const fansGoing = (barId: SQL, matchId: SQL): SQL => sql`(
  select count(distinct f.user_id)::int from (
    select g.user_id from match_goers g where g.bar_id = ${barId} and g.match_id = ${matchId}
    union all
    select k.user_id from bookings k
    where k.bar_id = ${barId} and k.match_id = ${matchId} and k.status in ('requested', 'accepted')
  ) f)`;

/**
 * The page's bars with the fans going to each for the match: a fan who said "I'm going" or holds a
 * booking waiting or accepted, counted once. Read for the page's bars only (a page is at most a
 * hundred), each a seek of the goers' and the bookings' (bar, match) indexes: it changes with every
 * tap, so it is never remembered with the bars.
 */
export async function withGoing(
  db: Database,
  matchId: string,
  rows: Omit<PublicMatchBarRow, 'going'>[],
): Promise<PublicMatchBarRow[]> {
  if (rows.length === 0) return [];
  const counts = await queryRows<{ slug: string; going: number }>(
    db,
    sql`
    select b.slug, ${fansGoing(sql`b.id`, sql`${matchId}::uuid`)} as going
    from bars b
    where b.slug = any(${textArray(rows.map((row) => row.slug))})`,
  );
  return withCounts(rows, new Map(counts.map((c) => [c.slug, Number(c.going)])));
}

/** The page's bars with the fans going to each, from counts by slug read already (none: 0). */
export const withCounts = (
  rows: Omit<PublicMatchBarRow, 'going'>[],
  going: ReadonlyMap<string, number>,
): PublicMatchBarRow[] => rows.map((row) => ({ ...row, going: going.get(row.slug) ?? 0 }));
