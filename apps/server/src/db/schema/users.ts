import { sql } from 'drizzle-orm';
import {
  pgTable,
  uuid,
  text,
  timestamp,
  index,
  integer,
  boolean,
  uniqueIndex,
  smallint,
  check,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased; unique. */
    email: text('email').notNull().unique(),
    /** Null for an invited account until its set-password link is used. */
    passwordHash: text('password_hash'),
    /** `player`: a fan who plays the championships; no console page or API. */
    role: text('role', { enum: ['owner', 'staff', 'admin', 'manager', 'scanner', 'player'] }).notNull(),
    nickname: text('nickname').notNull(),
    /**
     * A player's nickname without case and accents (services/auth/nickname-key.ts), unique: two fans
     * never share a name on the boards. Null for the console's accounts.
     */
    nicknameKey: text('nickname_key'),
    /**
     * When the address was proved by a mailed link; null: the account cannot sign in yet. Only the two
     * sign-ups write null: an account made by an admin, a tool or the seed counts as confirmed.
     */
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }).defaultNow(),
    /** Mails a fan wants, one field per kind: before a match locks. */
    mailPredictionReminders: boolean('mail_prediction_reminders').notNull().default(false),
    /** The reminder is for the matches that lock within this many hours (REMINDER_HOURS of the contract). */
    reminderHours: smallint('reminder_hours').notNull().default(3),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** A deactivated account cannot sign in and its sessions are refused (auth plugin). */
    active: boolean('active').notNull().default(true),
    /**
     * Who turned `active` off: 'admin' (the users admin; only an admin turns it on again)
     * or 'team' (removed from a bar's team; a new invitation brings the person back). Null while active.
     */
    deactivatedBy: text('deactivated_by', { enum: ['admin', 'team'] }),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    /** The console language the person chose (en, fr, es, it, ar, zh); null until they choose. Mails to them use it. */
    language: text('language', { enum: ['en', 'zh', 'ar', 'it', 'es', 'fr'] }),
    /** The console's theme and layout the person chose; null until they choose (the console's defaults). */
    theme: text('theme', { enum: ['light', 'semi-dark', 'dark'] }),
    layout: text('layout', { enum: ['full-width', 'boxed', 'framed'] }),
  },
  (t) => [
    uniqueIndex('users_nickname_key_unique').on(t.nicknameKey),
    check('users_reminder_hours_choice', sql`${t.reminderHours} in (1, 3, 6, 12, 24)`),
  ],
);

/**
 * One row per refresh token ever issued. A family is one sign-in; rotation adds a row to the
 * family and spends the old one. Presenting a spent token revokes the whole family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId), index('refresh_tokens_user_idx').on(t.userId)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

/**
 * Links that confirm an address (a new account's, or the new address of an email change): as the
 * reset links, only the token's hash is kept; one use, valid EMAIL_LINK_TTL_HOURS. `returnTo`: the
 * fans' page the person signed up from, where the link brings them back signed in.
 */
export const emailConfirmations = pgTable(
  'email_confirmations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    returnTo: text('return_to'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('email_confirmations_user_idx').on(t.userId)],
);

/**
 * Forgot-password requests waiting for the mail sender: the request writes one row for any
 * well-formed email (known or not), so its answer does the same work either way; the sender
 * looks the account up, stores the reset token and queues its mail (decision record 032).
 * Holds no secret (no token, no account id), so it is not audited. Processed rows are deleted
 * after a day.
 */
export const passwordResetRequests = pgTable(
  'password_reset_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** As typed in the form, normalised (trimmed, lower-cased) by the contract. */
    email: text('email').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [index('password_reset_requests_queue_idx').on(t.processedAt, t.requestedAt)],
);

/** Fixed-window counters shared by every instance (throttling of sign-in, forgot-password, QR verify). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});
