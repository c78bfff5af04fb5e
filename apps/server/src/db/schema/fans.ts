import { pgTable, uuid, date, integer, timestamp, primaryKey, index } from 'drizzle-orm/pg-core';
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
