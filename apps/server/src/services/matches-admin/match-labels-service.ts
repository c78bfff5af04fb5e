import { and, asc, eq, like, ne, or, sql } from 'drizzle-orm';
import { slugify, type Label } from '@app/contract/labels';
import type { Database, Tx } from '../../db/client.ts';
import { matchLabels } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/http-error.ts';

type LabelRow = typeof matchLabels.$inferSelect;
const toLabel = (row: LabelRow): Label => ({ id: row.id, _id: row.id, name: row.name, slug: row.slug, color: row.color });

/** A slug no other label has: the name's slug, else with -2, -3 … */
async function freeSlug(tx: Tx, name: string, exceptId?: string): Promise<string> {
  const base = slugify(name);
  const taken = new Set((await tx.select({ slug: matchLabels.slug }).from(matchLabels)
    .where(and(or(eq(matchLabels.slug, base), like(matchLabels.slug, `${base}-%`)), exceptId ? ne(matchLabels.id, exceptId) : undefined)))
    .map((r) => r.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

async function assertNameFree(tx: Tx, name: string, exceptId?: string): Promise<void> {
  const [same] = await tx.select({ id: matchLabels.id }).from(matchLabels)
    .where(and(sql`lower(${matchLabels.name}) = lower(${name})`, exceptId ? ne(matchLabels.id, exceptId) : undefined)).limit(1);
  if (same) throw conflict('A label with this name already exists', 'label.NAME_TAKEN');
}

/** The admin's match labels (SPEC.md: /match/labels). Names are unique regardless of case. */
export function createMatchLabelsService(db: Database) {
  return {
    async list(): Promise<Label[]> {
      const rows = await db.select().from(matchLabels).orderBy(asc(matchLabels.position), asc(matchLabels.name));
      return rows.map(toLabel);
    },

    async create(input: { name: string; color: string }): Promise<Label> {
      return db.transaction(async (tx) => {
        // One label change at a time, so two equal names cannot both pass the check.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('match_labels'))`);
        await assertNameFree(tx, input.name);
        const [{ next } = { next: 0 }] = await tx.select({ next: sql<number>`coalesce(max(${matchLabels.position}), -1)::int + 1` }).from(matchLabels);
        const [row] = await tx.insert(matchLabels)
          .values({ name: input.name, color: input.color, slug: await freeSlug(tx, input.name), position: next })
          .returning();
        if (!row) throw new Error('insert returned nothing');
        return toLabel(row);
      });
    },

    async update(id: string, input: { name: string; color: string }): Promise<Label> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('match_labels'))`);
        const [current] = await tx.select().from(matchLabels).where(eq(matchLabels.id, id));
        if (!current) throw notFound('This label no longer exists', 'label.NOT_FOUND');
        await assertNameFree(tx, input.name, id);
        const slug = current.name === input.name ? current.slug : await freeSlug(tx, input.name, id);
        const [row] = await tx.update(matchLabels).set({ name: input.name, color: input.color, slug }).where(eq(matchLabels.id, id)).returning();
        if (!row) throw notFound('This label no longer exists', 'label.NOT_FOUND');
        return toLabel(row);
      });
    },

    /** Deleting a label takes it off every match (the links cascade). */
    async remove(id: string): Promise<void> {
      const deleted = await db.delete(matchLabels).where(eq(matchLabels.id, id)).returning({ id: matchLabels.id });
      if (deleted.length === 0) throw notFound('This label no longer exists', 'label.NOT_FOUND');
    },
  };
}

export type MatchLabelsService = ReturnType<typeof createMatchLabelsService>;
