import { sql } from 'drizzle-orm';
import type { Leaderboard, LeaderboardQuery } from '@app/contract/game';
import { queryRows, type Database } from '../../db/client.ts';
import { boardKey, periodKeys, periodKeysSql, toBoardRow, toStanding, type StandingRow } from '../game/play-reads.ts';
import { openingKey, periodsAt } from '../game/periods.ts';
import type { MemberLeague } from './league-reads.ts';

type RankedRow = StandingRow & { place: number | string; total: number | string };

/**
 * A league's board: the championship's official rows (the same periods, points and ranked rows)
 * of the league's players, ranked among them with the official rule — points, then exact
 * scores, then outcomes, equal players sharing a place (1, 1, 3) — and kept in the official
 * order. A league holds at most a few hundred players, so it is ranked on each read.
 */
export async function leagueBoard(
  db: Database,
  league: MemberLeague,
  query: LeaderboardQuery,
  /** The reader's account, whose row the board marks; null for the bar reading its league. */
  userId: string | null,
  now: Date,
): Promise<Leaderboard> {
  const key = boardKey(query);
  const from = query.page * query.pageSize + 1;
  const to = from + query.pageSize - 1;
  const [rows, keys, withPoints] = await Promise.all([
    queryRows<RankedRow>(
      db,
      sql`
      with board as (
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
      )
      select b.*, (select count(*) from board) as total from board b
      where b.place between ${from} and ${to} or b.user_id = ${userId}
      order by b.place`,
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
  const page = rows.filter((r) => Number(r.place) >= from && Number(r.place) <= to);
  const own = userId === null ? undefined : rows.find((r) => r.user_id === userId);
  const daysWithPoints = keys.days.filter((d) => withPoints.some((w) => w.period === 'daily' && w.period_key === d));
  const weeksWithPoints = keys.weeks.filter((k) => withPoints.some((w) => w.period === 'weekly' && w.period_key === k));
  const current = periodsAt(now, league.time_zone);
  return {
    period: query.period,
    periodKey: key,
    rows: page.map((r) => toStanding(toBoardRow(r), userId)),
    total: Number(rows[0]?.total ?? 0),
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
}
