import fp from 'fastify-plugin';
import { createPollingWorker, type PollingWorker } from '../../../lib/polling-worker.ts';
import {
  sendPredictionReminders,
  unsubscribeFromReminders,
  unsubscribeSignatureHolds,
} from '../../../services/game/prediction-reminders.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Mails before the lock. `runDue(at)` is one pass at another clock: tests move the time to a
     * few hours before a kick-off with it instead of waiting.
     */
    predictionReminders: PollingWorker & {
      runDue(at: Date): Promise<number>;
      unsubscribe(userId: string, signature: string): Promise<boolean>;
    };
  }
}

/**
 * The reminder job, started with the app; every REMINDER_POLL_SECONDS, safe across instances (one mail a player a day).
 */
export const predictionRemindersPlugin = fp<{ jwtSecret: string }>(
  async (app, { jwtSecret }) => {
    const runDue = (at: Date) => sendPredictionReminders(app.db, { at, publicUrl: app.publicUrl, secret: jwtSecret });
    const runner = createPollingWorker({
      pass: () => runDue(new Date()),
      pollMs: app.config.REMINDER_POLL_SECONDS * 1000,
      onError: (error) => app.log.warn({ err: error }, 'prediction reminders could not be sent; will try again'),
    });
    const unsubscribe = async (userId: string, signature: string) =>
      unsubscribeSignatureHolds(jwtSecret, userId, signature) && unsubscribeFromReminders(app.db, userId);
    app.decorate('predictionReminders', { ...runner, runDue, unsubscribe });
    app.addHook('onReady', async () => runner.start());
    app.addHook('onClose', async () => runner.stop());
  },
  { name: 'prediction-reminders', dependencies: ['core'] },
);
