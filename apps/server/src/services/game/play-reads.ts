import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type {
  Leaderboard,
  LeaderboardQuery,
  MatchPredictions,
  MatchPredictionsQuery,
  PlayChampionship,
  PlayChampionshipListItem,
  PlayMe,
  Standing,
} from '@app/contract/game';
import { GAME_CODES, GAME_MESSAGES } from '@app/contract/game';
import { queryRows, type Database, type Tx } from '../../db/client.ts';
import { BOARD_BLOCK } from '../../db/schema/index.ts';
import { namedStatement } from '../../db/prepared.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import { phaseOf } from '../../lib/match-status.ts';

type Db = Database | Tx;
const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

export const notPlayable = () => notFound(GAME_MESSAGES.championshipNotPlayable, GAME_CODES.notPlayable);

export type PlayableChampionship = {
  id: string;
  name: string;
  stake: string;
  logo: string;
  cover: string;
  published: boolean;
  archived_at: Date | null;
  daily_prizes: number;
  weekly_prizes: number;
  all_time_prizes: number;
  how_it_works: PlayChampionship['howItWorks'];
  points_exact: number;
  points_goal_difference: number;
  points_outcome: number;
  points_answer: number;
  lock_minutes: number;
  time_zone: string;
};

/** A championship players can see: published and not archived; else 404. */
export async function findPlayable(db: Db, id: string, lock = false): Promise<PlayableChampionship> {
  const [row] = await queryRows<PlayableChampionship>(
    db,
    sql`
    select * from championships where id = ${id} and published and archived_at is null ${lock ? sql`for share` : sql``}`,
  );
  if (!row) throw notPlayable();
  return row;
}

/** When a match's predictions close: its current kick-off less the lock; at once once it is not in the future. */
export function matchLock(match: { scheduled_date: Date | string; status: string }, lockMinutes: number, now: Date) {
  const locksAt = new Date(new Date(match.scheduled_date).getTime() - lockMinutes * 60_000);
  return { locksAt, locked: now.getTime() >= locksAt.getTime() || phaseOf(match.status) !== 'future' };
}

export async function listPlayable(db: Db): Promise<PlayChampionshipListItem[]> {
  const rows = await queryRows<{
    id: string;
    name: string;
    stake: string;
    logo: string;
    cover: string;
    time_zone: string;
    start_date: Date | null;
    end_date: Date | null;
  }>(
    db,
    sql`
    select c.id, c.name, c.stake, c.logo, c.cover, c.time_zone, min(m.scheduled_date) as start_date, max(m.scheduled_date) as end_date
    from championships c
    left join championship_matches cm on cm.championship_id = c.id
    left join matches m on m.id = cm.match_id and m.trashed_at is null
    where c.published and c.archived_at is null
    group by c.id
    order by min(m.scheduled_date) desc nulls last, c.name`,
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    stake: r.stake,
    logo: r.logo,
    cover: r.cover,
    startDate: iso(r.start_date),
    endDate: iso(r.end_date),
    timeZone: r.time_zone,
  }));
}

type MatchRow = {
  id: string;
  home_team: string;
  away_team: string;
  home_team_emblem_url: string;
  away_team_emblem_url: string;
  competition_name: string;
  scheduled_date: Date;
  status: string;
  full_time_home_goals: number | null;
  full_time_away_goals: number | null;
  live_home_goals: number | null;
  live_away_goals: number | null;
};
type QuestionRow = {
  id: string;
  question_text: PlayChampionship['questions'][number]['questionText'];
  possible_answers: PlayChampionship['questions'][number]['possibleAnswers'];
  closes_at: Date | null;
  correct_answer: number | null;
};

export async function championshipMatches(db: Db, id: string): Promise<MatchRow[]> {
  return queryRows<MatchRow>(
    db,
    sql`
    select m.id, m.home_team, m.away_team, m.home_team_emblem_url, m.away_team_emblem_url, m.competition_name, m.scheduled_date, m.status,
           m.full_time_home_goals, m.full_time_away_goals, m.live_home_goals, m.live_away_goals
    from championship_matches cm join matches m on m.id = cm.match_id
    where cm.championship_id = ${id} and m.trashed_at is null
    order by m.scheduled_date, m.headline, m.id`,
  );
}

