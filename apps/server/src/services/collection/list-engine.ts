import { and, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { conditionKey, keptQueries, type Preparable } from '../../db/prepared.ts';
import type { ListTotal } from './capped-count.ts';
import { asParameter, intoPlaceholders, keysetAfter, type Bind } from './collection-query.ts';
import { createListTotals, listVersionColumn, type CountRule } from './list-totals.ts';
import { createPageAnchors, orderByKey, type KeyOrder } from './page-anchors.ts';

/** What a page query answered, as the engine needs it: how many rows, and the list version they were read at. */
export type PageSeen = { count: number; listVersion: string | undefined };

/**
 * How a list reads the rows of its page (the deferred join's second half): the admin lists as one
 * JSON text the database writes (json-list-page.ts), the owner's list as columns it maps.
 */
export type PageReader<F, A, P extends PageSeen> = {
  /** What the reader's own text depends on besides the filter's condition (the owner's: a bar or not). */
  shape(filter: F): string;
  /** The values of the reader's own placeholders (the owner's bar). */
  values(filter: F): Record<string, unknown>;
  /**
   * The page's query, built once per shape: the rows `pageRows` names (`id in (the page's ids)`),
   * in `order`, with `listVersion` as a column, placeholders where `values` go.
   */
  build(filter: F, parts: { pageRows: SQL; order: SQL[]; listVersion: SQL<string> }): Preparable<A>;
  /** The answer as a page. */
  pageOf(answer: A): P;
};

/** One list: its table, filter, order, count and reader. */
export type ListSpec<F, A, P extends PageSeen> = {
  table: PgTable;
  id: AnyPgColumn;
  /** The sequence every write to the table moves (migration 0011). */
  versionSequence: string;
  /**
   * The filter's condition; `bind` puts each value a request brings in (a parameter, or a kept query's placeholder).
   */
  where: (filter: F, bind: Bind) => SQL | undefined;
  /** The filter's order: one sort column, then the id. */
  keyOrder: (filter: F) => KeyOrder;
  count: CountRule;
  /** A filter whose rows change without moving the list version: no anchors, counted on every page. */
  fresh?: (filter: F) => boolean;
  reader: PageReader<F, A, P>;
};

/**
 * The one list engine: a page of a filter and its total. Deferred join (the offset walks only the
 * (sort, id) index; the rows are read for the page's ids alone), a deep page starts after the
 * nearest remembered row (page anchors), the total is kept per list version,
 * and the page query is built once per shape and kept. The shape
 * key is the condition's text with placeholders (`conditionKey`), the order, whether the page
 * starts after an anchor and the reader's shape: nothing a request sends, so every value a
 * request brings in is a placeholder of a kept query, never its text.
 */
export function createListEngine<F, A, P extends PageSeen>(db: Database, spec: ListSpec<F, A, P>) {
  const totals = createListTotals(db, spec.table, spec.versionSequence, spec.count);
  const anchors = createPageAnchors(db, spec.table, spec.versionSequence);
  const kept = keptQueries();
  const versionColumn = listVersionColumn(spec.versionSequence);

  return {
    async page(filter: F, page: number, pageSize: number): Promise<{ page: P; total: ListTotal }> {
      const where = spec.where(filter, asParameter);
      // The same condition with placeholders, for the kept page query, and the values they take.
      const values: Record<string, unknown> = {};
      const keptWhere = spec.where(filter, intoPlaceholders(values));
      const condition = conditionKey(keptWhere);
      // The filter as counts and anchors are kept by: its condition and its values (never the page).
      const filterKey = `${condition} ${JSON.stringify(values)}`;
      const keyOrder = spec.keyOrder(filter);
      const order = orderByKey(keyOrder);
      const offset = page * pageSize;
      const shape = `${keyOrder.sort.name} ${keyOrder.direction} ${spec.reader.shape(filter)} ${condition}`;
      const run = { ...values, ...spec.reader.values(filter) };
      const read = async (from: { after: { cursor: string; id: string } | null; offset: number }): Promise<P> => {
        const query = kept.query(`${from.after ? 'after' : 'start'} ${shape}`, () => {
          const after = from.after ? { cursor: sql.placeholder('cursor'), id: sql.placeholder('cursorId') } : null;
          const pageIds = db
            .select({ id: spec.id })
            .from(spec.table)
            .where(and(keptWhere, keysetAfter(keyOrder.sort, keyOrder.id, keyOrder.direction, after)))
            .orderBy(...order)
            .limit(sql.placeholder('limit'))
            .offset(sql.placeholder('offset'));
          return spec.reader.build(filter, { pageRows: inArray(spec.id, pageIds), order, listVersion: versionColumn });
        });
        const answer = await query.execute({
          ...run,
          cursor: from.after?.cursor ?? null,
          cursorId: from.after?.id ?? null,
          limit: pageSize,
          offset: from.offset,
        });
        return spec.reader.pageOf(answer);
      };
      const fresh = spec.fresh?.(filter) ?? false;
      const found = fresh
        ? await read({ after: null, offset })
        : await anchors.readPage(filterKey, where, keyOrder, offset, read, (seen) => seen.listVersion);
      const total = await totals.of(
        filterKey,
        where,
        { offset, rows: found.count, pageSize },
        found.listVersion,
        fresh,
      );
      return { page: found, total };
    },

    /** The texts of the page queries kept so far (a test reads them: placeholders only, no request value). */
    keptTexts: (): string[] => kept.texts(),
  };
}
