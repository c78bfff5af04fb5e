import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';
import { BOARD_BLOCK } from '../../db/schema/index.ts';
import { textArray, uuidArray } from '../../db/sql-arrays.ts';
import { STATUS_CODES_BY_PHASE } from '../../lib/match-status.ts';
import { moveBoardVersions } from './board-versions.ts';
import { queueAnswerJudging, questionCloses } from './answer-judging.ts';

/**
 * Scoring of the championship game. Every function here runs inside the caller's
 * transaction: the points and the leaderboards change together, or not at all. The
 * scoring job (scoring-jobs.ts) is that caller, under the championship's lock; the boards it
 * changes are ranked again (position, ordinal) in the same transaction.
 *
 * Points are rewritten from the match's result and the championship's rules every time (never
 * added to), so a corrected score re-scores from scratch and scoring one result twice changes nothing.
 */

const FINISHED = STATUS_CODES_BY_PHASE.past.filter((s) => s !== 'CANC');
const CANCELLED = 'CANC';

/**
 * Locks the championships' rows in one order: scoring of one championship runs once at a time
 * across instances on one PostgreSQL (a second scorer waits, then scores from what the first wrote).
 */
export async function lockChampionships(tx: Tx, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await queryRows(tx, sql`select id from championships where id = any(${uuidArray(ids)}) order by id for update`);
}

/** SQL of a prediction's points for match `m` of championship `c`; null while the match is not over. */
const finished = sql`(m.status = any(${textArray(FINISHED)}) and m.full_time_home_goals is not null and m.full_time_away_goals is not null)`;
const pointsSql = sql`case
  when m.status = ${CANCELLED} then 0
  when ${finished} then case
    when p.home = m.full_time_home_goals and p.away = m.full_time_away_goals then c.points_exact
    when p.home - p.away = m.full_time_home_goals - m.full_time_away_goals then c.points_goal_difference
    when sign(p.home - p.away) = sign(m.full_time_home_goals - m.full_time_away_goals) then c.points_outcome
    else 0 end
  else null end`;
const exactSql = sql`(${finished} and p.home = m.full_time_home_goals and p.away = m.full_time_away_goals)`;
const outcomeSql = sql`(${finished} and sign(p.home - p.away) = sign(m.full_time_home_goals - m.full_time_away_goals))`;
/** The score of a prediction `p` (home, away) against match `m` of championship `c`: for bulk loads (bench/game.ts). */
export const predictionScoreSql = { points: pointsSql, exact: exactSql, outcome: outcomeSql };

/** Re-scores the predictions `where` selects; answers whether any row changed. */
async function scorePredictions(tx: Tx, where: SQL): Promise<boolean> {
  const changed = await queryRows(
    tx,
    sql`
    update predictions p set points = ${pointsSql}, exact = ${exactSql}, outcome = ${outcomeSql}
    from matches m, championships c
    where m.id = p.match_id and c.id = p.championship_id and (${where})
      and (p.points, p.exact, p.outcome) is distinct from (${pointsSql}, ${exactSql}, ${outcomeSql})
    returning 1`,
  );
  return changed.length > 0;
}

/**
 * Judges the answers of the championships' questions closed at `at`: points once a question is
 * marked and closed, none while it is open, so no answer read before the close tells right from
 * wrong. Answers the players whose points changed.
 */
async function scoreAnswers(tx: Tx, championshipIds: readonly string[], at: Date): Promise<string[]> {
  const points = sql`case when q.correct_answer is null or q.closes_at is null or q.closes_at > ${at.toISOString()}::timestamptz then null
    when a.answer = q.correct_answer then c.points_answer else 0 end`;
  const changed = await queryRows<{ user_id: string }>(
    tx,
    sql`
    with closes as (${questionCloses(uuidArray(championshipIds))})
    update question_answers a set points = ${points}
    from closes q, championships c
    where q.id = a.question_id and c.id = a.championship_id and a.championship_id = any(${uuidArray(championshipIds)})
      and a.points is distinct from ${points}
    returning a.user_id`,
  );
  return [...new Set(changed.map((r) => r.user_id))];
}

/** One leaderboard: a championship's period and its key (a day, an ISO week, '' for all time). */
export type Board = { championship_id: string; period: string; period_key: string };

/** The columns that name a board's row, as a join condition between `a` and `b`. */
const sameRow = (a: string, b: string) =>
  sql.raw(
    `${a}.championship_id = ${b}.championship_id and ${a}.period = ${b}.period and ${a}.period_key = ${b}.period_key and ${a}.user_id = ${b}.user_id`,
  );

