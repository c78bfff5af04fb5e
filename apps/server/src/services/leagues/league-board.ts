import { LRUCache } from 'lru-cache';
import { sql } from 'drizzle-orm';
import type { Leaderboard, LeaderboardQuery } from '@app/contract/game';
import { queryRows, type Database } from '../../db/client.ts';
import { boardKey, periodKeys, periodKeysSql, toBoardRow, toStanding, type StandingRow } from '../game/play-reads.ts';
import { openingKey, periodsAt } from '../game/periods.ts';
import type { MemberLeague } from './league-reads.ts';

type RankedRow = StandingRow & { place: number | string };

/** What a league's board is remembered as: every member's ranked row, the periods and those with points. */
type RememberedBoard = { rows: RankedRow[]; keys: { days: string[]; weeks: string[] }; withPoints: Set<string> };

/** Members' rows remembered per instance: a league holds at most 500, a popular league's boards a few pages. */
const REMEMBERED_ROWS = 200_000;

export type LeagueBoards = ReturnType<typeof createLeagueBoards>;

/**
 * A league's boards: the championship's official rows (the same periods, points and ranked rows)
 * of the league's players, ranked among them with the official rule — points, then exact
 * scores, then outcomes, equal players sharing a place (1, 1, 3) — and kept in the official
 * order. Every member's row of a board is read at once (a league holds at most a few hundred) and
 * remembered per instance under the championship's boards' version and the league's members'
 * version, which the league's read carries: a board changes only when one of them moves, so a
 * request reads nothing more until then. The page, the reader's own row and the boards to open on
 * (today moves without a version) are taken from it for each request.
 */
export function createLeagueBoards(db: Database) {
  const remembered = new LRUCache<string, RememberedBoard>({
    maxSize: REMEMBERED_ROWS,
    sizeCalculation: (board) => board.rows.length + 1,
  });

  async function read(league: MemberLeague, query: LeaderboardQuery, key: string): Promise<RememberedBoard> {
    const [rows, keys, withPoints] = await Promise.all([
      queryRows<RankedRow>(
        db,
        sql`
        select m.user_id, u.nickname, s.points, s.exact, s.outcomes,
          rank() over (order by s.points desc, s.exact desc, s.outcomes desc) as position,
          row_number() over (order by s.ordinal) as place
        from league_members m
        -- Each member's row by its key (the limit keeps the seek per member): a scan of the
        -- official board would read every player of the championship for a league of fifty.
        cross join lateral (
          select x.points, x.exact, x.outcomes, x.ordinal from standings x
          where x.championship_id = ${league.championship_id} and x.period = ${query.period}
            and x.period_key = ${key} and x.user_id = m.user_id and x.ordinal is not null
          limit 1
        ) s
        join users u on u.id = m.user_id
        where m.league_id = ${league.id}
        order by place`,
      ),
      periodKeys(db, league.championship_id),
      // Per period, a seek of each member's row by the board's key: the cost is periods × members,
      // never the championship's players.
      queryRows<{ period: string; period_key: string }>(
        db,
        sql`
        with k as (${periodKeysSql(league.championship_id)}),
        p as (select 'daily' as period, k.day as period_key from k union select 'weekly', k.week from k)
        select p.period, p.period_key from p
        where exists (
          select 1 from league_members m
          join standings s on s.championship_id = ${league.championship_id} and s.period = p.period
            and s.period_key = p.period_key and s.user_id = m.user_id
          where m.league_id = ${league.id} and s.points > 0 and s.ordinal is not null)`,
      ),
    ]);
    return { rows, keys, withPoints: new Set(withPoints.map((w) => `${w.period}/${w.period_key}`)) };
  }

  return async function leagueBoard(
    league: MemberLeague,
    query: LeaderboardQuery,
    /** The reader's account, whose row the board marks; null for the bar reading its league. */
    userId: string | null,
    now: Date,
  ): Promise<Leaderboard> {
    const key = boardKey(query);
    const name = [league.id, league.board_version, league.members_version, query.period, key].join('/');
    let board = remembered.get(name);
    if (!board) {
      board = await read(league, query, key);
      remembered.set(name, board);
    }
    const { rows, keys, withPoints } = board;
    const from = query.page * query.pageSize;
    const page = rows.slice(from, from + query.pageSize);
    const own = userId === null ? undefined : rows.find((r) => r.user_id === userId);
    const daysWithPoints = keys.days.filter((d) => withPoints.has(`daily/${d}`));
    const weeksWithPoints = keys.weeks.filter((k) => withPoints.has(`weekly/${k}`));
    const current = periodsAt(now, league.time_zone);
    return {
      period: query.period,
      periodKey: key,
      rows: page.map((r) => toStanding(toBoardRow(r), userId)),
      total: rows.length,
      page: query.page,
      pageSize: query.pageSize,
      me: own ? toStanding(toBoardRow(own), userId) : null,
      days: keys.days,
      weeks: keys.weeks,
      daysWithPoints,
      weeksWithPoints,
      opening: {
        day: openingKey(keys.days, daysWithPoints, current.day),
        week: openingKey(keys.weeks, weeksWithPoints, current.week),
      },
    };
  };
}
