import fp from 'fastify-plugin';
import { createPollingWorker, type PollingWorker } from '../../../lib/polling-worker.ts';
import { runScoringJobs } from '../../../services/game/scoring-jobs.ts';
import { kickAfterQueuingRequests } from './queued-work.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Runs the game's scoring jobs. `flush()` settles every job queued so far (tests,
     * the benchmark): what a player sees a moment after the admin's save. `runDue(at)` is one pass
     * at another clock (tests reach a failed job's later attempts with it).
     */
    scoringRunner: PollingWorker & { runDue(at: Date): Promise<number> };
  }
}

/**
 * The scoring runner, started with the app like the mail outbox: polls the scoring jobs every
 * SCORING_POLL_SECONDS and is kicked after each request that queued a job (its transaction has
 * committed by then), so a result reaches the boards a moment after the save. Runs on
 * the database's jobs handle, whose statements may take as long as a big championship needs.
 */
export const scoringRunnerPlugin = fp(
  async (app) => {
    const runDue = (at: Date) => runScoringJobs(app.database.jobsDb, { at, log: app.log });
    const runner = createPollingWorker({
      pass: () => runDue(new Date()),
      pollMs: app.config.SCORING_POLL_SECONDS * 1000,
      onError: (error) => app.log.warn({ err: error }, 'scoring jobs could not be run; will try again'),
    });
    app.decorate('scoringRunner', { ...runner, runDue });
    kickAfterQueuingRequests(app, 'scoring', runner);
    app.addHook('onReady', async () => runner.start());
    app.addHook('onClose', async () => runner.stop());
  },
  { name: 'scoring-runner', dependencies: ['core', 'queued-work'] },
);
