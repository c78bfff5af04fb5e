import { pgTable, uuid, timestamp, index } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { bars } from './bars.ts';

/**
 * The people an owner invited to the bar (role `manager` or `scanner` on the user). A member belongs
 * to exactly one bar: the user id is the key. Removal stamps `removed_at` and deactivates the account,
 * so redemptions keep pointing at who made them and the owner still sees whom to invite again; a
 * removed person invited by any bar takes the row over (the new bar, `removed_at` cleared).
 */
export const barMembers = pgTable(
  'bar_members',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    barId: uuid('bar_id')
      .notNull()
      .references(() => bars.id, { onDelete: 'cascade' }),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [index('bar_members_bar_idx').on(t.barId)],
);
