import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { slugify, type Label } from '@app/contract/labels';
import type { Database } from '../../db/client.ts';
import { barLabels } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/http-error.ts';

type LabelRow = typeof barLabels.$inferSelect;
const toLabel = (row: LabelRow): Label => ({ id: row.id, _id: row.id, name: row.name, slug: row.slug, color: row.color });

const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
};
const nameTaken = () => conflict('A label with this name already exists', 'labels.NAME_TAKEN');

/** The bars admin's labels: list, create or update (the slug follows the name), delete (links go with it). */
export function createBarLabelsService(db: Database) {
  return {
    async list(): Promise<Label[]> {
      const rows = await db.select().from(barLabels).orderBy(asc(barLabels.position), asc(barLabels.name));
      return rows.map(toLabel);
    },

    async save(input: { id?: string | undefined; name: string; color: string }): Promise<Label> {
      const slug = slugify(input.name);
      const [clash] = await db.select({ id: barLabels.id }).from(barLabels)
        .where(input.id ? and(eq(barLabels.slug, slug), ne(barLabels.id, input.id)) : eq(barLabels.slug, slug)).limit(1);
      if (clash) throw nameTaken();
      try {
        if (input.id) {
          const [row] = await db.update(barLabels).set({ name: input.name, slug, color: input.color })
            .where(eq(barLabels.id, input.id)).returning();
          if (!row) throw notFound('This label does not exist', 'labels.NOT_FOUND');
          return toLabel(row);
        }
        const [row] = await db.insert(barLabels).values({
          name: input.name, slug, color: input.color,
          position: sql`(select coalesce(max(${barLabels.position}), -1) + 1 from ${barLabels})`,
        }).returning();
        return toLabel(row!);
      } catch (error) {
        if (isUniqueViolation(error)) throw nameTaken();
        throw error;
      }
    },

    async remove(labelId: string): Promise<void> {
      const deleted = await db.delete(barLabels).where(eq(barLabels.id, labelId)).returning({ id: barLabels.id });
      if (deleted.length === 0) throw notFound('This label does not exist', 'labels.NOT_FOUND');
    },
  };
}
export type BarLabelsService = ReturnType<typeof createBarLabelsService>;
