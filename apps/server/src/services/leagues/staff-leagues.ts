import { sql } from 'drizzle-orm';
import type { StaffLeagues } from '@app/contract/leagues';
import { queryRows, type Database } from '../../db/client.ts';

/**
 * A championship's leagues as staff see them: name, owner's nickname (a bar's league: the bar's name), size; largest
 * first.
 */
export async function staffLeagues(db: Database, championshipId: string): Promise<StaffLeagues> {
  const rows = await queryRows<{
    id: string;
    name: string;
    owner_nickname: string;
    member_count: number | string;
    join_open: boolean;
    created_at: Date | string;
  }>(
    db,
    sql`
    select l.id, l.name, coalesce(u.nickname, b.name, '') as owner_nickname, l.join_open, l.created_at,
      (select count(*) from league_members m where m.league_id = l.id) as member_count
    from leagues l left join users u on u.id = l.owner_id left join bars b on b.id = l.bar_id
    where l.championship_id = ${championshipId}
    order by member_count desc, lower(l.name), l.id`,
  );
  return {
    leagues: rows.map((r) => ({
      id: r.id,
      name: r.name,
      ownerNickname: r.owner_nickname,
      memberCount: Number(r.member_count),
      joinOpen: r.join_open,
      createdAt: new Date(r.created_at).toISOString(),
    })),
  };
}
