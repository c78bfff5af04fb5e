import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { slugify } from '@app/contract/labels';
import type { Database, Tx } from '../../db/client.ts';
import { competitions, teamDuplicateCandidates, teams } from '../../db/schema/index.ts';
import { FOOTBALL_DATA } from './feed-mapping.ts';
import { matchIdentity } from './team-identity.ts';

/** `emblem`: the provider's address of its emblem (fetched once). */
export type ProviderCompetition = { id: number; name: string; code: string; country: string; emblem: string };
/** `shortName` and `tla`: the provider's short name and three-letter code, which help recognise the console's team. */
export type ProviderTeam = {
  id: number;
  name: string;
  shortName?: string | null;
  tla?: string | null;
  country: string;
  crest: string;
};
export type WriteCounts = { created: number; updated: number; unchanged: number };
/** A provider's team as the console has it: its name (which the matches show) and emblem. */
export type ConsoleTeam = { name: string; emblemUrl: string };

/**
 * The competition by its provider id: created on its first sync, its name and code
 * kept up to date. A competition typed by hand with the same name (the demo's Premier League) is
 * taken over rather than doubled (team-identity.ts compares the names). Its emblem is set once one was
 * made from the provider's.
 */
export async function upsertCompetition(
  tx: Tx,
  competition: ProviderCompetition,
  emblemUrl: string | null,
  counts: WriteCounts,
): Promise<{ id: string; name: string }> {
  const externalId = String(competition.id);
  const [known] = await tx
    .select()
    .from(competitions)
    .where(and(eq(competitions.source, FOOTBALL_DATA), eq(competitions.externalId, externalId)));
  const wanted = {
    name: competition.name,
    providerCode: competition.code,
    ...(emblemUrl ? { emblemUrl, emblemSourceUrl: competition.emblem } : {}),
  };
  if (known) {
    // Its name and an emblem it has stay as they are: an admin may have changed them on /competitions.
    const keptEmblem = known.emblemUrl !== '' || emblemUrl === null;
    if (known.providerCode === wanted.providerCode && keptEmblem) {
      counts.unchanged += 1;
      return { id: known.id, name: known.name };
    }
    await tx
      .update(competitions)
      .set({
        providerCode: wanted.providerCode,
        ...(keptEmblem ? {} : { emblemUrl, emblemSourceUrl: competition.emblem }),
      })
      .where(eq(competitions.id, known.id));
    counts.updated += 1;
    return { id: known.id, name: known.name };
  }
  // One typed by hand under the same name (no accents, any case, an agreeing country) is taken over, keeping its name.
  const unlinked = await tx
    .select({ id: competitions.id, name: competitions.name, country: competitions.country })
    .from(competitions)
    .where(isNull(competitions.source));
  const identity = matchIdentity({ name: competition.name, country: competition.country }, unlinked);
  if (identity.kind === 'certain') {
    const emblem = emblemUrl ? { emblemUrl, emblemSourceUrl: competition.emblem } : {};
    await tx
      .update(competitions)
      .set({ providerCode: wanted.providerCode, ...emblem, source: FOOTBALL_DATA, externalId })
      .where(eq(competitions.id, identity.record.id));
    counts.updated += 1;
    return { id: identity.record.id, name: identity.record.name };
  }
  const slug = await freeSlug(tx, slugify(competition.name), competition.code);
  const [row] = await tx
    .insert(competitions)
    .values({ ...wanted, slug, country: competition.country, source: FOOTBALL_DATA, externalId })
    .returning({ id: competitions.id });
  if (!row) throw new Error('insert returned nothing');
  counts.created += 1;
  return { id: row.id, name: wanted.name };
}

async function freeSlug(tx: Tx, slug: string, code: string): Promise<string> {
  const taken = await tx
    .select({ slug: competitions.slug })
    .from(competitions)
    .where(inArray(competitions.slug, [slug, `${slug}-${code.toLowerCase()}`]));
  if (taken.length === 0) return slug;
  return taken.some((t) => t.slug === `${slug}-${code.toLowerCase()}`)
    ? `${slug}-${code.toLowerCase()}-${Date.now().toString(36)}`
    : `${slug}-${code.toLowerCase()}`;
}

/**
 * The teams by their provider ids: created once, the emblem set when a crest was made. A team the
 * console has is taken over when it is certainly the same (team-identity.ts: the name without FC
 * and accents, the short name or code, the country); one that only looks alike is created apart and
 * the pair kept for the admin's "Possible duplicates" on /teams. A name another team already holds
 * gets the provider id beside it, so no two teams share a name. Returns each provider id's team as
 * the console names it (an admin may have renamed or merged it on /teams) with its
 * emblem URL, for the matches.
 */
