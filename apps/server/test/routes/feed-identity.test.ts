import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import type { LoginRecord } from '@app/contract/auth';
import type { FeedStatus } from '@app/contract/feed';
import type { AdminMatch } from '@app/contract/matches-admin';
import type { TeamDuplicateList } from '@app/contract/reference-data';
import { competitions, matchPageViews, matches, teamFollows, teams } from '../../src/db/schema/index.ts';
import { recordedSeason, startReplayServer, type ReplayServer } from '@app/feed-replay/replay-server';
import { identityKey } from '../../src/services/feed/team-identity.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { newPlayer } from '../helpers/game-fixtures.ts';

/** The provider's names of the demo set's clubs, as the recorded season has them. */
const DEMO_TWINS: Record<string, string> = {
  'Arsenal FC': 'Arsenal',
  'Liverpool FC': 'Liverpool',
  'Manchester United FC': 'Manchester United',
  'Manchester City FC': 'Manchester City',
  'Chelsea FC': 'Chelsea',
  'Tottenham Hotspur FC': 'Tottenham Hotspur',
  'Paris Saint-Germain FC': 'Paris Saint-Germain',
  'Real Madrid CF': 'Real Madrid',
  'FC Internazionale Milano': 'Inter',
  'FC Bayern München': 'FC Bayern München',
};

/**
 * A replay of the feed into the demo data: each provider team the console has (typed by hand, the
 * demo's) is taken over, not doubled; one that only looks alike is created apart and listed as a
 * possible duplicate, which a merge (fans' follows, matches and demand kept) or a dismissal settles.
 */
