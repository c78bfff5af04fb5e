import { and, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { queryRows, type Database } from '../../db/client.ts';
import { createTimedCache, type TimedCache } from '../matches/count-cache.ts';
import { keysetAfter } from './collection-query.ts';
import { readListVersion } from './list-totals.ts';

/** Every this many rows of a list, the sort key of the row is remembered (docs/decisions/037-deep-pages.md). */
export const ANCHOR_SPACING = 1000;

/** A list's order: one sort column, then the id, both the same way (every list of the console). */
export type KeyOrder = { sort: AnyPgColumn; id: AnyPgColumn; direction: 'asc' | 'desc' };

/**
 * Where a page's rows are read from: `where` (narrowed to the rows after an anchor), skipping
 * `offset` rows; `version`, the list version read for it (the page's total reuses it).
 */
export type PageStart = { where: SQL | undefined; offset: number; version?: string };

type Anchor = { cursor: string; id: string };

/**
 * Deep pages without walking their offset. The console keeps page numbers, so page 333 of the
 * future folder would step over 16,600 index entries on every request. Instead, the first deep
 * page of a filter reads, in one pass, the sort key of every ANCHOR_SPACING-th row; any later page
 * starts after the nearest anchor (a keyset seek) and skips fewer than ANCHOR_SPACING rows.
 *
 * The anchors are kept for the table's list version, the sequence every write statement on the
 * table and its label links moves (migration 0011, decision 033): after any write the next deep
 * page reads them again, so a page is never shifted by a row added or removed since. Anchors read
 * while a write was still being committed live at most 5 seconds (the count cache's window).
 */
export function createPageAnchors(db: Database, table: PgTable, versionSequence: string, cache: TimedCache<Anchor[]> = createTimedCache<Anchor[]>()) {
  async function anchorsOf(where: SQL | undefined, order: KeyOrder): Promise<Anchor[]> {
    const direction = sql.raw(order.direction);
    // The sort key as PostgreSQL writes it (microseconds) so the seek finds exactly the row.
    return queryRows<Anchor>(db, sql`select cursor, id from (
        select ${order.sort}::text as cursor, ${order.id}::text as id,
          row_number() over (order by ${order.sort} ${direction}, ${order.id} ${direction}) as n
        from ${table} where ${where ?? sql`true`}
      ) as numbered where n % ${ANCHOR_SPACING} = 0 order by n`);
  }

  return {
    /**
     * Where the page at `offset` of the list (`where`, `order`) starts. `filterKey` names the
     * filter (with `where`, the same list). Shallow pages are read as they are.
     */
    async startOf(filterKey: string, where: SQL | undefined, order: KeyOrder, offset: number): Promise<PageStart> {
      if (offset < ANCHOR_SPACING) return { where, offset };
      const listVersion = await readListVersion(db, versionSequence);
      const anchors = await cache.get(`${listVersion} ${order.direction} ${filterKey}`, () => anchorsOf(where, order));
      // anchors[k] is the row at position (k + 1) × spacing − 1; a list shorter than the offset
      // (it shrank since the total was read) starts from its last anchor and finds nothing.
      const passed = Math.min(Math.floor(offset / ANCHOR_SPACING), anchors.length);
      const anchor = anchors[passed - 1];
      if (!anchor) return { where, offset, version: listVersion };
      return { where: and(where, keysetAfter(order.sort, order.id, order.direction, anchor)), offset: offset - passed * ANCHOR_SPACING, version: listVersion };
    },
  };
}

export type PageAnchors = ReturnType<typeof createPageAnchors>;
