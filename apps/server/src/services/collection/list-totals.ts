import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { queryRows, type Database } from '../../db/client.ts';
import { createCountCache, type CountCache } from './count-cache.ts';
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

/** An exact count of `where` (the owner's list: its Future counter and "1–50 of n" are exact, not capped). */
async function exactCount(db: Database, table: PgTable, where: SQL | undefined): Promise<ListTotal> {
  const [row] = await queryRows<{ n: number | string }>(
    db,
    sql`select count(*)::int as n from ${table} where ${where ?? sql`true`}`,
  );
  return { total: Number(row?.n ?? 0) };
}

/** How a list counts a filter: capped (the admin lists) or exact (the owner's list). */
export type CountRule = 'capped' | 'exact';

/**
 * The totals of a list. A page that is not full, and not past the end, is its own
 * total. Otherwise the filter's count is remembered by this instance for the table's list
 * version: a sequence that every statement writing the table or its label links moves (migration
 * 0011's triggers), so the next page after any write counts again. A count that raced a write
 * still being committed lives at most 5 seconds. A filter whose rows change without moving the
 * version (`fresh`: the owner's Broadcasting filter, a bar's few dozen matches) is counted on every page.
 */
export function createListTotals(
  db: Database,
  table: PgTable,
  versionSequence: string,
  rule: CountRule,
  counts: CountCache = createCountCache(),
) {
  const count = (where: SQL | undefined) =>
    rule === 'exact' ? exactCount(db, table, where) : cappedCount(db, table, where);
  return {
    /** `filterKey` names the filter; `listVersion`: the version the page was read at, else read here. */
    async of(
      filterKey: string,
      where: SQL | undefined,
      page: PageSeen,
      listVersion: string | undefined,
      fresh = false,
    ): Promise<ListTotal> {
      if (page.rows < page.pageSize && (page.rows > 0 || page.offset === 0)) return { total: page.offset + page.rows };
      const n = fresh
        ? (await count(where)).total
        : await counts.get(
            `${listVersion ?? (await readListVersion(db, versionSequence))} ${filterKey}`,
            async () => (await count(where)).total,
          );
      // A page with rows proves the list reaches that far, whatever a count read a moment before
      // says; a page past the end proves nothing, and its offset is not the list's size.
      // An exact count never passes the cap and an estimate is never below it, so the number says which it is.
      const total = page.rows > 0 ? Math.max(n, page.offset + page.rows) : n;
      return total > EXACT_COUNT_CAP && rule === 'capped' ? { total, totalIsEstimate: true } : { total };
    },
  };
}
