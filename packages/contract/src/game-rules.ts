import { z } from 'zod';
import { isValidTimeZone } from './bar-profile.ts';

/**
 * The game's messages and scoring settings (decision 051), apart from game.ts so the championship
 * editor's schemas can use them without a cycle. The texts are messages with codes (messages.ts).
 */
export const GAME_MESSAGES = {
  predictionClosed: 'Predictions for this match are closed',
  answerClosed: 'Answers to this question are closed',
  matchNotInChampionship: 'This match is not part of this championship',
  questionNotInChampionship: 'This question is not part of this championship',
  championshipNotPlayable: 'This championship is not open for play',
  answerNotInList: 'This answer is not one of the question\'s answers',
  goalsRange: 'Goals are whole numbers from 0 to 20',
  pointsRange: 'Points are whole numbers from 0 to 100',
  lockMinutesRange: 'The lock is a whole number of minutes from 0 to 1440',
  timeZoneInvalid: 'Choose a time zone from the list',
  answersCountDiffer: 'Every language must have the same number of answers',
  correctAnswerOutOfRange: 'The correct answer must be one of the answers',
  nicknameRequired: 'Nickname is required',
  nicknameTooLong: 'Nickname is too long',
  leaderboardDateRequired: 'Choose the day of the daily leaderboard as 2026-06-14',
  closesAtInvalid: 'The close time must be a date and time with its time zone',
  leaderboardWeekRequired: 'Choose the week of the weekly leaderboard as 2026-W24',
  predictionsHidden: 'Other players\' predictions show once the match locks',
} as const;

export const GAME_CODES = {
  predictionClosed: 'game.PREDICTION_CLOSED',
  answerClosed: 'game.ANSWER_CLOSED',
  notPlayable: 'game.NOT_PLAYABLE',
  matchNotInChampionship: 'game.MATCH_NOT_IN_CHAMPIONSHIP',
  questionNotInChampionship: 'game.QUESTION_NOT_IN_CHAMPIONSHIP',
  answerNotInList: 'game.ANSWER_NOT_IN_LIST',
  predictionsHidden: 'game.PREDICTIONS_HIDDEN',
} as const;

export const MAX_GOALS = 20;
export const MAX_RULE_POINTS = 100;
export const MAX_LOCK_MINUTES = 1440;

export const timeZoneSchema = z.string().refine(isValidTimeZone, GAME_MESSAGES.timeZoneInvalid);

const pointsSchema = z.number({ error: GAME_MESSAGES.pointsRange }).int(GAME_MESSAGES.pointsRange)
  .min(0, GAME_MESSAGES.pointsRange).max(MAX_RULE_POINTS, GAME_MESSAGES.pointsRange);

/** The editor's Scoring section: points per rule, the lock before kick-off and the game's time zone. */
export const scoringSchema = z.strictObject({
  exact: pointsSchema,
  goalDifference: pointsSchema,
  outcome: pointsSchema,
  answer: pointsSchema,
  lockMinutes: z.number({ error: GAME_MESSAGES.lockMinutesRange }).int(GAME_MESSAGES.lockMinutesRange)
    .min(0, GAME_MESSAGES.lockMinutesRange).max(MAX_LOCK_MINUTES, GAME_MESSAGES.lockMinutesRange),
  timeZone: timeZoneSchema,
});
export type Scoring = z.infer<typeof scoringSchema>;
export const DEFAULT_SCORING: Scoring = { exact: 3, goalDifference: 2, outcome: 1, answer: 1, lockMinutes: 0, timeZone: 'UTC' };

