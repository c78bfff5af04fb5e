import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { AdminMatch, AdminMatchFilter, BulkResult, MatchInputParsed } from '@app/contract/matches-admin';
import type { Database, Tx } from '../../db/client.ts';
import { championshipMatches, matchLabelLinks, matchLabels, matches } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { adminMatchesByIds, listAdminMatches } from './admin-matches-repository.ts';
import { matchColumnsOf } from './match-fields.ts';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Every named match exists (locked for this transaction), else 404 and the transaction rolls back. */
async function lockAll(tx: Tx, ids: readonly string[]) {
  const rows = await tx.select({ id: matches.id, trashedAt: matches.trashedAt }).from(matches)
    .where(inArray(matches.id, [...ids])).for('update');
  if (rows.length !== ids.length) {
    const missing = ids.length - rows.length;
    throw notFound(missing === 1 && ids.length === 1 ? 'This match no longer exists' : `${plural(missing, 'of the chosen matches no longer exists', 'of the chosen matches no longer exist')}; nothing was changed`, 'match.NOT_FOUND');
  }
  return rows;
}

async function assertLabelsExist(tx: Tx, labelIds: readonly string[]): Promise<void> {
  if (labelIds.length === 0) return;
  const found = await tx.select({ id: matchLabels.id }).from(matchLabels).where(inArray(matchLabels.id, [...labelIds]));
  if (found.length !== labelIds.length) throw badRequest('One of the chosen labels no longer exists', 'label.NOT_FOUND');
}

async function replaceLabels(tx: Tx, matchId: string, labelIds: readonly string[]): Promise<void> {
  await tx.delete(matchLabelLinks).where(eq(matchLabelLinks.matchId, matchId));
  if (labelIds.length) await tx.insert(matchLabelLinks).values(labelIds.map((labelId) => ({ matchId, labelId })));
}

async function one(db: Database | Tx, id: string): Promise<AdminMatch> {
  const [match] = await adminMatchesByIds(db, [id]);
  if (!match) throw notFound('This match no longer exists', 'match.NOT_FOUND');
  return match;
}

