import { pgTable, uuid, timestamp, index, primaryKey, text } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { bars } from './bars.ts';

/**
 * The people an owner invited to a bar, each with their role in that bar. A person may belong to
 * several bars (a pub group's manager), one row per bar. Removal stamps `removed_at`, so redemptions
 * keep pointing at who made them and the owner still sees whom to invite again; a person on no team
 * any more is deactivated, and an invitation to the same bar takes the row back (`removed_at` cleared).
 */
export const barMembers = pgTable(
  'bar_members',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    barId: uuid('bar_id')
      .notNull()
      .references(() => bars.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['manager', 'scanner'] }).notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.barId] }), index('bar_members_bar_idx').on(t.barId)],
);
