import { pgTable, uuid, text, timestamp, boolean, index, primaryKey, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { championships } from './championships.ts';

/**
 * A player's private league inside a championship: its boards are the championship's official
 * rows of its members, ranked among them, so a league holds no points of its own. `code` is the
 * invite code (crypto random, unique); `ownerId` the member who renames, removes, hands over and
 * deletes. Audited (a trigger): staff delete abusive ones, and the log keeps what they deleted.
 */
export const leagues = pgTable(
  'leagues',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    championshipId: uuid('championship_id')
      .notNull()
      .references(() => championships.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    code: text('code').notNull(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinOpen: boolean('join_open').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('leagues_code_unique').on(t.code), index('leagues_championship_idx').on(t.championshipId)],
);

/**
 * A league's players. `ref` names a member to the league's other players (remove, hand over)
 * without their account's id; random, unique within the league. Not audited: a player's own joins.
 */
export const leagueMembers = pgTable(
  'league_members',
  {
    leagueId: uuid('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ref: text('ref').notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.leagueId, t.userId] }),
    uniqueIndex('league_members_ref_unique').on(t.leagueId, t.ref),
    index('league_members_user_idx').on(t.userId),
  ],
);
