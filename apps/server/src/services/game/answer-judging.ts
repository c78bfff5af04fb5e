import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';

/**
 * A quiz answer is judged when its question closes, never as it is given: an answer of an open
 * question carries no points in anything a player reads, so trying the answers one by one tells
 * nothing. The judging is a scoring job due at the close (`closes_answers`, `due_at`), run once
 * across instances like every scoring job.
 */

/**
 * SQL of a `closes` CTE body over the questions of the championships `championshipIds` (a uuid[]
 * expression): each question's id, championship, correct answer and close (its own close time, else
 * the championship's first kick-off; null without matches).
 */
export const questionCloses = (championshipIds: SQL) => sql`
  select q.id, q.championship_id, q.correct_answer, coalesce(q.closes_at, f.at) as closes_at
  from questions q
  left join lateral (
    select min(m.scheduled_date) as at from championship_matches cm join matches m on m.id = cm.match_id
    where cm.championship_id = q.championship_id and m.trashed_at is null
  ) f on true
  where q.championship_id = any(${championshipIds}) and q.deleted_at is null`;

/**
 * Queues the judging of the marked questions of these championships at each one's close: a close
 * ahead, or one passed with answers not judged yet (a kick-off moved earlier). A close that already
 * has its job is left as it is. Called where a close or a mark can change: a championship's
 * re-scoring (every save), a kick-off moved, a match in or out of the trash, and an answer given.
 */
export async function queueAnswerJudging(tx: Tx, championshipIds: SQL, questionId?: string): Promise<void> {
  await queryRows(
    tx,
    sql`
    with closes as (${questionCloses(championshipIds)})
    insert into scoring_jobs (championship_id, closes_answers, due_at)
    select distinct q.championship_id, true, q.closes_at from closes q
    where q.correct_answer is not null and q.closes_at is not null ${questionId ? sql`and q.id = ${questionId}` : sql``}
      and (q.closes_at > now() or exists (select 1 from question_answers a where a.question_id = q.id and a.points is null))
      and not exists (
        select 1 from scoring_jobs j
        where j.championship_id = q.championship_id and j.closes_answers and j.due_at = q.closes_at and j.status = 'queued')`,
  );
}
