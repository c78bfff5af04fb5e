import { and, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { AdminBar, AdminBarDetail, BarCreateParsed, BarStatus, BarUpdateParsed } from '@app/contract/bars-admin';
import type { Database, Tx } from '../../db/client.ts';
import { barLabelLinks, barLabels, barStatusChanges, bars, users } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { lastMailState, queueMail } from '../mail/mail-outbox.ts';
import { barSearchText } from './bar-search-text.ts';
import { statusMail } from './status-mail.ts';
import { withLabels } from './bars-query.ts';
import { queuePendingBarMails } from './pending-bar-mails.ts';

/** Every id must name a bar, else nothing changes (bulk calls are all or nothing). */
async function lockBars(tx: Tx, barIds: string[]) {
  const rows = await tx.select().from(bars).where(inArray(bars.id, barIds)).for('update');
  if (rows.length !== barIds.length) {
    throw notFound(barIds.length === 1 ? 'This bar does not exist' : 'Some of these bars do not exist; nothing was changed', 'bars.NOT_FOUND');
  }
  return rows;
}

async function assertLabelsExist(tx: Tx, labelIds: string[]): Promise<void> {
  if (labelIds.length === 0) return;
  const found = await tx.select({ id: barLabels.id }).from(barLabels).where(inArray(barLabels.id, labelIds));
  if (found.length !== labelIds.length) throw badRequest('One of the labels does not exist', 'bars.UNKNOWN_LABEL');
}

async function replaceLabels(tx: Tx, barId: string, labelIds: string[]): Promise<void> {
  await assertLabelsExist(tx, labelIds);
  await tx.delete(barLabelLinks).where(eq(barLabelLinks.barId, barId));
  if (labelIds.length) await tx.insert(barLabelLinks).values(labelIds.map((labelId) => ({ barId, labelId })));
}

/** The bars admin's writes (issue 5). Each runs in one transaction, with the mails it causes queued in it. */
export function createBarsAdminService(db: Database, options: { consoleUrl: string }) {
  return {
    async detail(id: string): Promise<AdminBarDetail> {
      const [row] = await db.select().from(bars).where(eq(bars.id, id)).limit(1);
      if (!row) throw notFound('This bar does not exist', 'bars.NOT_FOUND');
      const [bar] = await withLabels(db, [row]);
      const [owner] = row.ownerUserId
        ? await db.select({ email: users.email }).from(users).where(eq(users.id, row.ownerUserId)).limit(1)
        : [];
      const history = await db
        .select({
          id: barStatusChanges.id, fromStatus: barStatusChanges.fromStatus, toStatus: barStatusChanges.toStatus,
          reason: barStatusChanges.reason, changedAt: barStatusChanges.changedAt, changedBy: users.nickname,
        })
        .from(barStatusChanges)
        .leftJoin(users, eq(users.id, barStatusChanges.changedBy))
        .where(eq(barStatusChanges.barId, id))
        .orderBy(desc(barStatusChanges.changedAt), desc(barStatusChanges.id));
      return {
        ...bar!,
        ownerEmail: owner?.email ?? null,
        statusHistory: history.map((h) => ({ ...h, changedAt: h.changedAt.toISOString(), changedBy: h.changedBy ?? null })),
        decisionMail: await lastMailState(db, 'bar-decision', id),
      };
    },

    /** SPEC.md section 9: a new bar goes to Accepted with rating 0. */
    async create(input: BarCreateParsed): Promise<AdminBar> {
      return db.transaction(async (tx) => {
        const { labels, folder: _folder, rating: _rating, facebook, ...fields } = input;
        const [row] = await tx.insert(bars).values({
          ...fields,
          facebookUrl: facebook,
          status: 'accepted',
          rating: 0,
          searchText: barSearchText(fields),
        }).returning();
        if (!row) throw new Error('bar insert returned nothing');
        await replaceLabels(tx, row.id, labels);
        const [bar] = await withLabels(tx, [row]);
        return bar!;
      });
    },

    async update(input: BarUpdateParsed): Promise<AdminBar> {
      return db.transaction(async (tx) => {
        const [current] = await lockBars(tx, [input.id]);
        const { id, labels, facebook, ...fields } = input;
        const next = { ...current!, ...Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) };
        const [row] = await tx.update(bars).set({
          ...fields,
          ...(facebook === undefined ? {} : { facebookUrl: facebook }),
          searchText: barSearchText(next),
          updatedAt: new Date(),
        }).where(eq(bars.id, id)).returning();
        if (labels !== undefined) await replaceLabels(tx, id, labels);
        const [bar] = await withLabels(tx, [row!]);
        return bar!;
      });
    },

    async setStarred(barIds: string[], starred: boolean): Promise<number> {
      return db.transaction(async (tx) => {
        await lockBars(tx, barIds);
        const changed = await tx.update(bars).set({ starred, updatedAt: new Date() })
          .where(and(inArray(bars.id, barIds), eq(bars.starred, !starred))).returning({ id: bars.id });
        return changed.length;
      });
    },

    async trash(barIds: string[]): Promise<number> {
      return db.transaction(async (tx) => {
        await lockBars(tx, barIds);
        const changed = await tx.update(bars).set({ trashedAt: new Date(), updatedAt: new Date() })
          .where(and(inArray(bars.id, barIds), isNull(bars.trashedAt))).returning({ id: bars.id });
        return changed.length;
      });
    },

    /** Out of the trash, back into the folder of the bar's status. */
    async restore(barIds: string[]): Promise<number> {
      return db.transaction(async (tx) => {
        await lockBars(tx, barIds);
        const changed = await tx.update(bars).set({ trashedAt: null, updatedAt: new Date() })
          .where(and(inArray(bars.id, barIds), isNotNull(bars.trashedAt))).returning({ id: bars.id });
        return changed.length;
      });
    },

    /** Only bars in the trash, and never one an owner account is linked to (the owner would lose their bar). */
    async deleteForever(barIds: string[]): Promise<number> {
      return db.transaction(async (tx) => {
        const rows = await lockBars(tx, barIds);
        if (rows.some((r) => r.trashedAt === null)) {
          throw badRequest('Only bars in the trash can be deleted for good; nothing was deleted', 'bars.NOT_IN_TRASH');
        }
        const owned = rows.filter((r) => r.ownerUserId !== null);
        if (owned.length) {
          const names = owned.map((r) => r.name || r.email).join(', ');
          throw conflict(`${names}: an owner account is linked to this bar, so it cannot be deleted for good; nothing was deleted`, 'bars.HAS_OWNER');
        }
        const deleted = await tx.delete(bars).where(inArray(bars.id, barIds)).returning({ id: bars.id });
        return deleted.length;
      });
    },

    /** `status` true: on every bar; false: off every bar; undefined: toggled per bar. */
    async updateLabel(barIds: string[], labelId: string, status: boolean | undefined): Promise<number> {
      return db.transaction(async (tx) => {
        await lockBars(tx, barIds);
        const [label] = await tx.select({ id: barLabels.id }).from(barLabels).where(eq(barLabels.id, labelId)).limit(1);
        if (!label) throw notFound('This label does not exist', 'labels.NOT_FOUND');
        const carrying = new Set((await tx.select({ barId: barLabelLinks.barId }).from(barLabelLinks)
          .where(and(eq(barLabelLinks.labelId, labelId), inArray(barLabelLinks.barId, barIds)))).map((l) => l.barId));
        const add = barIds.filter((id) => !carrying.has(id) && status !== false);
        const remove = barIds.filter((id) => carrying.has(id) && status !== true);
        if (add.length) await tx.insert(barLabelLinks).values(add.map((barId) => ({ barId, labelId })));
        if (remove.length) await tx.delete(barLabelLinks).where(and(eq(barLabelLinks.labelId, labelId), inArray(barLabelLinks.barId, remove)));
        return add.length + remove.length;
      });
    },

    /**
     * Moves bars to accepted / pending / rejected: all or nothing, each move recorded with who,
     * when and why; each owner is told by mail (the owner account's email, else the bar's) and,
     * for a move to Pending, every admin too: the mails are queued in the same transaction.
     */
    async changeStatus(actorId: string, barIds: string[], status: BarStatus, reason: string): Promise<number> {
      return db.transaction(async (tx) => {
        const rows = await lockBars(tx, barIds);
        if (rows.some((r) => r.trashedAt !== null)) {
          throw badRequest('A bar in the trash cannot change folder; restore it first. Nothing was changed', 'bars.IN_TRASH');
        }
        const moving = rows.filter((r) => r.status !== status);
        if (moving.length === 0) return 0;
        const now = new Date();
        await tx.update(bars).set({ status, updatedAt: now }).where(inArray(bars.id, moving.map((r) => r.id)));
        await tx.insert(barStatusChanges).values(moving.map((r) => ({
          barId: r.id, fromStatus: r.status, toStatus: status, reason, changedBy: actorId, changedAt: now,
        })));
        const ownerIds = moving.map((r) => r.ownerUserId).filter((id): id is string => id !== null);
        const owners = ownerIds.length
          ? await tx.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, ownerIds))
          : [];
        for (const r of moving) {
          const to = owners.find((o) => o.id === r.ownerUserId)?.email ?? r.email;
          if (to) {
            await queueMail(tx, { ...statusMail({ to, barName: r.name, status, reason, consoleUrl: options.consoleUrl }), kind: 'bar-decision', subjectId: r.id });
          }
          if (status === 'pending') await queuePendingBarMails(tx, r.id, options.consoleUrl);
        }
        return moving.length;
      });
    },
  };
}
export type BarsAdminService = ReturnType<typeof createBarsAdminService>;
