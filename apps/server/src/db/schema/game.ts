import { pgTable, uuid, text, timestamp, integer, boolean, index, primaryKey } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { matches } from './matches.ts';
import { championships, questions } from './championships.ts';

/**
 * The championship game (decision 051). A player's score for a match, per championship (two
 * championships holding one match may score it differently). `points` is null until the match is
 * finished or void; scoring rewrites it from the match's result every time, never adds to it.
 * Not audited: a player's own picks and the points derived from them, many rows per match.
 */
export const predictions = pgTable(
  'predictions',
  {
    championshipId: uuid('championship_id').notNull().references(() => championships.id, { onDelete: 'cascade' }),
    matchId: uuid('match_id').notNull().references(() => matches.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    home: integer('home').notNull(),
    away: integer('away').notNull(),
    points: integer('points'),
    exact: boolean('exact').notNull().default(false),
    outcome: boolean('outcome').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.championshipId, t.matchId, t.userId] }),
    index('predictions_match_idx').on(t.matchId),
    index('predictions_user_idx').on(t.userId, t.championshipId),
  ],
);

/** A player's answer to a question: the index in every language's list. */
export const questionAnswers = pgTable(
  'question_answers',
  {
    questionId: uuid('question_id').notNull().references(() => questions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    championshipId: uuid('championship_id').notNull().references(() => championships.id, { onDelete: 'cascade' }),
    answer: integer('answer').notNull(),
    points: integer('points'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.questionId, t.userId] }), index('question_answers_user_idx').on(t.userId, t.championshipId)],
);

/**
 * The leaderboards: one row per player and period ('daily' YYYY-MM-DD, 'weekly' YYYY-Www, 'allTime' ''),
 * rebuilt from predictions and answers in the transaction that scores (decision 051).
 */
export const standings = pgTable(
  'standings',
  {
    championshipId: uuid('championship_id').notNull().references(() => championships.id, { onDelete: 'cascade' }),
    period: text('period', { enum: ['daily', 'weekly', 'allTime'] }).notNull(),
    periodKey: text('period_key').notNull(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    points: integer('points').notNull(),
    exact: integer('exact').notNull(),
    outcomes: integer('outcomes').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.championshipId, t.period, t.periodKey, t.userId] }),
    // A board's page and a player's position are index ranges in ranking order.
    index('standings_rank_idx').on(t.championshipId, t.period, t.periodKey, t.points.desc(), t.exact.desc(), t.outcomes.desc(), t.userId),
  ],
);
