import { pgTable, uuid, text, timestamp, index, check } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './users.ts';
import { bars } from './bars.ts';
import { matches } from './matches.ts';
import { bookings } from './bookings.ts';

/** What happened to a match a bar broadcasts. */
export const MATCH_CHANGE_KINDS = ['postponed', 'cancelled', 'moved'] as const;
/** An admin moved the person's bar to a folder: the bell says it as the mail does. */
export const BAR_DECISION_KINDS = ['bar_accepted', 'bar_pending', 'bar_rejected'] as const;
/** A fan asked the bar for a table: the bell names the match, its kick-off and the booking. */
export const BOOKING_NOTICE_KINDS = ['booking_requested'] as const;
/**
 * A scan queued offline found its prize redeemed elsewhere: the headline is the prize, `reason` the bar,
 * `scheduledDate` when.
 */
export const PRIZE_NOTICE_KINDS = ['prize_redeemed_elsewhere'] as const;

/**
 * The console's notices: one row per person told (the bar's owner and managers), so each person
 * has their own read state. Written in the transaction of the change that causes them (like the
 * mail outbox, an inbox: not audited, the change itself is). The headline and both kick-offs are
 * kept as they were when the notice was written, so it still reads right after later edits.
 */
export const notices = pgTable(
  'notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    barId: uuid('bar_id')
      .notNull()
      .references(() => bars.id, { onDelete: 'cascade' }),
    /** A match change's match and kick-offs; null on a bar decision, whose headline is the bar's name. */
    matchId: uuid('match_id').references(() => matches.id, { onDelete: 'cascade' }),
    kind: text('kind', {
      enum: [...MATCH_CHANGE_KINDS, ...BAR_DECISION_KINDS, ...BOOKING_NOTICE_KINDS, ...PRIZE_NOTICE_KINDS],
    }).notNull(),
    /** A booking request's booking; null on every other kind. */
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    headline: text('headline').notNull(),
    previousDate: timestamp('previous_date', { withTimezone: true }),
    scheduledDate: timestamp('scheduled_date', { withTimezone: true }),
    /** A bar decision's reason as the admin wrote it ('' when none was given). */
    reason: text('reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    // The bell: a person's newest notices, and the unread count from the partial index alone.
    index('notices_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('notices_user_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    // The owner's list marks a match by the bar's latest notice about it.
    index('notices_bar_match_idx').on(t.barId, t.matchId, t.createdAt),
    // A match change always names its match and both kick-offs; a bar decision never does.
    check(
      'notices_kind_fields',
      sql`(${t.kind} in ('postponed', 'cancelled', 'moved')) = (${t.matchId} is not null and ${t.previousDate} is not null and ${t.scheduledDate} is not null)`,
    ),
  ],
);
