import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { feedJobs } from '../../db/schema/index.ts';
import type { FeedError, RequestBudget } from './football-data-client.ts';

/**
 * A lease outlives any sane run (a season's two requests, its crests and one transaction): a crashed instance's job is
 * free again after it.
 */
const LEASE_MINUTES = 10;

export type JobOutcome = {
  outcome: 'ok' | 'refused' | 'failed';
  created: number;
  updated: number;
  unchanged: number;
  /** Why a failed run gave up: its code and parts are kept, its detail only logged. */
  error: FeedError | null;
  nextRunAt: Date;
  budget: RequestBudget;
};

/**
 * Takes the job for this instance: one row per job in `feed_jobs`, taken by one
 * conditional UPDATE, so of two instances (or two timers of one) exactly one gets it. Unless
 * `force` (the moment Sync now was pressed), a job whose next run is still to come is not taken
 * either; forced, one that another instance ran after that moment is not run again. False: someone
 * else has it, or it is not due.
 */
export async function claimJob(db: Database, key: string, owner: string, force: Date | null): Promise<boolean> {
  await db.insert(feedJobs).values({ key }).onConflictDoNothing({ target: feedJobs.key });
  const taken = await db
    .update(feedJobs)
    .set({ leaseOwner: owner, leaseUntil: sql`now() + make_interval(mins => ${LEASE_MINUTES})` })
    .where(
      and(
        eq(feedJobs.key, key),
        sql`(${feedJobs.leaseUntil} is null or ${feedJobs.leaseUntil} < now())`,
        // Forced (Sync now at `force`): unless another instance has run it since.
        force
          ? sql`(${feedJobs.lastRunAt} is null or ${feedJobs.lastRunAt} < ${force})`
          : sql`(${feedJobs.nextRunAt} is null or ${feedJobs.nextRunAt} <= now())`,
      ),
    )
    .returning({ key: feedJobs.key });
  return taken.length === 1;
}

/** Records the run's outcome and frees the job (only when this instance still holds it). */
export async function finishJob(db: Database, key: string, owner: string, result: JobOutcome): Promise<void> {
  const failed = result.outcome !== 'ok';
  await db
    .update(feedJobs)
    .set({
      leaseOwner: null,
      leaseUntil: null,
      lastRunAt: sql`now()`,
      lastOutcome: result.outcome,
      created: result.created,
      updated: result.updated,
      unchanged: result.unchanged,
      ...(failed && result.error
        ? { lastErrorCode: result.error.code, lastErrorParams: result.error.params, lastErrorAt: sql`now()` }
        : {}),
      nextRunAt: result.nextRunAt,
      ...(result.budget.available !== null
        ? { requestsAvailable: result.budget.available, requestsReadAt: result.budget.readAt }
        : {}),
    })
    .where(and(eq(feedJobs.key, key), eq(feedJobs.leaseOwner, owner)));
}

/** Frees the job without recording a run (the app is closing). */
export async function releaseJob(db: Database, key: string, owner: string): Promise<void> {
  await db
    .update(feedJobs)
    .set({ leaseOwner: null, leaseUntil: null })
    .where(and(eq(feedJobs.key, key), eq(feedJobs.leaseOwner, owner)));
}

export const readJobs = (db: Database) => db.select().from(feedJobs).orderBy(feedJobs.key);
