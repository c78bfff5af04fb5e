import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';

type Text = AnyPgColumn<{ data: string; notNull: true }>;

/**
 * What the generic collection needs to know of one curated entity (bars, matches): its table and
 * columns, its labels and their links, and the words of its answers. Error codes are
 * `<entity>.<CODE>` for the items and `labels.<CODE>` for labels, the same for every entity.
 */
export type CollectionConfig = {
  /** Prefix of the items' error codes: `bars`, `matches`. */
  entity: string;
  /** The entity's table: its `id`, `starred`, `trashedAt` and `updatedAt` columns are the collection's. */
  items: PgTable & {
    id: Text;
    starred: AnyPgColumn<{ data: boolean; notNull: true }>;
    trashedAt: AnyPgColumn<{ data: Date; notNull: false }>;
    updatedAt: AnyPgColumn<{ data: Date; notNull: true }>;
  };
  /** Its label table (id, name, slug unique, color, position). */
  labels: PgTable & {
    id: Text;
    name: Text;
    slug: Text;
    color: Text;
    position: AnyPgColumn<{ data: number; notNull: true }>;
  };
  /** Which label is on which row. */
  links: { table: PgTable; item: Text; label: Text };
  messages: {
    /** `missing` of the `asked` ids name no item. */
    notFound: (missing: number, asked: number) => string;
    labelNotFound: string;
    /** A create or edit names a label that does not exist. */
    unknownLabel: string;
    notInTrash: { restore: string; deleteForever: string };
  };
};
