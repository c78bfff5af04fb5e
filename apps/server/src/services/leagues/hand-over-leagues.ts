import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';

/**
 * A player deleting their account hands each league they own to its longest-standing other player,
 * in the deletion's transaction, so the league stays with its friends; a league with no other
 * player goes with the account (the foreign key cascades).
 */
export async function handOverLeaguesOf(tx: Tx, userId: string): Promise<void> {
  await queryRows(
    tx,
    sql`
    update leagues l set owner_id = heir.user_id
    from (
      select distinct on (m.league_id) m.league_id, m.user_id
      from league_members m join leagues owned on owned.id = m.league_id and owned.owner_id = ${userId}
      where m.user_id <> ${userId}
      order by m.league_id, m.joined_at, m.user_id
    ) heir
    where l.id = heir.league_id`,
  );
}
