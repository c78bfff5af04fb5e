import { asc, desc, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { queryRows, type Database } from '../../db/client.ts';
import { createTimedCache, type TimedCache } from './count-cache.ts';
import { readListVersion } from './list-totals.ts';

/** Every this many rows of a list, the sort key of the row is remembered. */
export const ANCHOR_SPACING = 1000;

/** How many filters' last list versions are kept (the newest). */
const MAX_FILTERS = 500;

/** A list's order: one sort column, then the id, both the same way (every list of the console). */
export type KeyOrder = { sort: AnyPgColumn; id: AnyPgColumn; direction: 'asc' | 'desc' };

/** A key order as ORDER BY terms. */
export function orderByKey({ sort, id, direction }: KeyOrder): SQL[] {
  const by = direction === 'asc' ? asc : desc;
  return [by(sort), by(id)];
}

/** A remembered row: its sort key as PostgreSQL writes it, and its id. */
export type Anchor = { cursor: string; id: string };

/**
 * Where a page's rows are read from: the list's rows after `after` (all of them when null; the
 * reader adds the keyset condition, `keysetAfter`), skipping `offset` rows.
 */
export type PageStart = { after: Anchor | null; offset: number };

/**
 * Deep pages without walking their offset. The console keeps page numbers, so page 333 of the
 * future folder would step over 16,600 index entries on every request. Instead, the first deep
 * page of a filter reads, in one pass, the sort key of every ANCHOR_SPACING-th row; any later page
 * starts after the nearest anchor (a keyset seek) and skips fewer than ANCHOR_SPACING rows.
 *
 * The anchors are kept for the table's list version, the sequence every write statement on the
 * table and its label links moves (migration 0011): after any write the next deep
 * page reads them again, so a page is never shifted by a row added or removed since. Anchors read
 * while a write was still being committed live at most 5 seconds (the count cache's window).
 */
export function createPageAnchors(
  db: Database,
  table: PgTable,
  versionSequence: string,
  cache: TimedCache<Anchor[]> = createTimedCache<Anchor[]>(),
) {
  async function anchorsOf(where: SQL | undefined, order: KeyOrder): Promise<Anchor[]> {
    const direction = sql.raw(order.direction);
    // The sort key as PostgreSQL writes it (microseconds) so the seek finds exactly the row.
    return queryRows<Anchor>(
      db,
      sql`select cursor, id from (
        select ${order.sort}::text as cursor, ${order.id}::text as id,
          row_number() over (order by ${order.sort} ${direction}, ${order.id} ${direction}) as n
        from ${table} where ${where ?? sql`true`}
      ) as numbered where n % ${ANCHOR_SPACING} = 0 order by n`,
    );
  }

  /** The list version each filter's anchors were last read for: a deep page first trusts it (readPage). */
  const lastVersions = new Map<string, string>();

  async function startAt(
    key: string,
    where: SQL | undefined,
    order: KeyOrder,
    offset: number,
    listVersion: string,
  ): Promise<PageStart> {
    const anchors = await cache.get(`${listVersion} ${key}`, () => anchorsOf(where, order));
    // anchors[k] is the row at position (k + 1) × spacing − 1; a list shorter than the offset
    // (it shrank since the total was read) starts from its last anchor and finds nothing.
    const passed = Math.min(Math.floor(offset / ANCHOR_SPACING), anchors.length);
    const anchor = anchors[passed - 1];
    if (!anchor) return { after: null, offset };
    return { after: anchor, offset: offset - passed * ANCHOR_SPACING };
  }

  function remember(key: string, listVersion: string) {
    lastVersions.delete(key);
    lastVersions.set(key, listVersion);
    if (lastVersions.size > MAX_FILTERS) lastVersions.delete(lastVersions.keys().next().value!);
  }

  return {
    /**
     * Reads the page at `offset` of the list (`where`, `order`; `filterKey` names the filter) with
     * `read`, which reads the list version in the same statement as the rows (`versionOf` finds
     * it in the answer). Shallow pages are read as they are. A deep page starts from the anchors
     * of the filter's last known version without asking for the version first (one round trip
     * less); if the page was read at another version, it is read again from the anchors of the
     * version now, so no page is ever shifted by a write.
     */
    async readPage<R>(
      filterKey: string,
      where: SQL | undefined,
      order: KeyOrder,
      offset: number,
      read: (start: PageStart) => Promise<R>,
      versionOf: (page: R) => string | undefined,
    ): Promise<R> {
      if (offset < ANCHOR_SPACING) return read({ after: null, offset });
      const key = `${order.direction} ${filterKey}`;
      const known = lastVersions.get(key);
      if (known !== undefined) {
        const page = await read(await startAt(key, where, order, offset, known));
        if (versionOf(page) === known) return page;
      }
      const listVersion = await readListVersion(db, versionSequence);
      remember(key, listVersion);
      return read(await startAt(key, where, order, offset, listVersion));
    },
  };
}
