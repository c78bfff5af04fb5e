import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { slugify } from '@app/contract/labels';
import type { Database, Tx } from '../../db/client.ts';
import { competitions, teams } from '../../db/schema/index.ts';
import { FOOTBALL_DATA } from './feed-mapping.ts';

/** `emblem`: the provider's address of its emblem (fetched once, decision 061). */
export type ProviderCompetition = { id: number; name: string; code: string; country: string; emblem: string };
export type ProviderTeam = { id: number; name: string; country: string; crest: string };
export type WriteCounts = { created: number; updated: number; unchanged: number };

/**
 * The competition by its provider id (decision 050): created on its first sync, its name and code
 * kept up to date. A competition typed by hand with the same name (the demo's Premier League) is
 * taken over rather than doubled. Its emblem is set once one was made from the provider's.
 */
export async function upsertCompetition(tx: Tx, competition: ProviderCompetition, emblemUrl: string | null, counts: WriteCounts): Promise<{ id: string; name: string }> {
  const externalId = String(competition.id);
  const [known] = await tx.select().from(competitions)
    .where(and(eq(competitions.source, FOOTBALL_DATA), eq(competitions.externalId, externalId)));
  const wanted = { name: competition.name, providerCode: competition.code, ...(emblemUrl ? { emblemUrl, emblemSourceUrl: competition.emblem } : {}) };
  if (known) {
    const differs = known.name !== wanted.name || known.providerCode !== wanted.providerCode
      || (emblemUrl !== null && (known.emblemUrl !== emblemUrl || known.emblemSourceUrl !== competition.emblem));
    if (!differs) {
      counts.unchanged += 1;
      return { id: known.id, name: known.name };
    }
    await tx.update(competitions).set(wanted).where(eq(competitions.id, known.id));
    counts.updated += 1;
    return { id: known.id, name: wanted.name };
  }
  const [byName] = await tx.select({ id: competitions.id }).from(competitions)
    .where(and(isNull(competitions.source), sql`lower(${competitions.name}) = lower(${competition.name})`)).limit(1);
  if (byName) {
    await tx.update(competitions).set({ ...wanted, source: FOOTBALL_DATA, externalId }).where(eq(competitions.id, byName.id));
    counts.updated += 1;
    return { id: byName.id, name: wanted.name };
  }
  const slug = await freeSlug(tx, slugify(competition.name), competition.code);
  const [row] = await tx.insert(competitions).values({ ...wanted, slug, country: competition.country, source: FOOTBALL_DATA, externalId })
    .returning({ id: competitions.id });
  if (!row) throw new Error('insert returned nothing');
  counts.created += 1;
  return { id: row.id, name: wanted.name };
}

async function freeSlug(tx: Tx, slug: string, code: string): Promise<string> {
  const taken = await tx.select({ slug: competitions.slug }).from(competitions).where(inArray(competitions.slug, [slug, `${slug}-${code.toLowerCase()}`]));
  if (taken.length === 0) return slug;
  return taken.some((t) => t.slug === `${slug}-${code.toLowerCase()}`) ? `${slug}-${code.toLowerCase()}-${Date.now().toString(36)}` : `${slug}-${code.toLowerCase()}`;
}

/**
 * The teams by their provider ids: created once, renamed when the provider renames them, the
 * emblem set when a crest was made. A team typed by hand with exactly the same name is taken
 * over; a name another team already holds gets the provider id beside it, so no two teams share a
 * name. Returns each provider id's emblem URL, for the matches.
 */
export async function upsertTeams(tx: Tx, providerTeams: readonly ProviderTeam[], crests: ReadonlyMap<number, string>, counts: WriteCounts): Promise<Map<number, string>> {
  const emblems = new Map<number, string>();
  if (providerTeams.length === 0) return emblems;
  const known = await tx.select().from(teams)
    .where(and(eq(teams.source, FOOTBALL_DATA), inArray(teams.externalId, providerTeams.map((t) => String(t.id)))));
  const byExternalId = new Map(known.map((t) => [t.externalId, t]));
  for (const team of providerTeams) {
    const emblem = crests.get(team.id);
    const current = byExternalId.get(String(team.id));
    if (current) {
      const wanted = { ...(emblem ? { emblemUrl: emblem, crestSourceUrl: team.crest } : {}) };
      emblems.set(team.id, emblem ?? current.emblemUrl);
      // The name stays as it is: an admin may have renamed the team on /teams; the feed's name goes to its matches.
      if (Object.keys(wanted).length === 0 || (current.emblemUrl === emblem && current.crestSourceUrl === team.crest)) {
        counts.unchanged += 1;
        continue;
      }
      await tx.update(teams).set(wanted).where(eq(teams.id, current.id));
      counts.updated += 1;
      continue;
    }
    const [byName] = await tx.select().from(teams).where(sql`lower(${teams.name}) = lower(${team.name})`).limit(1);
    if (byName && byName.source === null) {
      const emblemUrl = byName.emblemUrl || emblem || '';
      await tx.update(teams).set({ source: FOOTBALL_DATA, externalId: String(team.id), emblemUrl, crestSourceUrl: emblem ? team.crest : '' }).where(eq(teams.id, byName.id));
      emblems.set(team.id, emblemUrl);
      counts.updated += 1;
      continue;
    }
    const name = byName ? `${team.name} (${team.id})` : team.name;
    await tx.insert(teams).values({ name, country: team.country, emblemUrl: emblem ?? '', crestSourceUrl: emblem ? team.crest : '', source: FOOTBALL_DATA, externalId: String(team.id) });
    emblems.set(team.id, emblem ?? '');
    counts.created += 1;
  }
  return emblems;
}

/** The competition's emblem address already made into its emblem, if any: it is not fetched again (decision 061). */
export async function knownCompetitionEmblem(db: Database, id: number): Promise<string | null> {
  const [known] = await db.select({ emblemUrl: competitions.emblemUrl, emblemSourceUrl: competitions.emblemSourceUrl }).from(competitions)
    .where(and(eq(competitions.source, FOOTBALL_DATA), eq(competitions.externalId, String(id))));
  return known?.emblemUrl ? known.emblemSourceUrl : null;
}

/** The crest addresses already made into emblems, by provider id: those are not fetched again. */
export async function knownCrests(tx: Database | Tx, ids: readonly number[]): Promise<Map<number, { crestSourceUrl: string; emblemUrl: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await tx.select({ externalId: teams.externalId, crestSourceUrl: teams.crestSourceUrl, emblemUrl: teams.emblemUrl }).from(teams)
    .where(and(eq(teams.source, FOOTBALL_DATA), inArray(teams.externalId, ids.map(String))));
  return new Map(rows.map((r) => [Number(r.externalId), { crestSourceUrl: r.crestSourceUrl, emblemUrl: r.emblemUrl }]));
}