describe('the feed recognises the teams the console has', () => {
  let replay: ReplayServer;
  let t: TestApp;
  let admin: LoginRecord;

  const season = recordedSeason();
  const pl = season.PL!;
  // A namesake from elsewhere, and a short name within a club's full one: alike, not certainly the same.
  pl.teams.teams.push(
    { id: 99001, name: 'Aston Villa FC', shortName: 'Aston Villa', tla: 'AVW', area: { name: 'Wales' }, crest: null },
    { id: 99002, name: 'Newcastle', shortName: null, tla: null, area: { name: 'England' }, crest: null },
  );
  pl.matches.matches.push({
    ...structuredClone(pl.matches.matches.find((m) => m.id === 537007)!),
    id: 537901,
    utcDate: '2026-12-12T15:00:00Z',
    homeTeam: { id: 99002, name: 'Newcastle', shortName: null, tla: null, crest: null },
  });

  const syncNow = async () => {
    expect((await t.request({ method: 'POST', url: '/api/feed/sync', payload: {}, as: admin })).statusCode).toBe(202);
    await t.app.feed.idle();
  };
  const fedTeam = async (externalId: number) =>
    (
      await t.db
        .select()
        .from(teams)
        .where(and(eq(teams.source, 'football-data'), eq(teams.externalId, String(externalId))))
    )[0];
  const fedMatch = async (externalId: number) =>
    (
      await t.db
        .select()
        .from(matches)
        .where(and(eq(matches.source, 'football-data'), eq(matches.externalId, String(externalId))))
    )[0]!;
  const duplicates = async () => {
    const res = await t.request({ method: 'GET', url: '/api/teams/duplicates', as: admin });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TeamDuplicateList>().items;
  };
  const demandOf = async (id: string) =>
    (await t.request({ method: 'GET', url: `/api/match/${id}`, as: admin })).json<AdminMatch>().demand;

  beforeAll(async () => {
    replay = await startReplayServer({ season, requestsPerMinute: 1000 });
    t = await buildTestApp({
      env: {
        FOOTBALL_DATA_TOKEN: 'identity-test-token',
        FOOTBALL_DATA_URL: replay.url,
        FEED_COMPETITIONS: 'PL,CL',
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

  it('a replay into the demo data takes over each demo club and competition: no twin an admin would merge', async () => {
    const liverpool = (await t.db.select().from(teams).where(eq(teams.name, 'Liverpool')))[0]!;
    const fan = await newPlayer(t);
    await t.db.insert(teamFollows).values({ userId: fan.userId, teamId: liverpool.id });
    await syncNow();

    const providerNames = [...pl.teams.teams, ...season.CL!.teams.teams].map((team) => ({
      id: team.id as number,
      name: team.name as string,
    }));
    const linked = await t.db
      .select({ name: teams.name, externalId: teams.externalId })
      .from(teams)
      .where(
        and(
          eq(teams.source, 'football-data'),
          inArray(
            teams.externalId,
            providerNames.map((p) => String(p.id)),
          ),
        ),
      );
    const nameOf = new Map(linked.map((l) => [Number(l.externalId), l.name]));
    for (const [provider, demo] of Object.entries(DEMO_TWINS)) {
      expect({ provider, console: nameOf.get(providerNames.find((p) => p.name === provider)!.id) }).toEqual({
        provider,
        console: demo,
      });
    }
    // No two teams are one club's name with and without FC, accents or case (the namesake from Wales aside: another
    // club).
    const keys = (await t.db.select({ name: teams.name, externalId: teams.externalId }).from(teams))
      .filter((r) => r.externalId !== '99001')
      .map((r) => identityKey(r.name));
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
    // The demo's competitions are the provider's: no second Premier League or Champions League.
    const leagues = await t.db
      .select({ name: competitions.name, code: competitions.providerCode })
      .from(competitions)
      .where(inArray(competitions.name, ['Premier League', 'UEFA Champions League']));
    expect(leagues.sort((a, b) => a.name.localeCompare(b.name))).toEqual([
      { name: 'Premier League', code: 'PL' },
      { name: 'UEFA Champions League', code: 'CL' },
    ]);
    // A country the provider leaves blank keeps the demo's.
    expect((await fedTeam(524))?.country).toBe('France');

    const fed = await fedMatch(537004);
    expect(fed.headline).toBe('Chelsea - Liverpool');
    // The fans of the demo's Chelsea and Liverpool, the new one among them, count for the fed match.
    const fans = await t.db
      .select({ userId: teamFollows.userId })
      .from(teamFollows)
      .innerJoin(teams, eq(teams.id, teamFollows.teamId))
      .where(inArray(teams.name, ['Chelsea', 'Liverpool']));
    expect(fans.map((f) => f.userId)).toContain(fan.userId);
    expect((await demandOf(fed.id))?.followers).toBe(new Set(fans.map((f) => f.userId)).size);
  });

  it('a club only alike is created apart and listed under Possible duplicates, with the reason', async () => {
    const listed = await duplicates();
    expect(listed.map((d) => [d.team.name, d.candidate.name, d.reason]).sort()).toEqual([
      ['Aston Villa FC', 'Aston Villa', 'sameNameOtherCountry'],
      ['Newcastle', 'Newcastle United', 'nameWithin'],
    ]);
    expect(listed.find((d) => d.team.name === 'Newcastle')).toMatchObject({
      team: { source: 'football-data', matchCount: 1 },
      candidate: { source: null },
    });
  });

  it("the one-click merge keeps the club's follows, matches and demand; a re-sync brings no twin back", async () => {
    const pair = (await duplicates()).find((d) => d.team.name === 'Newcastle')!;
    const fed = await fedMatch(537901);
    const [fan, fanOfBoth] = [await newPlayer(t), await newPlayer(t)];
    await t.db.insert(teamFollows).values([
      { userId: fan.userId, teamId: pair.team.id },
      { userId: fanOfBoth.userId, teamId: pair.team.id },
      { userId: fanOfBoth.userId, teamId: pair.candidate.id },
    ]);
    await t.db.insert(matchPageViews).values({ matchId: fed.id, day: new Date().toISOString().slice(0, 10), views: 7 });
    const before = (await demandOf(fed.id))!;
    expect(before.views7d).toBe(7);

    const merged = await t.request({
      method: 'POST',
      url: `/api/teams/${pair.team.id}/merge`,
      payload: { intoId: pair.candidate.id },
      as: admin,
    });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(await duplicates()).toHaveLength(1);
    const kept = await fedMatch(537901);
    expect([kept.id, kept.homeTeam, kept.headline]).toEqual([
      fed.id,
      'Newcastle United',
      'Newcastle United - Liverpool',
    ]);
    const after = (await demandOf(fed.id))!;
    // The merged team's fans follow the kept one; with the demo's fans of Newcastle United, all count for the match.
    expect(after.views7d).toBe(7);
    const follows = await t.db
      .select({ userId: teamFollows.userId, teamId: teamFollows.teamId })
      .from(teamFollows)
      .where(inArray(teamFollows.teamId, [pair.candidate.id, (await fedTeam(64))!.id]));
    expect(follows.filter((f) => f.teamId === pair.candidate.id).map((f) => f.userId)).toEqual(
      expect.arrayContaining([fan.userId, fanOfBoth.userId]),
    );
    expect(after.followers).toBe(new Set(follows.map((f) => f.userId)).size);
    expect(after.followers).toBeGreaterThanOrEqual(before.followers);

    await syncNow();
    const status = (await t.request({ method: 'GET', url: '/api/feed', as: admin })).json<FeedStatus>();
    expect(status.competitions.find((c) => c.code === 'PL')).toMatchObject({ outcome: 'ok', created: 0 });
    expect(await t.db.select().from(teams).where(eq(teams.name, 'Newcastle'))).toEqual([]);
    expect((await fedTeam(99002))?.name).toBe('Newcastle United');
  });

  it('"Not the same team" dismisses a pair and keeps both teams; dismissing it again is 404, owners 403', async () => {
    const pair = (await duplicates())[0]!;
    const owner = await t.signIn('owner@example.com');
    const url = `/api/teams/duplicates/${pair.team.id}/${pair.candidate.id}`;
    expect((await t.request({ method: 'DELETE', url, as: owner })).statusCode).toBe(403);
    const res = await t.request({ method: 'DELETE', url, as: admin });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TeamDuplicateList>().items).toEqual([]);
    expect(
      await t.db
        .select({ id: teams.id })
        .from(teams)
        .where(inArray(teams.id, [pair.team.id, pair.candidate.id])),
    ).toHaveLength(2);
    const again = await t.request({ method: 'DELETE', url, as: admin });
    expect([again.statusCode, again.json<{ message: string }>().message]).toEqual([
      404,
      'These two teams are not listed as possible duplicates',
    ]);
  });

  it('/data-feed lists the latest created and changed matches with their ids; the admin list filters "From the feed"', async () => {
    const status = (await t.request({ method: 'GET', url: '/api/feed', as: admin })).json<FeedStatus>();
    // One sync creates its matches in one transaction, at one moment: any 10 of them, each the feed's, by id.
    expect(status.latest.created).toHaveLength(10);
    const fedRows = await t.db
      .select({ id: matches.id, headline: matches.headline })
      .from(matches)
      .where(eq(matches.source, 'football-data'));
    const fedHeadline = new Map(fedRows.map((m) => [m.id, m.headline]));
    const shown = status.latest.created.map((m) => [m.id, m.headline]);
    expect(shown).toEqual(status.latest.created.map((m) => [m.id, fedHeadline.get(m.id)]));
    const linked = await fedMatch(537004);
    // The merge renamed a fed match in place: that is the admin's change, not the feed's.
    expect(status.latest.changed).toEqual([]);

    replay.season.PL!.matches.matches.find((m) => m.id === 537004)!.utcDate = '2026-11-28T17:45:00Z';
    await syncNow();
    const after = (await t.request({ method: 'GET', url: '/api/feed', as: admin })).json<FeedStatus>();
    expect(after.latest.changed.map((m) => [m.id, m.scheduledDate])).toEqual([[linked.id, '2026-11-28T17:45:00.000Z']]);

    const fromFeed = await t.request({
      method: 'GET',
      url: '/api/match?searchText=chelsea - liverpool&source=feed',
      as: admin,
    });
    expect(fromFeed.statusCode, fromFeed.body).toBe(200);
    const everything = await t.request({ method: 'GET', url: '/api/match?searchText=chelsea - liverpool', as: admin });
    type Page = { folderMatches: AdminMatch[] };
    expect(fromFeed.json<Page>().folderMatches.map((m) => [m.id, m.source])).toEqual([[linked.id, 'football-data']]);
    expect(everything.json<Page>().folderMatches.some((m) => m.source === null)).toBe(true);
    const bad = await t.request({ method: 'GET', url: '/api/match?source=hand', as: admin });
    expect([bad.statusCode, bad.json<{ message: string }>().message]).toEqual([400, 'source is feed or absent']);
  });
});
