import { and, eq, isNotNull, isNull, sql, type Placeholder, type SQL, type SQLChunk } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { containsPattern } from '../../lib/like-pattern.ts';
import type { CollectionConfig } from './collection-config.ts';

type Filter = {
  selectedFolder?: string | undefined;
  selectedLabel?: string | undefined;
  searchText?: string | undefined;
};

/**
 * How a filter's value enters its condition: as a parameter holding it (`asParameter`, a query
 * run once), or as a placeholder named `name` of a kept query (`intoPlaceholders`, which also
 * notes the value to run it with).
 */
export type Bind = (name: string, value: unknown) => SQLChunk;
export const asParameter: Bind = (_name, value) => sql.param(value);
export function intoPlaceholders(values: Record<string, unknown>): Bind {
  return (name, value) => {
    values[name] = value;
    return sql.placeholder(name);
  };
}

/**
 * The WHERE of a collection's list and export: the folder (none: everything out of the trash;
 * `trash`; `starred`; else the entity's own folder), the label and the search text narrow each other.
 * `searchColumn` holds lower-cased text.
 */
export function collectionFilter(
  config: CollectionConfig,
  filter: Filter,
  own: { folder: (folder: string) => SQL | undefined; searchColumn: AnyPgColumn },
  bind: Bind = asParameter,
): SQL | undefined {
  const { items, links } = config;
  const folder = filter.selectedFolder;
  const parts: (SQL | undefined)[] = [folder === 'trash' ? isNotNull(items.trashedAt) : isNull(items.trashedAt)];
  if (folder === 'starred') parts.push(eq(items.starred, true));
  else if (folder !== undefined && folder !== 'trash') parts.push(own.folder(folder));
  if (filter.selectedLabel) {
    parts.push(
      sql`exists (select 1 from ${links.table} where ${links.item} = ${items.id} and ${links.label} = ${bind('label', filter.selectedLabel)})`,
    );
  }
  if (filter.searchText)
    parts.push(sql`${own.searchColumn} like ${bind('pattern', containsPattern(filter.searchText.toLowerCase()))}`);
  return and(...parts);
}

/**
 * Keyset condition of an export batch or a deep page: rows after `last` in (sort, id) order. The
 * cursor is the sort column as PostgreSQL writes it (microseconds), so no row is skipped or
 * repeated; a kept query (keptQueries, db/prepared.ts) has placeholders there instead.
 */
export function keysetAfter(
  sort: AnyPgColumn,
  id: AnyPgColumn,
  direction: 'asc' | 'desc',
  last: { id: string | Placeholder; cursor: string | Placeholder } | null,
): SQL | undefined {
  if (!last) return undefined;
  return direction === 'asc'
    ? sql`(${sort}, ${id}) > (${last.cursor}::timestamptz, ${last.id}::uuid)`
    : sql`(${sort}, ${id}) < (${last.cursor}::timestamptz, ${last.id}::uuid)`;
}
