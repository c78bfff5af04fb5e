import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type {
  DuplicateReason,
  MergeTeamAnswer,
  ReferenceListQuery,
  TeamDuplicateList,
  TeamList,
  TeamRow,
} from '@app/contract/reference-data';
import { queryRows, type Database, type Tx } from '../../db/client.ts';
import { teamDuplicateCandidates, teams } from '../../db/schema/index.ts';
import { coded, conflict, notFound } from '../../lib/http-error.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { matchCounts, matchesBetween, renameTeamInMatches } from './team-matches.ts';

type TeamRecord = typeof teams.$inferSelect;

const notFoundError = () => notFound(coded('teamNotFound'), 'teams.NOT_FOUND');

async function withCounts(db: Database | Tx, rows: readonly TeamRecord[]): Promise<TeamRow[]> {
  const counts = await matchCounts(
    db,
    rows.map((r) => r.name),
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    country: r.country,
    emblemUrl: r.emblemUrl,
    source: r.source,
    matchCount: counts.get(r.name) ?? 0,
  }));
}

async function lockTeam(tx: Tx, id: string): Promise<TeamRecord> {
  const [team] = await tx.select().from(teams).where(eq(teams.id, id)).for('update');
  if (!team) throw notFoundError();
  return team;
}

/** The admin's /teams: search, rename, emblem, and merging a duplicate into the team kept. */
export function createTeamsAdmin(db: Database) {
  return {
    async list(query: ReferenceListQuery): Promise<TeamList> {
      const where = query.q ? sql`lower(${teams.name}) like ${containsPattern(query.q.toLowerCase())}` : undefined;
      const rows = await db
        .select()
        .from(teams)
        .where(where)
        .orderBy(sql`lower(${teams.name})`, teams.id)
        .limit(query.pageSize)
        .offset(query.page * query.pageSize);
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(teams)
        .where(where);
      return { items: await withCounts(db, rows), total: Number(count?.n ?? 0) };
    },

    /** The pairs the feed could not tell apart (services/feed/team-identity.ts), newest first. */
    async duplicates(): Promise<TeamDuplicateList> {
      const pairs = await db
        .select()
        .from(teamDuplicateCandidates)
        .orderBy(
          desc(teamDuplicateCandidates.createdAt),
          teamDuplicateCandidates.teamId,
          teamDuplicateCandidates.candidateId,
        )
        .limit(200);
      if (pairs.length === 0) return { items: [] };
      const ids = [...new Set(pairs.flatMap((p) => [p.teamId, p.candidateId]))];
      const rows = await db.select().from(teams).where(inArray(teams.id, ids));
      const byId = new Map((await withCounts(db, rows)).map((r) => [r.id, r]));
      return {
        items: pairs.flatMap((p) => {
          const team = byId.get(p.teamId);
          const candidate = byId.get(p.candidateId);
          return team && candidate ? [{ team, candidate, reason: p.reason as DuplicateReason }] : [];
        }),
      };
    },

    /** "Not the same team": the pair leaves the list and both teams stay as they are. */
    async dismissDuplicate(teamId: string, candidateId: string): Promise<void> {
      const removed = await db
        .delete(teamDuplicateCandidates)
        .where(and(eq(teamDuplicateCandidates.teamId, teamId), eq(teamDuplicateCandidates.candidateId, candidateId)))
        .returning({ teamId: teamDuplicateCandidates.teamId });
      if (removed.length === 0) throw notFound(coded('teamDuplicateNotFound'), 'teams.DUPLICATE_NOT_FOUND');
    },

    /** A new name, refused when another team has it in any case; every match naming the team follows. */
    async rename(id: string, name: string): Promise<TeamRow> {
      return db.transaction(async (tx) => {
        const team = await lockTeam(tx, id);
        const [taken] = await tx
          .select({ id: teams.id })
          .from(teams)
          .where(sql`lower(${teams.name}) = lower(${name}) and ${teams.id} <> ${id}`)
          .limit(1);
        if (taken) throw conflict(coded('teamNameTaken'), 'teams.NAME_TAKEN');
        if (team.name === name) return (await withCounts(tx, [team]))[0]!;
        const [renamed] = await tx.update(teams).set({ name }).where(eq(teams.id, id)).returning();
        await renameTeamInMatches(tx, team.name, { name, emblemUrl: team.emblemUrl });
        return (await withCounts(tx, [renamed!]))[0]!;
      });
    },

    /** An uploaded emblem (stored by the caller through the media pipeline), shown by every match of the team. */
    async setEmblem(id: string, emblemUrl: string): Promise<TeamRow> {
      return db.transaction(async (tx) => {
        const team = await lockTeam(tx, id);
        const [updated] = await tx.update(teams).set({ emblemUrl }).where(eq(teams.id, id)).returning();
        await renameTeamInMatches(tx, team.name, { name: team.name, emblemUrl });
        return (await withCounts(tx, [updated!]))[0]!;
      });
    },

    /**
     * The duplicate goes into the team kept, all or nothing: its matches name the kept team, the
     * bars' planner rules and the players' follows move (one where both existed), the kept team
     * takes over the duplicate's provider id when it has none (so the feed finds it), and the
     * duplicate is deleted. Each write is audited by the tables' triggers.
     */
    async merge(duplicateId: string, intoId: string): Promise<MergeTeamAnswer> {
      if (duplicateId === intoId) throw conflict(coded('teamMergeIntoItself'), 'teams.MERGE_INTO_ITSELF');
      return db.transaction(async (tx) => {
        // Both locked in id order, so two merges of the same pair cannot deadlock.
        const [first, second] = [duplicateId, intoId].sort();
        const locked = new Map<string, TeamRecord>();
        for (const id of [first!, second!]) locked.set(id, await lockTeam(tx, id));
        const duplicate = locked.get(duplicateId)!;
        const kept = locked.get(intoId)!;
        const between = await matchesBetween(tx, duplicate.name, kept.name);
        if (between.length > 0)
          throw conflict(coded('teamsPlayEachOther', { matches: between.join(', ') }), 'teams.PLAY_EACH_OTHER');
        if (duplicate.source !== null && kept.source !== null)
          throw conflict(coded('bothTeamsFromFeed'), 'teams.BOTH_FROM_FEED');

        const emblemUrl = kept.emblemUrl || duplicate.emblemUrl;
        const movedMatches = await renameTeamInMatches(tx, duplicate.name, { name: kept.name, emblemUrl });
        if (emblemUrl !== kept.emblemUrl) await renameTeamInMatches(tx, kept.name, { name: kept.name, emblemUrl });
        const rules = await queryRows<{ bar_id: string }>(
          tx,
          sql`
          update bar_rules set team_id = ${intoId}
          where team_id = ${duplicateId} and not exists (select 1 from bar_rules k where k.bar_id = bar_rules.bar_id and k.team_id = ${intoId})
          returning bar_id`,
        );
        const follows = await queryRows<{ user_id: string }>(
          tx,
          sql`
          update team_follows set team_id = ${intoId}
          where team_id = ${duplicateId} and not exists (select 1 from team_follows k where k.user_id = team_follows.user_id and k.team_id = ${intoId})
          returning user_id`,
        );
        // Rules and follows the kept team already had go with the duplicate (cascade).
        await tx.delete(teams).where(eq(teams.id, duplicateId));
        const takesFeed = kept.source === null && duplicate.source !== null;
        const [updated] = await tx
          .update(teams)
          .set({
            emblemUrl,
            ...(takesFeed
              ? { source: duplicate.source, externalId: duplicate.externalId, crestSourceUrl: duplicate.crestSourceUrl }
              : {}),
            ...(kept.country === '' && duplicate.country !== '' ? { country: duplicate.country } : {}),
          })
          .where(eq(teams.id, intoId))
          .returning();
        return {
          kept: (await withCounts(tx, [updated!]))[0]!,
          movedMatches,
          movedRules: rules.length,
          movedFollows: follows.length,
        };
      });
    },
  };
}
