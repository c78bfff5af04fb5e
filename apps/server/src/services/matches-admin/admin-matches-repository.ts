import { sql } from 'drizzle-orm';
import { adminMatchSchema, type AdminMatch, type AdminMatchFilter } from '@app/contract/matches-admin';
import { matchGoalsSchema } from '@app/contract/matches';
import type { Database, Tx } from '../../db/client.ts';
import { matchLabelLinks, matches } from '../../db/schema/index.ts';
import { filterCondition, listKeyOrder } from './admin-match-query.ts';
import { isoTimestamp, jsonObjectsByIds } from '../collection/json-rows.ts';
import { createJsonList } from '../collection/json-list-page.ts';
import { jsonObjectOf } from '../collection/json-object.ts';
import { matchPublicBarsColumn } from '../matches/match-public-bars.ts';

/**
 * The contract's AdminMatch of a row of `matches`, built by the database with the
 * schema's keys (json-object.ts: the server does not start when they disagree). Used in
 * selects from `matches` alone: drizzle writes the columns unqualified there; the subqueries
 * name the outer row as "matches"."id" so their own tables' ids are not taken for it.
 *
 * 'broadcasted': only accepted bars (not in the trash) count as showing a match; the
 * broadcasts of a pending or rejected bar are kept for when it is accepted. Read from the stored
 * count (match-public-bars.ts): one primary-key lookup per row of the page.
 */
const adminMatchJson = jsonObjectOf(adminMatchSchema, {
  id: matches.id,
  _id: matches.id,
  headline: matches.headline,
  name: matches.headline,
  homeTeam: matches.homeTeam,
  awayTeam: matches.awayTeam,
  status: matches.status,
  matchStatus: matches.phase,
  folder: sql`case when ${matches.trashedAt} is not null then 'trash' when ${matches.phase} = 'past' then 'ended' else ${matches.phase} end`,
  goals: jsonObjectOf(matchGoalsSchema, {
    fullTimeHomeGoals: matches.fullTimeHomeGoals,
    fullTimeAwayGoals: matches.fullTimeAwayGoals,
    liveHomeGoals: matches.liveHomeGoals,
    liveAwayGoals: matches.liveAwayGoals,
  }),
  homeTeamEmblemUrl: matches.homeTeamEmblemUrl,
  awayTeamEmblemUrl: matches.awayTeamEmblemUrl,
  scheduledDate: isoTimestamp(matches.scheduledDate),
  competitionId: matches.competitionId,
  competitionName: matches.competitionName,
  competition: matches.competitionName,
  country: matches.country,
  matchType: matches.matchType,
  profilePic: matches.profilePic,
  dates: matches.dates,
  broadcasted: sql`${matchPublicBarsColumn} > 0`,
  popular: matches.popular,
  starred: matches.starred,
  frequent: matches.frequent,
  labels: sql`coalesce((select json_agg(l.label_id order by l.label_id) from ${matchLabelLinks} l where l.match_id = "matches"."id"), '[]'::json)`,
  trashedAt: isoTimestamp(matches.trashedAt),
  source: matches.source,
  handEdited: matches.handEdited,
  feed: sql`case when ${matches.feedValues} is null then null else json_build_object(
    'scheduledDate', ${matches.feedValues} ->> 'scheduledDate', 'status', ${matches.feedValues} ->> 'status',
    'homeTeam', ${matches.feedValues} ->> 'homeTeam', 'awayTeam', ${matches.feedValues} ->> 'awayTeam') end`,
});

/** The admin list of matches, answered as JSON text (json-list-page.ts). */
export const createAdminMatchList = (db: Database) =>
  createJsonList<'folderMatches', AdminMatchFilter, AdminMatch>(db, {
    key: 'folderMatches',
    table: matches,
    id: matches.id,
    object: adminMatchJson,
    versionSequence: 'list_version_matches',
    where: filterCondition,
    keyOrder: listKeyOrder,
  });

/** The named matches as they are now, in the order of `ids`. */
export function adminMatchesByIds(db: Database | Tx, ids: readonly string[]): Promise<AdminMatch[]> {
  return jsonObjectsByIds<AdminMatch>(db, matches, matches.id, adminMatchJson, ids);
}
