import { pgTable, uuid, text, timestamp, index } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './users.ts';
import { bars } from './bars.ts';
import { matches } from './matches.ts';

/** What happened to a match a bar broadcasts (decision 025). */
export const MATCH_CHANGE_KINDS = ['postponed', 'cancelled', 'moved'] as const;

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
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    barId: uuid('bar_id').notNull().references(() => bars.id, { onDelete: 'cascade' }),
    matchId: uuid('match_id').notNull().references(() => matches.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: MATCH_CHANGE_KINDS }).notNull(),
    headline: text('headline').notNull(),
    previousDate: timestamp('previous_date', { withTimezone: true }).notNull(),
    scheduledDate: timestamp('scheduled_date', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    // The bell: a person's newest notices, and the unread count from the partial index alone.
    index('notices_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('notices_user_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
    // The owner's list marks a match by the bar's latest notice about it.
    index('notices_bar_match_idx').on(t.barId, t.matchId, t.createdAt),
  ],
);
