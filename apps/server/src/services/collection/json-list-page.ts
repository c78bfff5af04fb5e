import { and, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { conditionKey, keptQueries } from '../../db/prepared.ts';
import type { JsonText } from '../../lib/json-text.ts';
import type { ListTotal } from './capped-count.ts';
import { listAnswerText, pageAsJsonText } from './json-rows.ts';
import { intoPlaceholders, keysetAfter, type Bind } from './collection-query.ts';
import { createListTotals, listVersionColumn } from './list-totals.ts';
import { createPageAnchors, orderByKey, type KeyOrder } from './page-anchors.ts';

/** An admin list read as JSON text: its table, the contract object of a row, its filter and order. */
export type JsonListSpec<K extends string, F extends object> = {
  /** The answer's field for the rows ('folderMatches'). */
  key: K;
  table: PgTable;
  id: AnyPgColumn;
  /** The contract object of one row, built by the database (decision 040). */
  object: SQL;
  /** The sequence every write to the table moves (migration 0011, decision 033). */
  versionSequence: string;
  /** The filter's condition; `bind` puts each of its values in (collection-query.ts). */
  where: (filter: F, bind?: Bind) => SQL | undefined;
  /** The filter's order: one sort column, then the id. */
  keyOrder: (filter: F) => KeyOrder;
};

/**
 * An admin list answered as the JSON text the database writes (decision 041), with its totals
 * remembered per list version (decision 033) and its deep pages' anchors (decision 037).
 */
export function createJsonList<K extends string, F extends object, T>(db: Database, spec: JsonListSpec<K, F>) {
  const totals = createListTotals(db, spec.table, spec.versionSequence);
  const anchors = createPageAnchors(db, spec.table, spec.versionSequence);
  const kept = keptQueries();
  return {
    /**
     * One page and how many rows the filter holds in all (estimated above the cap). Deferred
     * join: the offset walks only (sort, id) and the row objects (labels, broadcasts) are built
     * for the page's rows alone; a deep page starts after the nearest remembered row. One query
     * answers one row whatever the page holds: the rows, how many, and the list version they
     * were read at.
     */
    async page(filter: F, page: number, pageSize: number): Promise<JsonText<Record<K, T[]> & ListTotal>> {
      const where = spec.where(filter);
      // The same condition with placeholders, for the kept page query (decision 047), and its values.
      const values: Record<string, unknown> = {};
      const keptWhere = spec.where(filter, intoPlaceholders(values));
      const keyOrder = spec.keyOrder(filter);
      const order = orderByKey(keyOrder);
      const offset = page * pageSize;
      const shape = `${keyOrder.sort.name} ${keyOrder.direction} ${conditionKey(keptWhere)}`;
      const read = await anchors.readPage(JSON.stringify(filter), where, keyOrder, offset, async (from) => {
        const query = kept(`${from.after ? 'after' : 'start'} ${shape}`, () => {
          const after = from.after ? { cursor: sql.placeholder('cursor'), id: sql.placeholder('cursorId') } : null;
          const pageIds = db.select({ id: spec.id }).from(spec.table)
            .where(and(keptWhere, keysetAfter(keyOrder.sort, keyOrder.id, keyOrder.direction, after)))
            .orderBy(...order).limit(sql.placeholder('limit')).offset(sql.placeholder('offset'));
          return db.select(pageAsJsonText<T>(spec.object, order, listVersionColumn(spec.versionSequence)))
            .from(spec.table).where(inArray(spec.id, pageIds));
        });
        const [row] = await query.execute({ ...values, cursor: from.after?.cursor, cursorId: from.after?.id, limit: pageSize, offset: from.offset });
        if (!row) throw new Error('a page query answered no row');
        return row;
      }, (row) => row.listVersion);
      const total = await totals.of(filter, where, { offset, rows: read.count, pageSize }, read.listVersion);
      return listAnswerText(spec.key, read.rows, total);
    },
  };
}