/** A literal, not a parameter: the blocks' grouping and their select list are one expression. */
const blockSize = sql.raw(String(BOARD_BLOCK));

/** The columns that name a block of a board's players (`boardBlocks`), as a join condition between `a` and `b`. */
const sameBlock = (a: string, b: string) =>
  sql.raw(
    `${a}.championship_id = ${b}.championship_id and ${a}.period = ${b}.period and ${a}.period_key = ${b}.period_key and ${a}.block = ${b}.block`,
  );

/** Every stored row of the boards a CTE `touched` (championship_id, period, period_key) names: an index range each. */
const rowsOfTouchedBoards = sql`select s.* from touched t cross join lateral (
        select s.ctid as row_id, s.* from standings s
        where s.championship_id = t.championship_id and s.period = t.period and s.period_key = t.period_key
      ) s`;

/**
 * The end of every statement that writes board rows. `next` (a CTE) holds every row of each board it
 * touches, as it is to be: the row's key, its points, exact scores and outcomes, `present` (false: the
 * row leaves its board) and what is stored now (`old_*`, null for a new row); `touched` (a CTE) names
 * boards it touches, rows or none. The positions (1, 1, 3:
 * one more than the players strictly ahead on points, exact scores, outcomes) and ordinals (the
 * places in that order, the account breaking ties) come from one sort of each board, and only the
 * rows whose values or place differ from what is stored are written: each row once, in the
 * statement that computed it, as are the board's blocks of players in ranking order (the pages'
 * index, `boardBlocks`). Answers the championships whose boards it touched.
 */
const writeNext = sql`
    ranked as (
      -- One sort per board serves both windows.
      select n.*,
             rank() over (partition by championship_id, period, period_key order by points desc, exact desc, outcomes desc) as position,
             row_number() over (partition by championship_id, period, period_key order by points desc, exact desc, outcomes desc, user_id) as ordinal
      from next n where n.present
    ), gone as (
      delete from standings s using next n
      where not n.present and s.ctid = n.old_row
    ), updated as (
      update standings s set points = r.points, exact = r.exact, outcomes = r.outcomes, position = r.position, ordinal = r.ordinal
      from ranked r
      where s.ctid = r.old_row
        and (r.points, r.exact, r.outcomes, r.position, r.ordinal) is distinct from (r.old_points, r.old_exact, r.old_outcomes, r.old_position, r.old_ordinal)
    ), added as (
      -- In the order the windows' sort leaves them, ranking order (a page's players sit on few table
      -- pages): a sort of its own here would sort a rebuild's millions of rows a second time.
      insert into standings (championship_id, period, period_key, user_id, points, exact, outcomes, position, ordinal)
      select championship_id, period, period_key, user_id, points, exact, outcomes, position, ordinal
      from ranked where old_row is null
    ), boards as (
      -- The boards written, and those the statement names (touched): a board whose last row has
      -- gone before it (an account deleted) keeps no block.
      select championship_id, period, period_key from next
      union select championship_id, period, period_key from touched
    ), blocks as (
      select championship_id, period, period_key, (ordinal - 1) / ${blockSize} as block, array_agg(user_id order by ordinal) as user_ids
      from ranked group by championship_id, period, period_key, (ordinal - 1) / ${blockSize}
    ), blocks_gone as (
      -- The blocks past a board's new end (a board left empty has none).
      delete from board_blocks b using boards t
      where b.championship_id = t.championship_id and b.period = t.period and b.period_key = t.period_key
        and not exists (select 1 from blocks k where ${sameBlock('k', 'b')})
    ), blocks_written as (
      insert into board_blocks (championship_id, period, period_key, block, user_ids)
      select championship_id, period, period_key, block, user_ids from blocks
      on conflict (championship_id, period, period_key, block) do update set user_ids = excluded.user_ids
      where board_blocks.user_ids is distinct from excluded.user_ids
    )
    select array(select distinct championship_id::text from boards) as touched`;

type Written = { touched: string[] | null };

/** Runs a statement ending in `writeNext`; answers the championships whose boards it touched. */
async function writeBoards(tx: Tx, statement: SQL): Promise<string[]> {
  const [result] = await queryRows<Written>(tx, statement);
  return result?.touched ?? [];
}

/** What is stored of a row `s` (its place in the table, its values), as `writeNext` compares and finds it. */
const oldValues = sql`s.row_id as old_row, s.points as old_points, s.exact as old_exact, s.outcomes as old_outcomes, s.position as old_position, s.ordinal as old_ordinal`;

