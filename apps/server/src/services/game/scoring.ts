import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';
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
const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );
const uuids = (ids: readonly string[]) => sql`array[${list(ids)}]::uuid[]`;

/**
 * Locks the championships' rows in one order: scoring of one championship runs once at a time
 * across instances on one PostgreSQL (a second scorer waits, then scores from what the first wrote).
 */
export async function lockChampionships(tx: Tx, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await queryRows(tx, sql`select id from championships where id = any(${uuids(ids)}) order by id for update`);
}

/** SQL of a prediction's points for match `m` of championship `c`; null while the match is not over. */
const finished = sql`(m.status in (${list(FINISHED)}) and m.full_time_home_goals is not null and m.full_time_away_goals is not null)`;
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
    with closes as (${questionCloses(uuids(championshipIds))})
    update question_answers a set points = ${points}
    from closes q, championships c
    where q.id = a.question_id and c.id = a.championship_id and a.championship_id = any(${uuids(championshipIds)})
      and a.points is distinct from ${points}
    returning a.user_id`,
  );
  return [...new Set(changed.map((r) => r.user_id))];
}

/** One leaderboard: a championship's period and its key (a day, an ISO week, '' for all time). */
export type Board = { championship_id: string; period: string; period_key: string };

/**
 * Writes each board's positions (1, 1, 3: one more than the players strictly ahead on points,
 * exact scores, outcomes) and ordinals (its rows' places in that order, the account breaking
 * ties), one window-function UPDATE per board that writes only the rows whose place moved,
 * then moves those championships' boards' version. The boards' reads are then index seeks
 * whatever the board's size.
 */
export async function rankBoards(tx: Tx, boards: readonly Board[]): Promise<void> {
  if (boards.length === 0) return;
  // Right after scoring wrote the rows, their statistics are stale (a board of 20,000 rows counted
  // as 1): the planner then joins each row to the ranked board in a nested loop, ranking the board
  // again per row (minutes). A hash join ranks it once, whatever the statistics; only for these UPDATEs.
  await queryRows(tx, sql`set local enable_nestloop = off`);
  const seen = new Set<string>();
  for (const board of boards) {
    const name = `${board.championship_id}/${board.period}/${board.period_key}`;
    if (seen.has(name)) continue;
    seen.add(name);
    const where = sql`championship_id = ${board.championship_id} and period = ${board.period} and period_key = ${board.period_key}`;
    await queryRows(
      tx,
      sql`
      update standings s set position = r.position, ordinal = r.ordinal
      from (
        -- Equal players share a rank; the account orders them within it (one sort serves both windows).
        select user_id, rank() over (order by points desc, exact desc, outcomes desc) as position,
               row_number() over (order by points desc, exact desc, outcomes desc, user_id) as ordinal
        from standings where ${where}
      ) r
      where s.championship_id = ${board.championship_id} and s.period = ${board.period} and s.period_key = ${board.period_key}
        and s.user_id = r.user_id and (s.position, s.ordinal) is distinct from (r.position, r.ordinal)`,
    );
  }
  await queryRows(tx, sql`set local enable_nestloop = on`);
  // Every write of a board's rows ends here: the boards remembered by the instances go stale with this commit.
  await moveBoardVersions(tx, uuids([...new Set(boards.map((b) => b.championship_id))]));
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
 * when it closes (its close time, else the first kick-off). One statement, grouping sets.
 * `users`: only these players' rows (one id, or a subquery of ids); else every row of the boards.
 * The boards whose rows it removed or wrote are ranked again.
 */
export async function rebuildStandings(tx: Tx, championshipIds: readonly string[], users?: Players): Promise<void> {
  await rankBoards(tx, await rebuildRows(tx, championshipIds, users));
}

/** The board keys of a local time: its day (2026-03-09) and ISO week (2026-W11), as `day` and `week`. */
const dayAndWeekOf = (localAt: SQL) =>
  sql`to_char(${localAt}, 'YYYY-MM-DD') as day, to_char(${localAt}, 'IYYY-"W"IW') as week`;

/**
 * Writes a `periods` CTE (championship_id, user_id, day, week, points, exact, outcomes) into the
 * standings: one row per player for each day, each week and all time, summed in one pass of
 * grouping sets. The caller adds what a row already there does (`on conflict`) and what it returns.
 */
const insertPeriodsIntoStandings = sql`insert into standings (championship_id, period, period_key, user_id, points, exact, outcomes)
      select championship_id,
             case when grouping(day) = 0 then 'daily' when grouping(week) = 0 then 'weekly' else 'allTime' end,
             coalesce(day, week, ''), user_id, sum(points), sum(exact), sum(outcomes)
      from periods
      group by grouping sets ((championship_id, user_id, day), (championship_id, user_id, week), (championship_id, user_id))`;

/** rebuildStandings without the ranking: answers the boards it changed. */
async function rebuildRows(tx: Tx, championshipIds: readonly string[], users?: Players): Promise<Board[]> {
  if (championshipIds.length === 0) return [];
  const ids = uuids(championshipIds);
  const user = (column: SQL) => playerFilter(column, users);
  const removed = await queryRows<Board>(
    tx,
    sql`
    with gone as (delete from standings where championship_id = any(${ids}) ${user(sql`user_id`)} returning championship_id, period, period_key)
    select distinct championship_id, period, period_key from gone`,
  );
  const written = await queryRows<Board>(
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
    ), added as (
      ${insertPeriodsIntoStandings}
      returning championship_id, period, period_key
    )
    select distinct championship_id, period, period_key from added`,
  );
  return [...removed, ...written];
}

