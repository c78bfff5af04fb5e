import fp from 'fastify-plugin';
import { createPollingWorker, isWriteRequest, type PollingWorker } from '../../../lib/polling-worker.ts';
import { runScoringJobs } from '../../../services/game/scoring-jobs.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Runs the game's scoring jobs (decision 063). `flush()` settles every job queued so far (tests,
     * the benchmark): what a player sees a moment after the admin's save.
     */
    scoringRunner: PollingWorker;
  }
}

/**
 * The scoring runner, started with the app like the mail outbox: polls the scoring jobs every
 * SCORING_POLL_SECONDS and is kicked after every write request (its transaction, and any job it
 * queued, has committed by then), so a result reaches the boards a moment after the save. Runs on
 * the database's jobs handle, whose statements may take as long as a big championship needs.
 */
export const scoringRunnerPlugin = fp(async (app) => {
  const runner = createPollingWorker({
    pass: () => runScoringJobs(app.database.jobsDb),
    pollMs: app.config.SCORING_POLL_SECONDS * 1000,
    onError: (error) => app.log.warn({ err: error }, 'scoring jobs could not be run; will try again'),
  });
  app.decorate('scoringRunner', runner);
  app.addHook('onResponse', async (request) => {
    if (isWriteRequest(request.method)) runner.kick();
  });
  app.addHook('onReady', async () => runner.start());
  app.addHook('onClose', async () => runner.stop());
}, { name: 'scoring-runner', dependencies: ['core'] });
