import {
  pgTable,
  uuid,
  text,
  timestamp,
  boolean,
  jsonb,
  integer,
  index,
  primaryKey,
  date,
  customType,
} from 'drizzle-orm/pg-core';

/** bytea as a Node Buffer on both drivers (PGlite hands back a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
import { users } from './users.ts';
import { bars } from './bars.ts';
import { matches } from './matches.ts';

export type LocalizedText = { text: string; language: string };
export type LocalizedDescription = { description: string; language: string };
export type LocalizedAnswers = { answers: string[]; language: string };

export const languages = pgTable('languages', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  active: boolean('active').notNull().default(true),
  position: integer('position').notNull().default(0),
});

/** Uploaded images, content-addressed by the sha256 of the re-encoded bytes. */
export const media = pgTable('media', {
  hash: text('hash').primaryKey(),
  mime: text('mime').notNull(),
  bytes: bytea('bytes').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  size: integer('size').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const championships = pgTable('championships', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  stake: text('stake').notNull(),
  /** `/api/media/{hash}` */
  logo: text('logo').notNull(),
  cover: text('cover').notNull(),
  published: boolean('published').notNull().default(false),
  qrCodeEligible: boolean('qr_code_eligible').notNull().default(false),
  dailyPrizes: integer('daily_prizes').notNull().default(0),
  weeklyPrizes: integer('weekly_prizes').notNull().default(0),
  allTimePrizes: integer('all_time_prizes').notNull().default(1),
  howItWorks: jsonb('how_it_works').$type<LocalizedText[]>().notNull().default([]),
  /** The game's scoring: points per rule, set in the editor's Scoring section. */
  pointsExact: integer('points_exact').notNull().default(3),
  pointsGoalDifference: integer('points_goal_difference').notNull().default(2),
  pointsOutcome: integer('points_outcome').notNull().default(1),
  pointsAnswer: integer('points_answer').notNull().default(1),
  /** A prediction closes this many minutes before the match's current kick-off. */
  lockMinutes: integer('lock_minutes').notNull().default(0),
  /** IANA zone of the game's days and ISO weeks (leaderboards and winners' periods). */
  timeZone: text('time_zone').notNull().default('UTC'),
  /**
   * A championship whose prizes were handed out is archived, never wiped: its winners'
   * codes stay valid. Archived ones leave the list, cannot be published, and can be restored.
   */
  archivedAt: timestamp('archived_at', { withTimezone: true }),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const prizes = pgTable(
  'prizes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    championshipId: uuid('championship_id')
      .notNull()
      .references(() => championships.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: jsonb('description').$type<LocalizedDescription[]>().notNull().default([]),
    photo: text('photo').notNull(),
    position: integer('position').notNull().default(0),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('prizes_championship_idx').on(t.championshipId)],
);

export const questions = pgTable(
  'questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    championshipId: uuid('championship_id')
      .notNull()
      .references(() => championships.id, { onDelete: 'cascade' }),
    type: integer('type').notNull().default(0),
    questionText: jsonb('question_text').$type<LocalizedText[]>().notNull().default([]),
    possibleAnswers: jsonb('possible_answers').$type<LocalizedAnswers[]>().notNull().default([]),
    /** When answers close; null: at the championship's first kick-off. */
    closesAt: timestamp('closes_at', { withTimezone: true }),
    /** The index of the correct answer in every language's list; null until staff mark it. */
    correctAnswer: integer('correct_answer'),
    position: integer('position').notNull().default(0),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('questions_championship_idx').on(t.championshipId)],
);

export const championshipMatches = pgTable(
  'championship_matches',
  {
    championshipId: uuid('championship_id')
      .notNull()
      .references(() => championships.id, { onDelete: 'cascade' }),
    matchId: uuid('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.championshipId, t.matchId] }),
    index('championship_matches_match_idx').on(t.matchId),
  ],
);

/**
 * A prize winner. The id is the QR code's text: 128+ random bits (base64url), never sequential.
 * Redemption is a single conditional UPDATE (redeemed_at IS NULL), so one scan wins a race.
 */
export const winners = pgTable(
  'winners',
  {
    id: text('id').primaryKey(),
    championshipId: uuid('championship_id')
      .notNull()
      .references(() => championships.id, { onDelete: 'cascade' }),
    prizeId: uuid('prize_id')
      .notNull()
      .references(() => prizes.id, { onDelete: 'restrict' }),
    period: text('period', { enum: ['daily', 'weekly', 'allTime'] }).notNull(),
    periodDate: date('period_date', { mode: 'string' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** The player the leaderboard proposed; null for a prize awarded by hand. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    redeemedBy: uuid('redeemed_by').references(() => users.id, { onDelete: 'set null' }),
    redeemedBarId: uuid('redeemed_bar_id').references(() => bars.id, { onDelete: 'set null' }),
    /** The signed QR text; null for a winner issued before codes were signed, whose QR text is the id. */
    signedCode: text('signed_code'),
    /** The idempotency key of the scan that redeemed it: the same scan sent again finds its own redemption. */
    redeemedKey: uuid('redeemed_key'),
  },
  (t) => [index('winners_championship_idx').on(t.championshipId, t.period, t.periodDate)],
);
