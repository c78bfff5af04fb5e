import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { feedIgnoredMatches, matches } from '../../db/schema/index.ts';
import { coded, notFound } from '../../lib/http-error.ts';

/** /data-feed lists this many of the latest deletions; more is an admin's cleanup, not a status. */
const LISTED = 200;

/**
 * Matches of the feed an admin deleted for good stay gone: before the rows go, each
 * one from the feed leaves its (source, externalId) here, in the deletion's transaction, and the
 * feed creates none of them again.
 */
export async function keepOutOfFeed(tx: Tx, matchIds: readonly string[]): Promise<void> {
  if (matchIds.length === 0) return;
  const fed = await tx
    .select({
      source: matches.source,
      externalId: matches.externalId,
      headline: matches.headline,
      competitionName: matches.competitionName,
      scheduledDate: matches.scheduledDate,
    })
    .from(matches)
    .where(and(inArray(matches.id, [...matchIds]), isNotNull(matches.source), isNotNull(matches.externalId)));
  const rows = fed.flatMap(({ source, externalId, ...shown }) =>
    source && externalId ? [{ source, externalId, ...shown }] : [],
  );
  if (rows.length > 0) await tx.insert(feedIgnoredMatches).values(rows).onConflictDoNothing();
}

/** The latest matches kept out of the feed, for /data-feed. */
export const ignoredFeedMatches = (db: Database) =>
  db
    .select()
    .from(feedIgnoredMatches)
    .orderBy(desc(feedIgnoredMatches.deletedAt), feedIgnoredMatches.externalId)
    .limit(LISTED);

/** 'Follow the feed again' for a match deleted for good: the next sync brings it back as new. */
export async function followIgnoredMatchAgain(db: Database, source: string, externalId: string): Promise<void> {
  const removed = await db
    .delete(feedIgnoredMatches)
    .where(and(eq(feedIgnoredMatches.source, source), eq(feedIgnoredMatches.externalId, externalId)))
    .returning({ externalId: feedIgnoredMatches.externalId });
  if (removed.length === 0) throw notFound(coded('feedMatchNotIgnored'), 'feed.NOT_IGNORED');
}
