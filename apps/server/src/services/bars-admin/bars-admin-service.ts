import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type {
  AdminBar,
  AdminBarDetail,
  AdminBarFilter,
  BarCreateParsed,
  BarStatus,
  BarUpdateParsed,
} from '@app/contract/bars-admin';
import type { Database, Tx } from '../../db/client.ts';
import { barStatusChanges, bars, notices, users } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { lastMailState, queueMail, retryFailedMail } from '../mail/mail-outbox.ts';
import { collectionRows } from '../collection/collection-rows.ts';
import { barsCollection } from './bars-collection.ts';
import { barSearchText } from './bar-search-text.ts';
import { statusMail } from './status-mail.ts';
import { adminBarsByIds, countBars, exportBatches, createAdminBarList } from './bars-query.ts';
import { queuePendingBarMails } from './pending-bar-mails.ts';
import { barProfileOf } from '../bar-profile/bar-profile-row.ts';

const rows = collectionRows(barsCollection);

/** What the admin's detail dialog shows of the bar's hours and screens. */
function adminProfileOf(row: typeof bars.$inferSelect) {
  const profile = barProfileOf(row);
  return {
    viewing: profile.viewing,
    barProgram: row.program,
    timeZone: profile.timeZone,
    temporarilyClosed: profile.openingHours.temporarilyClosed,
  };
}

/** The full rows of bars the collection has locked (status moves and deletes need more than ids). */
async function lockBars(tx: Tx, barIds: string[]) {
  await rows.lock(tx, barIds);
  return tx.select().from(bars).where(inArray(bars.id, barIds));
}

