import { and, asc, eq, isNull } from 'drizzle-orm';
import type { OwnerMatchesAnswer, OwnerMatchesFilter, CompetitionItem } from '@app/contract/matches';
import { MATCH_MESSAGES } from '@app/contract/matches';
import type { Database } from '../../db/client.ts';
import { barBroadcasts, competitions, matches } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { isOver } from '../../lib/match-status.ts';
import { isForeignKeyViolation } from '../../lib/pg-errors.ts';
import { createOwnerMatchList } from './owner-match-list.ts';

export function createConsoleMatchesService(db: Database) {
  const list = createOwnerMatchList(db);
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
      const [match] = await db
        .select({ status: matches.status })
        .from(matches)
        .where(and(eq(matches.id, matchId), isNull(matches.trashedAt)))
        .limit(1);
      if (!match) throw notFound(MATCH_MESSAGES.matchNotFound, 'matches.NOT_FOUND');
      if (isOver(match.status) && !(match.status === 'CANC' && !on))
        throw badRequest(MATCH_MESSAGES.matchOver, 'matches.OVER');
      if (on) {
        try {
          await db.insert(barBroadcasts).values({ barId, matchId }).onConflictDoNothing();
        } catch (error) {
          // Deleted for good between the read and the insert.
          if (isForeignKeyViolation(error)) throw notFound(MATCH_MESSAGES.matchNotFound, 'matches.NOT_FOUND');
          throw error;
        }
      } else {
        await db.delete(barBroadcasts).where(and(eq(barBroadcasts.barId, barId), eq(barBroadcasts.matchId, matchId)));
      }
      return on;
    },
  };
}
export type ConsoleMatchesService = ReturnType<typeof createConsoleMatchesService>;
