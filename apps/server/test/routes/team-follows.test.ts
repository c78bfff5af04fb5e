import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { LoginRecord } from '@app/contract/auth';
import { MAX_FOLLOWED_TEAMS, type FollowedTeams } from '@app/contract/game';
import type { TeamOptions } from '@app/contract/match-parties';
import { teamFollows, teams } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { newPlayer } from '../helpers/game-fixtures.ts';

/** Decision 055: the teams a player follows (GET/PUT/DELETE /api/play/follows, GET /api/play/teams), both databases. */
describe('teams a player follows', () => {
  let t: TestApp;
  let player: LoginRecord;
  let other: LoginRecord;
  let arsenal: string;
  let chelsea: string;

  beforeAll(async () => {
    t = await buildTestApp();
    player = await newPlayer(t);
    other = await newPlayer(t);
    const named = await t.db.select({ id: teams.id, name: teams.name }).from(teams).where(eq(teams.name, 'Arsenal'));
    arsenal = named[0]!.id;
    chelsea = (await t.db.select({ id: teams.id }).from(teams).where(eq(teams.name, 'Chelsea')))[0]!.id;
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });

  const follows = async (as: LoginRecord) =>
    (await t.request({ method: 'GET', url: '/api/play/follows', as })).json<FollowedTeams>().teams.map((x) => x.name);
  const stored = async (userId: string) =>
    (
      await t.db
        .select({ teamId: teamFollows.teamId })
        .from(teamFollows)
        .where(eq(teamFollows.userId, userId))
        .orderBy(asc(teamFollows.teamId))
    ).map((r) => r.teamId);
  const put = (as: LoginRecord, teamId: string) => t.request({ method: 'PUT', url: `/api/play/follows/${teamId}`, as });
  const del = (as: LoginRecord, teamId: string) =>
    t.request({ method: 'DELETE', url: `/api/play/follows/${teamId}`, as });

  it('a player follows teams; following twice changes nothing; the answer is their teams by name with emblems', async () => {
    expect(await follows(player)).toEqual([]);
    const first = await put(player, chelsea);
    expect(first.statusCode).toBe(200);
    expect(first.json<FollowedTeams>().teams).toEqual([
      { id: chelsea, name: 'Chelsea', emblemUrl: expect.stringMatching(/^\/api\/media\//) as unknown },
    ]);
    await put(player, arsenal);
    const again = await put(player, arsenal);
    expect(again.statusCode).toBe(200);
    expect(again.json<FollowedTeams>().teams.map((x) => x.name)).toEqual(['Arsenal', 'Chelsea']);
    expect(await stored(player.userId)).toEqual([arsenal, chelsea].sort());
    // Another player's follows are their own.
    expect(await follows(other)).toEqual([]);
  });

  it('unfollowing is idempotent: twice, or a team never followed, answers 200 and the rest stays', async () => {
    expect((await del(player, chelsea)).statusCode).toBe(200);
    const again = await del(player, chelsea);
    expect(again.statusCode).toBe(200);
    expect(again.json<FollowedTeams>().teams.map((x) => x.name)).toEqual(['Arsenal']);
    expect((await del(other, arsenal)).statusCode).toBe(200);
    expect(await stored(player.userId)).toEqual([arsenal]);
  });

  it('an unknown team answers 404, a bad id 400; nothing written', async () => {
    const unknown = await put(player, randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'This team does not exist', messageCode: 'teamNotFound' });
    expect((await put(player, 'not-an-id')).statusCode).toBe(400);
    expect(await stored(player.userId)).toEqual([arsenal]);
  });

  it(`a player follows at most ${MAX_FOLLOWED_TEAMS} teams: one more answers 400 with the message, following one already followed still answers 200`, async () => {
    const fan = await newPlayer(t);
    const many = await t.db
      .insert(teams)
      .values(
        Array.from({ length: MAX_FOLLOWED_TEAMS }, (_, i) => ({ name: `Follow Cap FC ${i}`, country: 'Nowhere' })),
      )
      .returning({ id: teams.id });
    // Setup written directly: the cap is about the next follow.
    await t.db.insert(teamFollows).values(many.map(({ id }) => ({ userId: fan.userId, teamId: id })));
    const over = await put(fan, arsenal);
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({
      message: `You can follow at most ${MAX_FOLLOWED_TEAMS} teams`,
      messageCode: 'tooManyFollows',
      params: { max: MAX_FOLLOWED_TEAMS },
    });
    expect((await put(fan, many[0]!.id)).statusCode).toBe(200);
    expect(await stored(fan.userId)).toHaveLength(MAX_FOLLOWED_TEAMS);
  });

  it('searches teams by name for the autocomplete', async () => {
    const res = await t.request({ method: 'GET', url: '/api/play/teams?query=arse', as: player });
    expect(res.statusCode).toBe(200);
    expect(res.json<TeamOptions>().teams.map((x) => x.name)).toContain('Arsenal');
    expect(
      (await t.request({ method: 'GET', url: `/api/play/teams?query=${'x'.repeat(101)}`, as: player })).statusCode,
    ).toBe(400);
  });

  it('only a player: signed out 401, every console role 403; nothing written', async () => {
    const owner = await t.signIn('owner@example.com');
    const admin = await t.signIn('admin@example.com');
    const routes = [
      ['GET', '/api/play/follows'],
      ['PUT', `/api/play/follows/${arsenal}`],
      ['DELETE', `/api/play/follows/${arsenal}`],
      ['GET', '/api/play/teams?query=ars'],
    ] as const;
    for (const [method, url] of routes) {
      expect((await t.request({ method, url })).statusCode).toBe(401);
      for (const as of [owner, admin]) expect((await t.request({ method, url, as })).statusCode).toBe(403);
    }
    expect(await stored(owner.userId)).toEqual([]);
    expect(await stored(admin.userId)).toEqual([]);
  });
});
