import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, sql } from 'drizzle-orm';
import { SIGNUP_ANSWER, type LoginRecord } from '@app/contract/auth';
import type { ChampionshipDetail } from '@app/contract/championships';
import type { Leaderboard, MatchPredictions, PlayChampionship, PlayMe, Proposals } from '@app/contract/game';
import {
  boardBlocks,
  championships,
  matches as matchesTable,
  predictions,
  questionAnswers,
  scoringJobs,
  standings,
  users,
  winners,
} from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { editMatch, hours, insertGame, newPlayer, PLAYER_PASSWORD, predict } from '../helpers/game-fixtures.ts';
import { answers, en, insertTestMatches, multipart, validCreateParts } from '../helpers/championship-fixtures.ts';
import { rebuildStandings } from '../../src/services/game/scoring.ts';
import { queryRows } from '../../src/db/client.ts';
import { confirmFromMail } from '../helpers/signup-fixtures.ts';

/** The championship game on both databases (decision 051): accounts, locks, scoring, boards, periods, proposals. */
describe('the championship game', () => {
  let t: TestApp;
  let admin: LoginRecord;
  let staff: LoginRecord;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await t.signIn('admin@example.com');
    staff = await t.signIn('staff@example.com');
  });
  afterAll(async () => {
    await t.close();
  });

  /** Every scoring job queued so far run, as the runner does a moment after a save (decision 063). */
  const scored = () => t.app.scoringRunner.flush();
  /** The admin's match dialog saved, then its scoring job run: what a player sees a moment later. */
  const saveScored = async (...args: Parameters<typeof editMatch>) => {
    const res = await editMatch(...args);
    await scored();
    return res;
  };
  const board = async (id: string, query: string, as?: LoginRecord) =>
    (
      await t.request({
        method: 'GET',
        url: `/api/play/championships/${id}/leaderboard?${query}`,
        ...(as ? { as } : {}),
      })
    ).json<Leaderboard>();
  const predictionCount = async (championshipId: string) =>
    (await t.db.select({ n: count() }).from(predictions).where(eq(predictions.championshipId, championshipId)))[0]!.n;
  /** Predictions made before kick-off, written as they stood then (the match is over by now). */
  const madeEarlier = (championshipId: string, matchId: string, userId: string, home: number, away: number) =>
    t.db.insert(predictions).values({ championshipId, matchId, userId, home, away });

  /**
   * The championship's board rows and blocks of players in ranking order equal those a rebuild
   * from every prediction into empty boards writes (rolled back).
   */
  const expectBoardsAsFromEmpty = async (championshipId: string) => {
    const read = async (db: Pick<typeof t.db, 'select'>) => ({
      rows: await db.select().from(standings).where(eq(standings.championshipId, championshipId)),
      blocks: await db.select().from(boardBlocks).where(eq(boardBlocks.championshipId, championshipId)),
    });
    const now = await read(t.db);
    let rebuilt: typeof now = { rows: [], blocks: [] };
    const rolledBack = new Error('rolled back');
    await t.db
      .transaction(async (tx) => {
        await tx.delete(standings).where(eq(standings.championshipId, championshipId));
        await tx.delete(boardBlocks).where(eq(boardBlocks.championshipId, championshipId));
        await rebuildStandings(tx, [championshipId]);
        rebuilt = await read(tx);
        throw rolledBack;
      })
      .catch((error: unknown) => {
        if (error !== rolledBack) throw error;
      });
    expect(now.rows).toHaveLength(rebuilt.rows.length);
    expect(now.rows).toEqual(expect.arrayContaining(rebuilt.rows));
    expect(now.blocks).toHaveLength(rebuilt.blocks.length);
    expect(now.blocks).toEqual(expect.arrayContaining(rebuilt.blocks));
  };

  /**
   * The ISO week (2026-W11) of a UTC instant: the week board a question closing then counts on, in a UTC championship.
   */
  const isoWeekOf = (at: Date) => {
    const thursday = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
    thursday.setUTCDate(thursday.getUTCDate() + 4 - (thursday.getUTCDay() || 7));
    const week = Math.ceil(((thursday.getTime() - Date.UTC(thursday.getUTCFullYear(), 0, 1)) / 86_400_000 + 1) / 7);
    return `${thursday.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
  };

  describe('player accounts', () => {
    it('a player signs up with nickname, email, password and language, confirms the address, and signs in like everyone', async () => {
      const res = await t.request({
        method: 'POST',
        url: '/api/play/signup',
        payload: { nickname: 'Goal Getter 2', email: 'Getter@Fans.test', password: PLAYER_PASSWORD, language: 'fr' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: SIGNUP_ANSWER });
      const [row] = await t.db.select().from(users).where(eq(users.email, 'getter@fans.test'));
      expect(row).toMatchObject({
        role: 'player',
        language: 'fr',
        nickname: 'Goal Getter 2',
        nicknameKey: 'goal getter 2',
        emailConfirmedAt: null,
      });
      expect((await confirmFromMail(t, 'getter@fans.test')).statusCode).toBe(200);
      expect((await t.signIn('getter@fans.test', PLAYER_PASSWORD)).role).toBe('player');
    });

    it('refuses a weak password or a missing language, answers a taken email as a new one, and writes no account', async () => {
      const before = (await t.db.select({ n: count() }).from(users))[0]!.n;
      const weak = await t.request({
        method: 'POST',
        url: '/api/play/signup',
        payload: { nickname: 'Weak', email: 'weak@fans.test', password: 'short', language: 'en' },
      });
      expect(weak.statusCode).toBe(400);
      expect(weak.json<{ message: string }>().message).toBe(
        'At least 8 characters, one uppercase, one lowercase and one number',
      );
      const taken = await t.request({
        method: 'POST',
        url: '/api/play/signup',
        payload: { nickname: 'Copy', email: 'owner@example.com', password: PLAYER_PASSWORD, language: 'en' },
      });
      expect(taken.statusCode).toBe(200);
      expect(taken.json()).toEqual({ message: SIGNUP_ANSWER });
      const noLanguage = await t.request({
        method: 'POST',
        url: '/api/play/signup',
        payload: { nickname: 'Mute', email: 'mute@fans.test', password: PLAYER_PASSWORD },
      });
      expect(noLanguage.statusCode).toBe(400);
      const control = await t.request({
        method: 'POST',
        url: '/api/play/signup',
        payload: { nickname: 'Bad\u0000Name', email: 'nul@fans.test', password: PLAYER_PASSWORD, language: 'en' },
      });
      expect(control.statusCode).toBe(400);
      expect((await t.db.select({ n: count() }).from(users))[0]!.n).toBe(before);
    });
  });

  describe('reading championships', () => {
    it('lists published, unarchived championships only; an unpublished or archived one answers 404', async () => {
      const open = await insertGame(t.db, { kickOffs: [hours(5)] });
      const hidden = await insertGame(t.db, { kickOffs: [hours(5)], published: false });
      const archived = await insertGame(t.db, { kickOffs: [hours(5)], archived: true });
      const list = (await t.request({ method: 'GET', url: '/api/play/championships' }))
        .json<{ championships: { id: string }[] }>()
        .championships.map((c) => c.id);
      expect(list).toContain(open.id);
      expect(list).not.toContain(hidden.id);
      expect(list).not.toContain(archived.id);
      for (const id of [hidden.id, archived.id]) {
        const res = await t.request({ method: 'GET', url: `/api/play/championships/${id}` });
        expect(res.statusCode).toBe(404);
        expect(res.json<{ message: string }>().message).toBe('This championship is not open for play');
      }
      const detail = (
        await t.request({ method: 'GET', url: `/api/play/championships/${open.id}` })
      ).json<PlayChampionship>();
      expect(detail.scoring).toEqual({
        exact: 3,
        goalDifference: 2,
        outcome: 1,
        answer: 1,
        lockMinutes: 0,
        timeZone: 'UTC',
      });
      expect(detail.matches[0]).toMatchObject({ id: open.matchIds[0], locked: false });
    });
  });

  describe('locks by the server clock against the current kick-off', () => {
    it('is open before kick-off and can be changed; closed at and after kick-off (409), nothing written', async () => {
      const player = await newPlayer(t);
      const game = await insertGame(t.db, { kickOffs: [hours(2), new Date(Date.now() - 1000), new Date()] });
      expect((await predict(t, player, game.id, game.matchIds[0]!, 1, 0)).statusCode).toBe(200);
      const changed = await predict(t, player, game.id, game.matchIds[0]!, 2, 2);
      expect(changed.json()).toMatchObject({ home: 2, away: 2, points: null });
      for (const matchId of [game.matchIds[1]!, game.matchIds[2]!]) {
        const late = await predict(t, player, game.id, matchId, 1, 1);
        expect(late.statusCode).toBe(409);
        expect(late.json<{ message: string }>().message).toBe('Predictions for this match are closed');
      }
      expect(await predictionCount(game.id)).toBe(1);
    });

    it('closes lockMinutes before kick-off', async () => {
      const player = await newPlayer(t);
      const game = await insertGame(t.db, {
        kickOffs: [new Date(Date.now() + 20 * 60_000), hours(1)],
        lockMinutes: 30,
      });
      expect((await predict(t, player, game.id, game.matchIds[0]!, 1, 1)).statusCode).toBe(409);
      expect((await predict(t, player, game.id, game.matchIds[1]!, 1, 1)).statusCode).toBe(200);
    });

    it('a postponed match reopens until its new kick-off; a match moved earlier locks earlier', async () => {
      const player = await newPlayer(t);
      const game = await insertGame(t.db, { kickOffs: [new Date(Date.now() - 60_000), hours(3)] });
      const [postponed, moved] = game.matchIds as [string, string];
      expect((await predict(t, player, game.id, postponed, 0, 0)).statusCode).toBe(409);
      expect(
        (await editMatch(t, admin, postponed, { status: 'POSTP', scheduledDate: hours(48).toISOString() })).statusCode,
      ).toBe(200);
      expect((await predict(t, player, game.id, postponed, 0, 0)).statusCode).toBe(200);

      expect((await predict(t, player, game.id, moved, 2, 1)).statusCode).toBe(200);
      expect(
        (await editMatch(t, admin, moved, { scheduledDate: new Date(Date.now() - 5 * 60_000).toISOString() }))
          .statusCode,
      ).toBe(200);
      const late = await predict(t, player, game.id, moved, 3, 1);
      expect(late.statusCode).toBe(409);
      const [kept] = await t.db
        .select()
        .from(predictions)
        .where(and(eq(predictions.matchId, moved), eq(predictions.userId, player.userId)));
      expect(kept).toMatchObject({ home: 2, away: 1 });
    });
  });

  describe("other players' predictions", () => {
    it('show once the match locks, nicknames only, most points first; before that 409; a match of another championship 404', async () => {
      const [ana, ben] = [await newPlayer(t, 'Ana Picks'), await newPlayer(t, 'Ben Picks')];
      const game = await insertGame(t.db, { kickOffs: [hours(2), new Date(Date.now() - 60_000)] });
      const other = await insertGame(t.db, { kickOffs: [new Date(Date.now() - 60_000)] });
      const [open, locked] = game.matchIds as [string, string];
      const read = (matchId: string, query = '', championshipId = game.id) =>
        t.request({
          method: 'GET',
          url: `/api/play/championships/${championshipId}/matches/${matchId}/predictions${query}`,
        });

      expect((await predict(t, ana, game.id, open, 1, 0)).statusCode).toBe(200);
      const hidden = await read(open);
      expect(hidden.statusCode).toBe(409);
      expect(hidden.json()).toMatchObject({
        code: 'game.PREDICTIONS_HIDDEN',
        message: "Other players' predictions show once the match locks",
      });

      await madeEarlier(game.id, locked, ana.userId, 2, 1);
      await madeEarlier(game.id, locked, ben.userId, 0, 0);
      await t.db
        .update(predictions)
        .set({ points: 3 })
        .where(and(eq(predictions.matchId, locked), eq(predictions.userId, ben.userId)));
      const shown = await read(locked);
      expect(shown.statusCode).toBe(200);
      expect(shown.json<MatchPredictions>()).toEqual({
        matchId: locked,
        total: 2,
        page: 0,
        pageSize: 50,
        rows: [
          { nickname: 'Ben Picks', home: 0, away: 0, points: 3 },
          { nickname: 'Ana Picks', home: 2, away: 1, points: null },
        ],
      });
      expect(shown.body).not.toContain('@fans.test');
      expect((await read(locked, '?page=1&pageSize=1')).json<MatchPredictions>().rows).toEqual([
        { nickname: 'Ana Picks', home: 2, away: 1, points: null },
      ]);

      const elsewhere = await read(other.matchIds[0]!);
      expect(elsewhere.statusCode).toBe(404);
      expect(elsewhere.json<{ message: string }>().message).toBe('This match is not part of this championship');
      expect((await read(locked, '?pageSize=500')).statusCode).toBe(400);
    });
  });

  describe('bad input: 4xx with a message, nothing written', () => {
    it('refuses a match of another championship, an unpublished championship, a bad score, an answer not in the list', async () => {
      const player = await newPlayer(t);
      const game = await insertGame(t.db, { kickOffs: [hours(4)], questions: [{ answers: ['Yes', 'No'] }] });
      const other = await insertGame(t.db, { kickOffs: [hours(4)] });
      const hidden = await insertGame(t.db, { kickOffs: [hours(4)], published: false });

      const outside = await predict(t, player, game.id, other.matchIds[0]!, 1, 0);
      expect(outside.statusCode).toBe(400);
      expect(outside.json<{ message: string }>().message).toBe('This match is not part of this championship');
      expect((await predict(t, player, hidden.id, hidden.matchIds[0]!, 1, 0)).statusCode).toBe(404);
      for (const [home, away] of [
        [-1, 0],
        [21, 0],
        [1.5, 0],
      ] as const) {
        const res = await predict(t, player, game.id, game.matchIds[0]!, home, away);
        expect(res.statusCode).toBe(400);
        expect(res.json<{ message: string }>().message).toBe('Goals are whole numbers from 0 to 20');
      }
      const stray = await t.request({
        method: 'PUT',
        url: `/api/play/championships/${game.id}/predictions`,
        as: player,
        payload: { matchId: game.matchIds[0], home: 1, away: 0, points: 99 },
      });
      expect(stray.statusCode).toBe(400);
      const answer = await t.request({
        method: 'PUT',
        url: `/api/play/championships/${game.id}/answers`,
        as: player,
        payload: { questionId: game.questionIds[0], answer: 2 },
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json<{ message: string }>().message).toBe("This answer is not one of the question's answers");
      expect(await predictionCount(game.id)).toBe(0);
      expect(
        (await t.db.select({ n: count() }).from(questionAnswers).where(eq(questionAnswers.championshipId, game.id)))[0]!
          .n,
      ).toBe(0);
    });

    it('a console account cannot play (403), and nobody plays without signing in (401)', async () => {
      const game = await insertGame(t.db, { kickOffs: [hours(4)] });
      expect((await predict(t, staff, game.id, game.matchIds[0]!, 1, 0)).statusCode).toBe(403);
      expect(
        (
          await t.request({
            method: 'PUT',
            url: `/api/play/championships/${game.id}/predictions`,
            payload: { matchId: game.matchIds[0], home: 1, away: 0 },
          })
        ).statusCode,
      ).toBe(401);
    });
  });

  describe('scoring and re-scoring', () => {
    it("scores exact, goal difference and outcome on the admin's score; a correction re-scores; the same score twice changes nothing; cancelled is void", async () => {
      const game = await insertGame(t.db, { kickOffs: [hours(1)] });
      const matchId = game.matchIds[0]!;
      const [exact, difference, outcome, wrong] = await Promise.all(
        ['Exact Ela', 'Diff Dan', 'Outcome Olga', 'Wrong Will'].map((n) => newPlayer(t, n)),
      );
      await predict(t, exact!, game.id, matchId, 2, 1);
      await predict(t, difference!, game.id, matchId, 3, 2);
      await predict(t, outcome!, game.id, matchId, 2, 0);
      await predict(t, wrong!, game.id, matchId, 0, 0);

      // Scored after the players' picks: the same save moves the kick-off to a time that has passed.
      const scored = await saveScored(t, admin, matchId, {
        status: 'FT',
        scheduledDate: hours(-2).toISOString(),
        goals: { fullTimeHomeGoals: 2, fullTimeAwayGoals: 1 },
      });
      expect(scored.statusCode).toBe(200);
      expect(scored.json<{ goals: unknown }>().goals).toMatchObject({ fullTimeHomeGoals: 2, fullTimeAwayGoals: 1 });
      let rows = (await board(game.id, 'period=allTime')).rows;
      expect(rows.map((r) => [r.nickname, r.points, r.position])).toEqual([
        ['Exact Ela', 3, 1],
        ['Diff Dan', 2, 2],
        ['Outcome Olga', 1, 3],
        ['Wrong Will', 0, 4],
      ]);

      await saveScored(t, admin, matchId, { goals: { fullTimeHomeGoals: 3, fullTimeAwayGoals: 2 } });
      rows = (await board(game.id, 'period=allTime')).rows;
      expect(rows.map((r) => [r.nickname, r.points])).toEqual([
        ['Diff Dan', 3],
        ['Exact Ela', 2],
        ['Outcome Olga', 1],
        ['Wrong Will', 0],
      ]);

      const before = await t.db.select().from(standings).where(eq(standings.championshipId, game.id));
      await saveScored(t, admin, matchId, { goals: { fullTimeHomeGoals: 3, fullTimeAwayGoals: 2 } });
      expect(await t.db.select().from(standings).where(eq(standings.championshipId, game.id))).toEqual(
        expect.arrayContaining(before),
      );
      expect((await t.db.select().from(standings).where(eq(standings.championshipId, game.id))).length).toBe(
        before.length,
      );

      await saveScored(t, admin, matchId, { status: 'CANC' });
      rows = (await board(game.id, 'period=allTime')).rows;
      expect(rows.map((r) => r.points)).toEqual([0, 0, 0, 0]);
      expect(rows.map((r) => r.position)).toEqual([1, 1, 1, 1]);
    });

    it('adds only what a result changed to the day, week and all-time rows (decision 059): a correction, a withdrawn result and a moved kick-off leave the boards as a rebuild from scratch would', async () => {
      // 2026-06-14 is a Sunday: both matches on one day, one ISO week.
      const game = await insertGame(t.db, {
        kickOffs: [new Date('2026-06-14T10:00:00Z'), new Date('2026-06-14T13:00:00Z')],
        statuses: ['TIMED', 'TIMED'],
      });
      const [m1, m2] = game.matchIds as [string, string];
      const [ada, bo] = await Promise.all(['Ada Delta', 'Bo Delta'].map((n) => newPlayer(t, n)));
      await madeEarlier(game.id, m1, ada!.userId, 1, 0);
      await madeEarlier(game.id, m2, ada!.userId, 2, 2);
      await madeEarlier(game.id, m1, bo!.userId, 2, 0);
      await madeEarlier(game.id, m2, bo!.userId, 0, 0);
      const points = async (query: string) =>
        Object.fromEntries(
          (await board(game.id, query)).rows.map((r) => [r.nickname, [r.points, r.exact, r.outcomes]]),
        );
      const stored = () => t.db.select().from(standings).where(eq(standings.championshipId, game.id));
      /** The boards as scoring left them equal the boards rebuilt from every prediction. */
      const expectRebuildUnchanged = async () => {
        const incremental = await stored();
        await t.db.transaction((tx) => rebuildStandings(tx, [game.id]));
        const rebuilt = await stored();
        expect(rebuilt).toHaveLength(incremental.length);
        expect(rebuilt).toEqual(expect.arrayContaining(incremental));
      };

      await saveScored(t, admin, m1, { status: 'FT', goals: { fullTimeHomeGoals: 1, fullTimeAwayGoals: 0 } });
      await saveScored(t, admin, m2, { status: 'FT', goals: { fullTimeHomeGoals: 2, fullTimeAwayGoals: 2 } });
      // Ada: two exact scores (6). Bo: the outcome of m1 (1), a draw with another score (goal difference, 2).
      expect(await points('period=daily&date=2026-06-14')).toEqual({ 'Ada Delta': [6, 2, 2], 'Bo Delta': [3, 0, 2] });

      // m1 was 2–0: Ada keeps only its outcome (1 + 3), Bo has it exact (3 + 2). Saved twice: no double points.
      await saveScored(t, admin, m1, { goals: { fullTimeHomeGoals: 2, fullTimeAwayGoals: 0 } });
      await saveScored(t, admin, m1, { goals: { fullTimeHomeGoals: 2, fullTimeAwayGoals: 0 } });
      for (const query of ['period=daily&date=2026-06-14', 'period=weekly&week=2026-W24', 'period=allTime']) {
        expect(await points(query)).toEqual({ 'Bo Delta': [5, 1, 2], 'Ada Delta': [4, 1, 2] });
      }
      await expectRebuildUnchanged();

      // m1 moved to Monday: its points move to that day and week, the totals stay.
      await saveScored(t, admin, m1, { scheduledDate: '2026-06-15T10:00:00.000Z' });
      expect(await points('period=daily&date=2026-06-15')).toEqual({ 'Bo Delta': [3, 1, 1], 'Ada Delta': [1, 0, 1] });
      expect(await points('period=weekly&week=2026-W25')).toEqual({ 'Bo Delta': [3, 1, 1], 'Ada Delta': [1, 0, 1] });
      expect(await points('period=daily&date=2026-06-14')).toEqual({ 'Ada Delta': [3, 1, 1], 'Bo Delta': [2, 0, 1] });
      expect(await points('period=allTime')).toEqual({ 'Bo Delta': [5, 1, 2], 'Ada Delta': [4, 1, 2] });
      await expectRebuildUnchanged();

      // m2 back to live: its points are withdrawn, and with them the Sunday rows that held nothing else.
      await saveScored(t, admin, m2, { status: 'LIVE' });
      expect((await board(game.id, 'period=daily&date=2026-06-14')).rows).toEqual([]);
      expect(await points('period=allTime')).toEqual({ 'Bo Delta': [3, 1, 1], 'Ada Delta': [1, 0, 1] });
      await expectRebuildUnchanged();
    });

    it('ranks again the players a job did not score, and a rebuild writes what differs: every step leaves the boards a rebuild into empty boards writes', async () => {
      // 2026-06-14 is a Sunday (ISO week 24); m2 and m3 on Monday 15 June (week 25).
      const game = await insertGame(t.db, {
        kickOffs: [
          new Date('2026-06-14T10:00:00Z'),
          new Date('2026-06-15T10:00:00Z'),
          new Date('2026-06-15T13:00:00Z'),
        ],
        statuses: ['TIMED', 'TIMED', 'TIMED'],
      });
      const [m1, m2, m3] = game.matchIds as [string, string, string];
      const [ana, bea, cid] = await Promise.all(['Ana Rank', 'Bea Rank', 'Cid Rank'].map((n) => newPlayer(t, n)));
      await madeEarlier(game.id, m1, ana!.userId, 1, 0);
      await madeEarlier(game.id, m2, ana!.userId, 2, 2);
      await madeEarlier(game.id, m1, bea!.userId, 2, 0);
      await madeEarlier(game.id, m2, bea!.userId, 1, 1);
      await madeEarlier(game.id, m3, bea!.userId, 0, 1);
      // Cid plays m1 only: the jobs of m2 and m3 never score him, yet his place moves.
      await madeEarlier(game.id, m1, cid!.userId, 1, 0);
      // Players sharing a place are listed by nickname here (the board orders them by account).
      const rows = async (query: string) =>
        (await board(game.id, query)).rows
          .toSorted((a, b) => a.position - b.position || a.nickname.localeCompare(b.nickname))
          .map((r) => [r.nickname, r.points, r.exact, r.outcomes, r.position]);
      const expectAsFromEmpty = () => expectBoardsAsFromEmpty(game.id);

      await saveScored(t, admin, m1, { status: 'FT', goals: { fullTimeHomeGoals: 1, fullTimeAwayGoals: 0 } });
      // Ana and Cid exact (3), Bea the outcome (1): a tie at the top.
      expect(await rows('period=allTime')).toEqual([
        ['Ana Rank', 3, 1, 1, 1],
        ['Cid Rank', 3, 1, 1, 1],
        ['Bea Rank', 1, 0, 1, 3],
      ]);
      await expectAsFromEmpty();

      await saveScored(t, admin, m2, { status: 'FT', goals: { fullTimeHomeGoals: 2, fullTimeAwayGoals: 2 } });
      // Ana exact again (6); Bea a draw of another score (goal difference, 3 in all): Cid, not scored, is 2nd.
      expect(await rows('period=allTime')).toEqual([
        ['Ana Rank', 6, 2, 2, 1],
        ['Cid Rank', 3, 1, 1, 2],
        ['Bea Rank', 3, 0, 2, 3],
      ]);
      await expectAsFromEmpty();

      await saveScored(t, admin, m3, { status: 'FT', goals: { fullTimeHomeGoals: 0, fullTimeAwayGoals: 1 } });
      // Bea exact (6, one exact score): behind Ana on exact scores; Cid third.
      expect(await rows('period=allTime')).toEqual([
        ['Ana Rank', 6, 2, 2, 1],
        ['Bea Rank', 6, 1, 3, 2],
        ['Cid Rank', 3, 1, 1, 3],
      ]);
      expect(await rows('period=daily&date=2026-06-15')).toEqual([
        ['Bea Rank', 5, 1, 2, 1],
        ['Ana Rank', 3, 1, 1, 2],
      ]);
      await expectAsFromEmpty();

      // m3 corrected to 2–0: Bea's pick is wrong now; Cid is back to 2nd.
      await saveScored(t, admin, m3, { goals: { fullTimeHomeGoals: 2, fullTimeAwayGoals: 0 } });
      expect(await rows('period=allTime')).toEqual([
        ['Ana Rank', 6, 2, 2, 1],
        ['Cid Rank', 3, 1, 1, 2],
        ['Bea Rank', 3, 0, 2, 3],
      ]);
      await expectAsFromEmpty();

      // m2 moved to the next Monday (week 26): its points leave week 25 and Monday 15 June.
      await saveScored(t, admin, m2, { scheduledDate: '2026-06-22T10:00:00.000Z' });
      expect(await rows('period=weekly&week=2026-W26')).toEqual([
        ['Ana Rank', 3, 1, 1, 1],
        ['Bea Rank', 2, 0, 1, 2],
      ]);
      // Week 25 keeps m3 only, which Ana did not play.
      expect(await rows('period=weekly&week=2026-W25')).toEqual([['Bea Rank', 0, 0, 0, 1]]);
      await expectAsFromEmpty();

      // Rows that went wrong (a point too many, a place taken, a row of a board Cid never played) are mended by a
      // rebuild.
      await t.db
        .update(standings)
        .set({ points: 99, position: 3, ordinal: 3 })
        .where(
          and(
            eq(standings.championshipId, game.id),
            eq(standings.period, 'allTime'),
            eq(standings.userId, ana!.userId),
          ),
        );
      await t.db.insert(standings).values({
        championshipId: game.id,
        period: 'daily',
        periodKey: '2026-06-22',
        userId: cid!.userId,
        points: 1,
        exact: 0,
        outcomes: 1,
        position: 1,
        ordinal: 1,
      });
      await t.db.transaction((tx) => rebuildStandings(tx, [game.id]));
      await expectAsFromEmpty();
      expect(await rows('period=daily&date=2026-06-22')).toEqual([
        ['Ana Rank', 3, 1, 1, 1],
        ['Bea Rank', 2, 0, 1, 2],
      ]);
    });

    it('pages a board of more players than a block holds: every page, across blocks, is the ranking order, and a correction then the same result again leave the boards a rebuild from empty writes', async () => {
      const game = await insertGame(t.db, {
        kickOffs: [new Date('2026-06-10T10:00:00Z'), new Date('2026-06-11T10:00:00Z')],
        statuses: ['TIMED', 'TIMED'],
      });
      const [m1, m2] = game.matchIds as [string, string];
      const tag = game.id.slice(0, 8);
      // 230 players: the all-time board fills two blocks of 100 and part of a third.
      await t.db.execute(sql`insert into users (email, nickname, role, language)
        select 'blocks' || g || '-' || ${tag} || '@players.test', 'Block ' || ${tag} || ' ' || g, 'player', 'en'
        from generate_series(1, 230) g`);
      await t.db.execute(sql`insert into predictions (championship_id, match_id, user_id, home, away)
        select ${game.id}, m.id, u.id, abs(hashtext(u.id::text || m.id::text)) % 4, abs(hashtext(m.id::text || u.id::text)) % 3
        from users u cross join (values (${m1}::uuid), (${m2}::uuid)) m(id)
        where u.email like 'blocks%-' || ${tag} || '@players.test'`);
      /** The board in ranking order as the rows say (ties by account), with each row's position. */
      const expected = async (period: string, key: string) =>
        (
          await queryRows<{ nickname: string; points: number; position: number }>(
            t.db,
            sql`
          select u.nickname, s.points, rank() over (order by s.points desc, s.exact desc, s.outcomes desc)::int as position
          from standings s join users u on u.id = s.user_id
          where s.championship_id = ${game.id} and s.period = ${period} and s.period_key = ${key}
          order by s.points desc, s.exact desc, s.outcomes desc, s.user_id`,
          )
        ).map((r) => [r.nickname, Number(r.points), Number(r.position)]);
      const pageOf = async (query: string) => {
        const answer = await board(game.id, query);
        return { total: answer.total, rows: answer.rows.map((r) => [r.nickname, r.points, r.position]) };
      };
      const expectPages = async () => {
        const all = await expected('allTime', '');
        expect(all).toHaveLength(230);
        const pages = await Promise.all([0, 1, 2].map((page) => pageOf(`period=allTime&page=${page}&pageSize=100`)));
        expect(pages.map((p) => p.total)).toEqual([230, 230, 230]);
        expect(pages.flatMap((p) => p.rows)).toEqual(all);
        // Ordinals 91 to 120 and 181 to 210: each page spans two blocks.
        expect((await pageOf('period=allTime&page=3&pageSize=30')).rows).toEqual(all.slice(90, 120));
        expect((await pageOf('period=allTime&page=6&pageSize=30')).rows).toEqual(all.slice(180, 210));
        expect((await pageOf('period=allTime&page=3&pageSize=100')).rows).toEqual([]);
        const day = await pageOf('period=daily&date=2026-06-11&pageSize=100&page=1');
        expect(day.rows).toEqual((await expected('daily', '2026-06-11')).slice(100, 200));
      };

      await saveScored(t, admin, m1, { status: 'FT', goals: { fullTimeHomeGoals: 1, fullTimeAwayGoals: 0 } });
      await saveScored(t, admin, m2, { status: 'FT', goals: { fullTimeHomeGoals: 2, fullTimeAwayGoals: 2 } });
      await expectPages();
      await expectBoardsAsFromEmpty(game.id);

      // A correction, then the same result again: the boards are what a rebuild from empty writes.
      await saveScored(t, admin, m2, { goals: { fullTimeHomeGoals: 0, fullTimeAwayGoals: 1 } });
      await expectPages();
      await expectBoardsAsFromEmpty(game.id);
      await saveScored(t, admin, m2, { goals: { fullTimeHomeGoals: 2, fullTimeAwayGoals: 2 } });
      await expectPages();
      await expectBoardsAsFromEmpty(game.id);

      // The second match back to live: its day board empties, and its blocks go with it.
      await saveScored(t, admin, m2, { status: 'LIVE' });
      expect(await pageOf('period=daily&date=2026-06-11')).toEqual({ total: 0, rows: [] });
      expect(
        await t.db
          .select()
          .from(boardBlocks)
          .where(and(eq(boardBlocks.championshipId, game.id), eq(boardBlocks.periodKey, '2026-06-11'))),
      ).toEqual([]);
      await expectBoardsAsFromEmpty(game.id);
    });

    it('a match not finished scores nothing even with a live score', async () => {
      const game = await insertGame(t.db, { kickOffs: [hours(1)] });
      const player = await newPlayer(t);
      await predict(t, player, game.id, game.matchIds[0]!, 1, 0);
      await saveScored(t, admin, game.matchIds[0]!, { status: 'LIVE', goals: { liveHomeGoals: 1, liveAwayGoals: 0 } });
      expect((await board(game.id, 'period=allTime')).rows).toEqual([]);
      const [row] = await t.db.select().from(predictions).where(eq(predictions.championshipId, game.id));
      expect(row!.points).toBeNull();
    });
  });

  describe('scoring jobs (decision 063)', () => {
    it("the admin's save commits the score and one scoring job, and answers before scoring; the runner scores it once and deletes it", async () => {
      const game = await insertGame(t.db, { kickOffs: [hours(-2)], statuses: ['TIMED'] });
      const matchId = game.matchIds[0]!;
      const player = await newPlayer(t, 'Queued Quentin');
      await madeEarlier(game.id, matchId, player.userId, 2, 1);
      const jobs = () => t.db.select().from(scoringJobs).where(eq(scoringJobs.championshipId, game.id));
      // Held still, so what the save itself committed can be read before the runner's pass.
      await t.app.scoringRunner.stop();
      try {
        const saved = await editMatch(t, admin, matchId, {
          status: 'FT',
          goals: { fullTimeHomeGoals: 2, fullTimeAwayGoals: 1 },
        });
        expect(saved.statusCode).toBe(200);
        expect((await jobs()).map((j) => [j.matchIds, j.rescoreAll])).toEqual([[[matchId], false]]);
        const [waiting] = await t.db.select().from(predictions).where(eq(predictions.championshipId, game.id));
        expect(waiting!.points).toBeNull();
        expect((await board(game.id, 'period=allTime')).rows).toEqual([]);

        await scored();
        expect(await jobs()).toEqual([]);
        const all = await board(game.id, 'period=allTime', player);
        expect(all.rows.map((r) => [r.nickname, r.points, r.position])).toEqual([['Queued Quentin', 3, 1]]);
        expect(all.total).toBe(1);
        expect(all.me).toMatchObject({ points: 3, position: 1 });
        const before = await t.db.select().from(standings).where(eq(standings.championshipId, game.id));
        await scored();
        expect(await t.db.select().from(standings).where(eq(standings.championshipId, game.id))).toEqual(
          expect.arrayContaining(before),
        );
      } finally {
        t.app.scoringRunner.start();
      }
    });

    it('a match put in the trash takes its points off the boards; restored, they come back', async () => {
      // 2026-06-14 is a Sunday: m1 on Sunday, m2 on Monday.
      const game = await insertGame(t.db, {
        kickOffs: [new Date('2026-06-14T10:00:00Z'), new Date('2026-06-15T10:00:00Z')],
        statuses: ['TIMED', 'TIMED'],
      });
      const [m1, m2] = game.matchIds as [string, string];
      const [ivy, jon] = await Promise.all(['Ivy Trash', 'Jon Trash'].map((n) => newPlayer(t, n)));
      await madeEarlier(game.id, m1, ivy!.userId, 1, 0);
      await madeEarlier(game.id, m2, ivy!.userId, 0, 0);
      await madeEarlier(game.id, m1, jon!.userId, 0, 1);
      await madeEarlier(game.id, m2, jon!.userId, 1, 1);
      await saveScored(t, admin, m1, { status: 'FT', goals: { fullTimeHomeGoals: 1, fullTimeAwayGoals: 0 } });
      await saveScored(t, admin, m2, { status: 'FT', goals: { fullTimeHomeGoals: 1, fullTimeAwayGoals: 1 } });
      const points = async (query: string) =>
        (await board(game.id, query)).rows.map((r) => [r.nickname, r.points, r.position]);
      // Ivy: m1 exact (3) + m2 goal difference (2). Jon: m1 wrong (0) + m2 exact (3).
      expect(await points('period=allTime')).toEqual([
        ['Ivy Trash', 5, 1],
        ['Jon Trash', 3, 2],
      ]);

      const trashed = await t.request({
        method: 'PUT',
        url: '/api/match/delete',
        as: admin,
        payload: { matchIds: [m1] },
      });
      expect(trashed.statusCode).toBe(200);
      await scored();
      expect(await points('period=allTime')).toEqual([
        ['Jon Trash', 3, 1],
        ['Ivy Trash', 2, 2],
      ]);
      expect(await points('period=daily&date=2026-06-14')).toEqual([]);
      expect((await board(game.id, 'period=allTime')).total).toBe(2);
      const stored = await t.db.select().from(standings).where(eq(standings.championshipId, game.id));
      await t.db.transaction((tx) => rebuildStandings(tx, [game.id]));
      expect(await t.db.select().from(standings).where(eq(standings.championshipId, game.id))).toEqual(
        expect.arrayContaining(stored),
      );

      const restored = await t.request({
        method: 'PUT',
        url: '/api/match/restore',
        as: admin,
        payload: { matchIds: [m1] },
      });
      expect(restored.statusCode).toBe(200);
      await scored();
      expect(await points('period=allTime')).toEqual([
        ['Ivy Trash', 5, 1],
        ['Jon Trash', 3, 2],
      ]);
      expect(await points('period=daily&date=2026-06-14')).toEqual([
        ['Ivy Trash', 3, 1],
        ['Jon Trash', 0, 2],
      ]);
    });

    it('an account or a championship deleted takes its rows off the boards, as a cascade would', async () => {
      const game = await insertGame(t.db, { kickOffs: [hours(-3)], statuses: ['TIMED'] });
      const [m1] = game.matchIds as [string];
      const [eve, fay] = await Promise.all(['Eve Gone', 'Fay Gone'].map((n) => newPlayer(t, n)));
      await madeEarlier(game.id, m1, eve!.userId, 1, 0);
      await madeEarlier(game.id, m1, fay!.userId, 0, 0);
      await saveScored(t, admin, m1, { status: 'FT', goals: { fullTimeHomeGoals: 1, fullTimeAwayGoals: 0 } });
      const rowsOf = async (column: typeof standings.userId | typeof standings.championshipId, id: string) =>
        (await t.db.select({ n: count() }).from(standings).where(eq(column, id)))[0]!.n;
      expect(await rowsOf(standings.userId, eve!.userId)).toBe(3);

      await t.db.delete(users).where(eq(users.id, eve!.userId));
      expect(await rowsOf(standings.userId, eve!.userId)).toBe(0);
      expect(await rowsOf(standings.userId, fay!.userId)).toBe(3);

      await t.db.delete(championships).where(eq(championships.id, game.id));
      expect(await rowsOf(standings.championshipId, game.id)).toBe(0);
    });
  });

  describe('ties and ranks', () => {
    it('points, then more exact scores, then more outcomes; players still equal share a position (1, 1, 3)', async () => {
      const game = await insertGame(t.db, { kickOffs: [hours(-3), hours(-2)], statuses: ['TIMED', 'TIMED'] });
      const [m1, m2] = game.matchIds as [string, string];
      const [ana, ben, cai, dov] = await Promise.all(['Ana', 'Ben', 'Cai', 'Dov'].map((n) => newPlayer(t, `${n} Tie`)));
      // Ana: exact + wrong = 3 (1 exact). Ben: difference + outcome = 3 (0 exact). Cai as Ana. Dov: 1.
      await madeEarlier(game.id, m1, ana!.userId, 1, 0);
      await madeEarlier(game.id, m2, ana!.userId, 0, 2);
      await madeEarlier(game.id, m1, ben!.userId, 2, 1);
      await madeEarlier(game.id, m2, ben!.userId, 3, 0);
      await madeEarlier(game.id, m1, cai!.userId, 1, 0);
      await madeEarlier(game.id, m2, cai!.userId, 1, 1);
      await madeEarlier(game.id, m1, dov!.userId, 5, 0);
      await madeEarlier(game.id, m2, dov!.userId, 0, 3);
      await saveScored(t, admin, m1, { status: 'FT', goals: { fullTimeHomeGoals: 1, fullTimeAwayGoals: 0 } });
      await saveScored(t, admin, m2, { status: 'FT', goals: { fullTimeHomeGoals: 1, fullTimeAwayGoals: 0 } });
      const all = await board(game.id, 'period=allTime', ben);
      // Ana and Cai share first place (their order between them is the board's, by account); Ben is third.
      expect(Object.fromEntries(all.rows.map((r) => [r.nickname, [r.points, r.exact, r.position]]))).toEqual({
        'Ana Tie': [3, 1, 1],
        'Cai Tie': [3, 1, 1],
        'Ben Tie': [3, 0, 3],
        'Dov Tie': [1, 0, 4],
      });
      expect(all.rows.map((r) => r.position)).toEqual([1, 1, 3, 4]);
      expect(all.me).toMatchObject({ nickname: 'Ben Tie', position: 3 });
      expect(all.total).toBe(4);
      // Nicknames only: no email in the answer.
      expect(JSON.stringify(all)).not.toContain('@');
      const page = await board(game.id, 'period=allTime&page=1&pageSize=2', dov);
      expect(page.rows.map((r) => r.position)).toEqual([3, 4]);
      expect(page.me).toMatchObject({ position: 4 });
    });
  });

  describe("periods in the championship's time zone", () => {
    it('Pacific/Auckland: two kick-offs of one UTC Sunday fall on Sunday and Monday there, in two ISO weeks', async () => {
      // 2026-06-14 is a Sunday. 10:00Z is 22:00 in Auckland (Sunday); 13:00Z is 01:00 on Monday 15 June.
      const game = await insertGame(t.db, {
        kickOffs: [new Date('2026-06-14T10:00:00Z'), new Date('2026-06-14T13:00:00Z')],
        timeZone: 'Pacific/Auckland',
        statuses: ['TIMED', 'TIMED'],
      });
      const [sunday, monday] = game.matchIds as [string, string];
      const player = await newPlayer(t, 'Kiwi Fan');
      await madeEarlier(game.id, sunday, player.userId, 1, 0);
      await madeEarlier(game.id, monday, player.userId, 2, 2);
      await saveScored(t, admin, sunday, { status: 'FT', goals: { fullTimeHomeGoals: 1, fullTimeAwayGoals: 0 } });
      await saveScored(t, admin, monday, { status: 'FT', goals: { fullTimeHomeGoals: 1, fullTimeAwayGoals: 1 } });

      const day14 = await board(game.id, 'period=daily&date=2026-06-14', player);
      expect(day14.rows.map((r) => r.points)).toEqual([3]);
      expect(day14.days).toEqual(['2026-06-14', '2026-06-15']);
      expect(day14.weeks).toEqual(['2026-W24', '2026-W25']);
      expect((await board(game.id, 'period=daily&date=2026-06-15')).rows.map((r) => r.points)).toEqual([2]);
      expect((await board(game.id, 'period=weekly&week=2026-W24')).rows.map((r) => r.points)).toEqual([3]);
      expect((await board(game.id, 'period=weekly&week=2026-W25')).rows.map((r) => r.points)).toEqual([2]);
      expect((await board(game.id, 'period=allTime')).rows.map((r) => r.points)).toEqual([5]);
      const bad = await t.request({
        method: 'GET',
        url: `/api/play/championships/${game.id}/leaderboard?period=weekly&week=2026-24`,
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json<{ message: string }>().message).toBe('Choose the week of the weekly leaderboard as 2026-W24');
    });
  });

  describe('the day and week boards open where the game is', () => {
    /** Noon UTC of the day `days` from today: the same day and week whatever the test's hour. */
    const noonOf = (days: number) => {
      const at = new Date();
      at.setUTCHours(12, 0, 0, 0);
      at.setUTCDate(at.getUTCDate() + days);
      return at;
    };
    const dayOf = (at: Date) => at.toISOString().slice(0, 10);

    it('on today and this week when they have points: a player leading this week finds their row there', async () => {
      // Today's match kicked off at midnight: a full-time score is refused before its kick-off, whatever the hour of
      // the run.
      const midnight = new Date(new Date().setUTCHours(0, 0, 0, 0));
      const game = await insertGame(t.db, { kickOffs: [noonOf(-8), midnight], statuses: ['TIMED', 'TIMED'] });
      const [earlier, today] = game.matchIds as [string, string];
      const [leader, other] = await Promise.all([newPlayer(t, 'Week Leader'), newPlayer(t, 'Old Glory')]);
      await madeEarlier(game.id, earlier, other.userId, 1, 0);
      await madeEarlier(game.id, today, leader.userId, 2, 1);
      await saveScored(t, admin, earlier, { status: 'FT', goals: { fullTimeHomeGoals: 1, fullTimeAwayGoals: 0 } });
      await saveScored(t, admin, today, { status: 'FT', goals: { fullTimeHomeGoals: 2, fullTimeAwayGoals: 1 } });

      const all = await board(game.id, 'period=allTime', leader);
      expect(all.days).toEqual([dayOf(noonOf(-8)), dayOf(midnight)]);
      expect(all.daysWithPoints).toEqual(all.days);
      expect(all.weeksWithPoints).toEqual(all.weeks);
      expect(all.opening).toEqual({ day: dayOf(midnight), week: all.weeks[1] });
      const week = await board(game.id, `period=weekly&week=${all.opening.week}`, leader);
      expect(week.rows.map((r) => [r.nickname, r.points])).toEqual([['Week Leader', 3]]);
      expect(week.me).toMatchObject({ nickname: 'Week Leader', position: 1 });
    });

    it('on the latest period with points when the current one has none; which periods have points', async () => {
      const game = await insertGame(t.db, {
        kickOffs: [noonOf(-15), noonOf(-8), noonOf(0)],
        statuses: ['TIMED', 'TIMED', 'TIMED'],
      });
      const [first, second] = game.matchIds as [string, string, string];
      const player = await newPlayer(t, 'Last Week');
      await madeEarlier(game.id, first, player.userId, 0, 0);
      await madeEarlier(game.id, second, player.userId, 1, 1);
      await saveScored(t, admin, first, { status: 'FT', goals: { fullTimeHomeGoals: 0, fullTimeAwayGoals: 0 } });
      await saveScored(t, admin, second, { status: 'FT', goals: { fullTimeHomeGoals: 2, fullTimeAwayGoals: 2 } });

      const all = await board(game.id, 'period=allTime');
      expect(all.days).toHaveLength(3);
      expect(all.weeks).toHaveLength(3);
      expect(all.daysWithPoints).toEqual([dayOf(noonOf(-15)), dayOf(noonOf(-8))]);
      expect(all.weeksWithPoints).toEqual(all.weeks.slice(0, 2));
      expect(all.opening).toEqual({ day: dayOf(noonOf(-8)), week: all.weeks[1] });
      expect((await board(game.id, `period=daily&date=${all.opening.day}`)).rows.map((r) => r.points)).toEqual([2]);
    });

    it('on the next period to come when no board has points yet', async () => {
      const game = await insertGame(t.db, { kickOffs: [noonOf(-8), noonOf(8)], statuses: ['TIMED', 'TIMED'] });
      const all = await board(game.id, 'period=allTime');
      expect(all).toMatchObject({
        daysWithPoints: [],
        weeksWithPoints: [],
        opening: { day: dayOf(noonOf(8)), week: all.weeks[1] },
      });
    });
  });

  describe('boards remembered per version (decision 069)', () => {
    it("a board read again answers what is committed: a job's points once it ran, a moved kick-off's day at once, an unpublished championship 404", async () => {
      const game = await insertGame(t.db, {
        kickOffs: [new Date('2026-06-14T10:00:00Z'), new Date('2026-06-14T13:00:00Z')],
        statuses: ['TIMED', 'TIMED'],
      });
      const [m1, m2] = game.matchIds as [string, string];
      const player = await newPlayer(t, 'Memo Fan');
      await madeEarlier(game.id, m1, player.userId, 1, 0);
      const before = await board(game.id, 'period=allTime', player);
      expect(before).toMatchObject({ rows: [], total: 0, me: null, days: ['2026-06-14'], weeks: ['2026-W24'] });

      // The score is committed with its job; until the job runs the boards are as they were, then show its points.
      // The runner is held meanwhile: kicked after the save, on PostgreSQL it would run beside the next read.
      await t.app.scoringRunner.stop();
      expect(
        (await editMatch(t, admin, m1, { status: 'FT', goals: { fullTimeHomeGoals: 1, fullTimeAwayGoals: 0 } }))
          .statusCode,
      ).toBe(200);
      expect((await board(game.id, 'period=allTime')).rows).toEqual([]);
      t.app.scoringRunner.start();
      await scored();
      expect((await board(game.id, 'period=allTime')).rows.map((r) => [r.nickname, r.points, r.position])).toEqual([
        ['Memo Fan', 3, 1],
      ]);
      expect((await board(game.id, 'period=allTime', player)).me).toMatchObject({
        nickname: 'Memo Fan',
        points: 3,
        position: 1,
      });
      expect((await board(game.id, 'period=allTime')).me).toBeNull();

      // A kick-off moved to another week: the boards' days and weeks follow with the save, before its job.
      expect((await editMatch(t, admin, m2, { scheduledDate: '2026-06-22T13:00:00.000Z' })).statusCode).toBe(200);
      expect(await board(game.id, 'period=allTime')).toMatchObject({
        days: ['2026-06-14', '2026-06-22'],
        weeks: ['2026-W24', '2026-W26'],
        total: 1,
      });
      await scored();

      await t.db.update(championships).set({ published: false }).where(eq(championships.id, game.id));
      expect(
        (await t.request({ method: 'GET', url: `/api/play/championships/${game.id}/leaderboard?period=allTime` }))
          .statusCode,
      ).toBe(404);
    });
  });

  describe('questions', () => {
    it('an answer is taken until the first kick-off, judged when it closes, and refused after', async () => {
      const game = await insertGame(t.db, {
        kickOffs: [hours(2)],
        questions: [
          { answers: ['Red', 'Blue'], correctAnswer: 1 },
          { answers: ['A', 'B'], closesAt: hours(-1) },
        ],
      });
      const player = await newPlayer(t, 'Quiz Quinn');
      const given = await t.request({
        method: 'PUT',
        url: `/api/play/championships/${game.id}/answers`,
        as: player,
        payload: { questionId: game.questionIds[0], answer: 1 },
      });
      expect(given.json()).toEqual({ questionId: game.questionIds[0], answer: 1 });
      await scored();
      expect((await board(game.id, 'period=allTime')).rows).toEqual([]);
      const closed = await t.request({
        method: 'PUT',
        url: `/api/play/championships/${game.id}/answers`,
        as: player,
        payload: { questionId: game.questionIds[1], answer: 0 },
      });
      expect(closed.statusCode).toBe(409);
      expect(closed.json<{ message: string }>().message).toBe('Answers to this question are closed');
      // While open, the marked answer is not shown to players, nor what the player's answer is worth.
      const detail = (
        await t.request({ method: 'GET', url: `/api/play/championships/${game.id}` })
      ).json<PlayChampionship>();
      expect(detail.questions[0]).toMatchObject({ closed: false, correctAnswer: null });
      const me = async () =>
        (await t.request({ method: 'GET', url: `/api/play/championships/${game.id}/me`, as: player })).json<PlayMe>();
      expect(await me()).toMatchObject({
        nickname: 'Quiz Quinn',
        answers: [{ answer: 1, points: null }],
        standing: null,
      });

      // The first kick-off closes the question: its judging job, due then, scores it once.
      expect(await t.app.scoringRunner.runDue(hours(2.01))).toBe(1);
      expect(await me()).toMatchObject({ answers: [{ answer: 1, points: 1 }], standing: { points: 1, position: 1 } });
      expect((await board(game.id, 'period=allTime')).rows.map((r) => [r.nickname, r.points])).toEqual([
        ['Quiz Quinn', 1],
      ]);
      expect(await t.db.select().from(scoringJobs).where(eq(scoringJobs.championshipId, game.id))).toEqual([]);
    });

    it('a player who tries every answer of an open marked question reads nothing that tells them apart; the points come at the close', async () => {
      const closesAt = hours(1);
      const game = await insertGame(t.db, {
        kickOffs: [hours(3)],
        questions: [{ answers: ['Red', 'Blue', 'Green'], correctAnswer: 1, closesAt }],
      });
      const questionId = game.questionIds[0]!;
      const [prober, other] = [await newPlayer(t, 'Probing Paula'), await newPlayer(t, 'Other Otto')];
      await t.request({
        method: 'PUT',
        url: `/api/play/championships/${game.id}/answers`,
        as: other,
        payload: { questionId, answer: 0 },
      });
      const url = `/api/play/championships/${game.id}`;
      /** Everything the prober can read after a try, the tried answer's index written as '?'. */
      const readsAfter = async (answer: number) => {
        const write = await t.request({
          method: 'PUT',
          url: `${url}/answers`,
          as: prober,
          payload: { questionId, answer },
        });
        expect(write.statusCode).toBe(200);
        await scored();
        const reads = [write.body];
        for (const path of [
          '',
          '/me',
          '/leaderboard?period=allTime',
          '/leaderboard?period=daily&date=' + closesAt.toISOString().slice(0, 10),
          '/leaderboard?period=weekly&week=' + isoWeekOf(closesAt),
        ]) {
          for (const as of [prober, undefined]) {
            if (path === '/me' && !as) continue;
            const res = await t.request({ method: 'GET', url: url + path, ...(as ? { as } : {}) });
            expect(res.statusCode, path).toBe(200);
            reads.push(res.body);
          }
        }
        return reads.map((body) =>
          body.replaceAll(
            `"questionId":"${questionId}","answer":${answer}`,
            `"questionId":"${questionId}","answer":"?"`,
          ),
        );
      };
      const [wrong, otherWrong, right] = [await readsAfter(0), await readsAfter(2), await readsAfter(1)];
      expect(otherWrong).toEqual(wrong);
      expect(right).toEqual(wrong);
      expect(right.join('')).not.toContain('"points":1');
      // One judging job waits for the close, whatever was tried.
      const jobs = await t.db.select().from(scoringJobs).where(eq(scoringJobs.championshipId, game.id));
      expect(jobs.map((j) => [j.closesAnswers, j.dueAt?.getTime()])).toEqual([[true, closesAt.getTime()]]);

      await t.app.scoringRunner.runDue(new Date(closesAt.getTime() + 1000));
      const me = (await t.request({ method: 'GET', url: `${url}/me`, as: prober })).json<PlayMe>();
      expect(me.answers).toEqual([{ questionId, answer: 1, points: 1 }]);
      const all = await board(game.id, 'period=allTime');
      expect(all.rows.map((r) => [r.nickname, r.points])).toEqual([
        ['Probing Paula', 1],
        ['Other Otto', 0],
      ]);
    });
  });

  describe('winners proposed from the board', () => {
    it("proposes the top N of a complete period, marks a tie at the cut-off, and awards with the board's position; the QR code answers it", async () => {
      const game = await insertGame(t.db, {
        kickOffs: [hours(-5), hours(-4)],
        statuses: ['TIMED', 'TIMED'],
        daily: 1,
        allTime: 2,
      });
      const [m1, m2] = game.matchIds as [string, string];
      const [eve, fay, gus] = await Promise.all(['Eve', 'Fay', 'Gus'].map((n) => newPlayer(t, `${n} Prize`)));
      for (const p of [eve!, fay!]) await madeEarlier(game.id, m1, p.userId, 2, 0);
      await madeEarlier(game.id, m1, gus!.userId, 0, 1);
      await saveScored(t, admin, m1, { status: 'FT', goals: { fullTimeHomeGoals: 2, fullTimeAwayGoals: 0 } });

      const proposals = async () =>
        (
          await t.request({ method: 'GET', url: `/api/challenge-winners/proposals?challengeId=${game.id}`, as: staff })
        ).json<Proposals>().proposals;
      // The second match is still to play: all time is not complete yet.
      let allTime = (await proposals()).find((p) => p.period === 'allTime')!;
      expect(allTime).toMatchObject({ complete: false, candidates: [] });
      const early = await t.request({
        method: 'POST',
        url: '/api/challenge-winners/from-leaderboard',
        as: staff,
        payload: { challengeId: game.id, prizeId: game.prizeId, period: 'allTime', periodKey: '', userId: eve!.userId },
      });
      expect(early.statusCode).toBe(400);
      expect(early.json<{ message: string }>().message).toBe(
        'This period is not complete yet: every match must be finished and every question marked',
      );

      await saveScored(t, admin, m2, { status: 'CANC' });
      allTime = (await proposals()).find((p) => p.period === 'allTime')!;
      expect(allTime.complete).toBe(true);
      expect(allTime.candidates.map((c) => [c.nickname, c.position, c.tiedAtCutOff])).toEqual(
        expect.arrayContaining([
          ['Eve Prize', 1, false],
          ['Fay Prize', 1, false],
        ]),
      );
      expect(allTime.candidates).toHaveLength(2);
      const day = (await proposals()).find((p) => p.period === 'daily' && p.complete)!;
      expect(day.candidates.map((c) => c.tiedAtCutOff)).toEqual([true, true]);

      const awarded = await t.request({
        method: 'POST',
        url: '/api/challenge-winners/from-leaderboard',
        as: staff,
        payload: {
          challengeId: game.id,
          prizeId: game.prizeId,
          period: 'daily',
          periodKey: day.periodKey,
          userId: fay!.userId,
        },
      });
      expect(awarded.statusCode).toBe(201);
      const won = awarded.json<{ id: string }>();
      expect(awarded.json()).toMatchObject({
        position: 1,
        name: 'Fay Prize',
        period: 'daily',
        periodDate: day.periodKey,
      });
      const [row] = await t.db.select().from(winners).where(eq(winners.id, won.id));
      expect(row).toMatchObject({ userId: fay!.userId, position: 1, email: fay!.email });
      const notProposed = await t.request({
        method: 'POST',
        url: '/api/challenge-winners/from-leaderboard',
        as: staff,
        payload: { challengeId: game.id, prizeId: game.prizeId, period: 'allTime', periodKey: '', userId: gus!.userId },
      });
      expect(notProposed.statusCode).toBe(400);
      // Its one prize given, the day is no longer proposed: it is listed as awarded.
      const read = (
        await t.request({ method: 'GET', url: `/api/challenge-winners/proposals?challengeId=${game.id}`, as: staff })
      ).json<Proposals>();
      expect(read.proposals.some((p) => p.period === 'daily' && p.periodKey === day.periodKey)).toBe(false);
      expect(read.awardedPeriods).toEqual([
        expect.objectContaining({ period: 'daily', periodKey: day.periodKey, awardedCount: 1 }),
      ]);

      const verified = await t.request({
        method: 'POST',
        url: '/api/challenge-winners/verify',
        as: staff,
        payload: { challengeWinnerId: won.id },
      });
      expect(verified.json<{ challengeRanking: unknown }>().challengeRanking).toMatchObject({
        position: 1,
        period: 'daily',
      });
      const me = (
        await t.request({ method: 'GET', url: `/api/play/championships/${game.id}/me`, as: fay })
      ).json<PlayMe>();
      // Read in one statement as JSON: the moment of redemption as the database holds it, the board's own row.
      const [redeemed] = await t.db.select().from(winners).where(eq(winners.id, won.id));
      // The player's QR carries the signed code the award issued (decision 096).
      expect(redeemed!.signedCode).toMatch(new RegExp(`^${won.id}\\.\\d+\\.`));
      expect(me.prizes).toEqual([
        expect.objectContaining({
          code: redeemed!.signedCode,
          position: 1,
          period: 'daily',
          periodDate: day.periodKey,
        }),
      ]);
      expect(redeemed!.redeemedAt).not.toBeNull();
      expect(me.prizes[0]!.redeemedAt).toBe(redeemed!.redeemedAt!.toISOString());
      expect(me.standing).toMatchObject({ position: 1, nickname: 'Fay Prize', isMe: true });
      expect(me.nickname).toBe('Fay Prize');
    });
  });

  describe('"Award all" of a proposed period', () => {
    it('awards every proposed player of a complete period in one transaction; the full period leaves the proposals, and a tie is left to staff', async () => {
      const game = await insertGame(t.db, {
        kickOffs: [hours(-6), hours(-30)],
        statuses: ['TIMED', 'TIMED'],
        daily: 2,
        allTime: 1,
      });
      const [m1, m2] = game.matchIds as [string, string];
      const [ada, ben, cal] = await Promise.all(['Ada', 'Ben', 'Cal'].map((n) => newPlayer(t, `${n} Batch`)));
      // The first match's day: Ada exact, Cal the outcome. All time: Ada and Ben have one exact score each.
      await madeEarlier(game.id, m1, ada!.userId, 2, 0);
      await madeEarlier(game.id, m1, cal!.userId, 1, 0);
      await madeEarlier(game.id, m1, ben!.userId, 0, 2);
      await madeEarlier(game.id, m2, ben!.userId, 1, 1);
      await madeEarlier(game.id, m2, ada!.userId, 0, 2);
      await saveScored(t, admin, m1, { status: 'FT', goals: { fullTimeHomeGoals: 2, fullTimeAwayGoals: 0 } });
      await saveScored(t, admin, m2, { status: 'FT', goals: { fullTimeHomeGoals: 1, fullTimeAwayGoals: 1 } });
      const read = async () =>
        (
          await t.request({ method: 'GET', url: `/api/challenge-winners/proposals?challengeId=${game.id}`, as: staff })
        ).json<Proposals>();
      const firstDay = hours(-6).toISOString().slice(0, 10);
      const day = (await read()).proposals.find((p) => p.period === 'daily' && p.periodKey === firstDay)!;
      expect(day.candidates.map((c) => c.nickname)).toEqual(['Ada Batch', 'Cal Batch']);
      const awardAll = (period: string, periodKey: string, as = staff) =>
        t.request({
          method: 'POST',
          url: '/api/challenge-winners/from-leaderboard/period',
          as,
          payload: { challengeId: game.id, prizeId: game.prizeId, period, periodKey },
        });

      const owner = await t.signIn('owner@example.com');
      expect((await awardAll('daily', day.periodKey, owner)).statusCode).toBe(403);
      const all = await awardAll('daily', day.periodKey);
      expect(all.statusCode, all.body).toBe(201);
      expect(
        all.json<{ winners: { name: string; position: number }[] }>().winners.map((w) => [w.name, w.position]),
      ).toEqual([
        ['Ada Batch', 1],
        ['Cal Batch', 2],
      ]);
      const rows = await t.db
        .select()
        .from(winners)
        .where(and(eq(winners.championshipId, game.id), eq(winners.period, 'daily')));
      expect(rows.map((r) => [r.userId, r.position]).sort((a, b) => Number(a[1]) - Number(b[1]))).toEqual([
        [ada!.userId, 1],
        [cal!.userId, 2],
      ]);

      const after = await read();
      expect(after.proposals.some((p) => p.period === 'daily' && p.periodKey === day.periodKey)).toBe(false);
      expect(after.awardedPeriods).toEqual([
        expect.objectContaining({ period: 'daily', periodKey: day.periodKey, prizes: 2, awardedCount: 2 }),
      ]);
      const again = await awardAll('daily', day.periodKey);
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({
        code: 'winners.PERIOD_FULL',
        message: 'Every prize of this period is already awarded',
      });

      // All time has one prize and Ada and Ben share the first place: staff decide, nothing is written.
      const tied = await awardAll('allTime', '');
      expect(tied.json()).toMatchObject({
        code: 'winners.TIED_AT_CUT_OFF',
        message: 'Players are tied at the last prize of this period: award them one by one',
      });
      expect(
        await t.db
          .select()
          .from(winners)
          .where(and(eq(winners.championshipId, game.id), eq(winners.period, 'allTime'))),
      ).toEqual([]);
    });
  });

  describe('demo data', () => {
    it("players with predictions fill the boards, the proposals and the demo player's page", async () => {
      const player = await t.signIn('player@example.com');
      const list = (await t.request({ method: 'GET', url: '/api/play/championships' })).json<{
        championships: { id: string; name: string }[];
      }>().championships;
      const premier = list.find((c) => c.name === 'Premier League Predictor')!;
      const all = await board(premier.id, 'period=allTime', player);
      expect(all.total).toBe(12);
      expect(all.me).toMatchObject({ nickname: 'Pat Player' });
      expect(all.rows.some((r) => r.points > 0)).toBe(true);
      const me = (
        await t.request({ method: 'GET', url: `/api/play/championships/${premier.id}/me`, as: player })
      ).json<PlayMe>();
      expect(me.predictions.some((p) => p.points !== null)).toBe(true);
      expect(me.predictions.some((p) => p.points === null)).toBe(true);
      const { proposals, awardedPeriods } = (
        await t.request({ method: 'GET', url: `/api/challenge-winners/proposals?challengeId=${premier.id}`, as: staff })
      ).json<Proposals>();
      // A complete day is proposed with its players, or listed as awarded when its prizes are all given.
      expect(
        [...proposals.filter((p) => p.candidates.length > 0), ...awardedPeriods].some(
          (p) => p.period === 'daily' && p.complete,
        ),
      ).toBe(true);
    });
  });

  describe("the editor's Scoring section and correct answers", () => {
    it('a question added to a running championship closes at the next kick-off after its save; with none ahead it needs a close time', async () => {
      const [early, later] = await insertTestMatches(t.db, [
        { headline: 'Early Town - Started FC', daysAhead: 2 },
        { headline: 'Later Town - Ahead FC', daysAhead: 5 },
      ]);
      const created = (
        await t.request({
          method: 'POST',
          url: '/api/challenges/official-championship',
          as: staff,
          ...(await multipart(await validCreateParts([early!, later!]))),
        })
      ).json<ChampionshipDetail>();
      // Before the game starts, a question without a close time closes at the first kick-off.
      expect(created.questions.map((q) => q.closesAt)).toEqual([null]);
      await t.db
        .update(matchesTable)
        .set({ scheduledDate: hours(-1) })
        .where(eq(matchesTable.id, early!));
      const [laterRow] = await t.db
        .select({ at: matchesTable.scheduledDate })
        .from(matchesTable)
        .where(eq(matchesTable.id, later!));
      const keep = {
        _id: created._id,
        prizes: JSON.stringify(
          created.prizes.map((p) => ({ _id: p._id, name: p.name, description: p.description, photo: p.photo })),
        ),
        logo: created.logo,
        cover: created.cover,
      };
      const addQuestion = async (text: string) =>
        t.request({
          method: 'PATCH',
          url: '/api/challenges/official-championship',
          as: staff,
          ...(await multipart(
            await validCreateParts([], {
              ...keep,
              matches: '[]',
              matchesToInsert: '[]',
              'photo-ball': undefined,
              'photo-shirt': undefined,
              questions: JSON.stringify([
                ...created.questions,
                { type: 0, questionText: en(text), possibleAnswers: answers('Yes', 'No'), correctAnswer: 0 },
              ]),
            }),
          )),
        });
      const added = await addQuestion('First booking before the break?');
      expect(added.statusCode).toBe(200);
      expect(added.json<ChampionshipDetail>().questions.map((q) => q.closesAt)).toEqual([
        null,
        laterRow!.at.toISOString(),
      ]);

      await t.db
        .update(matchesTable)
        .set({ scheduledDate: hours(-0.5) })
        .where(eq(matchesTable.id, later!));
      const refused = await addQuestion('A late question?');
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'game.CLOSES_AT_NEEDED',
        message: 'No match of the championship kicks off after now: give the new question a close time',
      });
    });

    it('saves the scoring, marks a correct answer and re-scores; lists of different lengths with a marked answer answer 400', async () => {
      const [matchId] = await insertTestMatches(t.db, [{ headline: 'Scoring Town - Rules United', daysAhead: 3 }]);
      const created = await t.request({
        method: 'POST',
        url: '/api/challenges/official-championship',
        as: staff,
        ...(await multipart(await validCreateParts([matchId!]))),
      });
      expect(created.statusCode).toBe(200);
      const detail = created.json<ChampionshipDetail>();
      expect(detail.scoring).toEqual({
        exact: 3,
        goalDifference: 2,
        outcome: 1,
        answer: 1,
        lockMinutes: 0,
        timeZone: 'UTC',
      });
      await t.request({
        method: 'POST',
        url: '/api/challenges/publish-official-championship',
        as: staff,
        payload: { challengeId: detail._id, publish: true },
      });
      const player = await newPlayer(t, 'Editor Eddie');
      const question = detail.questions[0]!;
      await t.request({
        method: 'PUT',
        url: `/api/play/championships/${detail._id}/answers`,
        as: player,
        payload: { questionId: question._id, answer: 2 },
      });

      const keep = {
        _id: detail._id,
        prizes: JSON.stringify(
          detail.prizes.map((p) => ({ _id: p._id, name: p.name, description: p.description, photo: p.photo })),
        ),
        logo: detail.logo,
        cover: detail.cover,
      };
      const patch = async (questions: unknown, scoring?: unknown) =>
        t.request({
          method: 'PATCH',
          url: '/api/challenges/official-championship',
          as: staff,
          ...(await multipart(
            await validCreateParts([], {
              ...keep,
              matches: '[]',
              matchesToInsert: '[]',
              'photo-ball': undefined,
              'photo-shirt': undefined,
              questions: JSON.stringify(questions),
              ...(scoring ? { scoring: JSON.stringify(scoring) } : {}),
            }),
          )),
        });
      const marked = await patch(
        [
          {
            _id: question._id,
            questionText: question.questionText,
            possibleAnswers: question.possibleAnswers,
            correctAnswer: 2,
          },
        ],
        { exact: 4, goalDifference: 2, outcome: 1, answer: 5, lockMinutes: 15, timeZone: 'Pacific/Auckland' },
      );
      expect(marked.statusCode).toBe(200);
      expect(marked.json<ChampionshipDetail>().scoring).toEqual({
        exact: 4,
        goalDifference: 2,
        outcome: 1,
        answer: 5,
        lockMinutes: 15,
        timeZone: 'Pacific/Auckland',
      });
      expect(marked.json<ChampionshipDetail>().questions[0]).toMatchObject({ correctAnswer: 2 });
      await scored();
      // Judged when the question closes, at the first kick-off (3 days ahead).
      expect((await board(detail._id, 'period=allTime')).rows).toEqual([]);
      await t.app.scoringRunner.runDue(hours(4 * 24));
      expect((await board(detail._id, 'period=allTime')).rows.map((r) => [r.nickname, r.points])).toEqual([
        ['Editor Eddie', 5],
      ]);

      const uneven = await patch([
        {
          _id: question._id,
          questionText: question.questionText,
          correctAnswer: 0,
          possibleAnswers: [
            { answers: ['Home', 'Away', 'Nobody'], language: 'en' },
            { answers: ['Gazde', 'Oaspeți'], language: 'ro' },
          ],
        },
      ]);
      expect(uneven.statusCode).toBe(400);
      expect(uneven.json<{ message: string }>().message).toBe('Every language must have the same number of answers');
      const outOfRange = await patch([
        {
          _id: question._id,
          questionText: question.questionText,
          possibleAnswers: question.possibleAnswers,
          correctAnswer: 3,
        },
      ]);
      expect(outOfRange.statusCode).toBe(400);
      expect(outOfRange.json<{ message: string }>().message).toBe('The correct answer must be one of the answers');
      const badZone = await patch([], {
        exact: 4,
        goalDifference: 2,
        outcome: 1,
        answer: 5,
        lockMinutes: 15,
        timeZone: 'Mars/Olympus',
      });
      expect(badZone.statusCode).toBe(400);
      expect(
        (
          await t.request({
            method: 'GET',
            url: `/api/challenges/bar-championship-details?challengeId=${detail._id}`,
            as: staff,
          })
        ).json<ChampionshipDetail>().scoring.timeZone,
      ).toBe('Pacific/Auckland');
    });
  });
});
