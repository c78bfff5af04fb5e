import { createHash, randomBytes } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import { isbot } from 'isbot';
import type { Database } from '../../db/client.ts';
import { matchPageVisitors, pageViewSalts } from '../../db/schema/index.ts';

/** What tells one visitor from another for a day: never stored as such. */
export type Visitor = { address: string; userAgent: string | undefined };

const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/**
 * A match page's views as privacy-first analytics count them: a visitor once per match and UTC day,
 * known by a hash of the day's random salt, the address and the user agent. No cookie; a crawler is
 * no visitor. Rows and salts of past days are deleted on the first count of a new day, so yesterday's
 * hashes can no longer be tied to an address.
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
    /** Counts the visitor's view of the match unless they were counted today or are a crawler. */
    async count(matchId: string, visitor: Visitor, now: Date): Promise<void> {
      if (!visitor.userAgent || isbot(visitor.userAgent)) return;
      const day = utcDay(now);
      await sweep(day);
      const hash = createHash('sha256')
        .update(`${await saltOf(day)}\n${visitor.address}\n${visitor.userAgent}`)
        .digest('base64url');
      await db.execute(sql`with first_visit as (
          insert into match_page_visitors (match_id, day, visitor) values (${matchId}, ${day}, ${hash.slice(0, 22)})
          on conflict do nothing returning 1)
        insert into match_page_views (match_id, day, views) select ${matchId}, ${day}, 1 from first_visit
        on conflict (match_id, day) do update set views = match_page_views.views + 1`);
    },
  };
}
