import { and, desc, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FeedMatchLink, FeedStatus } from '@app/contract/feed';
import type { Database } from '../../db/client.ts';
import { matches } from '../../db/schema/index.ts';

const LATEST = 10;

async function latestBy(db: Database, at: AnyPgColumn, where: SQL | undefined): Promise<FeedMatchLink[]> {
  const rows = await db
    .select({
      id: matches.id,
      headline: matches.headline,
      competitionName: matches.competitionName,
      scheduledDate: matches.scheduledDate,
      at,
    })
    .from(matches)
    .where(and(where, isNull(matches.trashedAt)))
    .orderBy(desc(at), matches.id)
    .limit(LATEST);
  return rows.map((r) => ({
    ...r,
    scheduledDate: r.scheduledDate.toISOString(),
    at: new Date(r.at as Date).toISOString(),
  }));
}

/**
 * What the last syncs brought, for /data-feed: the feed's newest matches and those it changed last (not trashed ones).
 */
export async function latestFeedMatches(db: Database): Promise<FeedStatus['latest']> {
  return {
    created: await latestBy(db, matches.createdAt, isNotNull(matches.source)),
    changed: await latestBy(db, matches.feedChangedAt, isNotNull(matches.feedChangedAt)),
  };
}
