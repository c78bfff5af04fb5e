import { z } from 'zod';
import { isValidTimeZone } from './bar-profile.ts';
import { GAME_MESSAGES } from './game-messages.ts';

/**
 * The game's messages (their texts in game-messages.ts, listed by code in messages.ts) and scoring
 * settings, apart from game.ts so the championship editor's schemas can use them
 * without a cycle.
 */
export { GAME_MESSAGES };

export const GAME_CODES = {
  predictionClosed: 'game.PREDICTION_CLOSED',
  answerClosed: 'game.ANSWER_CLOSED',
  closesAtNeeded: 'game.CLOSES_AT_NEEDED',
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

const pointsSchema = z
  .number({ error: GAME_MESSAGES.pointsRange })
  .int(GAME_MESSAGES.pointsRange)
  .min(0, GAME_MESSAGES.pointsRange)
  .max(MAX_RULE_POINTS, GAME_MESSAGES.pointsRange);

/** The editor's Scoring section: points per rule, the lock before kick-off and the game's time zone. */
export const scoringSchema = z.strictObject({
  exact: pointsSchema,
  goalDifference: pointsSchema,
  outcome: pointsSchema,
  answer: pointsSchema,
  lockMinutes: z
    .number({ error: GAME_MESSAGES.lockMinutesRange })
    .int(GAME_MESSAGES.lockMinutesRange)
    .min(0, GAME_MESSAGES.lockMinutesRange)
    .max(MAX_LOCK_MINUTES, GAME_MESSAGES.lockMinutesRange),
  timeZone: timeZoneSchema,
});
export type Scoring = z.infer<typeof scoringSchema>;
export const DEFAULT_SCORING: Scoring = {
  exact: 3,
  goalDifference: 2,
  outcome: 1,
  answer: 1,
  lockMinutes: 0,
  timeZone: 'UTC',
};