/** A question's close: its own close time, else the championship's first kick-off (null without matches). */
export function questionClose(question: { closes_at: Date | string | null }, firstKickOff: Date | null): Date | null {
  if (question.closes_at) return new Date(question.closes_at);
  return firstKickOff;
}

async function championshipQuestions(db: Db, id: string): Promise<QuestionRow[]> {
  return queryRows<QuestionRow>(
    db,
    sql`
    select id, question_text, possible_answers, closes_at, correct_answer from questions
    where championship_id = ${id} and deleted_at is null order by position, id`,
  );
}

export async function getPlayable(db: Db, id: string, now: Date): Promise<PlayChampionship> {
  const c = await findPlayable(db, id);
  const [matchRows, questionRows, prizeRows] = await Promise.all([
    championshipMatches(db, id),
    championshipQuestions(db, id),
    queryRows<{
      id: string;
      name: string;
      description: PlayChampionship['prizes'][number]['description'];
      photo: string;
    }>(
      db,
      sql`
      select id, name, description, photo from prizes where championship_id = ${id} and deleted_at is null order by position, name`,
    ),
  ]);
  const first = matchRows[0] ? new Date(matchRows[0].scheduled_date) : null;
  const last = matchRows.at(-1);
  return {
    id: c.id,
    name: c.name,
    stake: c.stake,
    logo: c.logo,
    cover: c.cover,
    startDate: iso(first),
    endDate: iso(last ? last.scheduled_date : null),
    timeZone: c.time_zone,
    howItWorks: c.how_it_works,
    prizes: prizeRows,
    prizeTypesCounts: { daily: c.daily_prizes, weekly: c.weekly_prizes, allTime: c.all_time_prizes },
    scoring: {
      exact: c.points_exact,
      goalDifference: c.points_goal_difference,
      outcome: c.points_outcome,
      answer: c.points_answer,
      lockMinutes: c.lock_minutes,
      timeZone: c.time_zone,
    },
    matches: matchRows.map((m) => {
      const { locksAt, locked } = matchLock(m, c.lock_minutes, now);
      return {
        id: m.id,
        homeTeam: m.home_team,
        awayTeam: m.away_team,
        homeTeamEmblemUrl: m.home_team_emblem_url,
        awayTeamEmblemUrl: m.away_team_emblem_url,
        competitionName: m.competition_name,
        scheduledDate: new Date(m.scheduled_date).toISOString(),
        status: m.status,
        locksAt: locksAt.toISOString(),
        locked,
        goals: {
          fullTimeHomeGoals: m.full_time_home_goals,
          fullTimeAwayGoals: m.full_time_away_goals,
          liveHomeGoals: m.live_home_goals,
          liveAwayGoals: m.live_away_goals,
        },
      };
    }),
    questions: questionRows.map((q) => {
      const closesAt = questionClose(q, first);
      const closed = closesAt !== null && now.getTime() >= closesAt.getTime();
      // The correct answer stays hidden while players can still answer (trivia is marked at once).
      return {
        id: q.id,
        questionText: q.question_text,
        possibleAnswers: q.possible_answers,
        closesAt: iso(closesAt),
        closed,
        correctAnswer: closed ? q.correct_answer : null,
      };
    }),
  };
}

export type StandingRow = {
  position: number | string;
  user_id: string;
  nickname: string;
  points: number;
  exact: number;
  outcomes: number;
};
/** A board's row as the server keeps it: with the account, which only staff's proposals and `isMe` use. */
export type BoardRow = Omit<Standing, 'isMe'> & { userId: string };
export const toBoardRow = (r: StandingRow): BoardRow => ({
  position: Number(r.position),
  userId: r.user_id,
  nickname: r.nickname,
  points: Number(r.points),
  exact: Number(r.exact),
  outcomes: Number(r.outcomes),
});
/** A row as a player reads it: no account id, `isMe` for the caller's own (`me`: the signed-in player, or null). */
export const toStanding = ({ userId, ...row }: BoardRow, me: string | null): Standing => ({
  ...row,
  isMe: userId === me,
});

