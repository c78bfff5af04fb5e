import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { LoginRecord } from '@app/contract/auth';
import type { SavedPredictions } from '@app/contract/game';
import { predictions } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { hours, insertGame, newPlayer } from '../helpers/game-fixtures.ts';

/** One Save for the round: a list of predictions saved at once, the locked ones answered per match. */
describe('saving a round of predictions at once', () => {
  let t: TestApp;
  let player: LoginRecord;
  beforeAll(async () => {
    t = await buildTestApp();
    player = await newPlayer(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const saveAll = (id: string, payload: object, as: LoginRecord | null = player) =>
    t.request({ method: 'PUT', url: `/api/play/championships/${id}/predictions`, payload, ...(as ? { as } : {}) });
  const stored = async (championshipId: string) =>
    (
      await t.db
        .select()
        .from(predictions)
        .where(and(eq(predictions.championshipId, championshipId), eq(predictions.userId, player.userId)))
    )
      .map((p) => [p.matchId, p.home, p.away])
      .sort();

  it('saves every open match of the list and answers the locked ones as closed, per match', async () => {
    // Two matches ahead, one that kicked off an hour ago (locked).
    const game = await insertGame(t.db, { kickOffs: [hours(3), hours(5), hours(-1)] });
    const [first, second, started] = game.matchIds as [string, string, string];
    const res = await saveAll(game.id, {
      predictions: [
        { matchId: first, home: 2, away: 1 },
        { matchId: second, home: 0, away: 0 },
        { matchId: started, home: 3, away: 3 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const answer = res.json<SavedPredictions>();
    expect(answer.saved.map((p) => [p.matchId, p.home, p.away, p.points])).toEqual([
      [first, 2, 1, null],
      [second, 0, 0, null],
    ]);
    expect(answer.closed).toEqual([{ matchId: started, message: 'Predictions for this match are closed' }]);
    expect(await stored(game.id)).toEqual(
      [
        [first, 2, 1],
        [second, 0, 0],
      ].sort(),
    );

    // Saved again with a change: the prediction is changed, not doubled.
    const again = await saveAll(game.id, { predictions: [{ matchId: first, home: 1, away: 1 }] });
    expect(again.json<SavedPredictions>()).toEqual({
      saved: [expect.objectContaining({ matchId: first, home: 1, away: 1 })],
      closed: [],
    });
    expect(await stored(game.id)).toEqual(
      [
        [first, 1, 1],
        [second, 0, 0],
      ].sort(),
    );
  });

  it('keeps answering one prediction as before', async () => {
    const game = await insertGame(t.db, { kickOffs: [hours(3)] });
    const res = await saveAll(game.id, { matchId: game.matchIds[0], home: 4, away: 2 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      matchId: game.matchIds[0],
      home: 4,
      away: 2,
      points: null,
      exact: false,
      outcome: false,
    });
  });

  it('refuses the whole list, writing nothing, for a match outside the championship, a match twice, a bad score or a wrong size', async () => {
    const game = await insertGame(t.db, { kickOffs: [hours(3), hours(4)] });
    const other = await insertGame(t.db, { kickOffs: [hours(3)] });
    const [a, b] = game.matchIds as [string, string];
    const cases: [object, string][] = [
      [
        {
          predictions: [
            { matchId: a, home: 1, away: 0 },
            { matchId: other.matchIds[0], home: 1, away: 0 },
          ],
        },
        'This match is not part of this championship',
      ],
      [
        {
          predictions: [
            { matchId: a, home: 1, away: 0 },
            { matchId: a, home: 2, away: 0 },
          ],
        },
        'A match appears twice in the list of predictions',
      ],
      [
        {
          predictions: [
            { matchId: a, home: 1, away: 0 },
            { matchId: b, home: 1, away: 21 },
          ],
        },
        'Goals are whole numbers from 0 to 20',
      ],
      [{ predictions: [] }, 'Send from 1 to 50 predictions at once'],
      [
        { predictions: Array.from({ length: 51 }, () => ({ matchId: randomUUID(), home: 1, away: 0 })) },
        'Send from 1 to 50 predictions at once',
      ],
      [{}, 'Send one prediction (matchId, home, away) or a list of them (predictions)'],
    ];
    for (const [payload, message] of cases) {
      const res = await saveAll(game.id, payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.json<{ message: string }>().message).toBe(message);
    }
    expect(await stored(game.id)).toEqual([]);
  });

  it("is a player's own: signed out it answers 401 and writes nothing", async () => {
    const game = await insertGame(t.db, { kickOffs: [hours(3)] });
    const res = await saveAll(game.id, { predictions: [{ matchId: game.matchIds[0], home: 1, away: 0 }] }, null);
    expect(res.statusCode).toBe(401);
    expect(await t.db.select().from(predictions).where(eq(predictions.championshipId, game.id))).toEqual([]);
  });
});
