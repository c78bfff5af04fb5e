import { sql } from 'drizzle-orm';

/**
 * The number of public bars (accepted, not in the trash) showing the outer `matches` row: the count
 * migration 0019's triggers keep in match_public_bars, no row being 0. The one reading
 * of it, for the fans' pages, the owners' demand and the admin's `broadcasted`. The
 * outer row is named "matches"."id" in full, as in match-demand.ts.
 */
export const matchPublicBarsColumn = sql<number>`coalesce((select c.bars from match_public_bars c where c.match_id = "matches"."id"), 0)`;
