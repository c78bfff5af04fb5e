import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  adminBarSchema,
  barStatusSchema,
  type AdminBar,
  type AdminBarFilter,
  type BarCounter,
} from '@app/contract/bars-admin';
import type { Database, Tx } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { barLabelLinks, barLabels, bars } from '../../db/schema/index.ts';
import { asParameter, collectionFilter, keysetAfter, type Bind } from '../collection/collection-query.ts';
import { isoTimestamp, jsonObjectsByIds } from '../collection/json-rows.ts';
import { createJsonList } from '../collection/json-list-page.ts';
import { jsonObjectOf } from '../collection/json-object.ts';
import { barsCollection } from './bars-collection.ts';

/** accepted, pending, rejected: the bar's status; frequent: the flag. */
function ownFolder(folder: string): SQL | undefined {
  if (folder === 'frequent') return eq(bars.frequent, true);
  const status = barStatusSchema.safeParse(folder);
  return status.success ? eq(bars.status, status.data) : undefined;
}

/**
 * The contract's AdminBar of a row of `bars`, built by the database with the schema's
 * keys (json-object.ts): the list's columns, not the profile's hours, program and screens (read by
 * the detail). Used in selects from `bars` alone (drizzle writes the columns unqualified there); the labels come in the
 * labels' own order, and the subquery names the outer row as "bars"."id".
 */
const adminBarJson = jsonObjectOf(adminBarSchema, {
  id: bars.id,
  _id: bars.id,
  name: bars.name,
  website: bars.website,
  phone: bars.phone,
  email: bars.email,
  rating: bars.rating,
  country: bars.country,
  city: bars.city,
  state: bars.state,
  street: bars.street,
  number: bars.number,
  postalCode: bars.postalCode,
  facebook: bars.facebookUrl,
  folder: sql`case when ${bars.trashedAt} is not null then 'trash' else ${bars.status} end`,
  status: bars.status,
  barType: bars.barType,
  matchType: bars.matchType,
  competition: bars.competition,
  profilePic: bars.profilePic,
  dates: bars.dates,
  starred: bars.starred,
  frequent: bars.frequent,
  labels: sql`coalesce((select json_agg(k.label_id order by l.position, l.name) from ${barLabelLinks} k
    join ${barLabels} l on l.id = k.label_id where k.bar_id = "bars"."id"), '[]'::json)`,
  hasOwner: sql`${bars.ownerUserId} is not null`,
  trashedAt: isoTimestamp(bars.trashedAt),
  createdAt: isoTimestamp(bars.createdAt),
});

/**
 * SQL condition of a filter: folder, label and search text narrow each other; no folder means every bar out of the
 * trash.
 */
export function filterCondition(filter: AdminBarFilter, bind: Bind = asParameter): SQL | undefined {
  return collectionFilter(
    barsCollection,
    filter,
    {
      searchColumn: bars.searchText,
      folder: ownFolder,
    },
    bind,
  );
}

/** The named bars as they are now, in the order of `ids`. */
export function adminBarsByIds(db: Database | Tx, ids: readonly string[]): Promise<AdminBar[]> {
  return jsonObjectsByIds<AdminBar>(db, bars, bars.id, adminBarJson, ids);
}

/** The admin list of bars, newest first, answered as JSON text (json-list-page.ts). */
export const createAdminBarList = (db: Database) =>
  createJsonList<'folderBars', AdminBarFilter, AdminBar>(db, {
    key: 'folderBars',
    table: bars,
    id: bars.id,
    object: adminBarJson,
    versionSequence: 'list_version_bars',
    where: filterCondition,
    keyOrder: () => ({ sort: bars.createdAt, id: bars.id, direction: 'desc' }),
  });

/** Bars per folder and per label, in one pass over each table. */
export async function countBars(db: Database): Promise<BarCounter> {
  const [folders] = await queryRows<Record<keyof BarCounter['folders'], number>>(
    db,
    sql`
    select
      count(*) filter (where trashed_at is null and status = 'accepted')::int as accepted,
      count(*) filter (where trashed_at is null and status = 'pending')::int as pending,
      count(*) filter (where trashed_at is null and status = 'rejected')::int as rejected,
      count(*) filter (where trashed_at is null and starred)::int as starred,
      count(*) filter (where trashed_at is null and frequent)::int as frequent,
      count(*) filter (where trashed_at is not null)::int as trash
    from ${bars}`,
  );
  const labelRows = await queryRows<{ id: string; n: number }>(
    db,
    sql`
    select l.id, count(b.id)::int as n
    from ${barLabels} l
    left join ${barLabelLinks} k on k.label_id = l.id
    left join ${bars} b on b.id = k.bar_id and b.trashed_at is null
    group by l.id`,
  );
  return {
    folders: {
      accepted: Number(folders?.accepted ?? 0),
      pending: Number(folders?.pending ?? 0),
      rejected: Number(folders?.rejected ?? 0),
      starred: Number(folders?.starred ?? 0),
      frequent: Number(folders?.frequent ?? 0),
      trash: Number(folders?.trash ?? 0),
    },
    labels: Object.fromEntries(labelRows.map((r) => [r.id, Number(r.n)])),
  };
}

export type ExportRow = {
  id: string;
  name: string;
  barType: string;
  country: string;
  dates: { date: string; label: string }[];
  competition: string;
  cursor: string;
};

/** Batches of the export, newest first, each after the last row of the one before. */
export function exportBatches(db: Database, filter: AdminBarFilter) {
  const where = filterCondition(filter);
  const cursor = sql<string>`${bars.createdAt}::text`;
  return async (last: ExportRow | null, limit: number): Promise<ExportRow[]> =>
    db
      .select({
        id: bars.id,
        name: bars.name,
        barType: bars.barType,
        country: bars.country,
        dates: bars.dates,
        competition: bars.competition,
        cursor,
      })
      .from(bars)
      .where(and(where, keysetAfter(bars.createdAt, bars.id, 'desc', last)))
      .orderBy(desc(bars.createdAt), desc(bars.id))
      .limit(limit);
}
