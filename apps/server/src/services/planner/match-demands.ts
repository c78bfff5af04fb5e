import { inArray } from 'drizzle-orm';
import type { MatchDemand } from '@app/contract/matches';
import type { Database } from '../../db/client.ts';
import { matches } from '../../db/schema/index.ts';
import { matchFollowersColumn, matchViews7dColumn } from '../matches/match-demand.ts';

/** What fans ask of each of these matches, as the owner's match list shows it. */
export async function matchDemands(db: Database, matchIds: readonly string[]): Promise<Map<string, MatchDemand>> {
  if (matchIds.length === 0) return new Map();
  const rows = await db
    .select({ id: matches.id, views7d: matchViews7dColumn, followers: matchFollowersColumn })
    .from(matches)
    .where(inArray(matches.id, [...matchIds]));
  return new Map(rows.map((r) => [r.id, { views7d: Number(r.views7d), followers: Number(r.followers) }]));
}
