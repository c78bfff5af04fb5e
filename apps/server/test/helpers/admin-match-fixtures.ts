import { randomBytes } from 'node:crypto';
import type { Database } from '../../src/db/client.ts';
import { sql } from 'drizzle-orm';
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
    const inserted = await db
      .insert(matches)
      .values(rows.slice(i, i + 2000))
      .returning({ id: matches.id });
    ids.push(...inserted.map((r) => r.id));
  }
  return ids;
}

type NumberedMatches = {
  /** The home teams are `${word} 0` … `${word} ${count - 1}`. */
  word: string;
  count: number;
  awayTeam?: string;
  /** When match 0 kicks off; the others follow a minute apart, `perKickOff` matches to a minute. */
  firstKickOff?: Date;
  perKickOff?: number;
};

/**
 * The rows insertMatches would write for `${word} i` (same headline, search_text and kick-offs),
 * built by the database in one INSERT … SELECT over generate_series: binding ten thousand rows'
 * parameters from JavaScript took 20 s of a test, this takes well under one
 * (docs/decisions/060-test-run-speed-again.md).
 */
export async function insertNumberedMatches(
  db: Database,
  { word, count, awayTeam = '', firstKickOff = new Date(Date.UTC(2030, 0, 1, 18, 0)), perKickOff = 1 }: NumberedMatches,
): Promise<void> {
  const home = sql`${word} || ' ' || g`;
  const headline = awayTeam ? sql`${home} || ' - ' || ${awayTeam}::text` : home;
  await db.execute(sql`insert into ${matches} (home_team, away_team, headline, competition_name, search_text, scheduled_date)
    select ${home}, ${awayTeam}::text, ${headline}, '', lower(${headline}) || ' ',
      ${firstKickOff.toISOString()}::timestamptz + (g / ${perKickOff}::int) * interval '1 minute'
    from generate_series(0, ${count - 1}::int) as g`);
}