/**
 * Re-scores the championship's predictions of these matches and adds the difference each one made
 * to its player's day, week and all-time rows, in one statement: a finished match
 * touches only its own predictions and the rows of the players who made them, however big the
 * boards. The old points are read under the championship's lock, so the difference is exact and a
 * second run adds nothing. Answers the players whose points were withdrawn (a finished match set
 * back to live): their rows may have to disappear, which only a rebuild of those players can tell;
 * and the boards it added to.
 */
async function scoreMatchPredictions(
  tx: Tx,
  championshipId: string,
  matchIds: readonly string[],
): Promise<{ withdrawn: string[]; boards: Board[] }> {
  const [result] = await queryRows<{ withdrawn: string[] | null; boards: Board[] | null }>(
    tx,
    sql`
    with before as (
      select p.championship_id, p.match_id, p.user_id, p.points, p.exact, p.outcome
      from predictions p where p.championship_id = ${championshipId} and p.match_id = any(${uuids(matchIds)})
    ), changed as (
      update predictions p set points = ${pointsSql}, exact = ${exactSql}, outcome = ${outcomeSql}
      from matches m, championships c, before b
      where p.championship_id = ${championshipId} and p.match_id = any(${uuids(matchIds)}) and m.id = p.match_id and c.id = p.championship_id
        and b.championship_id = p.championship_id and b.match_id = p.match_id and b.user_id = p.user_id
        and (p.points, p.exact, p.outcome) is distinct from (${pointsSql}, ${exactSql}, ${outcomeSql})
      returning p.championship_id, p.match_id, p.user_id, p.points, p.exact, p.outcome,
                b.points as old_points, b.exact as old_exact, b.outcome as old_outcome
    ), periods as (
      -- Only what the boards count: a match still in the championship and not in the trash (as rebuildStandings).
      select ch.championship_id, ch.user_id,
             ${dayAndWeekOf(sql`m.scheduled_date at time zone c.time_zone`)},
             coalesce(ch.points, 0) - coalesce(ch.old_points, 0) as points,
             ch.exact::int - ch.old_exact::int as exact, ch.outcome::int - ch.old_outcome::int as outcomes
      from changed ch
      join matches m on m.id = ch.match_id
      join championships c on c.id = ch.championship_id
      join championship_matches cm on cm.championship_id = ch.championship_id and cm.match_id = ch.match_id
      where m.trashed_at is null and ch.points is not null
    ), applied as (
      ${insertPeriodsIntoStandings}
      on conflict (championship_id, period, period_key, user_id) do update
        set points = standings.points + excluded.points, exact = standings.exact + excluded.exact, outcomes = standings.outcomes + excluded.outcomes
      returning championship_id, period, period_key
    )
    select array(select distinct user_id::text from changed where points is null) as withdrawn,
           (select json_agg(distinct jsonb_build_object('championship_id', championship_id, 'period', period, 'period_key', period_key)) from applied) as boards`,
  );
  return { withdrawn: result?.withdrawn ?? [], boards: result?.boards ?? [] };
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
  const matches = uuids(work.matchIds);
  const { withdrawn, boards } =
    work.matchIds.length > 0
      ? await scoreMatchPredictions(tx, championshipId, work.matchIds)
      : { withdrawn: [], boards: [] };
  const judged = work.closesAnswers ? await scoreAnswers(tx, [championshipId], at) : [];
  const players = [...withdrawn, ...work.userIds, ...judged];
  if (work.playersMoved && work.matchIds.length > 0) {
    // Whose rows a move can shift: the players scored on these matches, and, as the first kick-off
    // closes the questions without a close time of their own, the players scored on those.
    boards.push(
      ...(await rebuildRows(
        tx,
        [championshipId],
        sql`
      select user_id from predictions where championship_id = ${championshipId} and match_id = any(${matches}) and points is not null
      union select unnest(${uuids(players)})
      union select a.user_id from question_answers a join questions q on q.id = a.question_id
      where a.championship_id = ${championshipId} and a.points is not null and q.closes_at is null`,
      )),
    );
  } else if (players.length > 0) {
    boards.push(...(await rebuildRows(tx, [championshipId], sql`select unnest(${uuids(players)})`)));
  }
  await rankBoards(tx, boards);
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
  await queueAnswerJudging(tx, uuids([championshipId]));
  await rebuildStandings(tx, [championshipId]);
}
