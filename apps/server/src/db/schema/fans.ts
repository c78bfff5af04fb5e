import {
  pgTable,
  uuid,
  date,
  integer,
  smallint,
  bigint,
  timestamp,
  primaryKey,
  index,
  text,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { matches, teams } from './matches.ts';

/**
 * Visitors of a match's public page, one counter per match and UTC day: a visitor counts once a day
 * (match_page_visitors). The owner's /matches reads the last 7 days as demand.
 * Not audited: a counter a visitor's request moves, not an action of a person of the console.
 */
export const matchPageViews = pgTable(
  'match_page_views',
  {
    matchId: uuid('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.day] })],
);

/**
 * Where a match page's located visitors were, as coarse areas: a cell of a tenth of a degree (about
 * 11 km) per match and UTC day, with how many visitors who asked for bars near them fell in it, each
 * once a day. Only the count of a cell is kept, never a point or who: an owner reads the fans near
 * their bar from it.
 */
export const matchPageViewAreas = pgTable(
  'match_page_view_areas',
  {
    matchId: uuid('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    /** The cell: latitude and longitude times ten, rounded. */
    lat10: smallint('lat10').notNull(),
    lng10: smallint('lng10').notNull(),
    views: integer('views').notNull().default(0),
  },
  // The demand near a bar reads a match's last days by this key, and their cells around the bar.
  (t) => [primaryKey({ columns: [t.matchId, t.day, t.lat10, t.lng10] })],
);

/**
 * Who was counted today, as a hash of the day's salt, the address and the user agent: nothing that
 * names a person, and unreadable once the day's salt is gone. Rows and salts of past days are deleted.
 */
export const matchPageVisitors = pgTable(
  'match_page_visitors',
  {
    matchId: uuid('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    visitor: text('visitor').notNull(),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.day, t.visitor] })],
);

/** The salt of a UTC day's visitor hashes, shared by every instance and deleted with the day. */
export const pageViewSalts = pgTable('page_view_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
});

/**
 * The teams a player follows from their page; the owner's demand counts the players
 * following either team of a match. Not audited: a player's own choice about themselves.
 */
export const teamFollows = pgTable(
  'team_follows',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.teamId] }), index('team_follows_team_idx').on(t.teamId)],
);

/**
 * How many public bars (accepted, not in the trash) show each match, kept by the statement triggers
 * of migration 0019 on bar_broadcasts and bars in the transaction that changes them:
 * the fans' lists and the admin read it instead of counting the bars each time. A table of its
 * own, not a column of matches: a broadcast switched on must not write the match row (its audit
 * trigger, the admin list's version, a lock an admin's edit would wait on). No row reads as 0.
 * Not audited: it follows the audited broadcasts and bars, and says nothing they do not.
 */
export const matchPublicBars = pgTable('match_public_bars', {
  matchId: uuid('match_id')
    .primaryKey()
    .references(() => matches.id, { onDelete: 'cascade' }),
  bars: integer('bars').notNull().default(0),
  /**
   * Moved (migration 0023's triggers) in the transaction of every write that changes
   * what the fans read of the match's public bars: a broadcast added, removed or its sound changed,
   * a bar becoming or ceasing to be public, a public bar's shown fields or position. Each instance
   * remembers a match's public bars per version.
   */
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
