import { pgTable, uuid, text, timestamp, boolean, index, primaryKey, uniqueIndex, check } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { bars } from './bars.ts';
import { competitions, matches, teams } from './matches.ts';

/**
 * 'always show team X' or 'always show competition Y' for one bar. Suggestions are
 * computed from these on read, so a match an
 * admin creates later is suggested without anything being written for it.
 */
export const barRules = pgTable(
  'bar_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    barId: uuid('bar_id')
      .notNull()
      .references(() => bars.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['team', 'competition'] }).notNull(),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    competitionId: uuid('competition_id').references(() => competitions.id, { onDelete: 'cascade' }),
    onlyInOpeningHours: boolean('only_in_opening_hours').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One rule per team and per competition for a bar (a second one would say nothing new).
    uniqueIndex('bar_rules_team_uq')
      .on(t.barId, t.teamId)
      .where(sql`${t.teamId} is not null`),
    uniqueIndex('bar_rules_competition_uq')
      .on(t.barId, t.competitionId)
      .where(sql`${t.competitionId} is not null`),
    check(
      'bar_rules_one_target',
      sql`(${t.kind} = 'team' and ${t.teamId} is not null and ${t.competitionId} is null)
      or (${t.kind} = 'competition' and ${t.competitionId} is not null and ${t.teamId} is null)`,
    ),
  ],
);

/** A suggestion the owner dismissed: never suggested again to that bar. */
export const barSuggestionDismissals = pgTable(
  'bar_suggestion_dismissals',
  {
    barId: uuid('bar_id')
      .notNull()
      .references(() => bars.id, { onDelete: 'cascade' }),
    matchId: uuid('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.barId, t.matchId] }), index('bar_suggestion_dismissals_match_idx').on(t.matchId)],
);
