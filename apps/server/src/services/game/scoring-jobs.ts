import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { queryRows, type Database, type Tx } from '../../db/client.ts';
import { scoringJobs } from '../../db/schema/index.ts';
import { uuidArray } from '../../db/sql-arrays.ts';
import { failureSummary } from '../../lib/pg-errors.ts';
import { noteQueued } from '../../lib/queued-work.ts';
import { afterFailedAttempt } from '../../lib/retry-schedule.ts';
import { queueAnswerJudging } from './answer-judging.ts';
import { moveBoardVersions } from './board-versions.ts';
import { lockChampionships, scoreChampionshipWork, type ScoringWork } from './scoring.ts';

/**
 * The game's scoring jobs. A change that moves points — a result saved by hand or
 * from the feed, a match trashed or restored, a championship's rules saved, an answer marked —
 * commits a row of `scoring_jobs` with itself, and answers at once; the scoring runner
 * (plugins/app/services/scoring-runner.ts) scores it once, across instances, with the boards'
 * update in one transaction. Queueing a match's or a championship's job also moves the
 * championship's boards' version: what changed (a kick-off, the trash, the
 * matches, the zone) can change the boards' days and weeks at once, before the job runs.
 */

/**
 * Queues the scoring of these matches in every championship that holds them. `playersMoved`: a
 * kick-off moved, or the matches went into or out of the trash, so the points already scored on
 * them move period or leave the boards.
 */
export async function queueMatchScoring(
  tx: Tx,
  matchIds: readonly string[],
  options: { playersMoved?: boolean } = {},
): Promise<void> {
  if (matchIds.length === 0) return;
  await queryRows(
    tx,
    sql`
    insert into scoring_jobs (championship_id, match_ids, players_moved)
    select championship_id, array_agg(match_id), ${options.playersMoved ?? false}
    from championship_matches where match_id = any(${uuidArray(matchIds)})
    group by championship_id`,
  );
  const championships = sql`array(select championship_id from championship_matches where match_id = any(${uuidArray(matchIds)}))`;
  await moveBoardVersions(tx, championships);
  // A first kick-off moved, or a match in or out of the trash, moves the close of the questions without a close time of
  // their own.
  if (options.playersMoved) await queueAnswerJudging(tx, championships);
  noteQueued('scoring');
}

/** Queues a championship's full re-scoring (its rules, zone, correct answers or matches changed). */
export async function queueChampionshipScoring(tx: Tx, championshipId: string): Promise<void> {
  await queryRows(tx, sql`insert into scoring_jobs (championship_id, rescore_all) values (${championshipId}, true)`);
  await moveBoardVersions(tx, uuidArray([championshipId]));
  noteQueued('scoring');
}

type JobRow = {
  match_ids: string[];
  players_moved: boolean;
  user_ids: string[];
  rescore_all: boolean;
  closes_answers: boolean;
};

function merged(jobs: readonly JobRow[]): ScoringWork {
  return {
    matchIds: [...new Set(jobs.flatMap((j) => j.match_ids))],
    playersMoved: jobs.some((j) => j.players_moved),
    userIds: [...new Set(jobs.flatMap((j) => j.user_ids))],
    rescoreAll: jobs.some((j) => j.rescore_all),
    closesAnswers: jobs.some((j) => j.closes_answers),
  };
}

/** The jobs a pass took: what it records a failure on once its transaction has rolled back. */
type Claim = { championshipId: string | null; jobIds: string[] };

/**
 * Runs the oldest due job's championship's jobs, merged, in one transaction: the first job is
 * claimed with FOR UPDATE SKIP LOCKED (another instance takes another one; a job waiting for its
 * next attempt or set aside is not due), the championship's lock is taken as every scorer does,
 * then every job of that championship no one else holds and due by then (a question's judging
 * waits for its close) — waiting and set-aside ones too, since
 * scoring is idempotent and the new change may have healed them — is claimed,
 * scored and deleted. Without a statement timeout of its own beyond JOBS_STATEMENT_TIMEOUT_MS: the
 * runner's handle is `jobsDb`. Answers whether there was a job; a job that threw counts, its
 * failure recorded, so the pass goes on with the others.
 */
async function runNextJob(db: Database, at: Date, log: FastifyBaseLogger): Promise<boolean> {
  const claim: Claim = { championshipId: null, jobIds: [] };
  const due = sql`${at.toISOString()}::timestamptz`;
  try {
    return await db.transaction(async (tx) => {
      const [next] = await queryRows<{ id: string; championship_id: string }>(
        tx,
        sql`
        select id, championship_id from scoring_jobs
        where status = 'queued' and (next_attempt_at is null or next_attempt_at <= ${due}) and (due_at is null or due_at <= ${due})
        order by created_at, id limit 1 for update skip locked`,
      );
      if (!next) return false;
      claim.championshipId = next.championship_id;
      claim.jobIds = [next.id];
      await lockChampionships(tx, [next.championship_id]);
      const jobs = await queryRows<JobRow & { id: string }>(
        tx,
        sql`
        delete from scoring_jobs where id in (
          select id from scoring_jobs where championship_id = ${next.championship_id} and (due_at is null or due_at <= ${due})
          for update skip locked
        ) returning id, match_ids::text[] as match_ids, players_moved, user_ids::text[] as user_ids, rescore_all, closes_answers`,
      );
      claim.jobIds = jobs.map((j) => j.id);
      await scoreChampionshipWork(tx, next.championship_id, merged(jobs), at);
      return true;
    });
  } catch (error) {
    if (!claim.championshipId) throw error;
    await recordFailedAttempt(db, claim, failureSummary(error), at, log);
    return true;
  }
}

/**
 * After the scoring's transaction rolled back, in a small write of its own: each job it took counts
 * an attempt and waits the mail's backoff, or is set aside after the last one (lib/retry-schedule.ts).
 * A job another instance has claimed since is left to it.
 */
async function recordFailedAttempt(
  db: Database,
  claim: Claim,
  lastError: string,
  at: Date,
  log: FastifyBaseLogger,
): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: scoringJobs.id, attempts: scoringJobs.attempts })
      .from(scoringJobs)
      .where(inArray(scoringJobs.id, claim.jobIds))
      .for('update', { skipLocked: true });
    for (const row of rows) {
      const attempt = row.attempts + 1;
      const { failed, nextAttemptAt } = afterFailedAttempt(attempt, at);
      await tx
        .update(scoringJobs)
        .set({ attempts: attempt, status: failed ? 'failed' : 'queued', nextAttemptAt, lastError })
        .where(eq(scoringJobs.id, row.id));
      const fields = { jobId: row.id, championshipId: claim.championshipId, attempt, error: lastError };
      if (failed) log.error(fields, 'scoring job failed for good; set aside until the championship changes again');
      else log.warn({ ...fields, nextAttemptAt }, 'scoring job failed; will try again');
    }
  });
}

/**
 * Runs the scoring jobs due at `at` until none is left; answers how many championships it handled
 * (scored, or failed and recorded).
 */
export async function runScoringJobs(
  db: Database,
  { at = new Date(), log }: { at?: Date; log: FastifyBaseLogger },
): Promise<number> {
  let handled = 0;
  while (await runNextJob(db, at, log)) handled += 1;
  return handled;
}
