import { and, eq, inArray } from 'drizzle-orm';
import { datesWithKickOff, matchHeadline } from '@app/contract/matches-admin';
import type { Tx } from '../../db/client.ts';
import { feedIgnoredMatches, matches, type FeedMatchValues, type HandEditableField } from '../../db/schema/index.ts';
import { queueMatchScoring } from '../game/scoring-jobs.ts';
import { tellBarsAboutMatchChange } from '../match-changes/tell-bars.ts';
import { FIELD_COLUMNS, FOOTBALL_DATA } from './feed-mapping.ts';

/** One match as the feed sees it now. `listing` is only needed to create it (a live poll only updates). */
export type FeedMatchChange = {
  externalId: string;
  values: FeedMatchValues;
  listing?: { competitionId: string | null; competitionName: string; country: string; matchType: string };
};

export type AppliedCounts = { created: number; updated: number; unchanged: number; skipped: number };

type FeedColumn = keyof FeedMatchValues;
const COLUMNS = Object.keys(FIELD_COLUMNS).flatMap(
  (field) => FIELD_COLUMNS[field as HandEditableField],
) as FeedColumn[];

const sameValue = (a: unknown, b: unknown) =>
  (a instanceof Date ? a.toISOString() : a) === (b instanceof Date ? b.toISOString() : b);
const sameFeedValues = (a: FeedMatchValues | null, b: FeedMatchValues) =>
  a !== null && COLUMNS.every((column) => a[column] === b[column]);

const INSERT_CHUNK = 500;

/**
 * THE one place where the feed writes matches: a sync, a live poll and 'Follow the
 * feed again' all come here, so whatever must follow a change of a match's score or status is
 * added here once. Each match is found by (source, externalId); a new one is inserted, a known one
 * gets the feed's values except the fields an admin edited by hand (`hand_edited`), and the feed's
 * values are kept beside them (`feed_values`). A match whose columns and kept values already equal
 * the feed's is not written at all. A moved kick-off, a postponement or a cancellation tells the bars
 * that show the match, in this transaction, exactly as a hand edit does (tell-bars.ts). A match in
 * the trash or deleted for good by an admin is not written.
 */
