import { sql } from 'drizzle-orm';

/**
 * What fans ask of a match, read per row (scalar subqueries on the outer
 * `matches` row). The outer row is named "matches"."…" in full: drizzle writes columns unqualified
 * in a select from one table, where an inner table's column of the same name would be taken for it
 * (as admin-matches-repository.ts does). No value of their own: a kept page query stays one text per shape.
 */

/** Views of the match's public page over the last 7 UTC days, today included (match_page_views' days are UTC). */
export const matchViews7dColumn = sql<number>`(select coalesce(sum(v.views), 0)::int from match_page_views v
  where v.match_id = "matches"."id" and v.day between (now() at time zone 'UTC')::date - 6 and (now() at time zone 'UTC')::date)`;

/**
 * Players following either team, each counted once. A match names its teams as text; teams.name
 * is unique, so each team is found by its index, then its followers by team_follows_team_idx.
 */
export const matchFollowersColumn = sql<number>`(select count(distinct f.user_id)::int from team_follows f
  join teams t on t.id = f.team_id where t.name in ("matches"."home_team", "matches"."away_team"))`;
