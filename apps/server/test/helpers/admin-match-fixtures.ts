import { randomBytes } from 'node:crypto';
import type { Database } from '../../src/db/client.ts';
import { matches } from '../../src/db/schema/index.ts';

export type FixtureMatch = Partial<typeof matches.$inferInsert> & { homeTeam: string };

/** A word no demo row contains, so a test can search for exactly its own matches. */
export function uniqueWord(prefix: string): string {
  return `${prefix}${randomBytes(4).toString('hex')}`;
}

/**
 * Inserts matches in one multi-row statement (thousands at once are quick) with search_text kept
 * as the service keeps it. Returns their ids in the order given.
 */
export async function insertMatches(db: Database, list: FixtureMatch[]): Promise<string[]> {
  if (list.length === 0) return [];
  const rows = list.map((m, i) => {
    const headline = m.headline ?? (m.awayTeam ? `${m.homeTeam} - ${m.awayTeam}` : m.homeTeam);
    const competitionName = m.competitionName ?? '';
    return {
      scheduledDate: new Date(Date.UTC(2030, 0, 1, 18, 0) + i * 60_000),
      ...m,
      headline,
      competitionName,
      searchText: `${headline} ${competitionName}`.toLowerCase(),
    };
  });
  const ids: string[] = [];
  // PostgreSQL caps a statement at 65,535 parameters: big sets go in slices.
  for (let i = 0; i < rows.length; i += 2000) {
    const inserted = await db.insert(matches).values(rows.slice(i, i + 2000)).returning({ id: matches.id });
    ids.push(...inserted.map((r) => r.id));
  }
  return ids;
}
