import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import type { JsonText } from '../../lib/json-text.ts';
import type { ListTotal } from './capped-count.ts';
import type { Bind } from './collection-query.ts';
import { listAnswerText, pageAsJsonText } from './json-rows.ts';
import { createListEngine, type PageReader } from './list-engine.ts';
import type { KeyOrder } from './page-anchors.ts';

/** An admin list read as JSON text: its table, the contract object of a row, its filter and order. */
export type JsonListSpec<K extends string, F extends object> = {
  /** The answer's field for the rows ('folderMatches'). */
  key: K;
  table: PgTable;
  id: AnyPgColumn;
  /** The contract object of one row, built by the database (json-object.ts). */
  object: SQL;
  /** The sequence every write to the table moves (migration 0011). */
  versionSequence: string;
  /** The filter's condition; `bind` puts each of its values in (collection-query.ts). */
  where: (filter: F, bind: Bind) => SQL | undefined;
  /** The filter's order: one sort column, then the id. */
  keyOrder: (filter: F) => KeyOrder;
};

type JsonPage<T> = { rows: JsonText<T[]>; count: number; listVersion: string };

/** The page as one row: the rows' objects as JSON text, how many, and the list version. */
function jsonPageReader<T>(db: Database, table: PgTable, object: SQL): PageReader<unknown, JsonPage<T>[], JsonPage<T>> {
  return {
    shape: () => 'json',
    values: () => ({}),
    build: (_filter, { pageRows, order, listVersion }) =>
      db
        .select(pageAsJsonText<T>(object, order, listVersion))
        .from(table)
        .where(pageRows),
    pageOf: ([row]) => {
      // An aggregate answers one row whatever the page holds.
      if (!row) throw new Error('a page query answered no row');
      return row;
    },
  };
}

/**
 * An admin list answered as the JSON text the database writes: the list engine
 * (list-engine.ts) with the JSON reader, its totals capped.
 */
export function createJsonList<K extends string, F extends object, T>(db: Database, spec: JsonListSpec<K, F>) {
  const engine = createListEngine<F, JsonPage<T>[], JsonPage<T>>(db, {
    table: spec.table,
    id: spec.id,
    versionSequence: spec.versionSequence,
    where: spec.where,
    keyOrder: spec.keyOrder,
    count: 'capped',
    reader: jsonPageReader<T>(db, spec.table, spec.object),
  });
  return {
    /** One page and how many rows the filter holds in all (estimated above the cap). */
    async page(filter: F, page: number, pageSize: number): Promise<JsonText<Record<K, T[]> & ListTotal>> {
      const read = await engine.page(filter, page, pageSize);
      return listAnswerText(spec.key, read.page.rows, read.total);
    },
    keptTexts: engine.keptTexts,
  };
}