export async function upsertTeams(
  tx: Tx,
  providerTeams: readonly ProviderTeam[],
  crests: ReadonlyMap<number, string>,
  counts: WriteCounts,
): Promise<Map<number, ConsoleTeam>> {
  const emblems = new Map<number, ConsoleTeam>();
  if (providerTeams.length === 0) return emblems;
  const known = await tx
    .select()
    .from(teams)
    .where(
      and(
        eq(teams.source, FOOTBALL_DATA),
        inArray(
          teams.externalId,
          providerTeams.map((t) => String(t.id)),
        ),
      ),
    );
  const byExternalId = new Map(known.map((t) => [t.externalId, t]));
  const newcomers: ProviderTeam[] = [];
  for (const team of providerTeams) {
    const emblem = crests.get(team.id);
    const current = byExternalId.get(String(team.id));
    if (!current) {
      newcomers.push(team);
      continue;
    }
    const wanted = { ...(emblem ? { emblemUrl: emblem, crestSourceUrl: team.crest } : {}) };
    emblems.set(team.id, { name: current.name, emblemUrl: emblem ?? current.emblemUrl });
    // The name stays as it is: an admin may have renamed the team on /teams, and its matches show that name.
    if (Object.keys(wanted).length === 0 || (current.emblemUrl === emblem && current.crestSourceUrl === team.crest)) {
      counts.unchanged += 1;
      continue;
    }
    await tx.update(teams).set(wanted).where(eq(teams.id, current.id));
    counts.updated += 1;
  }
  if (newcomers.length === 0) return emblems;
  // The teams typed by hand (or by another provider) a newcomer may be: read once per sync.
  const unlinked = await tx
    .select({ id: teams.id, name: teams.name, country: teams.country, emblemUrl: teams.emblemUrl })
    .from(teams)
    .where(isNull(teams.source));
  for (const team of newcomers) {
    const emblem = crests.get(team.id);
    const identity = matchIdentity(team, unlinked);
    if (identity.kind === 'certain') {
      const record = unlinked.find((t) => t.id === identity.record.id)!;
      const emblemUrl = record.emblemUrl || emblem || '';
      await tx
        .update(teams)
        .set({
          source: FOOTBALL_DATA,
          externalId: String(team.id),
          emblemUrl,
          crestSourceUrl: emblem ? team.crest : '',
          ...(record.country === '' && team.country !== '' ? { country: team.country } : {}),
        })
        .where(eq(teams.id, record.id));
      unlinked.splice(unlinked.indexOf(record), 1);
      emblems.set(team.id, { name: record.name, emblemUrl });
      counts.updated += 1;
      continue;
    }
    const [taken] = await tx
      .select({ id: teams.id })
      .from(teams)
      .where(sql`lower(${teams.name}) = lower(${team.name})`)
      .limit(1);
    const name = taken ? `${team.name} (${team.id})` : team.name;
    const [created] = await tx
      .insert(teams)
      .values({
        name,
        country: team.country,
        emblemUrl: emblem ?? '',
        crestSourceUrl: emblem ? team.crest : '',
        source: FOOTBALL_DATA,
        externalId: String(team.id),
      })
      .returning({ id: teams.id });
    if (identity.kind === 'uncertain') {
      await tx
        .insert(teamDuplicateCandidates)
        .values(identity.records.map(({ record, reason }) => ({ teamId: created!.id, candidateId: record.id, reason })))
        .onConflictDoNothing();
    }
    emblems.set(team.id, { name, emblemUrl: emblem ?? '' });
    counts.created += 1;
  }
  return emblems;
}

/**
 * Whether the competition has an emblem already (made once from the provider's, or an admin's from
 * /competitions): then the provider's is not fetched again.
 */
export async function competitionHasEmblem(db: Database, id: number): Promise<boolean> {
  const [known] = await db
    .select({ emblemUrl: competitions.emblemUrl })
    .from(competitions)
    .where(and(eq(competitions.source, FOOTBALL_DATA), eq(competitions.externalId, String(id))));
  return Boolean(known?.emblemUrl);
}

/** The crest addresses already made into emblems, by provider id: those are not fetched again. */
export async function knownCrests(
  tx: Database | Tx,
  ids: readonly number[],
): Promise<Map<number, ConsoleTeam & { crestSourceUrl: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({
      externalId: teams.externalId,
      name: teams.name,
      crestSourceUrl: teams.crestSourceUrl,
      emblemUrl: teams.emblemUrl,
    })
    .from(teams)
    .where(and(eq(teams.source, FOOTBALL_DATA), inArray(teams.externalId, ids.map(String))));
  return new Map(
    rows.map((r) => [Number(r.externalId), { name: r.name, crestSourceUrl: r.crestSourceUrl, emblemUrl: r.emblemUrl }]),
  );
}
