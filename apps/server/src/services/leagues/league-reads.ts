import { sql, type SQL } from 'drizzle-orm';
import type { League, LeagueSummary } from '@app/contract/leagues';
import { queryRows, type Database, type Tx } from '../../db/client.ts';
import { namedStatement } from '../../db/prepared.ts';
import { leagueNotFound } from './league-errors.ts';

type Db = Database | Tx;

/** A league as its member reads it: in a playable championship, with the caller's membership. */
export type MemberLeague = {
  id: string;
  championship_id: string;
  championship_name: string;
  name: string;
  code: string;
  join_open: boolean;
  /** Null for a bar's league. */
  owner_id: string | null;
  time_zone: string;
  /** A bar's league: the bar's name and public page's slug, and its house prize; null otherwise. */
  bar_name: string | null;
  bar_slug: string | null;
  house_prize: string | null;
  /** The championship's boards' version and the league's members' version: what its board is remembered by. */
  board_version: string;
  members_version: string;
};

/**
 * The league `leagueId` if `userId` is one of its players and its championship is playable
 * (published, not archived); 404 otherwise, the same for a league that does not exist. `lock`: the
 * league's row is locked for a change of its members or owner.
 */
export async function memberLeague(db: Db, leagueId: string, userId: string, lock = false): Promise<MemberLeague> {
  const [row] = await queryRows<MemberLeague>(
    db,
    sql`${memberLeagueSql(sql`${leagueId}`, sql`${userId}`)} ${lock ? sql`for update of l` : sql``}`,
  );
  if (!row) throw leagueNotFound();
  return row;
}

/**
 * `memberLeague` as a statement parsed and planned once per connection, for the reads of a league
 * a member makes on every visit (its page, its boards): on PGlite parsing a join of five tables
 * costs as much as running it.
 */
export function memberLeagueStatement(db: Database): (leagueId: string, userId: string) => Promise<MemberLeague> {
  const statement = namedStatement<MemberLeague>(
    db,
    memberLeagueSql(sql`${sql.placeholder('leagueId')}`, sql`${sql.placeholder('userId')}`),
  );
  return async (leagueId, userId) => {
    const [row] = await statement({ leagueId, userId });
    if (!row) throw leagueNotFound();
    return row;
  };
}

function memberLeagueSql(leagueId: SQL, userId: SQL): SQL {
  return sql`
    select l.id, l.championship_id, c.name as championship_name, l.name, l.code, l.join_open, l.owner_id, c.time_zone,
      b.name as bar_name, b.slug as bar_slug, l.house_prize,
      coalesce(bv.version, 0)::text as board_version, coalesce(lv.version, 0)::text as members_version
    from leagues l
    join championships c on c.id = l.championship_id and c.published and c.archived_at is null
    join league_members m on m.league_id = l.id and m.user_id = ${userId}::uuid
    left join bars b on b.id = l.bar_id
    left join board_versions bv on bv.championship_id = l.championship_id
    left join league_versions lv on lv.league_id = l.id
    where l.id = ${leagueId}::uuid`;
}

/** The league as its member reads it: the owner first, then the players by nickname. */
export async function leagueView(db: Db, league: MemberLeague, userId: string): Promise<League> {
  const members = await queryRows<{ ref: string; nickname: string; user_id: string }>(
    db,
    sql`
    select m.ref, u.nickname, m.user_id from league_members m join users u on u.id = m.user_id
    where m.league_id = ${league.id}
    order by m.user_id = ${league.owner_id} desc, lower(u.nickname), m.ref`,
  );
  return {
    id: league.id,
    championshipId: league.championship_id,
    championshipName: league.championship_name,
    name: league.name,
    code: league.code,
    joinOpen: league.join_open,
    isOwner: league.owner_id === userId,
    members: members.map((m) => ({
      ref: m.ref,
      nickname: m.nickname,
      isOwner: m.user_id === league.owner_id,
      isMe: m.user_id === userId,
    })),
    bar:
      league.bar_name !== null && league.bar_slug !== null
        ? { name: league.bar_name, slug: league.bar_slug, housePrize: league.house_prize }
        : null,
  };
}

/**
 * The player's leagues of a championship, each with its size and the player's all-time position
 * among its players: one more than the members ranked above them on the official board (points,
 * then exact scores, then outcomes), so ties share a place as on the official boards.
 */
export async function myLeagues(db: Db, championshipId: string, userId: string): Promise<LeagueSummary[]> {
  const rows = await queryRows<{
    id: string;
    name: string;
    owner_id: string;
    join_open: boolean;
    member_count: number | string;
    position: number | string | null;
  }>(
    db,
    sql`
    select l.id, l.name, l.owner_id, l.join_open,
      (select count(*) from league_members x where x.league_id = l.id) as member_count,
      case when mine.user_id is null then null else 1 + (
        select count(*) from league_members x
        join standings o on o.championship_id = l.championship_id and o.period = 'allTime' and o.period_key = ''
          and o.user_id = x.user_id and o.ordinal is not null
        where x.league_id = l.id and (o.points, o.exact, o.outcomes) > (mine.points, mine.exact, mine.outcomes)
      ) end as position
    from league_members m
    join leagues l on l.id = m.league_id
    left join standings mine on mine.championship_id = l.championship_id and mine.period = 'allTime'
      and mine.period_key = '' and mine.user_id = m.user_id and mine.ordinal is not null
    where m.user_id = ${userId} and l.championship_id = ${championshipId}
    order by lower(l.name), l.id`,
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    memberCount: Number(r.member_count),
    isOwner: r.owner_id === userId,
    joinOpen: r.join_open,
    position: r.position === null ? null : Number(r.position),
  }));
}