/** Matches administration (SPEC.md sections 2–5, the /match calls): every change in one transaction. */
export function createMatchesAdminService(db: Database) {
  return {
    list: (filter: AdminMatchFilter, page: number, pageSize: number) => listAdminMatches(db, filter, page, pageSize),

    get: (id: string) => one(db, id),

    async create(input: MatchInputParsed): Promise<AdminMatch> {
      return db.transaction(async (tx) => {
        const labelIds = input.labels ?? [];
        await assertLabelsExist(tx, labelIds);
        const columns = await matchColumnsOf(tx, input);
        const [row] = await tx.insert(matches).values({
          ...columns, profilePic: columns.profilePic ?? '', starred: columns.starred ?? false, frequent: columns.frequent ?? false, status: 'SCHEDULED',
        }).returning({ id: matches.id });
        if (!row) throw new Error('insert returned nothing');
        await replaceLabels(tx, row.id, labelIds);
        return one(tx, row.id);
      });
    },

    async update(id: string, input: MatchInputParsed): Promise<AdminMatch> {
      return db.transaction(async (tx) => {
        const [current] = await tx.select({ scheduledDate: matches.scheduledDate }).from(matches).where(eq(matches.id, id)).for('update');
        if (!current) throw notFound('This match no longer exists', 'match.NOT_FOUND');
        if (input.labels) await assertLabelsExist(tx, input.labels);
        await tx.update(matches).set({ ...(await matchColumnsOf(tx, input, current.scheduledDate)), updatedAt: new Date() }).where(eq(matches.id, id));
        if (input.labels) await replaceLabels(tx, id, input.labels);
        return one(tx, id);
      });
    },

    async setStarred(ids: readonly string[], starred: boolean): Promise<AdminMatch[]> {
      return db.transaction(async (tx) => {
        await lockAll(tx, ids);
        await tx.update(matches).set({ starred, updatedAt: new Date() }).where(inArray(matches.id, [...ids]));
        return adminMatchesByIds(tx, ids);
      });
    },

    /** status true: on every match; false: off every match; absent: flipped per match. */
    async updateLabel(ids: readonly string[], labelId: string, status: boolean | undefined): Promise<AdminMatch[]> {
      return db.transaction(async (tx) => {
        const [label] = await tx.select({ id: matchLabels.id }).from(matchLabels).where(eq(matchLabels.id, labelId));
        if (!label) throw notFound('This label no longer exists', 'label.NOT_FOUND');
        await lockAll(tx, ids);
        const carrying = new Set((await tx.select({ matchId: matchLabelLinks.matchId }).from(matchLabelLinks)
          .where(and(eq(matchLabelLinks.labelId, labelId), inArray(matchLabelLinks.matchId, [...ids])))).map((r) => r.matchId));
        const toAdd = ids.filter((id) => !carrying.has(id) && status !== false);
        const toRemove = ids.filter((id) => carrying.has(id) && status !== true);
        if (toRemove.length) {
          await tx.delete(matchLabelLinks).where(and(eq(matchLabelLinks.labelId, labelId), inArray(matchLabelLinks.matchId, toRemove)));
        }
        if (toAdd.length) await tx.insert(matchLabelLinks).values(toAdd.map((matchId) => ({ matchId, labelId })));
        return adminMatchesByIds(tx, ids);
      });
    },

    /** Moves matches to the trash (SPEC.md: delete moves to trash); already trashed ones stay as they are. */
    async trash(ids: readonly string[]): Promise<BulkResult> {
      return db.transaction(async (tx) => {
        await lockAll(tx, ids);
        await tx.update(matches).set({ trashedAt: sql`coalesce(${matches.trashedAt}, now())`, updatedAt: new Date() }).where(inArray(matches.id, [...ids]));
        return { message: `${plural(ids.length, 'match', 'matches')} moved to the trash`, count: ids.length };
      });
    },

    async restore(ids: readonly string[]): Promise<BulkResult> {
      return db.transaction(async (tx) => {
        const rows = await lockAll(tx, ids);
        if (rows.some((r) => r.trashedAt === null)) throw badRequest('Only matches in the trash can be restored; nothing was changed', 'match.NOT_IN_TRASH');
        await tx.update(matches).set({ trashedAt: null, updatedAt: new Date() }).where(inArray(matches.id, [...ids]));
        return { message: `${plural(ids.length, 'match', 'matches')} restored`, count: ids.length };
      });
    },

    /** Deletes trashed matches for good. A match of an official championship stays (it is part of its history). */
    async deleteForGood(ids: readonly string[]): Promise<BulkResult> {
      return db.transaction(async (tx) => {
        const rows = await lockAll(tx, ids);
        if (rows.some((r) => r.trashedAt === null)) throw badRequest('Only matches in the trash can be deleted for good; nothing was changed', 'match.NOT_IN_TRASH');
        const [used] = await tx.select({ matchId: championshipMatches.matchId }).from(championshipMatches)
          .where(inArray(championshipMatches.matchId, [...ids])).limit(1);
        if (used) throw conflict('A chosen match belongs to an official championship and cannot be deleted for good; nothing was changed', 'match.IN_CHAMPIONSHIP');
        await tx.delete(matches).where(and(inArray(matches.id, [...ids]), isNotNull(matches.trashedAt)));
        return { message: `${plural(ids.length, 'match', 'matches')} deleted for good`, count: ids.length };
      });
    },

    /** For a selection export: every named match must exist before the file starts. */
    async assertExist(ids: readonly string[]): Promise<void> {
      const found = await db.select({ id: matches.id }).from(matches).where(inArray(matches.id, [...ids]));
      if (found.length !== ids.length) throw notFound('One of the chosen matches no longer exists', 'match.NOT_FOUND');
    },
  };
}

export type MatchesAdminService = ReturnType<typeof createMatchesAdminService>;
