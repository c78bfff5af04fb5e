import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import type { LoginRecord } from '@app/contract/auth';
import type { ChampionshipDetail } from '@app/contract/championships';
import type { Leaderboard } from '@app/contract/game';
import { predictions, scoringJobs } from '../../src/db/schema/index.ts';
import { MAX_ATTEMPTS, RETRY_DELAYS_MS } from '../../src/lib/retry-schedule.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { editMatch, hours, insertGame, newPlayer } from '../helpers/game-fixtures.ts';

const REFUSAL = 'points refused for this championship';

/**
 * A scoring job that fails never holds the queue (decision 071), on both databases: the failure is
 * real — a trigger refuses the points of one championship's predictions — and nothing is mocked.
 */
describe('a failing scoring job', () => {
  let t: TestApp;
  let admin: LoginRecord;
  const logLines: Array<Record<string, unknown>> = [];
  beforeAll(async () => {
    t = await buildTestApp({ logLines });
    admin = await t.signIn('admin@example.com');
  });
  afterAll(async () => {
    await t.close();
  });

  const jobs = (championshipId: string) =>
    t.db
      .select()
      .from(scoringJobs)
      .where(eq(scoringJobs.championshipId, championshipId))
      .orderBy(asc(scoringJobs.createdAt));
  const allTime = async (championshipId: string) =>
    (await t.request({ method: 'GET', url: `/api/play/championships/${championshipId}/leaderboard?period=allTime` }))
      .json<Leaderboard>()
      .rows.map((r) => [r.nickname, r.points]);
  /** One match over, with one prediction of 2–1 made before kick-off (3 points on 2–1, 1 on 2–0). */
  const gameWithPrediction = async (nickname: string) => {
    const game = await insertGame(t.db, { kickOffs: [hours(-2)], statuses: ['TIMED'] });
    const player = await newPlayer(t, nickname);
    await t.db
      .insert(predictions)
      .values({ championshipId: game.id, matchId: game.matchIds[0]!, userId: player.userId, home: 2, away: 1 });
    return game;
  };
  /** What the championship editor tells staff. */
  const editorSays = async (championshipId: string) =>
    (
      await t.request({
        method: 'GET',
        url: `/api/challenges/bar-championship-details?challengeId=${championshipId}`,
        as: admin,
      })
    ).json<ChampionshipDetail>().scoringFailure;
  const finish = (matchId: string, home: number, away: number) =>
    editMatch(t, admin, matchId, { status: 'FT', goals: { fullTimeHomeGoals: home, fullTimeAwayGoals: away } });

  it('is retried with backoff and set aside after the last attempt while the other championships score; a later change heals it', async () => {
    const bad = await gameWithPrediction('Stuck Sam');
    const good = await gameWithPrediction('Flowing Flo');
    await t.db.execute(
      sql.raw(`create function refuse_points() returns trigger language plpgsql as $$
      begin raise exception '${REFUSAL}'; end $$`),
    );
    await t.db.execute(
      sql.raw(`create trigger refuse_points before update of points on predictions for each row
      when (new.championship_id = '${bad.id}') execute function refuse_points()`),
    );

    // The bad championship's job is the older one: before, it held the good one behind it for ever.
    await t.app.scoringRunner.stop();
    try {
      expect((await finish(bad.matchIds[0]!, 2, 1)).statusCode).toBe(200);
      expect((await finish(good.matchIds[0]!, 2, 1)).statusCode).toBe(200);
      const start = new Date();
      expect(await t.app.scoringRunner.runDue(start)).toBe(2);
      expect(await allTime(good.id)).toEqual([['Flowing Flo', 3]]);
      expect(await jobs(good.id)).toEqual([]);
      expect(await allTime(bad.id)).toEqual([]);
      const [waiting] = await jobs(bad.id);
      expect(waiting).toMatchObject({ status: 'queued', attempts: 1, lastError: `P0001 ${REFUSAL}` });
      expect(waiting!.nextAttemptAt!.getTime()).toBe(start.getTime() + RETRY_DELAYS_MS[0]!);
      expect(logLines).toContainEqual(
        expect.objectContaining({
          msg: 'scoring job failed; will try again',
          jobId: waiting!.id,
          championshipId: bad.id,
          attempt: 1,
          error: `P0001 ${REFUSAL}`,
        }),
      );
      expect(await editorSays(bad.id)).toEqual({ setAside: false, lastError: `P0001 ${REFUSAL}` });
      expect(await editorSays(good.id)).toBeNull();
      // Not due before its backoff: a pass right away leaves it alone.
      expect(await t.app.scoringRunner.runDue(new Date(start.getTime() + RETRY_DELAYS_MS[0]! - 1000))).toBe(0);
      expect((await jobs(bad.id))[0]!.attempts).toBe(1);

      for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt += 1) {
        expect(await t.app.scoringRunner.runDue(new Date(start.getTime() + attempt * 3 * 3_600_000))).toBe(1);
        expect((await jobs(bad.id))[0]!.attempts).toBe(attempt);
      }
      const [setAside] = await jobs(bad.id);
      expect(setAside).toMatchObject({
        id: waiting!.id,
        status: 'failed',
        attempts: MAX_ATTEMPTS,
        lastError: `P0001 ${REFUSAL}`,
      });
      expect(logLines).toContainEqual(
        expect.objectContaining({
          msg: 'scoring job failed for good; set aside until the championship changes again',
          jobId: waiting!.id,
          attempt: MAX_ATTEMPTS,
        }),
      );
      expect(await editorSays(bad.id)).toEqual({ setAside: true, lastError: `P0001 ${REFUSAL}` });
      // Set aside: no later pass takes it again, and the other championships' jobs still run.
      expect(await t.app.scoringRunner.runDue(new Date(start.getTime() + 100 * 3_600_000))).toBe(0);
      expect((await finish(good.matchIds[0]!, 2, 0)).statusCode).toBe(200);
      expect(await t.app.scoringRunner.runDue(new Date())).toBe(1);
      expect(await allTime(good.id)).toEqual([['Flowing Flo', 1]]);
      expect((await jobs(bad.id)).map((j) => j.status)).toEqual(['failed']);
    } finally {
      t.app.scoringRunner.start();
    }

    // The cause mended, the championship's next change takes the set-aside job along: all scored.
    await t.db.execute(sql`drop trigger refuse_points on predictions`);
    await t.db.execute(sql`drop function refuse_points()`);
    expect((await finish(bad.matchIds[0]!, 2, 0)).statusCode).toBe(200);
    await t.app.scoringRunner.flush();
    expect(await jobs(bad.id)).toEqual([]);
    expect(await allTime(bad.id)).toEqual([['Stuck Sam', 1]]);
    expect(await editorSays(bad.id)).toBeNull();
  });
});
