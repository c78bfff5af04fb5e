import { inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import type { JsonText } from '../../lib/json-text.ts';
import type { ListTotal } from './capped-count.ts';
import { runPrepared } from '../../db/prepared.ts';
import { emptyRows, listAnswerText, pageAsJsonText } from './json-rows.ts';
import { listVersionColumn, type ListTotals } from './list-totals.ts';
import { orderByKey, type KeyOrder, type PageAnchors } from './page-anchors.ts';

/** An admin list read as JSON text: its table, the contract object of a row, and its order. */
export type JsonList<K extends string> = {
  /** The answer's field for the rows ('folderMatches'). */
  key: K;
  table: PgTable;
  id: AnyPgColumn;
  /** The contract object of one row, built by the database (decision 040). */
  object: SQL;
  /** The list's order: one sort column, then the id. */
  keyOrder: KeyOrder;
  versionSequence: string;
  lists: { totals: ListTotals; anchors: PageAnchors };
};

/**
 * One page of an admin list and how many rows the filter holds in all (estimated above the cap),
 * as the answer's JSON text (decision 041). Deferred join: the offset walks only (sort, id) and
 * the row objects (labels, broadcasts) are built for the page's rows alone; a deep page starts
 * after the nearest remembered row (page anchors, decision 037). One query answers one row
 * whatever the page holds: the rows, how many, and the list version they were read at.
 */
export async function jsonListPage<K extends string, T>(db: Database, list: JsonList<K>, filter: object, where: SQL | undefined, page: number, pageSize: number): Promise<JsonText<Record<K, T[]> & ListTotal>> {
  const offset = page * pageSize;
  const order = orderByKey(list.keyOrder);
  const { page: read, start } = await list.lists.anchors.readPage(JSON.stringify(filter), where, list.keyOrder, offset, async (from) => {
    const pageIds = db.select({ id: list.id }).from(list.table).where(from.where).orderBy(...order).limit(pageSize).offset(from.offset);
    const [row] = await runPrepared(db.select(pageAsJsonText<T>(list.object, order, listVersionColumn(list.versionSequence)))
      .from(list.table).where(inArray(list.id, pageIds)));
    return row;
  }, (row) => row?.listVersion);
  const totals = await list.lists.totals.of(filter, where, { offset, rows: read?.count ?? 0, pageSize }, start.version ?? read?.listVersion);
  return listAnswerText(list.key, read?.rows ?? emptyRows<T>(), totals);
}
