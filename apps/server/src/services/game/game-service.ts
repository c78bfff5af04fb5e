import { sql } from 'drizzle-orm';
import type { Answer, AnswerBody, LeaderboardQuery, MatchPredictionsQuery, PlaySignupBody, Prediction, PredictionBody } from '@app/contract/game';
import { GAME_CODES, GAME_MESSAGES } from '@app/contract/game';
import { queryRows, type Database } from '../../db/client.ts';
import { badRequest, conflict } from '../../lib/http-error.ts';
import type { AccountsService } from '../auth/accounts-service.ts';
import {
  championshipMatches, findPlayable, getPlayable, listPlayable, matchLock, matchPredictions, createPlayerView, questionClose,
} from './play-reads.ts';
import { createLeaderboards } from './leaderboards.ts';
import { queuePlayersScoring } from './scoring-jobs.ts';

/**
 * The championship game for players (decision 051): reading the playable championships, predicting,
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

    /** Everyone's picks of a locked match (decision 051: hidden until then). */
    matchPredictions: (id: string, matchId: string, query: MatchPredictionsQuery) => matchPredictions(db, id, matchId, query, clock()),

    /**
     * Makes or changes a prediction until the match locks: its kick-off now, less the lock, by the
     * server's clock. The match row is read with a share lock, so a kick-off change waits or is seen.
     */
    async predict(id: string, userId: string, body: PredictionBody): Promise<Prediction> {
      return db.transaction(async (tx) => {
        const championship = await findPlayable(tx, id, true);
        const [match] = await queryRows<{ scheduled_date: Date; status: string }>(tx, sql`
          select m.scheduled_date, m.status from championship_matches cm join matches m on m.id = cm.match_id
          where cm.championship_id = ${id} and cm.match_id = ${body.matchId} and m.trashed_at is null
          for share of m`);
        if (!match) throw badRequest(GAME_MESSAGES.matchNotInChampionship, GAME_CODES.matchNotInChampionship);
        if (matchLock(match, championship.lock_minutes, clock()).locked) throw conflict(GAME_MESSAGES.predictionClosed, GAME_CODES.predictionClosed);
        const [row] = await queryRows<{ home: number; away: number; points: number | null; exact: boolean; outcome: boolean }>(tx, sql`
          insert into predictions (championship_id, match_id, user_id, home, away)
          values (${id}, ${body.matchId}, ${userId}, ${body.home}, ${body.away})
          on conflict (championship_id, match_id, user_id) do update set home = excluded.home, away = excluded.away, updated_at = now()
          returning home, away, points, exact, outcome`);
        return { matchId: body.matchId, home: row!.home, away: row!.away, points: row!.points, exact: row!.exact, outcome: row!.outcome };
      });
    },

    /**
     * Gives or changes an answer until the question closes. A question marked at once (trivia) is
     * scored as it is answered; the player's board rows follow in the scoring job that commits with
     * it (decision 063: ranking a board is the job's work, not the request's).
     */
    async answer(id: string, userId: string, body: AnswerBody): Promise<Answer> {
      return db.transaction(async (tx) => {
        const championship = await findPlayable(tx, id, true);
        const [question] = await queryRows<{ possible_answers: { answers: string[] }[]; closes_at: Date | null; correct_answer: number | null }>(tx, sql`
          select possible_answers, closes_at, correct_answer from questions
          where id = ${body.questionId} and championship_id = ${id} and deleted_at is null`);
        if (!question) throw badRequest(GAME_MESSAGES.questionNotInChampionship, GAME_CODES.questionNotInChampionship);
        const first = (await championshipMatches(tx, id))[0];
        const closesAt = questionClose(question, first ? new Date(first.scheduled_date) : null);
        if (closesAt && clock().getTime() >= closesAt.getTime()) throw conflict(GAME_MESSAGES.answerClosed, GAME_CODES.answerClosed);
        const count = Math.min(...question.possible_answers.map((a) => a.answers.length));
        if (!(body.answer < count)) throw badRequest(GAME_MESSAGES.answerNotInList, GAME_CODES.answerNotInList);
        const points = question.correct_answer === null ? null : body.answer === question.correct_answer ? championship.points_answer : 0;
        await queryRows(tx, sql`
          insert into question_answers (question_id, user_id, championship_id, answer, points)
          values (${body.questionId}, ${userId}, ${id}, ${body.answer}, ${points})
          on conflict (question_id, user_id) do update set answer = excluded.answer, points = excluded.points, updated_at = now()`);
        if (points !== null) await queuePlayersScoring(tx, id, [userId]);
        return { questionId: body.questionId, answer: body.answer, points };
      });
    },
  };
}

export type GameService = ReturnType<typeof createGameService>;
