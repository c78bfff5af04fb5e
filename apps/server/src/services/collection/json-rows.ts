import { inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database, Tx } from '../../db/client.ts';
import type { JsonText } from '../../lib/json-text.ts';
import type { ListTotal } from './capped-count.ts';

/**
 * A timestamp as the contract writes it, the same text as JavaScript's toISOString (UTC,
 * milliseconds, Z); null stays null.
 */
export function isoTimestamp(value: AnyPgColumn | SQL): SQL<string | null> {
  return sql<string | null>`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/**
 * The rows' contract objects as one JSON array, in `order` (an empty array when there are none).
 * The admin lists read their page this way: the database builds the answer's
 * objects, so the drivers parse one value instead of 25 columns × 50 rows and nothing maps them again.
 */
function jsonArrayOf<T>(object: SQL, order: SQL[] = []): SQL<T[]> {
  const orderBy = order.length ? sql` order by ${sql.join(order, sql`, `)}` : sql``;
  return sql<T[]>`coalesce(json_agg(${object}${orderBy}), '[]'::json)`;
}

/**
 * A page of a list as the database writes it: the rows' contract objects as one JSON text (for
 * the answer, never parsed here), how many there are, and the list version they were read at.
 */
export function pageAsJsonText<T>(object: SQL, order: SQL[], listVersion: SQL<string>) {
  return {
    rows: sql<JsonText<T[]>>`${jsonArrayOf<T>(object, order)}::text`,
    count: sql<number>`count(*)::int`,
    listVersion,
  };
}

/** A list's answer as JSON text: the page's rows under `key`, then its total (and whether it is an estimate). */
export function listAnswerText<K extends string, T>(
  key: K,
  rows: JsonText<T[]>,
  totals: ListTotal,
): JsonText<Record<K, T[]> & ListTotal> {
  const estimate = totals.totalIsEstimate ? ',"totalIsEstimate":true' : '';
  return `{${JSON.stringify(key)}:${rows},"total":${totals.total}${estimate}}` as JsonText<Record<K, T[]> & ListTotal>;
}

/**
 * The contract objects (`object`, built over a row of `table`) of the rows named by `ids`, in the
 * order of `ids`; an id no row has is left out. What a write answers: the same objects as its list.
 */
export async function jsonObjectsByIds<T extends { id: string }>(
  db: Database | Tx,
  table: PgTable,
  idColumn: AnyPgColumn,
  object: SQL,
  ids: readonly string[],
): Promise<T[]> {
  if (ids.length === 0) return [];
  const [read] = await db
    .select({ found: jsonArrayOf<T>(object) })
    .from(table)
    .where(inArray(idColumn, [...ids]));
  const byId = new Map((read?.found ?? []).map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
