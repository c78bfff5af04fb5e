import { pgTable, uuid, text, timestamp, integer, index, uniqueIndex, primaryKey, check } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './users.ts';
import { bars } from './bars.ts';
import { matches } from './matches.ts';

/**
 * A fan's request for seats at a bar for a match, and the bar's answer. Requested and accepted
 * bookings hold their seats: their sum per bar and match never passes the bar's seats (checked
 * in the transaction that writes a request, under the broadcast's row lock). `sequence` counts the
 * changes a fan's calendar has been told of (the .ics SEQUENCE). Audited with the bar.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    barId: uuid('bar_id')
      .notNull()
      .references(() => bars.id, { onDelete: 'cascade' }),
    matchId: uuid('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seats: integer('seats').notNull(),
    /** The name the fan gives at the door. */
    name: text('name').notNull(),
    note: text('note').notNull().default(''),
    status: text('status', { enum: ['requested', 'accepted', 'declined', 'cancelled'] })
      .notNull()
      .default('requested'),
    /** The bar's reason when it declines ('' otherwise). */
    declineReason: text('decline_reason').notNull().default(''),
    sequence: integer('sequence').notNull().default(0),
    answeredBy: uuid('answered_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The seats a bar holds for a match: the request's check and the owner's list read this range.
    index('bookings_bar_match_idx').on(t.barId, t.matchId, t.status),
    // A match's bookings at every bar (the admin's match detail).
    index('bookings_match_idx').on(t.matchId, t.status),
    index('bookings_user_created_idx').on(t.userId, t.createdAt),
    // One booking that holds seats per fan, bar and match: a second request is a change of the first.
    uniqueIndex('bookings_one_active_idx')
      .on(t.userId, t.barId, t.matchId)
      .where(sql`${t.status} in ('requested', 'accepted')`),
    check('bookings_seats_check', sql`${t.seats} between 1 and 20`),
  ],
);

/**
 * "I'm going": a fan says they will watch a match at a bar; counted once per fan, bar and match.
 * Not audited: a fan's own choice about themselves (as team_follows).
 */
export const matchGoers = pgTable(
  'match_goers',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    barId: uuid('bar_id')
      .notNull()
      .references(() => bars.id, { onDelete: 'cascade' }),
    matchId: uuid('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.barId, t.matchId] }),
    index('match_goers_bar_match_idx').on(t.barId, t.matchId),
    index('match_goers_match_idx').on(t.matchId),
  ],
);
