import { pgTable, uuid, date, integer, bigint, timestamp, primaryKey, index } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { matches, teams } from './matches.ts';

/**
 * Decision 055: views of a match's public page, one counter per match and day (UTC) — nothing about
 * the visitor. The owner's /matches reads the last 7 days as demand.
 * Not audited: a counter a visitor's request moves, not an action of a person of the console.
 */
export const matchPageViews = pgTable(
  'match_page_views',
  {
    matchId: uuid('match_id').notNull().references(() => matches.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.day] })],
);

/**
 * Decision 055: the teams a player follows from their page; the owner's demand counts the players
 * following either team of a match. Not audited: a player's own choice about themselves.
 */
export const teamFollows = pgTable(
  'team_follows',
  {
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id').notNull().references(() => teams.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.teamId] }), index('team_follows_team_idx').on(t.teamId)],
);

/**
 * How many public bars (accepted, not in the trash) show each match, kept by the statement triggers
 * of migration 0019 on bar_broadcasts and bars in the transaction that changes them (decision 057):
 * the fans' lists and the admin read it instead of counting the bars each time. A table of its
 * own, not a column of matches: a broadcast switched on must not write the match row (its audit
 * trigger, the admin list's version, a lock an admin's edit would wait on). No row reads as 0.
 * Not audited: it follows the audited broadcasts and bars, and says nothing they do not.
 */
export const matchPublicBars = pgTable('match_public_bars', {
  matchId: uuid('match_id').primaryKey().references(() => matches.id, { onDelete: 'cascade' }),
  bars: integer('bars').notNull().default(0),
  /**
   * Moved (migration 0023's triggers, decision 073) in the transaction of every write that changes
   * what the fans read of the match's public bars: a broadcast added, removed or its sound changed,
   * a bar becoming or ceasing to be public, a public bar's shown fields or position. Each instance
   * remembers a match's public bars per version.
   */
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
