import { asc, sql } from 'drizzle-orm';
import type { CompetitionOption, TeamOption } from '@app/contract/match-parties';
import { COMPETITION_NAME_TAKEN, TEAM_NAME_TAKEN } from '@app/contract/match-parties';
import type { Database } from '../../db/client.ts';
import { competitions, media, teams } from '../../db/schema/index.ts';
import { conflict } from '../../lib/http-error.ts';
import { mediaUrl } from '../../seed/team-emblems.ts';
import { drawTeamEmblem } from './team-emblem.ts';

/** The query as LIKE text: its own % and _ are plain characters. */
const escapeLike = (query: string) => query.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
const likePattern = (query: string) => `%${escapeLike(query)}%`;

/** Names starting with the query first, then the others containing it, each alphabetically. */
const byRelevance = (column: typeof teams.name | typeof competitions.name, query: string) =>
  sql`case when lower(${column}) like ${`${escapeLike(query)}%`} then 0 else 1 end`;

function slugOf(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');
  return base || 'competition';
}

/** The teams and competitions a match is made of (the match dialog's pickers). */
export function createMatchPartiesService(db: Database) {
  return {
    async searchTeams(query: string, limit: number): Promise<TeamOption[]> {
      return db
        .select({ id: teams.id, name: teams.name, country: teams.country, emblemUrl: teams.emblemUrl })
        .from(teams)
        .where(query ? sql`lower(${teams.name}) like ${likePattern(query)}` : undefined)
        .orderBy(byRelevance(teams.name, query), asc(teams.name))
        .limit(limit);
    },

    async searchCompetitions(query: string, limit: number): Promise<CompetitionOption[]> {
      return db
        .select({
          id: competitions.id,
          name: competitions.name,
          country: competitions.country,
          color: competitions.color,
        })
        .from(competitions)
        .where(query ? sql`lower(${competitions.name}) like ${likePattern(query)}` : undefined)
        .orderBy(byRelevance(competitions.name, query), asc(competitions.position), asc(competitions.name))
        .limit(limit);
    },

    /** A new team with its emblem drawn here and stored like any image; a name any case already has is refused. */
    async createTeam(name: string, country: string): Promise<TeamOption> {
      const emblem = await drawTeamEmblem(name);
      return db.transaction(async (tx) => {
        const [taken] = await tx
          .select({ id: teams.id })
          .from(teams)
          .where(sql`lower(${teams.name}) = lower(${name})`)
          .limit(1);
        if (taken) throw conflict(TEAM_NAME_TAKEN, 'teams.NAME_TAKEN');
        await tx.insert(media).values(emblem).onConflictDoNothing();
        const [row] = await tx
          .insert(teams)
          .values({ name, country, emblemUrl: mediaUrl(emblem.hash) })
          .onConflictDoNothing()
          .returning({ id: teams.id, name: teams.name, country: teams.country, emblemUrl: teams.emblemUrl });
        if (!row) throw conflict(TEAM_NAME_TAKEN, 'teams.NAME_TAKEN');
        return row;
      });
    },

    /** A new competition, listed after the known ones; its slug is made unique from the name. */
    async createCompetition(name: string, country: string): Promise<CompetitionOption> {
      return db.transaction(async (tx) => {
        const [taken] = await tx
          .select({ id: competitions.id })
          .from(competitions)
          .where(sql`lower(${competitions.name}) = lower(${name})`)
          .limit(1);
        if (taken) throw conflict(COMPETITION_NAME_TAKEN, 'competitions.NAME_TAKEN');
        const base = slugOf(name);
        const [{ n } = { n: 0 }] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(competitions)
          .where(sql`${competitions.slug} = ${base} or ${competitions.slug} like ${`${base}-%`}`);
        const [{ last } = { last: 0 }] = await tx
          .select({ last: sql<number>`coalesce(max(${competitions.position}), 0)::int` })
          .from(competitions);
        const [row] = await tx
          .insert(competitions)
          .values({ name, country, slug: n ? `${base}-${n + 1}` : base, position: last + 1 })
          .returning({
            id: competitions.id,
            name: competitions.name,
            country: competitions.country,
            color: competitions.color,
          });
        if (!row) throw new Error('insert returned nothing');
        return row;
      });
    },
  };
}

export type MatchPartiesService = ReturnType<typeof createMatchPartiesService>;
