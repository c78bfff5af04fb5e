import fp from 'fastify-plugin';
import { auditContext } from '../../../db/audit-context.ts';
import { createFootballDataClient } from '../../../services/feed/football-data-client.ts';
import { createFeedSync, type FeedSync } from '../../../services/feed/feed-sync.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The fixtures feed from football-data.org. */
    feed: FeedSync;
  }
}

/** How often the scheduler looks for due work: the live poll's period. */
const TICK_MS = 60_000;
/** The first look after start, so a start (or a test's app) is not slowed by the provider. */
const FIRST_TICK_MS = 5_000;

/**
 * The feed and its scheduler: each minute, every competition whose full sync is due
 * (FEED_SYNC_MINUTES) and the live poll of the matches playing or about to. Off without
 * FOOTBALL_DATA_TOKEN; only on demand with FEED_AUTO_SYNC=off. The work runs outside any request
 * (and outside its audit context: the feed's writes are nobody's), and stops with the app.
 */
export const feedServicePlugin = fp(
  async (app) => {
    const { config } = app;
    const closing = new AbortController();
    const client = config.FOOTBALL_DATA_TOKEN
      ? createFootballDataClient({
          baseUrl: config.FOOTBALL_DATA_URL,
          token: config.FOOTBALL_DATA_TOKEN,
          timeoutMs: config.FEED_TIMEOUT_MS,
          signal: closing.signal,
        })
      : null;
    const sync = createFeedSync({
      db: app.db,
      client,
      codes: config.FEED_COMPETITIONS,
      syncMinutes: config.FEED_SYNC_MINUTES,
      consoleUrl: app.publicUrl,
      log: app.log.child({ component: 'feed' }),
      crests: { origins: config.FEED_CREST_ORIGINS, timeoutMs: config.FEED_TIMEOUT_MS, signal: closing.signal },
    });
    // Started from a request (Sync now), the pass must not run as that person: the store is left.
    const outsideRequests: FeedSync = {
      ...sync,
      runDue: () => auditContext.exit(() => sync.runDue()),
      syncNow: (request) => auditContext.exit(() => sync.syncNow(request)),
    };
    app.decorate('feed', outsideRequests);

    let timer: NodeJS.Timeout | null = null;
    const tick = () => {
      timer = setTimeout(tick, TICK_MS);
      // A result the pass brought is scored by the scoring runner at once, not at its next poll.
      void outsideRequests.runDue().finally(() => app.scoringRunner.kick());
    };
    app.addHook('onReady', async () => {
      if (client && config.FEED_AUTO_SYNC === 'on') timer = setTimeout(tick, FIRST_TICK_MS);
    });
    app.addHook('onClose', async () => {
      if (timer) clearTimeout(timer);
      closing.abort();
      await sync.idle();
    });
  },
  { name: 'feed-service', dependencies: ['core', 'scoring-runner'] },
);