/** The bars admin's writes. Each runs in one transaction, with the mails it causes queued in it. */
export function createBarsAdminService(db: Database, options: { consoleUrl: string }) {
  const list = createAdminBarList(db);

  return {
    list: (filter: AdminBarFilter, page: number, pageSize: number) => list.page(filter, page, pageSize),

    counter: () => countBars(db),

    /** Every bar of the filter, in batches, for the CSV export. */
    exportSource: (filter: AdminBarFilter) => exportBatches(db, filter),

    /** The owner's decision mail back in the queue when it failed; the bar must exist. */
    async retryDecisionMail(id: string) {
      await this.detail(id);
      return retryFailedMail(db, 'bar-decision', id);
    },

    async detail(id: string): Promise<AdminBarDetail> {
      const [row] = await db.select().from(bars).where(eq(bars.id, id)).limit(1);
      if (!row) throw notFound('This bar does not exist', 'bars.NOT_FOUND');
      const [bar] = await adminBarsByIds(db, [id]);
      // Deleted for good between the two reads.
      if (!bar) throw notFound('This bar does not exist', 'bars.NOT_FOUND');
      const [owner] = row.ownerUserId
        ? await db.select({ email: users.email }).from(users).where(eq(users.id, row.ownerUserId)).limit(1)
        : [];
      const history = await db
        .select({
          id: barStatusChanges.id,
          fromStatus: barStatusChanges.fromStatus,
          toStatus: barStatusChanges.toStatus,
          reason: barStatusChanges.reason,
          changedAt: barStatusChanges.changedAt,
          changedBy: users.nickname,
        })
        .from(barStatusChanges)
        .leftJoin(users, eq(users.id, barStatusChanges.changedBy))
        .where(eq(barStatusChanges.barId, id))
        .orderBy(desc(barStatusChanges.changedAt), desc(barStatusChanges.id));
      return {
        ...bar,
        ownerEmail: owner?.email ?? null,
        statusHistory: history.map((h) => ({
          ...h,
          changedAt: h.changedAt.toISOString(),
          changedBy: h.changedBy ?? null,
        })),
        decisionMail: await lastMailState(db, 'bar-decision', id),
        ...adminProfileOf(row),
      };
    },

    /** docs/product.md §9: a new bar goes to Accepted with rating 0. */
    async create(input: BarCreateParsed): Promise<AdminBar> {
      return db.transaction(async (tx) => {
        const { labels, folder: _folder, rating: _rating, facebook, ...fields } = input;
        const [row] = await tx
          .insert(bars)
          .values({
            ...fields,
            facebookUrl: facebook,
            status: 'accepted',
            rating: 0,
            searchText: barSearchText(fields),
          })
          .returning({ id: bars.id });
        if (!row) throw new Error('bar insert returned nothing');
        await rows.replaceLabels(tx, row.id, labels);
        const [bar] = await adminBarsByIds(tx, [row.id]);
        return bar!;
      });
    },

    async update(input: BarUpdateParsed): Promise<AdminBar> {
      return db.transaction(async (tx) => {
        const [current] = await lockBars(tx, [input.id]);
        const { id, labels, facebook, ...fields } = input;
        const next = { ...current!, ...Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) };
        await tx
          .update(bars)
          .set({
            ...fields,
            ...(facebook === undefined ? {} : { facebookUrl: facebook }),
            searchText: barSearchText(next),
            updatedAt: new Date(),
          })
          .where(eq(bars.id, id));
        if (labels !== undefined) await rows.replaceLabels(tx, id, labels);
        const [bar] = await adminBarsByIds(tx, [id]);
        return bar!;
      });
    },

    setStarred: (barIds: string[], starred: boolean) => db.transaction((tx) => rows.star(tx, barIds, starred)),

    trash: (barIds: string[]) => db.transaction((tx) => rows.trash(tx, barIds)),

    /** Out of the trash, back into the folder of the bar's status. */
    restore: (barIds: string[]) => db.transaction((tx) => rows.restore(tx, barIds)),

    /** Only bars in the trash, and never one an owner account is linked to (the owner would lose their bar). */
    deleteForever: (barIds: string[]) =>
      db.transaction((tx) =>
        rows.deleteForever(tx, barIds, async () => {
          const owned = await tx
            .select({ name: bars.name, email: bars.email })
            .from(bars)
            .where(and(inArray(bars.id, barIds), isNotNull(bars.ownerUserId)));
          if (owned.length) {
            const names = owned.map((r) => r.name || r.email).join(', ');
            throw conflict(
              `${names}: an owner account is linked to this bar, so it cannot be deleted for good; nothing was deleted`,
              'bars.HAS_OWNER',
            );
          }
        }),
      ),

    /** `status` true: on every bar; false: off every bar; undefined: toggled per bar. */
    updateLabel: (barIds: string[], labelId: string, status: boolean | undefined) =>
      db.transaction((tx) => rows.toggleLabel(tx, barIds, labelId, status)),

    /**
     * Moves bars to accepted / pending / rejected: all or nothing, each move recorded with who,
     * when and why; each owner is told by mail (the owner account's email, else the bar's) and in
     * the bell (an owner account's notice), and,
     * for a move to Pending, every admin too: the mails are queued in the same transaction.
     */
    async changeStatus(actorId: string, barIds: string[], status: BarStatus, reason: string): Promise<number> {
      return db.transaction(async (tx) => {
        const locked = await lockBars(tx, barIds);
        if (locked.some((r) => r.trashedAt !== null)) {
          throw badRequest(
            'A bar in the trash cannot change folder; restore it first. Nothing was changed',
            'bars.IN_TRASH',
          );
        }
        const moving = locked.filter((r) => r.status !== status);
        if (moving.length === 0) return 0;
        const now = new Date();
        await tx
          .update(bars)
          .set({ status, updatedAt: now })
          .where(
            inArray(
              bars.id,
              moving.map((r) => r.id),
            ),
          );
        await tx.insert(barStatusChanges).values(
          moving.map((r) => ({
            barId: r.id,
            fromStatus: r.status,
            toStatus: status,
            reason,
            changedBy: actorId,
            changedAt: now,
          })),
        );
        const ownerIds = moving.map((r) => r.ownerUserId).filter((id): id is string => id !== null);
        const owners = ownerIds.length
          ? await tx
              .select({ id: users.id, email: users.email, language: users.language })
              .from(users)
              .where(inArray(users.id, ownerIds))
          : [];
        for (const r of moving) {
          const owner = owners.find((o) => o.id === r.ownerUserId);
          const to = owner?.email ?? r.email;
          if (to) {
            const mail = statusMail({
              to,
              barName: r.name,
              status,
              reason,
              consoleUrl: options.consoleUrl,
              language: owner?.language,
            });
            await queueMail(tx, { ...mail, kind: 'bar-decision', subjectId: r.id });
          }
          // The owner's bell says it too, with the reason; committed with the move.
          if (owner)
            await tx
              .insert(notices)
              .values({ userId: owner.id, barId: r.id, kind: `bar_${status}`, headline: r.name, reason });
          if (status === 'pending') await queuePendingBarMails(tx, r.id, options.consoleUrl);
        }
        return moving.length;
      });
    },
  };
}
export type BarsAdminService = ReturnType<typeof createBarsAdminService>;
