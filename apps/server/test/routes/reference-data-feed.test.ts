import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { LoginRecord } from '@app/contract/auth';
import type { FeedStatus } from '@app/contract/feed';
import { competitions, matches, teams } from '../../src/db/schema/index.ts';
import { startReplayServer, type ReplayServer } from '@app/feed-replay/replay-server';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

/**
 * Decision 058: a team merged or renamed on /teams and a competition renamed on /competitions stay
 * as the admin left them when the feed syncs again, and a re-sync writes nothing.
 */
describe('reference data edited by an admin, then the feed syncs again', () => {
  let replay: ReplayServer;
  let t: TestApp;
  let admin: LoginRecord;

  const syncNow = async () => {
    expect((await t.request({ method: 'POST', url: '/api/feed/sync', payload: {}, as: admin })).statusCode).toBe(202);
    await t.app.feed.idle();
  };
  const league = async () =>
    (await t.request({ method: 'GET', url: '/api/feed', as: admin }))
      .json<FeedStatus>()
      .competitions.find((c) => c.code === 'PL')!;
  const fed = async (externalId: number) =>
    (
      await t.db
        .select()
        .from(matches)
        .where(and(eq(matches.source, 'football-data'), eq(matches.externalId, String(externalId))))
    )[0]!;

  beforeAll(async () => {
    replay = await startReplayServer({ requestsPerMinute: 1000 });
    t = await buildTestApp({
      env: {
        FOOTBALL_DATA_TOKEN: 'reference-test-token',
        FOOTBALL_DATA_URL: replay.url,
        FEED_COMPETITIONS: 'PL',
        FEED_AUTO_SYNC: 'off',
        FEED_TIMEOUT_MS: '1500',
      },
    });
    admin = await t.signIn('admin@example.com');
  }, 180_000);
  afterAll(async () => {
    await t.close();
    await replay.close();
  });

  it("the feed's Chelsea FC merged into a Chelsea typed by hand and the league renamed: a second sync keeps both and writes nothing", async () => {
    // The demo's Chelsea would be taken over at once (feed-identity.test.ts): typed only after the first sync here.
    await t.db.delete(teams).where(eq(teams.name, 'Chelsea'));
    await syncNow();
    const [typed] = await t.db.insert(teams).values({ name: 'Chelsea', country: 'England' }).returning();
    const [fromFeed] = await t.db
      .select()
      .from(teams)
      .where(and(eq(teams.source, 'football-data'), eq(teams.externalId, '61')));
    expect([typed?.source, fromFeed?.name]).toEqual([null, 'Chelsea FC']);
    expect((await fed(537001)).headline).toBe('Arsenal - Chelsea FC');

    const merged = await t.request({
      method: 'POST',
      url: `/api/teams/${fromFeed!.id}/merge`,
      payload: { intoId: typed!.id },
      as: admin,
    });
    expect(merged.statusCode, merged.body).toBe(200);
    const [pl] = await t.db.select().from(competitions).where(eq(competitions.providerCode, 'PL'));
    expect(
      (
        await t.request({
          method: 'PATCH',
          url: `/api/competitions/${pl!.id}`,
          payload: { name: 'The Premier League' },
          as: admin,
        })
      ).statusCode,
    ).toBe(200);
    expect(await fed(537001)).toMatchObject({ headline: 'Arsenal - Chelsea', competitionName: 'The Premier League' });

    await syncNow();
    expect(await league()).toMatchObject({ outcome: 'ok', created: 0, updated: 0 });
    expect(await fed(537001)).toMatchObject({
      awayTeam: 'Chelsea',
      headline: 'Arsenal - Chelsea',
      competitionName: 'The Premier League',
    });
    const chelseas = await t.db
      .select({ id: teams.id, name: teams.name })
      .from(teams)
      .where(and(eq(teams.source, 'football-data'), eq(teams.externalId, '61')));
    expect(chelseas).toEqual([{ id: typed!.id, name: 'Chelsea' }]);
    expect(
      (await t.db.select({ name: competitions.name }).from(competitions).where(eq(competitions.id, pl!.id)))[0]?.name,
    ).toBe('The Premier League');
  });
});
