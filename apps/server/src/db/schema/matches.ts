import {
  pgTable,
  uuid,
  text,
  timestamp,
  boolean,
  jsonb,
  integer,
  index,
  primaryKey,
  unique,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { HandEditedField } from '@app/contract/matches-admin';
import { bars, type DatedEntry } from './bars.ts';
import { phaseCaseSql } from '../../lib/match-status.ts';

export const competitions = pgTable(
  'competitions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    color: text('color').notNull().default('#333333'),
    country: text('country').notNull().default(''),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
    /** The data provider that feeds it ('football-data') and its id there; both null when typed by hand. */
    source: text('source'),
    externalId: text('external_id'),
    /** The provider's code (PL, CL …): what FEED_COMPETITIONS names. */
    providerCode: text('provider_code').notNull().default(''),
    /** `/api/media/{hash}` of the emblem, rasterised from the provider's crest. */
    emblemUrl: text('emblem_url').notNull().default(''),
    /** The provider's emblem address it was made from: fetched once, again only when it changes. */
    emblemSourceUrl: text('emblem_source_url').notNull().default(''),
  },
  (t) => [unique('competitions_source_external_id_unique').on(t.source, t.externalId)],
);

export const teams = pgTable(
  'teams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull().unique(),
    country: text('country').notNull().default(''),
    /** `/api/media/{hash}` of the locally generated emblem. */
    emblemUrl: text('emblem_url').notNull().default(''),
    source: text('source'),
    externalId: text('external_id'),
    /** The provider's crest address the emblem was made from: a crest is fetched once, again only when it changes. */
    crestSourceUrl: text('crest_source_url').notNull().default(''),
  },
  (t) => [unique('teams_source_external_id_unique').on(t.source, t.externalId)],
);

/**
 * A fed team the feed could not tell for certain from a team the console had (services/feed/team-identity.ts):
 * created apart, the pair listed under "Possible duplicates" on /teams until merged or dismissed. Written by the
 * feed; a merge or a delete of either team removes the pair.
 */
export const teamDuplicateCandidates = pgTable(
  'team_duplicate_candidates',
  {
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    /** Why they look alike, a code the console words (DuplicateReason). */
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.teamId, t.candidateId] }),
    index('team_duplicate_candidates_candidate_idx').on(t.candidateId),
  ],
);

/** The fields an admin's edit can take over from the feed: the feed leaves them as the admin left them. */
export type HandEditableField = HandEditedField;

/** What the feed last said of a match's hand-editable fields, kept beside what the match shows. */
export type FeedMatchValues = {
  scheduledDate: string;
  status: string;
  homeTeam: string;
  awayTeam: string;
  homeTeamEmblemUrl: string;
  awayTeamEmblemUrl: string;
  fullTimeHomeGoals: number | null;
  fullTimeAwayGoals: number | null;
  liveHomeGoals: number | null;
  liveAwayGoals: number | null;
  extraTimeHomeGoals: number | null;
  extraTimeAwayGoals: number | null;
  penaltiesHomeGoals: number | null;
  penaltiesAwayGoals: number | null;
};

/**
 * Provider-style status codes (SCHEDULED, TIMED, LIVE, HT, FT, AET, PEN, POSTP, CANC) mapped to
 * the console's filters future / live / past in the matches service.
 */
