import { asc, eq, ne, and, sql } from 'drizzle-orm';
import { slugify, type Label } from '@app/contract/labels';
import { queryRows, type Database, type Tx } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import type { CollectionConfig } from './collection-config.ts';

type LabelRow = { id: string; name: string; slug: string; color: string };
const toLabel = (row: LabelRow): Label => ({
  id: row.id,
  _id: row.id,
  name: row.name,
  slug: row.slug,
  color: row.color,
});
const nameTaken = () => conflict('A label with this name already exists', 'labels.NAME_TAKEN');

/**
 * A collection's labels: list, create, update, delete (links cascade). One uniqueness rule for
 * every collection, the stricter of the two it replaces: a name whose slug another label has is
 * taken ("Big derby!" after "Big Derby"), which also covers the same name in any case. The
 * slug's unique index settles a race between two saves.
 */
export function createCollectionLabels(db: Database, config: CollectionConfig) {
  const { labels, messages } = config;
  const column = (c: { name: string }) => sql.identifier(c.name);
  const returning = sql`returning ${column(labels.id)}, ${column(labels.name)}, ${column(labels.slug)}, ${column(labels.color)}`;
  const missing = () => notFound(messages.labelNotFound, 'labels.NOT_FOUND');

  async function write(work: (tx: Tx) => Promise<LabelRow | undefined>): Promise<Label> {
    try {
      const row = await db.transaction(work);
      if (!row) throw missing();
      return toLabel(row);
    } catch (error) {
      if (isUniqueViolation(error)) throw nameTaken();
      throw error;
    }
  }

  async function assertSlugFree(tx: Tx, slug: string, exceptId?: string): Promise<void> {
    const [clash] = await tx
      .select({ id: labels.id })
      .from(labels)
      .where(and(eq(labels.slug, slug), exceptId ? ne(labels.id, exceptId) : undefined))
      .limit(1);
    if (clash) throw nameTaken();
  }

  return {
    async list(): Promise<Label[]> {
      const rows = await db
        .select({ id: labels.id, name: labels.name, slug: labels.slug, color: labels.color })
        .from(labels)
        .orderBy(asc(labels.position), asc(labels.name));
      return rows.map(toLabel);
    },

    create(input: { name: string; color: string }): Promise<Label> {
      const slug = slugify(input.name);
      return write(async (tx) => {
        await assertSlugFree(tx, slug);
        const [row] = await queryRows<LabelRow>(
          tx,
          sql`
          insert into ${labels} (${column(labels.name)}, ${column(labels.slug)}, ${column(labels.color)}, ${column(labels.position)})
          values (${input.name}, ${slug}, ${input.color}, (select coalesce(max(${column(labels.position)}), -1) + 1 from ${labels}))
          ${returning}`,
        );
        return row;
      });
    },

    update(id: string, input: { name: string; color: string }): Promise<Label> {
      const slug = slugify(input.name);
      return write(async (tx) => {
        const [current] = await tx.select({ id: labels.id }).from(labels).where(eq(labels.id, id)).for('update');
        if (!current) return undefined;
        await assertSlugFree(tx, slug, id);
        const [row] = await queryRows<LabelRow>(
          tx,
          sql`
          update ${labels} set ${column(labels.name)} = ${input.name}, ${column(labels.slug)} = ${slug}, ${column(labels.color)} = ${input.color}
          where ${eq(labels.id, id)} ${returning}`,
        );
        return row;
      });
    },

    async remove(id: string): Promise<void> {
      const deleted = await db.delete(labels).where(eq(labels.id, id)).returning({ id: labels.id });
      if (deleted.length === 0) throw missing();
    },
  };
}

export type CollectionLabels = ReturnType<typeof createCollectionLabels>;