/**
 * A board's rows from ordinal `from` to `to` in ranking order (points, then exact scores, then
 * outcomes; equal players share a position: 1, 1, 3). The blocks of players in ranking order and
 * the positions are written by the scoring job for every board it changes, so a page is a seek on
 * one or two blocks and each player's row by its key, whatever the board's size and the page's depth.
 */
async function rowsBetween(
  db: Db,
  championshipId: string,
  period: string,
  key: string,
  from: number,
  to: number,
): Promise<BoardRow[]> {
  const rows = await queryRows<StandingRow>(
    db,
    sql`
    select s.position, s.user_id, u.nickname, s.points, s.exact, s.outcomes
    from board_blocks b
    cross join lateral unnest(b.user_ids) with ordinality as o(user_id, i)
    join standings s on s.championship_id = b.championship_id and s.period = b.period and s.period_key = b.period_key
      and s.user_id = o.user_id
    join users u on u.id = s.user_id
    where b.championship_id = ${championshipId} and b.period = ${period} and b.period_key = ${key}
      and b.block between ${Math.floor((from - 1) / BOARD_BLOCK)} and ${Math.floor((to - 1) / BOARD_BLOCK)}
      and b.block * ${BOARD_BLOCK} + o.i between ${from} and ${to}
    order by b.block, o.i`,
  );
  return rows.map(toBoardRow);
}

/** One board's page, in ranking order. */
async function boardPage(
  db: Db,
  championshipId: string,
  period: string,
  key: string,
  limit: number,
  offset: number,
): Promise<BoardRow[]> {
  return rowsBetween(db, championshipId, period, key, offset + 1, offset + limit);
}

/** Players whose position is at most `n` (every player tied at the n-th place included, up to 50 more rows). */
export async function boardTop(
  db: Db,
  championshipId: string,
  period: string,
  key: string,
  n: number,
): Promise<BoardRow[]> {
  return (await rowsBetween(db, championshipId, period, key, 1, n + 50)).filter((row) => row.position <= n);
}

/** A value of a statement: given, or a placeholder of a statement prepared once (db/prepared.ts). */
type SqlValue = string | Placeholder;

/**
 * SQL of a player's ranked row on a board (no row before its job ranked it): `/me`'s standing, and the leaderboard's
 * first read.
 */
export const standingRowSql = (
  championshipId: SqlValue,
  period: SqlValue,
  key: SqlValue,
  userId: SqlValue | null,
) => sql`
    select s.position, s.user_id, u.nickname, s.points, s.exact, s.outcomes
    from standings s join users u on u.id = s.user_id
    where s.championship_id = ${championshipId} and s.period = ${period} and s.period_key = ${key} and s.user_id = ${userId}
      and s.position is not null`;

/** The days and ISO weeks of the championship's kick-offs in its zone, as a statement's rows (day, week). */
/** The days and ISO weeks of a championship's kick-offs in its zone, as rows (`day`, `week`) of a statement. */
export const periodKeysSql = (championshipId: string) => sql`
    select distinct to_char(m.scheduled_date at time zone c.time_zone, 'YYYY-MM-DD') as day,
                    to_char(m.scheduled_date at time zone c.time_zone, 'IYYY-"W"IW') as week
    from championship_matches cm join matches m on m.id = cm.match_id join championships c on c.id = cm.championship_id
    where cm.championship_id = ${championshipId} and m.trashed_at is null`;

/** The days and ISO weeks of the championship's kick-offs in its zone. */
export async function periodKeys(db: Db, championshipId: string): Promise<{ days: string[]; weeks: string[] }> {
  const rows = await queryRows<{ day: string; week: string }>(db, sql`${periodKeysSql(championshipId)} order by 1`);
  return { days: rows.map((r) => r.day), weeks: [...new Set(rows.map((r) => r.week))] };
}

