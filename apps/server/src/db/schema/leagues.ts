import { sql } from 'drizzle-orm';
import {
  pgTable,
  uuid,
  text,
  timestamp,
  boolean,
  bigint,
  check,
  index,
  primaryKey,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { championships } from './championships.ts';
import { bars } from './bars.ts';

/**
 * A player's private league inside a championship: its boards are the championship's official
 * rows of its members, ranked among them, so a league holds no points of its own. `code` is the
 * invite code (crypto random, unique); `ownerId` the member who renames, removes, hands over and
 * deletes. A bar's league (`barId`) has no player owner: the bar's owner and managers
 * run it from the console without playing, one per bar and championship, with an optional house
 * prize (the bar's own words, given by the bar). Audited (a trigger): staff delete abusive ones, and
 * the log keeps what they deleted.
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
    /** Null for a bar's league. */
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The bar whose league it is; null for a player's private league. */
    barId: uuid('bar_id').references(() => bars.id, { onDelete: 'cascade' }),
    /** A bar league's house prize, as the bar words it; null when none. */
    housePrize: text('house_prize'),
    joinOpen: boolean('join_open').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('leagues_code_unique').on(t.code),
    index('leagues_championship_idx').on(t.championshipId),
    uniqueIndex('leagues_bar_championship_unique').on(t.barId, t.championshipId),
    check('leagues_owner_or_bar_check', sql`(${t.ownerId} is null) <> (${t.barId} is null)`),
    check('leagues_house_prize_check', sql`${t.barId} is not null or ${t.housePrize} is null`),
  ],
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

/**
 * A league's members' version: moved by triggers in the writer's own transaction whenever the
 * league's board can show another player or another name — a member joins or leaves (a removal,
 * an account deleted), or a member changes their nickname. The league's board keys what an
 * instance remembers by it and by the championship's boards' version. A table of its own: the
 * `leagues` row is audited, and a join is no change of the league. Its row is made with the
 * league's; the triggers only move it.
 */
export const leagueVersions = pgTable('league_versions', {
  leagueId: uuid('league_id')
    .primaryKey()
    .references(() => leagues.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