/**
 * Ranks the boards again (rows left them) and moves those championships' boards' version. The
 * boards' reads are then index seeks whatever the board's size.
 */
export async function rankBoards(tx: Tx, boards: readonly Board[]): Promise<void> {
  if (boards.length === 0) return;
  const keys = sql.join(
    boards.map((b) => sql`(${b.championship_id}::uuid, ${b.period}, ${b.period_key})`),
    sql`, `,
  );
  const touched = await writeBoards(
    tx,
    sql`
    with touched as (
      select distinct championship_id, period, period_key from (values ${keys}) as b(championship_id, period, period_key)
    ), next as (
      select s.championship_id, s.period, s.period_key, s.user_id, s.points, s.exact, s.outcomes, true as present, ${oldValues}
      from (${rowsOfTouchedBoards}) s
    ), ${writeNext}`,
  );
  await moveVersions(tx, touched);
}

/** Every write of a board's rows ends here: the boards remembered by the instances go stale with this commit. */
async function moveVersions(tx: Tx, championshipIds: readonly string[]): Promise<void> {
  if (championshipIds.length > 0) await moveBoardVersions(tx, uuidArray([...new Set(championshipIds)]));
}

/**
 * The sorts and hashes of these statements hold a board (100,000 rows and more) in memory rather
 * than in temporary files; for this transaction only. `every`: every board of a championship at
 * once (a rebuild of all its boards, a million rows and more), whose sorts get four times as much.
 */
async function boardsMemory(tx: Tx, every = false): Promise<void> {
  await queryRows(tx, sql`select set_config('work_mem', ${every ? '256MB' : '64MB'}, true)`);
}

/** The board rows of the players `users` selects (a subquery of user ids, or one id), or all of them. */
type Players = string | SQL | undefined;
const playerFilter = (column: SQL, users: Players) => {
  if (users === undefined) return sql``;
  return typeof users === 'string' ? sql`and ${column} = ${users}` : sql`and ${column} in (${users})`;
};

/**
 * The leaderboards of the championships, rebuilt from the scored predictions and answers: a day is
 * a calendar day of kick-offs in the championship's zone, a week its ISO week, a question counts
 * when it closes (its close time, else the first kick-off). One statement: grouping sets sum the
 * rows, one sort per board ranks them, and only the rows that differ from the stored ones are
 * written (a rebuild of unchanged boards writes nothing).
 * `users`: only these players' rows (one id, or a subquery of ids); else every row of the boards.
 * Moves the boards' version of the championships it touched.
 */
export async function rebuildStandings(tx: Tx, championshipIds: readonly string[], users?: Players): Promise<void> {
  await moveVersions(tx, await rebuildRows(tx, championshipIds, users));
}

/** The board keys of a local time: its day (2026-03-09) and ISO week (2026-W11), as `day` and `week`. */
const dayAndWeekOf = (localAt: SQL) =>
  sql`to_char(${localAt}, 'YYYY-MM-DD') as day, to_char(${localAt}, 'IYYY-"W"IW') as week`;

/**
 * A `periods` CTE (championship_id, user_id, day, week, points, exact, outcomes) summed into board
 * rows: one per player for each day, each week and all time, in one pass of grouping sets.
 */
const periodsAsBoardRows = sql`
      select championship_id,
             case when grouping(day) = 0 then 'daily' when grouping(week) = 0 then 'weekly' else 'allTime' end as period,
             coalesce(day, week, '') as period_key, user_id, sum(points)::int as points, sum(exact)::int as exact, sum(outcomes)::int as outcomes
      from periods
      group by grouping sets ((championship_id, user_id, day), (championship_id, user_id, week), (championship_id, user_id))`;

