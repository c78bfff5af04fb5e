import { sql, type SQL } from 'drizzle-orm';
import { barMembers, bars } from '../../db/schema/index.ts';

/**
 * The people who answer for bars — each bar's owner and its managers (a scanner only scans) — as
 * rows (bar_id, user_id): who answers bookings and hears of a bar's matches. A join on these rows
 * finds a bar's people through the bars' and members' keys: a join condition `owner or in (members)`
 * can use no index and reads every account.
 * `barId`: one bar's people only.
 */
export function barAnswerers(barId?: string): SQL {
  const ownerOf = barId === undefined ? sql`` : sql`where ${bars.id} = ${barId}`;
  const managersOf = barId === undefined ? sql`` : sql`and ${barMembers.barId} = ${barId}`;
  return sql`(select ${bars.id} as bar_id, ${bars.ownerUserId} as user_id from ${bars} ${ownerOf}
    union select ${barMembers.barId}, ${barMembers.userId} from ${barMembers}
    where ${barMembers.removedAt} is null and ${barMembers.role} = 'manager' ${managersOf})`;
}