export async function applyFeedMatchChanges(
  tx: Tx,
  changes: readonly FeedMatchChange[],
  options: { consoleUrl: string },
): Promise<AppliedCounts> {
  const counts: AppliedCounts = { created: 0, updated: 0, unchanged: 0, skipped: 0 };
  if (changes.length === 0) return counts;
  const existing = await tx
    .select({
      id: matches.id,
      externalId: matches.externalId,
      handEdited: matches.handEdited,
      feedValues: matches.feedValues,
      trashedAt: matches.trashedAt,
      scheduledDate: matches.scheduledDate,
      status: matches.status,
      dates: matches.dates,
      competitionName: matches.competitionName,
      homeTeam: matches.homeTeam,
      awayTeam: matches.awayTeam,
      homeTeamEmblemUrl: matches.homeTeamEmblemUrl,
      awayTeamEmblemUrl: matches.awayTeamEmblemUrl,
      fullTimeHomeGoals: matches.fullTimeHomeGoals,
      fullTimeAwayGoals: matches.fullTimeAwayGoals,
      liveHomeGoals: matches.liveHomeGoals,
      liveAwayGoals: matches.liveAwayGoals,
      extraTimeHomeGoals: matches.extraTimeHomeGoals,
      extraTimeAwayGoals: matches.extraTimeAwayGoals,
      penaltiesHomeGoals: matches.penaltiesHomeGoals,
      penaltiesAwayGoals: matches.penaltiesAwayGoals,
    })
    .from(matches)
    .where(
      and(
        eq(matches.source, FOOTBALL_DATA),
        inArray(
          matches.externalId,
          changes.map((c) => c.externalId),
        ),
      ),
    )
    .orderBy(matches.id)
    .for('update');
  const byExternalId = new Map(existing.map((row) => [row.externalId, row]));
  // Matches an admin deleted for good stay gone: none is created again.
  const ignored = new Set(
    (
      await tx
        .select({ externalId: feedIgnoredMatches.externalId })
        .from(feedIgnoredMatches)
        .where(
          and(
            eq(feedIgnoredMatches.source, FOOTBALL_DATA),
            inArray(
              feedIgnoredMatches.externalId,
              changes.map((c) => c.externalId),
            ),
          ),
        )
    ).map((row) => row.externalId),
  );

  const inserts: (typeof matches.$inferInsert)[] = [];
  // Matches whose result, status or kick-off moved: the game scores them in this transaction.
  const toScore: string[] = [];
  let periodsMoved = false;
  for (const change of changes) {
    const current = byExternalId.get(change.externalId);
    // A trashed match is left as the admin put it: restoring it from the trash lets the feed follow it again.
    if (current?.trashedAt) {
      counts.skipped += 1;
      continue;
    }
    if (!current) {
      if (!change.listing || ignored.has(change.externalId)) {
        counts.skipped += 1;
        continue;
      }
      inserts.push(newRow(change.externalId, change.values, change.listing));
      continue;
    }
    const kept = new Set(current.handEdited);
    const target: Partial<Omit<typeof matches.$inferInsert, 'scheduledDate'>> & { scheduledDate?: Date } = {};
    for (const field of Object.keys(FIELD_COLUMNS) as HandEditableField[]) {
      if (kept.has(field)) continue;
      for (const column of FIELD_COLUMNS[field]) {
        const value = column === 'scheduledDate' ? new Date(change.values.scheduledDate) : change.values[column];
        if (!sameValue(current[column], value)) Object.assign(target, { [column]: value });
      }
    }
    const feedMoved = !sameFeedValues(current.feedValues, change.values);
    if (Object.keys(target).length === 0 && !feedMoved) {
      counts.unchanged += 1;
      continue;
    }
    const homeTeam = target.homeTeam ?? current.homeTeam;
    const awayTeam = target.awayTeam ?? current.awayTeam;
    const headline = matchHeadline(homeTeam, awayTeam);
    await tx
      .update(matches)
      .set({
        ...target,
        ...(target.homeTeam !== undefined || target.awayTeam !== undefined
          ? { headline, searchText: `${headline} ${current.competitionName}`.toLowerCase() }
          : {}),
        ...(target.scheduledDate
          ? {
              dates: datesWithKickOff(
                current.dates.map((d) => ({
                  date: d.date,
                  label: d.label === 'end_date' ? ('end_date' as const) : ('start_date' as const),
                })),
                change.values.scheduledDate,
              ),
            }
          : {}),
        feedValues: change.values,
        updatedAt: new Date(),
        // What the match shows moved with the feed (not only the feed's word beside a hand edit): listed on /data-feed.
        ...(Object.keys(target).length > 0 ? { feedChangedAt: new Date() } : {}),
      })
      .where(eq(matches.id, current.id));
    counts.updated += 1;
    if (target.scheduledDate !== undefined || target.status !== undefined) {
      await tellBarsAboutMatchChange(
        tx,
        current.id,
        { status: current.status, scheduledDate: current.scheduledDate },
        options.consoleUrl,
      );
    }
    if (
      target.scheduledDate !== undefined ||
      target.status !== undefined ||
      target.fullTimeHomeGoals !== undefined ||
      target.fullTimeAwayGoals !== undefined
    ) {
      toScore.push(current.id);
      periodsMoved ||= target.scheduledDate !== undefined;
    }
  }
  // A new match belongs to no championship yet: only the updated ones can change a board.
  // Their scoring job commits with the feed's changes and runs a moment later.
  await queueMatchScoring(tx, toScore, { playersMoved: periodsMoved });
  for (let i = 0; i < inserts.length; i += INSERT_CHUNK)
    await tx.insert(matches).values(inserts.slice(i, i + INSERT_CHUNK));
  counts.created = inserts.length;
  return counts;
}

function newRow(
  externalId: string,
  values: FeedMatchValues,
  listing: NonNullable<FeedMatchChange['listing']>,
): typeof matches.$inferInsert {
  const headline = matchHeadline(values.homeTeam, values.awayTeam);
  return {
    ...values,
    scheduledDate: new Date(values.scheduledDate),
    dates: datesWithKickOff([], values.scheduledDate),
    headline,
    competitionId: listing.competitionId,
    competitionName: listing.competitionName,
    country: listing.country,
    matchType: listing.matchType,
    searchText: `${headline} ${listing.competitionName}`.toLowerCase(),
    source: FOOTBALL_DATA,
    externalId,
    feedValues: values,
  };
}