/** rebuildStandings without the version's move: answers the championships whose boards it touched. */
async function rebuildRows(tx: Tx, championshipIds: readonly string[], users?: Players): Promise<string[]> {
  if (championshipIds.length === 0) return [];
  await boardsMemory(tx, users === undefined);
  const ids = uuidArray(championshipIds);
  const user = (column: SQL) => playerFilter(column, users);
  // Every row of the championships, or the boards where these players have a row now or will have one.
  const stored =
    users === undefined
      ? sql`select ctid as row_id, * from standings where championship_id = any(${ids})`
      : rowsOfTouchedBoards;
  const touched =
    users === undefined
      ? sql`select distinct championship_id, period, period_key from board_blocks where championship_id = any(${ids})`
      : sql`select championship_id, period, period_key from fresh
            union select championship_id, period, period_key from standings where championship_id = any(${ids}) ${user(sql`user_id`)}`;
  // A stored row of a player outside `users` stays as it is; one of theirs is what `fresh` says, or leaves.
  const replaced =
    users === undefined
      ? sql`true`
      : typeof users === 'string'
        ? sql`s.user_id = ${users}`
        : sql`s.user_id in (${users})`;
  return writeBoards(
    tx,
    sql`
    with first_kickoff as (
      select cm.championship_id, min(m.scheduled_date) as at
      from championship_matches cm join matches m on m.id = cm.match_id
      where cm.championship_id = any(${ids}) and m.trashed_at is null
      group by cm.championship_id
    ), scored as (
      select p.championship_id, p.user_id, (m.scheduled_date at time zone c.time_zone) as local_at,
             p.points, p.exact::int as exact, p.outcome::int as outcomes
      from predictions p
      join matches m on m.id = p.match_id
      join championships c on c.id = p.championship_id
      join championship_matches cm on cm.championship_id = p.championship_id and cm.match_id = p.match_id
      where p.championship_id = any(${ids}) and p.points is not null and m.trashed_at is null ${user(sql`p.user_id`)}
      union all
      select a.championship_id, a.user_id, (coalesce(q.closes_at, f.at) at time zone c.time_zone), a.points, 0, 0
      from question_answers a
      join questions q on q.id = a.question_id
      join championships c on c.id = a.championship_id
      join first_kickoff f on f.championship_id = a.championship_id
      where a.championship_id = any(${ids}) and a.points is not null and q.deleted_at is null ${user(sql`a.user_id`)}
    ), periods as (
      select championship_id, user_id, ${dayAndWeekOf(sql`local_at`)}, points, exact, outcomes
      from scored
    ), fresh as (${periodsAsBoardRows}
    ), touched as (${touched}
    ), next as (
      select coalesce(f.championship_id, s.championship_id) as championship_id, coalesce(f.period, s.period) as period,
             coalesce(f.period_key, s.period_key) as period_key, coalesce(f.user_id, s.user_id) as user_id,
             coalesce(f.points, s.points) as points, coalesce(f.exact, s.exact) as exact, coalesce(f.outcomes, s.outcomes) as outcomes,
             f.user_id is not null or not (${replaced}) as present, ${oldValues}
      from (${stored}) s full join fresh f on ${sameRow('s', 'f')}
    ), ${writeNext}`,
  );
}

/**
 * Re-scores the championship's predictions of these matches and adds the difference each one made
 * to its player's day, week and all-time rows, then ranks those boards, in one statement: a
 * finished match touches only its own predictions and the boards of its day, week and all time,
 * however many other boards there are. The old points are read under the championship's lock, so
 * the difference is exact and a second run adds nothing. Answers the players whose points were
 * withdrawn (a finished match set back to live): their rows may have to disappear, which only a
 * rebuild of those players can tell; and the championships whose boards it touched.
 */
