import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { WINNER_CODES } from '@app/contract/winners';
import type { Leaderboard } from '@app/contract/game';
import type { PublicMatchBars } from '@app/contract/public-matches';
import { bars, matches, predictions, winners } from '../../src/db/schema/index.ts';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { buildTestApp, DEMO_PASSWORD, type TestApp } from '../helpers/build-test-app.ts';
import { openTestDatabase } from '../helpers/test-database.ts';
import { insertChampionship, insertWinner } from '../helpers/winners-fixtures.ts';
import { editMatch, insertGame, newPlayer } from '../helpers/game-fixtures.ts';

/**
 * Two server instances behind one load balancer share one PostgreSQL: sessions, throttles, redemptions and the game's
 * boards hold across them.
 */
describe('two instances on one PostgreSQL', () => {
  let database: DatabaseHandle;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    database = await openTestDatabase('demo');
    [a, b] = await Promise.all([buildTestApp({ database }), buildTestApp({ database })]);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await database.close();
  });

  it('a token from one instance works on the other, and signing out on one ends the session on both', async () => {
    const staff = await a.signIn('staff@example.com');
    expect((await b.request({ method: 'GET', url: '/api/authentication/me', as: staff })).json()).toMatchObject({
      email: 'staff@example.com',
    });
    const refreshed = await b.request({
      method: 'POST',
      url: '/api/authentication/refresh-token',
      headers: { authorization: `Bearer ${staff.refreshToken}` },
    });
    expect(refreshed.statusCode).toBe(200);
    expect((await b.request({ method: 'POST', url: '/api/authentication/signout', as: staff })).statusCode).toBe(200);
    expect((await a.request({ method: 'GET', url: '/api/authentication/me', as: staff })).statusCode).toBe(401);
    expect((await b.request({ method: 'GET', url: '/api/authentication/me', as: staff })).statusCode).toBe(401);
  });

  it("a match's bars one instance remembers show at once a bar switched on, renamed or trashed through the other (decision 073)", async () => {
    const [owner, admin] = await Promise.all([a.signIn('owner@example.com'), a.signIn('admin@example.com')]);
    const [match] = await database.db
      .insert(matches)
      .values({
        homeTeam: 'Twinfield',
        awayTeam: 'Mirror Town',
        headline: 'Twinfield - Mirror Town',
        scheduledDate: new Date(Date.now() + 86_400_000),
      })
      .returning({ id: matches.id });
    const fanSees = async (app: TestApp) => {
      const res = await app.app.inject({ method: 'GET', url: `/api/public/matches/${match!.id}/bars` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<PublicMatchBars>().bars.map((bar) => bar.name);
    };
    expect(await fanSees(b)).toEqual([]);
    expect(
      (
        await a.request({
          method: 'POST',
          url: '/api/bars/change-broadcast-status',
          payload: { matchId: match!.id, status: true },
          as: owner,
        })
      ).statusCode,
    ).toBe(200);
    const [bar] = await database.db.select({ name: bars.name }).from(bars).where(eq(bars.id, owner.barId!));
    expect(await fanSees(b)).toEqual([bar!.name]);
    // An admin's rename, written through instance a (its bars' list), is what b answers next.
    await database.db.update(bars).set({ name: 'Twin Screens' }).where(eq(bars.id, owner.barId!));
    expect(await fanSees(b)).toEqual(['Twin Screens']);
    expect(
      (await a.request({ method: 'PUT', url: '/api/bar/delete', payload: { barIds: [owner.barId] }, as: admin }))
        .statusCode,
    ).toBe(200);
    expect(await fanSees(b)).toEqual([]);
    expect(
      (await a.request({ method: 'PUT', url: '/api/bar/restore', payload: { barIds: [owner.barId] }, as: admin }))
        .statusCode,
    ).toBe(200);
    expect(await fanSees(b)).toEqual(['Twin Screens']);
  });

  it('the sign-in throttle counts failures on both instances together', async () => {
    const signin = (app: TestApp, password: string, i: number) =>
      app.request({
        method: 'POST',
        url: '/api/authentication/signin',
        payload: { email: 'owner@example.com', password },
        remoteAddress: `10.70.0.${i}`,
      });
    for (let i = 1; i <= 5; i += 1) expect((await signin(i % 2 ? a : b, 'Wrong-Passw0rd', i)).statusCode).toBe(400);
    expect((await signin(a, DEMO_PASSWORD, 9)).statusCode).toBe(429);
    expect((await signin(b, DEMO_PASSWORD, 10)).statusCode).toBe(429);
  });

  it('50 concurrent verifications of one prize code, spread over both instances: exactly one redeems it', async () => {
    const [staff, admin] = await Promise.all([a.signIn('staff@example.com'), b.signIn('admin@example.com')]);
    const fixture = await insertChampionship(database.db, { allTime: 1, prizes: ['Season ticket'] });
    const code = await insertWinner(database.db, fixture.championship.id, fixture.prizes[0]!.id, 1);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        (i % 2 ? a : b).request({
          method: 'POST',
          url: '/api/challenge-winners/verify',
          payload: { challengeWinnerId: code },
          as: i % 2 ? staff : admin,
        }),
      ),
    );
    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 400)).toHaveLength(49);
    for (const res of answers.filter((r) => r.statusCode === 400))
      expect(res.json()).toMatchObject({ code: WINNER_CODES.alreadyRedeemed });
    const [row] = await database.db.select().from(winners).where(eq(winners.id, code));
    expect(row?.redeemedAt).not.toBeNull();
  });

  it('a board one instance remembers shows at once the points a scoring job wrote on the other (decision 069)', async () => {
    const admin = await a.signIn('admin@example.com');
    const game = await insertGame(database.db, { kickOffs: [new Date('2026-06-14T10:00:00Z')], statuses: ['TIMED'] });
    const [match] = game.matchIds as [string];
    const player = await newPlayer(a, 'Twin Fan');
    await database.db
      .insert(predictions)
      .values({ championshipId: game.id, matchId: match, userId: player.userId, home: 2, away: 1 });
    const board = async (app: TestApp) =>
      (
        await app.request({
          method: 'GET',
          url: `/api/play/championships/${game.id}/leaderboard?period=allTime`,
          as: player,
        })
      ).json<Leaderboard>();
    expect((await board(b)).rows).toEqual([]);

    expect(
      (await editMatch(a, admin, match, { status: 'FT', goals: { fullTimeHomeGoals: 2, fullTimeAwayGoals: 1 } }))
        .statusCode,
    ).toBe(200);
    // Whichever instance's runner takes the job, both have settled.
    await Promise.all([a.app.scoringRunner.flush(), b.app.scoringRunner.flush()]);
    for (const app of [b, a]) {
      const after = await board(app);
      expect(after.rows.map((r) => [r.nickname, r.points, r.position])).toEqual([['Twin Fan', 3, 1]]);
      expect(after.me).toMatchObject({ points: 3, position: 1 });
    }
  });

  it("a quiz question is judged once at its close, whichever instance's runner comes first (decision 084)", async () => {
    const closesAt = new Date(Date.now() + 3_600_000);
    const game = await insertGame(database.db, {
      kickOffs: [new Date(Date.now() + 7_200_000)],
      questions: [{ answers: ['Yes', 'No'], correctAnswer: 0, closesAt }],
    });
    const player = await newPlayer(a, 'Twin Quizzer');
    const answered = await b.request({
      method: 'PUT',
      url: `/api/play/championships/${game.id}/answers`,
      as: player,
      payload: { questionId: game.questionIds[0], answer: 0 },
    });
    expect(answered.statusCode).toBe(200);
    const board = async (app: TestApp) =>
      (
        await app.request({ method: 'GET', url: `/api/play/championships/${game.id}/leaderboard?period=allTime` })
      ).json<Leaderboard>();
    const after = new Date(closesAt.getTime() + 1000);
    // Both runners pass at the close at once: the job is claimed by one of them, and scored once.
    const handled = await Promise.all([a.app.scoringRunner.runDue(after), b.app.scoringRunner.runDue(after)]);
    expect(handled.reduce((sum, n) => sum + n, 0)).toBe(1);
    for (const app of [a, b])
      expect((await board(app)).rows.map((r) => [r.nickname, r.points])).toEqual([['Twin Quizzer', 1]]);
  });
});