type BoardPeriods = Pick<Leaderboard, 'days' | 'weeks' | 'daysWithPoints' | 'weeksWithPoints'>;

/**
 * The days and weeks, and which of their boards have points: each board's leader (the first of its
 * first block) read by two key seeks, so the cost is the number of periods, not of players.
 */
async function boardPeriods(db: Db, championshipId: string): Promise<BoardPeriods> {
  const leaderHasPoints = (period: string, key: SQL) => sql`exists (select 1 from board_blocks b
      join standings s on s.championship_id = b.championship_id and s.period = b.period and s.period_key = b.period_key
        and s.user_id = b.user_ids[1]
      where b.championship_id = ${championshipId} and b.period = ${period} and b.period_key = ${key} and b.block = 0 and s.points > 0)`;
  const rows = await queryRows<{ day: string; week: string; day_points: boolean; week_points: boolean }>(
    db,
    sql`
    select k.day, k.week, ${leaderHasPoints('daily', sql`k.day`)} as day_points, ${leaderHasPoints('weekly', sql`k.week`)} as week_points
    from (${periodKeysSql(championshipId)}) k order by k.day`,
  );
  const unique = (keys: string[]) => [...new Set(keys)];
  return {
    days: rows.map((r) => r.day),
    weeks: unique(rows.map((r) => r.week)),
    daysWithPoints: rows.filter((r) => r.day_points).map((r) => r.day),
    weeksWithPoints: unique(rows.filter((r) => r.week_points).map((r) => r.week)),
  };
}

export function boardKey(query: Pick<LeaderboardQuery, 'period' | 'date' | 'week'>): string {
  if (query.period === 'daily') return query.date ?? '';
  if (query.period === 'weekly') return query.week ?? '';
  return '';
}

/** A board's answer as remembered: its rows still carry their accounts, for each caller's `isMe`. */
export type SharedBoard = Omit<Leaderboard, 'me' | 'rows' | 'opening'> & { rows: BoardRow[] };