async function scoreMatchPredictions(
  tx: Tx,
  championshipId: string,
  matchIds: readonly string[],
): Promise<{ withdrawn: string[]; touched: string[] }> {
  await boardsMemory(tx);
  const [result] = await queryRows<Written & { withdrawn: string[] | null }>(
    tx,
    sql`
    with before as (
      select p.championship_id, p.match_id, p.user_id, p.points, p.exact, p.outcome
      from predictions p where p.championship_id = ${championshipId} and p.match_id = any(${uuidArray(matchIds)})
    ), changed as (
      update predictions p set points = ${pointsSql}, exact = ${exactSql}, outcome = ${outcomeSql}
      from matches m, championships c, before b
      where p.championship_id = ${championshipId} and p.match_id = any(${uuidArray(matchIds)}) and m.id = p.match_id and c.id = p.championship_id
        and b.championship_id = p.championship_id and b.match_id = p.match_id and b.user_id = p.user_id
        and (p.points, p.exact, p.outcome) is distinct from (${pointsSql}, ${exactSql}, ${outcomeSql})
      returning p.championship_id, p.match_id, p.user_id, p.points, p.exact, p.outcome,
                b.points as old_points, b.exact as old_exact, b.outcome as old_outcome
    ), counted as materialized (
      -- Only what the boards count: a match still in the championship and not in the trash (as
      -- rebuildStandings); its day and week worked out once for the match.
      select m.id as match_id, ${dayAndWeekOf(sql`m.scheduled_date at time zone c.time_zone`)}
      from matches m
      join championships c on c.id = ${championshipId}
      join championship_matches cm on cm.championship_id = c.id and cm.match_id = m.id
      where m.id = any(${uuidArray(matchIds)}) and m.trashed_at is null
    ), periods as (
      select ch.championship_id, ch.user_id, k.day, k.week,
             coalesce(ch.points, 0) - coalesce(ch.old_points, 0) as points,
             ch.exact::int - ch.old_exact::int as exact, ch.outcome::int - ch.old_outcome::int as outcomes
      from changed ch join counted k on k.match_id = ch.match_id
      where ch.points is not null
    ), delta as (${periodsAsBoardRows}
    ), touched as (
      select distinct championship_id, period, period_key from delta
    ), next as (
      -- A player without a row on a board gets one: what the difference adds to nothing.
      select coalesce(s.championship_id, d.championship_id) as championship_id, coalesce(s.period, d.period) as period,
             coalesce(s.period_key, d.period_key) as period_key, coalesce(s.user_id, d.user_id) as user_id,
             coalesce(s.points, 0) + coalesce(d.points, 0) as points, coalesce(s.exact, 0) + coalesce(d.exact, 0) as exact,
             coalesce(s.outcomes, 0) + coalesce(d.outcomes, 0) as outcomes, true as present, ${oldValues}
      from (${rowsOfTouchedBoards}) s full join delta d on ${sameRow('s', 'd')}
    ), ${writeNext},
      array(select distinct user_id::text from changed where points is null) as withdrawn`,
  );
  return { withdrawn: result?.withdrawn ?? [], touched: result?.touched ?? [] };
}

/** What a championship's pending scoring jobs ask for, merged (see `scoringJobs` in db/schema/game.ts). */
export type ScoringWork = {
  matchIds: string[];
  playersMoved: boolean;
  userIds: string[];
  rescoreAll: boolean;
  closesAnswers: boolean;
};

/**
 * Does a championship's scoring work (the scoring job), under its lock: results
 * scored by difference; where a difference cannot tell — a kick-off moved, a result
 * withdrawn, a match trashed or restored, answers judged at their question's close — those
 * players' rows rebuilt; the boards it changed ranked again. `rescoreAll`: every prediction,
 * answer and board again. `at`: the runner's clock, which says which questions have closed.
 */
export async function scoreChampionshipWork(
  tx: Tx,
  championshipId: string,
  work: ScoringWork,
  at: Date,
): Promise<void> {
  await lockChampionships(tx, [championshipId]);
  if (work.rescoreAll) {
    await scoreChampionship(tx, championshipId, at);
    return;
  }
  const matches = uuidArray(work.matchIds);
  const { withdrawn, touched } =
    work.matchIds.length > 0
      ? await scoreMatchPredictions(tx, championshipId, work.matchIds)
      : { withdrawn: [], touched: [] };
  const judged = work.closesAnswers ? await scoreAnswers(tx, [championshipId], at) : [];
  const players = [...withdrawn, ...work.userIds, ...judged];
  if (work.playersMoved && work.matchIds.length > 0) {
    // Whose rows a move can shift: the players scored on these matches, and, as the first kick-off
    // closes the questions without a close time of their own, the players scored on those.
    touched.push(
      ...(await rebuildRows(
        tx,
        [championshipId],
        sql`
      select user_id from predictions where championship_id = ${championshipId} and match_id = any(${matches}) and points is not null
      union select unnest(${uuidArray(players)})
      union select a.user_id from question_answers a join questions q on q.id = a.question_id
      where a.championship_id = ${championshipId} and a.points is not null and q.closes_at is null`,
      )),
    );
  } else if (players.length > 0) {
    touched.push(...(await rebuildRows(tx, [championshipId], sql`select unnest(${uuidArray(players)})`)));
  }
  await moveVersions(tx, touched);
}

/**
 * Re-scores a whole championship (its rules, time zone, correct answers or matches changed): every
 * prediction, every answer closed at `at`, every board; the questions still open are judged by a
 * job at each close. The scoring job's `rescoreAll` work; the demo seed calls it directly.
 */
export async function scoreChampionship(tx: Tx, championshipId: string, at = new Date()): Promise<void> {
  await lockChampionships(tx, [championshipId]);
  await scorePredictions(tx, sql`p.championship_id = ${championshipId}`);
  await scoreAnswers(tx, [championshipId], at);
  await queueAnswerJudging(tx, uuidArray([championshipId]));
  await rebuildStandings(tx, [championshipId]);
}
