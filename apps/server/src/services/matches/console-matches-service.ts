import { and, asc, eq, isNull } from 'drizzle-orm';
import type { OwnerMatchesAnswer, OwnerMatchesFilter, CompetitionItem } from '@app/contract/matches';
import { MATCH_MESSAGES } from '@app/contract/matches';
import type { Database } from '../../db/client.ts';
import { barBroadcasts, competitions, matches } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { isOver } from '../../lib/match-status.ts';
import { isForeignKeyViolation } from '../../lib/pg-errors.ts';
import { createOwnerMatchList } from './owner-match-list.ts';
import { barDemand } from './bar-demand.ts';

export function createConsoleMatchesService(db: Database) {
  const list = createOwnerMatchList(db);

  async function assertSwitchable(matchId: string, on: boolean): Promise<void> {
    const [match] = await db
      .select({ status: matches.status })
      .from(matches)
      .where(and(eq(matches.id, matchId), isNull(matches.trashedAt)))
      .limit(1);
    if (!match) throw notFound(MATCH_MESSAGES.matchNotFound, 'matches.NOT_FOUND');
    if (isOver(match.status) && !(match.status === 'CANC' && !on))
      throw badRequest(MATCH_MESSAGES.matchOver, 'matches.OVER');
  }

  /** One statement for every bar: all of them show the match, or none does. */
  async function switchOn(barIds: readonly string[], matchId: string): Promise<void> {
    try {
      await db
        .insert(barBroadcasts)
        .values(barIds.map((barId) => ({ barId, matchId })))
        .onConflictDoNothing();
    } catch (error) {
      // Deleted for good between the read and the insert.
      if (isForeignKeyViolation(error)) throw notFound(MATCH_MESSAGES.matchNotFound, 'matches.NOT_FOUND');
      throw error;
    }
  }

  return {
    /**
     * One page of the console's list and the filter's count (a page that is not full is its own
     * count); the list engine (services/collection/list-engine.ts) reads it.
     */
    async list(filter: OwnerMatchesFilter, barId: string | null): Promise<OwnerMatchesAnswer> {
      const { page, total } = await list.page({ ...filter, barId }, filter.page, filter.pageSize);
      return { count: total.total, matches: page.rows };
    },

    async activeCompetitions(): Promise<CompetitionItem[]> {
      const rows = await db
        .select({ id: competitions.id, name: competitions.name, slug: competitions.slug, color: competitions.color })
        .from(competitions)
        .where(eq(competitions.active, true))
        .orderBy(asc(competitions.position), asc(competitions.name));
      return rows.map((r) => ({ ...r, _id: r.id }));
    },

    /**
     * Switches a match on or off for one bar; idempotent. A trashed match is unknown to owners;
     * a match that is over keeps its broadcast history as it was, except that a cancelled one can
     * be switched off (the bar was told, and offered exactly that).
     */
    async setBroadcast(barId: string, matchId: string, on: boolean): Promise<boolean> {
      await assertSwitchable(matchId, on);
      if (on) await switchOn([barId], matchId);
      else
        await db.delete(barBroadcasts).where(and(eq(barBroadcasts.barId, barId), eq(barBroadcasts.matchId, matchId)));
      return on;
    },

    /** The coming matches by what fans within `km` of the bar do about them (the owner's Demand view). */
    demand: (barId: string, km: number) => barDemand(db, barId, km),

    /** Switches a match on for several bars at once, by the same rules; bars already showing it stay. */
    async showInBars(barIds: readonly string[], matchId: string): Promise<void> {
      await assertSwitchable(matchId, true);
      await switchOn(barIds, matchId);
    },
  };
}
export type ConsoleMatchesService = ReturnType<typeof createConsoleMatchesService>;
