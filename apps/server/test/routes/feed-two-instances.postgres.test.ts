import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { matches } from '../../src/db/schema/index.ts';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { startReplayServer, type ReplayServer } from '@app/feed-replay/replay-server';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { openTestDatabase } from '../helpers/test-database.ts';

/**
 * Two server instances on one PostgreSQL sync the feed: each competition is fetched and written once (decision 050).
 */
describe('two instances sync the feed at once', () => {
  let database: DatabaseHandle;
  let replay: ReplayServer;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    database = await openTestDatabase('demo');
    replay = await startReplayServer({ requestsPerMinute: 1000 });
    const env = {
      FOOTBALL_DATA_TOKEN: 'two-instances-token',
      FOOTBALL_DATA_URL: replay.url,
      FEED_CREST_ORIGINS: replay.url,
      FEED_COMPETITIONS: 'PL,CL',
      FEED_AUTO_SYNC: 'off',
    };
    [a, b] = await Promise.all([buildTestApp({ database, env }), buildTestApp({ database, env })]);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await database.close();
    await replay.close();
  });

  it('both press Sync now at the same moment: every competition is fetched once, every match written once', async () => {
    const [adminA, adminB] = await Promise.all([a.signIn('admin@example.com'), b.signIn('admin@example.com')]);
    const answers = await Promise.all([
      a.request({ method: 'POST', url: '/api/feed/sync', payload: {}, as: adminA }),
      b.request({ method: 'POST', url: '/api/feed/sync', payload: {}, as: adminB }),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([202, 202]);
    await Promise.all([a.app.feed.idle(), b.app.feed.idle()]);

    const asked = replay.hits.map((h) => h.path).filter((p) => p.startsWith('/competitions/'));
    expect(asked.sort()).toEqual([
      '/competitions/CL/matches',
      '/competitions/CL/teams',
      '/competitions/PL/matches',
      '/competitions/PL/teams',
    ]);
    const fed = await database.db
      .select({ externalId: matches.externalId })
      .from(matches)
      .where(eq(matches.source, 'football-data'));
    expect(fed).toHaveLength(12);
    const status = await b.request({ method: 'GET', url: '/api/feed', as: adminB });
    expect(status.json()).toMatchObject({
      competitions: [
        { code: 'PL', outcome: 'ok', running: false },
        { code: 'CL', outcome: 'ok', running: false },
      ],
    });
  });
});
