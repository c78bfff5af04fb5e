import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import type { CollectionConfig } from './collection-config.ts';

type Locked = { id: string; trashedAt: Date | null };

/**
 * The bulk writes every curated collection shares, each inside the caller's transaction: the
 * named rows are locked FOR UPDATE first and every id must name one, else nothing changes.
 * Writes go through SQL on the configured columns (drizzle's typed update needs one table type).
 */
export function collectionRows(config: CollectionConfig) {
  const { entity, items, labels, links, messages } = config;
  const column = (c: { name: string }) => sql.identifier(c.name);
  const countOf = async (tx: Tx, query: SQL) => (await queryRows<{ id: string }>(tx, query)).length;
  const setWhere = (set: SQL, where: SQL) =>
    sql`update ${items} set ${set}, ${column(items.updatedAt)} = now() where ${where} returning ${items.id} as id`;

  async function lock(tx: Tx, ids: readonly string[]): Promise<Locked[]> {
    const rows = await tx
      .select({ id: items.id, trashedAt: items.trashedAt })
      .from(items)
      .where(inArray(items.id, [...ids]))
      .for('update');
    if (rows.length !== ids.length)
      throw notFound(messages.notFound(ids.length - rows.length, ids.length), `${entity}.NOT_FOUND`);
    return rows;
  }

  function assertAllTrashed(rows: Locked[], message: string): void {
    if (rows.some((r) => r.trashedAt === null)) throw badRequest(message, `${entity}.NOT_IN_TRASH`);
  }

  async function assertLabelsExist(tx: Tx, labelIds: readonly string[]): Promise<void> {
    if (labelIds.length === 0) return;
    const found = await tx
      .select({ id: labels.id })
      .from(labels)
      .where(inArray(labels.id, [...labelIds]));
    if (found.length !== labelIds.length) throw badRequest(messages.unknownLabel, 'labels.NOT_FOUND');
  }

  async function link(tx: Tx, pairs: [item: string, label: string][]): Promise<void> {
    if (pairs.length === 0) return;
    await tx.execute(sql`insert into ${links.table} (${column(links.item)}, ${column(links.label)})
      values ${sql.join(
        pairs.map(([item, label]) => sql`(${item}, ${label})`),
        sql`, `,
      )}`);
  }

  return {
    lock,

    /** How many rows changed: those already starred (or not) stay as they are. */
    async star(tx: Tx, ids: readonly string[], starred: boolean): Promise<number> {
      await lock(tx, ids);
      return countOf(
        tx,
        setWhere(
          sql`${column(items.starred)} = ${starred}`,
          sql`${inArray(items.id, [...ids])} and ${items.starred} <> ${starred}`,
        ),
      );
    },

    /** Into the trash; rows already there keep their time. */
    async trash(tx: Tx, ids: readonly string[]): Promise<number> {
      await lock(tx, ids);
      return countOf(
        tx,
        setWhere(
          sql`${column(items.trashedAt)} = now()`,
          sql`${inArray(items.id, [...ids])} and ${items.trashedAt} is null`,
        ),
      );
    },

    /** Out of the trash; every row must be in it (the stricter of the two old rules). */
    async restore(tx: Tx, ids: readonly string[]): Promise<number> {
      assertAllTrashed(await lock(tx, ids), messages.notInTrash.restore);
      return countOf(tx, setWhere(sql`${column(items.trashedAt)} = null`, inArray(items.id, [...ids])));
    },

    /** Only rows in the trash; `guard` refuses what the entity must keep (it throws). Links cascade. */
    async deleteForever(tx: Tx, ids: readonly string[], guard?: () => Promise<void>): Promise<number> {
      assertAllTrashed(await lock(tx, ids), messages.notInTrash.deleteForever);
      await guard?.();
      return countOf(tx, sql`delete from ${items} where ${inArray(items.id, [...ids])} returning ${items.id} as id`);
    },

    /** `on` true: on every row; false: off every row; undefined: toggled per row. How many links changed. */
    async toggleLabel(tx: Tx, ids: readonly string[], labelId: string, on: boolean | undefined): Promise<number> {
      const [label] = await tx.select({ id: labels.id }).from(labels).where(eq(labels.id, labelId)).limit(1);
      if (!label) throw notFound(messages.labelNotFound, 'labels.NOT_FOUND');
      await lock(tx, ids);
      const carrying = new Set(
        (
          await tx
            .select({ item: links.item })
            .from(links.table)
            .where(and(eq(links.label, labelId), inArray(links.item, [...ids])))
        ).map((r) => r.item),
      );
      const add = ids.filter((id) => !carrying.has(id) && on !== false);
      const remove = ids.filter((id) => carrying.has(id) && on !== true);
      if (remove.length) await tx.delete(links.table).where(and(eq(links.label, labelId), inArray(links.item, remove)));
      await link(
        tx,
        add.map((id) => [id, labelId]),
      );
      return add.length + remove.length;
    },

    /** The row's labels become exactly `labelIds` (checked first). */
    async replaceLabels(tx: Tx, itemId: string, labelIds: readonly string[]): Promise<void> {
      await assertLabelsExist(tx, labelIds);
      await tx.delete(links.table).where(eq(links.item, itemId));
      await link(
        tx,
        [...new Set(labelIds)].map((labelId) => [itemId, labelId]),
      );
    },
  };
}
