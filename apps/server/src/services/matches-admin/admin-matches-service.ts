import { eq, inArray, sql } from 'drizzle-orm';
import { messageText } from '@app/contract/messages';
import type { AdminMatch, AdminMatchFilter, BulkResult, MatchInputParsed } from '@app/contract/matches-admin';
import type { Database, Tx } from '../../db/client.ts';
import { championshipMatches, matches } from '../../db/schema/index.ts';
import { badRequest, coded, conflict, notFound } from '../../lib/http-error.ts';
import { collectionRows } from '../collection/collection-rows.ts';
import { adminMatchesByIds, createAdminMatchList } from './admin-matches-repository.ts';
import { tellBarsAboutMatchChange } from '../match-changes/tell-bars.ts';
import { queueMatchScoring } from '../game/scoring-jobs.ts';
import { filterExportSource, selectionExportSource } from './match-export.ts';
import { matchColumnsOf } from './match-fields.ts';
import { refuseScoreBeforeKickOff } from './score-guard.ts';
import { matchesCollection } from './matches-collection.ts';
import { handEditedAfterSave } from '../feed/hand-edits.ts';
import { applyFeedMatchChanges } from '../feed/apply-feed-matches.ts';
import { keepOutOfFeed } from '../feed/ignored-matches.ts';
import { matchFollowersColumn, matchViews7dColumn } from '../matches/match-demand.ts';
import { matchPublicBarsColumn } from '../matches/match-public-bars.ts';

const rows = collectionRows(matchesCollection);

async function one(db: Database | Tx, id: string): Promise<AdminMatch> {
  const [match] = await adminMatchesByIds(db, [id]);
  if (!match) throw notFound('This match no longer exists', 'matches.NOT_FOUND');
  return match;
}

/**
 * Matches administration (docs/product.md §§2–5, the /match calls): every change in one transaction.
 * `consoleUrl`: the base of links in the mails that tell bars about a changed match.
 */