export const matches = pgTable(
  'matches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    homeTeam: text('home_team').notNull(),
    awayTeam: text('away_team').notNull().default(''),
    homeTeamEmblemUrl: text('home_team_emblem_url').notNull().default(''),
    awayTeamEmblemUrl: text('away_team_emblem_url').notNull().default(''),
    /** "Home - Away" as shown in lists. */
    headline: text('headline').notNull(),
    competitionId: uuid('competition_id').references(() => competitions.id, { onDelete: 'set null' }),
    /** Denormalised so search and lists need no join. */
    competitionName: text('competition_name').notNull().default(''),
    country: text('country').notNull().default(''),
    matchType: text('match_type').notNull().default(''),
    profilePic: text('profile_pic').notNull().default(''),
    status: text('status').notNull().default('SCHEDULED'),
    /** future | live | past, derived from `status` by the database (lib/match-status.ts): never written. */
    phase: text('phase', { enum: ['future', 'live', 'past'] })
      .notNull()
      .generatedAlwaysAs(sql.raw(phaseCaseSql('status'))),
    scheduledDate: timestamp('scheduled_date', { withTimezone: true }).notNull(),
    dates: jsonb('dates').$type<DatedEntry[]>().notNull().default([]),
    fullTimeHomeGoals: integer('full_time_home_goals'),
    fullTimeAwayGoals: integer('full_time_away_goals'),
    liveHomeGoals: integer('live_home_goals'),
    liveAwayGoals: integer('live_away_goals'),
    /** The result after extra time (120 minutes) and of the shoot-out, beside the 90-minute score above. */
    extraTimeHomeGoals: integer('extra_time_home_goals'),
    extraTimeAwayGoals: integer('extra_time_away_goals'),
    penaltiesHomeGoals: integer('penalties_home_goals'),
    penaltiesAwayGoals: integer('penalties_away_goals'),
    /** The data provider and its id of the match; null when typed by hand. */
    source: text('source'),
    externalId: text('external_id'),
    /** The contract's HAND_EDITED_FIELDS an admin changed away from the feed's value: the feed leaves them alone. */
    handEdited: text('hand_edited')
      .array()
      .$type<HandEditableField[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * The feed's last values (null for a match typed by hand): the dialog's 'the feed says …', and what 'Follow the
     * feed again' restores.
     */
    feedValues: jsonb('feed_values').$type<FeedMatchValues>(),
    /**
     * Grows by one each time the kick-off or the status changes (trigger `matches_revision`
     * of the migration, whoever writes): the calendar feed's SEQUENCE.
     */
    revision: integer('revision').notNull().default(0),
    popular: boolean('popular').notNull().default(false),
    starred: boolean('starred').notNull().default(false),
    frequent: boolean('frequent').notNull().default(false),
    trashedAt: timestamp('trashed_at', { withTimezone: true }),
    /** lower(headline || ' ' || competition name), for the trigram substring search. */
    searchText: text('search_text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the feed last changed the match (a sync or the live poll): /data-feed lists the latest. */
    feedChangedAt: timestamp('feed_changed_at', { withTimezone: true }),
  },
  (t) => [
    index('matches_scheduled_idx').on(t.scheduledDate),
    // /data-feed's latest created and changed matches of the feed.
    index('matches_feed_created_idx')
      .on(t.createdAt)
      .where(sql`${t.source} is not null`),
    index('matches_feed_changed_idx')
      .on(t.feedChangedAt)
      .where(sql`${t.feedChangedAt} is not null`),
    index('matches_status_scheduled_idx').on(t.status, t.scheduledDate),
    // The console's lists: one filter, ordered by kick-off, id breaking ties, so a page is an index range.
    // The search text last: the admin's search inside a phase folder tests it in the index, with no
    // table read per skipped row.
    index('matches_phase_scheduled_idx')
      .on(t.phase, t.scheduledDate, t.id, t.searchText)
      .where(sql`${t.trashedAt} is null`),
    // Partial (live rows only): the console's counts become index-only scans.
    index('matches_competition_scheduled_idx')
      .on(t.competitionId, t.scheduledDate, t.id)
      .where(sql`${t.trashedAt} is null`),
    index('matches_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // The console's search, newest first: an index-only scan backwards in kick-off order that tests
    // the search text inside the index, so a common word (2% of the rows) costs about 2,000 index
    // entries and no table read; a rare word goes through the trigram index instead.
    index('matches_live_search_idx')
      .on(t.scheduledDate, t.id, t.searchText)
      .where(sql`${t.trashedAt} is null`),
    unique('matches_source_external_id_unique').on(t.source, t.externalId),
  ],
);

/** Which bar shows which match. */
export const barBroadcasts = pgTable(
  'bar_broadcasts',
  {
    barId: uuid('bar_id')
      .notNull()
      .references(() => bars.id, { onDelete: 'cascade' }),
    matchId: uuid('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    /** The planner: the screen (1..the bar's screens) and whether it has a sound zone. */
    screen: integer('screen').notNull().default(1),
    withSound: boolean('with_sound').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.barId, t.matchId] }), index('bar_broadcasts_match_idx').on(t.matchId)],
);

export const matchLabels = pgTable('match_labels', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  color: text('color').notNull().default('#333333'),
  position: integer('position').notNull().default(0),
});

export const matchLabelLinks = pgTable(
  'match_label_links',
  {
    matchId: uuid('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    labelId: uuid('label_id')
      .notNull()
      .references(() => matchLabels.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.labelId] }), index('match_label_links_label_idx').on(t.labelId)],
);
