import { sql } from 'drizzle-orm';
import { pgTable, uuid, text, timestamp, integer, bigint, boolean, index, primaryKey } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { matches } from './matches.ts';
import { championships, questions } from './championships.ts';

/**
 * The championship game. A player's score for a match, per championship (two
 * championships holding one match may score it differently). `points` is null until the match is
 * finished or void; scoring rewrites it from the match's result every time, never adds to it.
 * Not audited: a player's own picks and the points derived from them, many rows per match.
 * A fill factor of 50: a finished match's job rewrites the points of its
 * predictions, which lie side by side when its players predicted it together, and with half of
 * each page free the new versions stay on their page (HOT updates: no index entry, no index bloat).
 */
export const predictions = pgTable(
  'predictions',
  {
    championshipId: uuid('championship_id')
      .notNull()
      .references(() => championships.id, { onDelete: 'cascade' }),
    matchId: uuid('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    championshipId: uuid('championship_id')
      .notNull()
      .references(() => championships.id, { onDelete: 'cascade' }),
    answer: integer('answer').notNull(),
    points: integer('points'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.questionId, t.userId] }),
    index('question_answers_user_idx').on(t.userId, t.championshipId),
  ],
);

/**
 * The leaderboards: one row per player and period ('daily' YYYY-MM-DD, 'weekly' YYYY-Www, 'allTime' ''),
 * rebuilt from predictions and answers in the transaction that scores. `position`
 * (1, 1, 3) and `ordinal` (1, 2, 3: the row's place in ranking order) are written by the scoring
 * job for every board it changed, in the same transaction: a player's position is a column, and
 * a page is a range of ordinals read through `boardBlocks`. Null only for a row
 * written since the job last ranked its board (a marked answer, until its job runs).
 * Only the key is indexed: a job moves the place of nearly every row of the boards it touches, and
 * a row whose indexed columns stay is rewritten on its own page (a HOT update, no index entry),
 * which the table's fill factor of 50 leaves room for.
 * No foreign keys: every row is derived, under the championship's lock, from predictions and
 * answers whose keys are checked, and a key check per row written would be most of the cost of
 * writing a board (a day's board is 100,000 new rows). Triggers on `championships` and `users` remove the
 * rows of a deleted championship or account, as a cascade would.
 */
export const standings = pgTable(
  'standings',
  {
    championshipId: uuid('championship_id').notNull(),
    period: text('period', { enum: ['daily', 'weekly', 'allTime'] }).notNull(),
    periodKey: text('period_key').notNull(),
    userId: uuid('user_id').notNull(),
    points: integer('points').notNull(),
    exact: integer('exact').notNull(),
    outcomes: integer('outcomes').notNull(),
    position: integer('position'),
    ordinal: integer('ordinal'),
  },
  (t) => [primaryKey({ columns: [t.championshipId, t.period, t.periodKey, t.userId] })],
);

/** The ordinals a row of `boardBlocks` holds: block `b` holds ordinals b × BOARD_BLOCK + 1 to (b + 1) × BOARD_BLOCK. */
export const BOARD_BLOCK = 100;

/**
 * Each board's players in ranking order, BOARD_BLOCK to a row: `userIds[i]` is the player at
 * ordinal block × BOARD_BLOCK + i + 1. A page is a seek on one or two blocks and the players'
 * `standings` rows by their key, the board's size its last block, and a job rewrites a board's
 * thousand blocks rather than an index entry for each of its hundred thousand rows. Written with
 * the board's rows, in the same statement (`writeNext` in services/game/scoring.ts); no foreign
 * keys, as `standings`: the trigger that removes a deleted championship's rows removes its blocks.
 */
export const boardBlocks = pgTable(
  'board_blocks',
  {
    championshipId: uuid('championship_id').notNull(),
    period: text('period', { enum: ['daily', 'weekly', 'allTime'] }).notNull(),
    periodKey: text('period_key').notNull(),
    block: integer('block').notNull(),
    userIds: uuid('user_ids').array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.championshipId, t.period, t.periodKey, t.block] })],
);

/**
 * Scoring to do: the admin's save, the feed, the trash and the championship editor
 * commit their change and a row here in one transaction; the scoring runner claims a
 * championship's rows (FOR UPDATE SKIP LOCKED), scores them under the championship's lock with
 * the boards' update and deletes them in one transaction. `matchIds`: results to score;
 * `playersMoved`: the points of these matches moved period or left the boards (a kick-off moved,
 * a result withdrawn, the match trashed or restored), so their players' rows are rebuilt;
 * `userIds`: players whose rows were rewritten already, boards to rank again;
 * `rescoreAll`: everything again (rules, zone, correct answers or matches changed);
 * `closesAnswers`: the answers of the questions closed by then are judged (a question's answers
 * carry no points while it is open, so trying them one by one tells a player nothing), run at
 * `dueAt`, the question's close.
 * A job whose scoring throws is retried with the mail's backoff and set aside (`failed`) after the
 * last attempt, so it never holds the others; `lastError` is the error's message.
 */
export const scoringJobs = pgTable(
  'scoring_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    championshipId: uuid('championship_id')
      .notNull()
      .references(() => championships.id, { onDelete: 'cascade' }),
    matchIds: uuid('match_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    playersMoved: boolean('players_moved').notNull().default(false),
    userIds: uuid('user_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    rescoreAll: boolean('rescore_all').notNull().default(false),
    closesAnswers: boolean('closes_answers').notNull().default(false),
    /** Null: due at once; else not before then (a question's close). */
    dueAt: timestamp('due_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    status: text('status', { enum: ['queued', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    /** Null until an attempt failed: due at once (no clock of the writer's to race the runner's). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (t) => [index('scoring_jobs_due_idx').on(t.status, t.createdAt)],
);

/**
 * A championship's boards' version: moved, in the writer's own transaction, by every
 * change the boards' answer can show — a scoring job queued (a result, a kick-off, the trash, the
 * championship's matches or zone: the days and weeks) and the boards ranked again. The leaderboard
 * route reads it with the championship (one primary-key read) and keys its remembered answers by
 * it, so every instance on one PostgreSQL answers from what is committed. A table of its own, not a
 * column of `championships`: a scoring job holds that row's lock for its whole run, and a save
 * queueing a job must not wait for it. No row reads as version 0.
 */
export const boardVersions = pgTable('board_versions', {
  championshipId: uuid('championship_id')
    .primaryKey()
    .references(() => championships.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/**
 * A player's reminder before the lock: one a day at most, across instances (the key refuses a
 * second). Rows older than a few days say nothing more and are removed by the reminder job.
 */
export const predictionReminders = pgTable(
  'prediction_reminders',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The UTC day of the reminder. */
    day: text('day').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);
