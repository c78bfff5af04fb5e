import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { queryRows, type Database } from '../../db/client.ts';
import { createCountCache, type CountCache } from '../matches/count-cache.ts';
import { cappedCount, EXACT_COUNT_CAP, type ListTotal } from './capped-count.ts';

/** What the page held: where it starts, how many rows it found, how many it could hold. */
type PageSeen = { offset: number; rows: number; pageSize: number };

/**
 * The list version as a column of the page's own query (one value, read once per statement), so
 * a full first page needs no second round trip for it.
 */
export function listVersionColumn(versionSequence: string): SQL<string> {
  return sql<string>`(select last_value::text from ${sql.identifier(versionSequence)})`;
}

/** The table's list version now, outside any page query (a deep page's anchors, an empty page's total). */
export async function readListVersion(db: Database, versionSequence: string): Promise<string> {
  const [row] = await queryRows<{ v: string }>(db, sql`select ${listVersionColumn(versionSequence)} as v`);
  return row?.v ?? '';
}

/**
 * The totals of a collection's list (decision 033). A page that is not full, and not past the
 * end, is its own total. Otherwise the filter's capped count is remembered by this instance
 * for the table's list version: a sequence that every statement writing the table or its label
 * links moves (migration 0011's triggers), so the next page after any write counts again. A
 * count that raced a write still being committed lives at most 5 seconds.
 */
type TotalsOptions = {
  /** Where the counts are kept (by list version and filter). */
  counts?: CountCache;
  /** How a filter is counted: capped (exact up to 10,000, estimated above) unless the list says otherwise. */
  count?: (where: SQL | undefined) => Promise<ListTotal>;
};

export function createListTotals(db: Database, table: PgTable, versionSequence: string, options: TotalsOptions = {}) {
  const counts = options.counts ?? createCountCache();
  const count = options.count ?? ((where: SQL | undefined) => cappedCount(db, table, where));
  return {
    /** `listVersion`: the list version already read for this page (page anchors), else read here. */
    async of(filter: object, where: SQL | undefined, page: PageSeen, listVersion?: string): Promise<ListTotal> {
      if (page.rows < page.pageSize && (page.rows > 0 || page.offset === 0)) return { total: page.offset + page.rows };
      const current = listVersion ?? await readListVersion(db, versionSequence);
      const n = await counts.get(`${current} ${JSON.stringify(filter)}`, async () => (await count(where)).total);
      // A page with rows proves the list reaches that far, whatever a count read a moment before
      // says; a page past the end proves nothing, and its offset is not the list's size.
      // An exact count never passes the cap and an estimate is never below it, so the number says which it is.
      const total = page.rows > 0 ? Math.max(n, page.offset + page.rows) : n;
      return total > EXACT_COUNT_CAP ? { total, totalIsEstimate: true } : { total };
    },
  };
}

export type ListTotals = ReturnType<typeof createListTotals>;
