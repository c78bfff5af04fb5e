import { eq, sql } from 'drizzle-orm';
import type {
  CompetitionList,
  CompetitionRow,
  ReferenceListQuery,
  UpdateCompetitionBody,
} from '@app/contract/reference-data';
import { queryRows, type Database, type Tx } from '../../db/client.ts';
import { competitions, matches } from '../../db/schema/index.ts';
import { uuidArray } from '../../db/sql-arrays.ts';
import { coded, conflict, notFound } from '../../lib/http-error.ts';
import { containsPattern } from '../../lib/like-pattern.ts';

type CompetitionRecord = typeof competitions.$inferSelect;

async function withCounts(db: Database | Tx, rows: readonly CompetitionRecord[]): Promise<CompetitionRow[]> {
  const ids = rows.map((r) => r.id);
  const counts =
    ids.length === 0
      ? []
      : await queryRows<{ id: string; n: number | string }>(
          db,
          sql`
    select competition_id as id, count(*) as n from matches
    where competition_id = any(${uuidArray(ids)}) group by competition_id`,
        );
  const byId = new Map(counts.map((c) => [c.id, Number(c.n)]));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    color: r.color,
    emblemUrl: r.emblemUrl,
    active: r.active,
    providerCode: r.providerCode,
    source: r.source,
    matchCount: byId.get(r.id) ?? 0,
  }));
}

/** The admin's /competitions: name, colour, emblem, whether owners see it; the provider's code is shown, not edited. */
export function createCompetitionsAdmin(db: Database) {
  async function lock(tx: Tx, id: string): Promise<CompetitionRecord> {
    const [row] = await tx.select().from(competitions).where(eq(competitions.id, id)).for('update');
    if (!row) throw notFound(coded('competitionNotFound'), 'competitions.NOT_FOUND');
    return row;
  }

  return {
    async list(query: ReferenceListQuery): Promise<CompetitionList> {
      const where = query.q
        ? sql`lower(${competitions.name}) like ${containsPattern(query.q.toLowerCase())}`
        : undefined;
      const rows = await db
        .select()
        .from(competitions)
        .where(where)
        .orderBy(competitions.position, sql`lower(${competitions.name})`, competitions.id)
        .limit(query.pageSize)
        .offset(query.page * query.pageSize);
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(competitions)
        .where(where);
      return { items: await withCounts(db, rows), total: Number(count?.n ?? 0) };
    },

    /**
     * A new name is refused when another competition has it; the matches' copy of the name (their lists and search)
     * follows.
     */
    async update(id: string, body: UpdateCompetitionBody): Promise<CompetitionRow> {
      return db.transaction(async (tx) => {
        const current = await lock(tx, id);
        if (body.name !== undefined && body.name !== current.name) {
          const [taken] = await tx
            .select({ id: competitions.id })
            .from(competitions)
            .where(sql`lower(${competitions.name}) = lower(${body.name}) and ${competitions.id} <> ${id}`)
            .limit(1);
          if (taken) throw conflict(coded('competitionNameTaken'), 'competitions.NAME_TAKEN');
          await tx
            .update(matches)
            .set({
              competitionName: body.name,
              searchText: sql`lower(${matches.headline} || ' ' || ${body.name}::text)`,
            })
            .where(eq(matches.competitionId, id));
        }
        const [updated] = await tx
          .update(competitions)
          .set({
            ...(body.name !== undefined ? { name: body.name } : {}),
            ...(body.color !== undefined ? { color: body.color } : {}),
            ...(body.active !== undefined ? { active: body.active } : {}),
          })
          .where(eq(competitions.id, id))
          .returning();
        return (await withCounts(tx, [updated!]))[0]!;
      });
    },

    async setEmblem(id: string, emblemUrl: string): Promise<CompetitionRow> {
      return db.transaction(async (tx) => {
        await lock(tx, id);
        const [updated] = await tx.update(competitions).set({ emblemUrl }).where(eq(competitions.id, id)).returning();
        return (await withCounts(tx, [updated!]))[0]!;
      });
    },
  };
}
