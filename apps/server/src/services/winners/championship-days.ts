import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ChampionshipDays } from '@app/contract/winners';
import type { Database, Tx } from '../../db/client.ts';
import { championshipMatches, matches } from '../../db/schema/index.ts';

/**
 * The championship's first and last match day, as UTC calendar days (the server's day, as winners'
 * period dates are); matches in the trash do not count. Null while it has no match.
 */
export async function findChampionshipDays(
  db: Database | Tx,
  championshipId: string,
): Promise<ChampionshipDays | null> {
  const utcDay = (bound: 'min' | 'max') =>
    sql<string | null>`to_char(${sql.raw(bound)}(${matches.scheduledDate}) at time zone 'UTC', 'YYYY-MM-DD')`;
  const [row] = await db
    .select({ first: utcDay('min'), last: utcDay('max') })
    .from(championshipMatches)
    .innerJoin(matches, eq(matches.id, championshipMatches.matchId))
    .where(and(eq(championshipMatches.championshipId, championshipId), isNull(matches.trashedAt)));
  return row?.first && row.last ? { first: row.first, last: row.last } : null;
}