/** A board's answer but the caller's own row: the same for everyone until its championship's boards' version moves. */
export async function sharedBoard(db: Db, championshipId: string, query: LeaderboardQuery): Promise<SharedBoard> {
  const key = boardKey(query);
  const [rows, [total], keys] = await Promise.all([
    boardPage(db, championshipId, query.period, key, query.pageSize, query.page * query.pageSize),
    // The board's size is the last ordinal of its last block: one index entry, not a count of the board.
    queryRows<{ n: number | string | null }>(
      db,
      sql`select block * ${BOARD_BLOCK} + cardinality(user_ids) as n from board_blocks
        where championship_id = ${championshipId} and period = ${query.period} and period_key = ${key}
        order by block desc limit 1`,
    ),
    boardPeriods(db, championshipId),
  ]);
  return {
    period: query.period,
    periodKey: key,
    rows,
    total: Number(total?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
    ...keys,
  };
}

/**
 * A player's own page of a championship: their picks, answers, standing and won prizes. One
 * statement: `/me` is asked on every visit of a player, and its five reads
 * and the championship's check apart would be six round trips, in parallel taking six of the pool's
 * connections; a championship not playable is no row (404). Parsed and planned once per
 * connection, on PGlite too.
 */
export function createPlayerView(db: Database) {
  type Prize = {
    /** The QR text: the signed code, or the id of a winner issued before codes were signed. */
    code: string;
    name: string;
    photo: string;
    period: 'daily' | 'weekly' | 'allTime';
    period_date: string | null;
    position: number;
    redeemed_at: string | null;
  };
  const championshipId = sql.placeholder('championshipId');
  const userId = sql.placeholder('userId');
  const view = namedStatement<{
    nickname: string | null;
    standing: StandingRow | null;
    prizes: Prize[];
    predictions: {
      match_id: string;
      home: number;
      away: number;
      points: number | null;
      exact: boolean;
      outcome: boolean;
    }[];
    answers: { question_id: string; answer: number; points: number | null }[];
  }>(
    db,
    sql`
    select
      (select nickname from users where id = ${userId}) as nickname,
      coalesce((select json_agg(json_build_object('match_id', match_id, 'home', home, 'away', away, 'points', points, 'exact', exact, 'outcome', outcome))
        from predictions where championship_id = c.id and user_id = ${userId}), '[]') as predictions,
      coalesce((select json_agg(json_build_object('question_id', question_id, 'answer', answer, 'points', points))
        from question_answers where championship_id = c.id and user_id = ${userId}), '[]') as answers,
      (select to_json(s) from (${standingRowSql(championshipId, 'allTime', '', userId)}) s) as standing,
      coalesce((select json_agg(json_build_object('code', coalesce(w.signed_code, w.id), 'name', p.name, 'photo', p.photo, 'period', w.period, 'period_date', w.period_date::text,
          'position', w.position, 'redeemed_at', w.redeemed_at) order by w.created_at)
        from winners w join prizes p on p.id = w.prize_id where w.championship_id = c.id and w.user_id = ${userId}), '[]') as prizes
    from championships c where c.id = ${championshipId} and c.published and c.archived_at is null`,
  );
  return async function playerView(id: string, user: string): Promise<PlayMe> {
    const [row] = await view({ championshipId: id, userId: user });
    if (!row) throw notPlayable();
    return {
      nickname: row.nickname ?? '',
      predictions: row.predictions.map((p) => ({
        matchId: p.match_id,
        home: p.home,
        away: p.away,
        points: p.points,
        exact: p.exact,
        outcome: p.outcome,
      })),
      answers: row.answers.map((a) => ({ questionId: a.question_id, answer: a.answer, points: a.points })),
      standing: row.standing ? toStanding(toBoardRow(row.standing), user) : null,
      prizes: row.prizes.map((w) => ({
        code: w.code,
        prize: { name: w.name, photo: w.photo },
        period: w.period,
        periodDate: w.period_date,
        position: Number(w.position),
        redeemedAt: iso(w.redeemed_at),
      })),
    };
  };
}

/**
 * Everyone's predictions of one match of the championship (nicknames only), once it has locked:
 * before that they would tell the others what to pick (409).
 */
export async function matchPredictions(
  db: Db,
  championshipId: string,
  matchId: string,
  query: MatchPredictionsQuery,
  now: Date,
): Promise<MatchPredictions> {
  const championship = await findPlayable(db, championshipId);
  const [match] = await queryRows<{ scheduled_date: Date; status: string }>(
    db,
    sql`
    select m.scheduled_date, m.status from championship_matches cm join matches m on m.id = cm.match_id
    where cm.championship_id = ${championshipId} and cm.match_id = ${matchId} and m.trashed_at is null`,
  );
  if (!match) throw notFound(GAME_MESSAGES.matchNotInChampionship, GAME_CODES.matchNotInChampionship);
  if (!matchLock(match, championship.lock_minutes, now).locked)
    throw conflict(GAME_MESSAGES.predictionsHidden, GAME_CODES.predictionsHidden);
  const [rows, [total]] = await Promise.all([
    queryRows<{ nickname: string; home: number; away: number; points: number | null }>(
      db,
      sql`
      select u.nickname, p.home, p.away, p.points from predictions p join users u on u.id = p.user_id
      where p.championship_id = ${championshipId} and p.match_id = ${matchId}
      order by p.points desc nulls last, u.nickname, p.user_id
      limit ${query.pageSize} offset ${query.page * query.pageSize}`,
    ),
    queryRows<{ n: number | string }>(
      db,
      sql`select count(*) as n from predictions where championship_id = ${championshipId} and match_id = ${matchId}`,
    ),
  ]);
  return { matchId, rows, total: Number(total?.n ?? 0), page: query.page, pageSize: query.pageSize };
}