export function createMatchesAdminService(db: Database, options: { consoleUrl: string }) {
  const list = createAdminMatchList(db);

  return {
    list: (filter: AdminMatchFilter, page: number, pageSize: number) => list.page(filter, page, pageSize),

    /** The admin's match detail, with the owners' demand figures and the bars showing it. */
    async get(id: string): Promise<AdminMatch> {
      const match = await one(db, id);
      const [demand] = await db
        .select({
          views7d: matchViews7dColumn,
          followers: matchFollowersColumn,
          bars: matchPublicBarsColumn,
          // Across every bar: bookings_match_idx and match_goers_match_idx.
          seats: sql<number[]>`(select array[coalesce(sum(b.seats) filter (where b.status = 'requested'), 0),
            coalesce(sum(b.seats) filter (where b.status = 'accepted'), 0)]::int[] from bookings b
            where b.match_id = "matches"."id" and b.status in ('requested', 'accepted'))`,
          goers: sql<number>`(select count(*)::int from match_goers g where g.match_id = "matches"."id")`,
        })
        .from(matches)
        .where(eq(matches.id, id));
      return demand
        ? {
            ...match,
            demand: {
              views7d: Number(demand.views7d),
              followers: Number(demand.followers),
              bars: Number(demand.bars),
              goers: Number(demand.goers),
              bookings: { requested: Number(demand.seats?.[0] ?? 0), accepted: Number(demand.seats?.[1] ?? 0) },
            },
          }
        : match;
    },

    async create(input: MatchInputParsed): Promise<AdminMatch> {
      return db.transaction(async (tx) => {
        const columns = await matchColumnsOf(tx, input);
        refuseScoreBeforeKickOff(input, columns.scheduledDate);
        const [row] = await tx
          .insert(matches)
          .values({
            ...columns,
            profilePic: columns.profilePic ?? '',
            starred: columns.starred ?? false,
            frequent: columns.frequent ?? false,
            status: columns.status ?? 'SCHEDULED',
          })
          .returning({ id: matches.id });
        if (!row) throw new Error('insert returned nothing');
        await rows.replaceLabels(tx, row.id, input.labels ?? []);
        return one(tx, row.id);
      });
    },

    async update(id: string, input: MatchInputParsed): Promise<AdminMatch> {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select({
            scheduledDate: matches.scheduledDate,
            status: matches.status,
            feedValues: matches.feedValues,
            handEdited: matches.handEdited,
            fullTimeHomeGoals: matches.fullTimeHomeGoals,
            fullTimeAwayGoals: matches.fullTimeAwayGoals,
            liveHomeGoals: matches.liveHomeGoals,
            liveAwayGoals: matches.liveAwayGoals,
          })
          .from(matches)
          .where(eq(matches.id, id))
          .for('update');
        if (!current) throw notFound('This match no longer exists', 'matches.NOT_FOUND');
        const columns = await matchColumnsOf(tx, input, current.scheduledDate);
        refuseScoreBeforeKickOff(input, columns.scheduledDate, current);
        // A match from the feed: what the admin sets apart from the feed's value stays so.
        const handEdited = current.feedValues
          ? handEditedAfterSave(
              current.feedValues,
              { ...columns, status: columns.status ?? current.status },
              current.handEdited,
            )
          : undefined;
        await tx
          .update(matches)
          .set({ ...columns, ...(handEdited ? { handEdited } : {}), updatedAt: new Date() })
          .where(eq(matches.id, id));
        if (input.labels) await rows.replaceLabels(tx, id, input.labels);
        // Postponed, cancelled or moved: the bars that show it hear of it with this commit.
        await tellBarsAboutMatchChange(tx, id, current, options.consoleUrl);
        // A score entered or corrected, a cancellation or a move: the game's scoring job commits with it
        // and scores it once, a moment later; the save answers at once.
        const [after] = await tx
          .select({ scheduledDate: matches.scheduledDate })
          .from(matches)
          .where(eq(matches.id, id));
        await queueMatchScoring(tx, [id], {
          playersMoved: after?.scheduledDate.getTime() !== current.scheduledDate.getTime(),
        });
        return one(tx, id);
      });
    },

    /** 'Follow the feed again': the match's hand edits give way to what the feed last said. */
    async followFeed(id: string): Promise<AdminMatch> {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select({ externalId: matches.externalId, feedValues: matches.feedValues })
          .from(matches)
          .where(eq(matches.id, id))
          .for('update');
        if (!current) throw notFound('This match no longer exists', 'matches.NOT_FOUND');
        if (!current.feedValues || !current.externalId)
          throw badRequest(coded('matchNotFromFeed'), 'matches.NOT_FROM_FEED');
        await tx.update(matches).set({ handEdited: [] }).where(eq(matches.id, id));
        await applyFeedMatchChanges(tx, [{ externalId: current.externalId, values: current.feedValues }], {
          consoleUrl: options.consoleUrl,
        });
        return one(tx, id);
      });
    },

    async setStarred(ids: readonly string[], starred: boolean): Promise<AdminMatch[]> {
      return db.transaction(async (tx) => {
        await rows.star(tx, ids, starred);
        return adminMatchesByIds(tx, ids);
      });
    },

    /** status true: on every match; false: off every match; absent: flipped per match. */
    async updateLabel(ids: readonly string[], labelId: string, status: boolean | undefined): Promise<AdminMatch[]> {
      return db.transaction(async (tx) => {
        await rows.toggleLabel(tx, ids, labelId, status);
        return adminMatchesByIds(tx, ids);
      });
    },

    /** Moves matches to the trash (docs/product.md: delete moves to trash); already trashed ones stay as they are. */
    async trash(ids: readonly string[]): Promise<BulkResult> {
      // A trashed match's points leave the game's boards: its scoring job commits with it.
      await db.transaction(async (tx) => {
        await rows.trash(tx, ids);
        await queueMatchScoring(tx, ids, { playersMoved: true });
      });
      return { message: messageText('matchesTrashed', { count: ids.length }), count: ids.length };
    },

    async restore(ids: readonly string[]): Promise<BulkResult> {
      await db.transaction(async (tx) => {
        await rows.restore(tx, ids);
        await queueMatchScoring(tx, ids, { playersMoved: true });
      });
      return { message: messageText('matchesRestored', { count: ids.length }), count: ids.length };
    },

    /**
     * Deletes trashed matches for good. A match of an official championship stays (it is part of its
     * history); one from the feed is kept out of it.
     */
    async deleteForGood(ids: readonly string[]): Promise<BulkResult> {
      await db.transaction((tx) =>
        rows.deleteForever(tx, ids, async () => {
          const [used] = await tx
            .select({ matchId: championshipMatches.matchId })
            .from(championshipMatches)
            .where(inArray(championshipMatches.matchId, [...ids]))
            .limit(1);
          if (used)
            throw conflict(
              'A chosen match belongs to an official championship and cannot be deleted for good; nothing was changed',
              'matches.IN_CHAMPIONSHIP',
            );
          // A match from the feed deleted for good stays gone: the feed does not bring it back.
          await keepOutOfFeed(tx, ids);
        }),
      );
      return { message: messageText('matchesDeleted', { count: ids.length }), count: ids.length };
    },

    /** Every match of the list's filter, not only the page on screen. */
    exportFilter: (filter: AdminMatchFilter) => filterExportSource(db, filter),

    /** The chosen matches; every one must exist before the file starts. */
    async exportSelection(ids: readonly string[]) {
      const found = await db
        .select({ id: matches.id })
        .from(matches)
        .where(inArray(matches.id, [...ids]));
      if (found.length !== ids.length)
        throw notFound('One of the chosen matches no longer exists', 'matches.NOT_FOUND');
      return selectionExportSource(db, ids);
    },
  };
}

export type MatchesAdminService = ReturnType<typeof createMatchesAdminService>;
