import { sql } from 'drizzle-orm';
import type {
  AnswerBody,
  SavedAnswer,
  LeaderboardQuery,
  MatchPredictionsQuery,
  PlaySignupBody,
  Prediction,
  PredictionBody,
  PredictionsBody,
  SavedPredictions,
} from '@app/contract/game';
import { GAME_CODES, GAME_MESSAGES } from '@app/contract/game';
import { queryRows, type Database } from '../../db/client.ts';
import { uuidArray } from '../../db/sql-arrays.ts';
import { badRequest, conflict } from '../../lib/http-error.ts';
import type { AccountsService } from '../auth/accounts-service.ts';
import {
  championshipMatches,
  findPlayable,
  getPlayable,
  listPlayable,
  matchLock,
  matchPredictions,
  createPlayerView,
  questionClose,
} from './play-reads.ts';
import { createLeaderboards } from './leaderboards.ts';
import { matchesToPredict, writePredictions } from './prediction-writes.ts';
import { queueAnswerJudging } from './answer-judging.ts';

/**
 * The championship game for players: reading the playable championships, predicting,
 * answering, the player's own view and the leaderboards. `now` is the server's clock (a test's own).
 */
export function createGameService(db: Database, accounts: AccountsService, clock: () => Date = () => new Date()) {
  const leaderboard = createLeaderboards(db, clock);
  const playerView = createPlayerView(db);
  return {
    signup: (body: PlaySignupBody) => accounts.signupPlayer(body),

    list: () => listPlayable(db),

    get: (id: string) => getPlayable(db, id, clock()),

    me: (id: string, userId: string) => playerView(id, userId),

    leaderboard: (id: string, query: LeaderboardQuery, userId: string | null) => leaderboard(id, query, userId),

    /** Everyone's picks of a locked match (hidden until then). */
    matchPredictions: (id: string, matchId: string, query: MatchPredictionsQuery) =>
      matchPredictions(db, id, matchId, query, clock()),

    /**
     * Makes or changes a prediction until the match locks: its kick-off now, less the lock, by the
     * server's clock. The match row is read with a share lock, so a kick-off change waits or is seen.
     */
    async predict(id: string, userId: string, body: PredictionBody): Promise<Prediction> {
      return db.transaction(async (tx) => {
        const championship = await findPlayable(tx, id, true);
        const match = (await matchesToPredict(tx, id, [body.matchId])).get(body.matchId);
        if (!match) throw badRequest(GAME_MESSAGES.matchNotInChampionship, GAME_CODES.matchNotInChampionship);
        if (matchLock(match, championship.lock_minutes, clock()).locked)
          throw conflict(GAME_MESSAGES.predictionClosed, GAME_CODES.predictionClosed);
        const [saved] = await writePredictions(tx, id, userId, [body]);
        return saved!;
      });
    },

    /**
     * A round saved at once: every prediction of the list whose match has not locked, in one
     * transaction; the locked ones are answered as closed, per match. A match outside the
     * championship refuses the whole list (nothing written): the client sent what the page never offers.
     */
    async predictAll(id: string, userId: string, body: PredictionsBody): Promise<SavedPredictions> {
      return db.transaction(async (tx) => {
        const championship = await findPlayable(tx, id, true);
        const byId = await matchesToPredict(
          tx,
          id,
          body.predictions.map((p) => p.matchId),
        );
        if (body.predictions.some((p) => !byId.has(p.matchId)))
          throw badRequest(GAME_MESSAGES.matchNotInChampionship, GAME_CODES.matchNotInChampionship);
        const now = clock();
        const open = body.predictions.filter(
          (p) => !matchLock(byId.get(p.matchId)!, championship.lock_minutes, now).locked,
        );
        const closed = body.predictions
          .filter((p) => !open.includes(p))
          .map((p) => ({ matchId: p.matchId, message: GAME_MESSAGES.predictionClosed }));
        if (open.length === 0) return { saved: [], closed };
        return { saved: await writePredictions(tx, id, userId, open), closed };
      });
    },

    /**
     * Gives or changes an answer until the question closes. Nothing is judged here: the answer
     * carries no points until the question closes, when its judging job runs (answer-judging.ts),
     * so the same work and the same answer follow a right and a wrong answer.
     */
    async answer(id: string, userId: string, body: AnswerBody): Promise<SavedAnswer> {
      return db.transaction(async (tx) => {
        await findPlayable(tx, id, true);
        const [question] = await queryRows<{ possible_answers: { answers: string[] }[]; closes_at: Date | null }>(
          tx,
          sql`
          select possible_answers, closes_at from questions
          where id = ${body.questionId} and championship_id = ${id} and deleted_at is null`,
        );
        if (!question) throw badRequest(GAME_MESSAGES.questionNotInChampionship, GAME_CODES.questionNotInChampionship);
        const first = (await championshipMatches(tx, id))[0];
        const closesAt = questionClose(question, first ? new Date(first.scheduled_date) : null);
        if (closesAt && clock().getTime() >= closesAt.getTime())
          throw conflict(GAME_MESSAGES.answerClosed, GAME_CODES.answerClosed);
        const count = Math.min(...question.possible_answers.map((a) => a.answers.length));
        if (!(body.answer < count)) throw badRequest(GAME_MESSAGES.answerNotInList, GAME_CODES.answerNotInList);
        await queryRows(
          tx,
          sql`
          insert into question_answers (question_id, user_id, championship_id, answer, points)
          values (${body.questionId}, ${userId}, ${id}, ${body.answer}, null)
          on conflict (question_id, user_id) do update set answer = excluded.answer, points = null, updated_at = now()`,
        );
        // The question's judging, if marked and not queued yet (a question written without a save, from before).
        await queueAnswerJudging(tx, uuidArray([id]), body.questionId);
        return { questionId: body.questionId, answer: body.answer };
      });
    },
  };
}

export type GameService = ReturnType<typeof createGameService>;
