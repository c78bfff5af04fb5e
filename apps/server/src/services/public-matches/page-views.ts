import { createHash, randomBytes } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import { isbot } from 'isbot';
import type { LatLng } from '@app/contract/public-matches';
import type { Database } from '../../db/client.ts';
import { matchPageVisitors, pageViewSalts } from '../../db/schema/index.ts';

/** What tells one visitor from another for a day: never stored as such. */
export type Visitor = { address: string; userAgent: string | undefined };

const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/** The coarse area a located view counts in: a tenth of a degree each way (about 11 km). */
const cellOf = (near: LatLng) => ({ lat10: Math.round(near.lat * 10), lng10: Math.round(near.lng * 10) });

/**
 * A match page's views as privacy-first analytics count them: a visitor once per match and UTC day,
 * known by a hash of the day's random salt, the address and the user agent. No cookie; a crawler is
 * no visitor. Rows and salts of past days are deleted on the first count of a new day, so yesterday's
 * hashes can no longer be tied to an address. A visitor who asked for bars near them counts once a
 * day in the coarse area of that position too (the day's first position); the position is never kept.
 */
export function createPageViewCounter(db: Database) {
  const salts = new Map<string, string>();
  let sweptDay = '';

  const saltOf = async (day: string): Promise<string> => {
    const known = salts.get(day);
    if (known) return known;
    // Every instance takes the first salt written for the day.
    await db
      .insert(pageViewSalts)
      .values({ day, salt: randomBytes(32).toString('base64url') })
      .onConflictDoNothing();
    const [row] = await db
      .select({ salt: pageViewSalts.salt })
      .from(pageViewSalts)
      .where(sql`${pageViewSalts.day} = ${day}`);
    salts.clear();
    salts.set(day, row!.salt);
    return row!.salt;
  };

  const sweep = async (day: string) => {
    if (sweptDay === day) return;
    await db.delete(matchPageVisitors).where(lt(matchPageVisitors.day, day));
    await db.delete(pageViewSalts).where(lt(pageViewSalts.day, day));
    sweptDay = day;
  };

  return {
    /** Counts the visitor's view of the match (and its area, given `near`) unless counted today or a crawler. */
    async count(matchId: string, visitor: Visitor, now: Date, near: LatLng | null = null): Promise<void> {
      if (!visitor.userAgent || isbot(visitor.userAgent)) return;
      const day = utcDay(now);
      await sweep(day);
      const salt = await saltOf(day);
      const hashOf = (what: string) =>
        createHash('sha256').update(`${salt}\n${visitor.address}\n${visitor.userAgent}${what}`).digest('base64url');
      await db.execute(sql`with first_visit as (
          insert into match_page_visitors (match_id, day, visitor) values (${matchId}, ${day}, ${hashOf('').slice(0, 22)})
          on conflict do nothing returning 1)
        insert into match_page_views (match_id, day, views) select ${matchId}, ${day}, 1 from first_visit
        on conflict (match_id, day) do update set views = match_page_views.views + 1`);
      if (!near) return;
      // The located visit is its own row of the day's visitors (another hash), so it counts once however
      // often the visitor moves: the first position of the day stands.
      const { lat10, lng10 } = cellOf(near);
      await db.execute(sql`with first_located as (
          insert into match_page_visitors (match_id, day, visitor) values (${matchId}, ${day}, ${`@${hashOf('\nnear').slice(0, 21)}`})
          on conflict do nothing returning 1)
        insert into match_page_view_areas (match_id, day, lat10, lng10, views)
        select ${matchId}, ${day}, ${lat10}, ${lng10}, 1 from first_located
        on conflict (match_id, day, lat10, lng10) do update set views = match_page_view_areas.views + 1`);
    },
  };
}
