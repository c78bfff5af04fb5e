import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { queryRows, type Database } from '../../db/client.ts';

/** Up to this many rows a list's total is exact; above it counting would read every row on every page. */
export const EXACT_COUNT_CAP = 10_000;

export type ListTotal = { total: number; totalIsEstimate?: true };

/**
 * How many rows `where` holds: exact up to the cap (a count over at most cap + 1 rows), above
 * it the planner's estimate for the same filter, never below cap + 1, flagged as an estimate.
 */
export async function cappedCount(db: Database, table: PgTable, where: SQL | undefined): Promise<ListTotal> {
  const condition = where ?? sql`true`;
  const [row] = await queryRows<{ n: number | string }>(
    db,
    sql`select count(*)::int as n from (select 1 from ${table} where ${condition} limit ${EXACT_COUNT_CAP + 1}) as capped`,
  );
  const exact = Number(row?.n ?? 0);
  if (exact <= EXACT_COUNT_CAP) return { total: exact };
  const [plan] = await queryRows<{ 'QUERY PLAN': unknown }>(
    db,
    sql`explain (format json) select 1 from ${table} where ${condition}`,
  );
  return { total: Math.max(EXACT_COUNT_CAP + 1, Math.round(planRows(plan?.['QUERY PLAN']))), totalIsEstimate: true };
}

/** `Plan Rows` of the top node; the drivers hand the JSON over parsed or as text. */
function planRows(queryPlan: unknown): number {
  const parsed: unknown = typeof queryPlan === 'string' ? JSON.parse(queryPlan) : queryPlan;
  const rows = Array.isArray(parsed)
    ? (parsed[0] as { Plan?: { 'Plan Rows'?: unknown } } | undefined)?.Plan?.['Plan Rows']
    : undefined;
  return typeof rows === 'number' ? rows : 0;
}
