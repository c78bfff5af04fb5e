import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { textArray, uuidArray } from '../../db/sql-arrays.ts';

/**
 * Matches name their teams as text (with the emblem beside it), so a team renamed, given an emblem
 * or merged is written into every match naming it, in the caller's transaction. The
 * feed's kept values (`feed_values`) follow too: the feed names a match's teams as the console does
 * (feed-mapping.ts), so the next sync finds nothing changed and writes nothing.
 */
export async function renameTeamInMatches(
  tx: Tx,
  from: string,
  to: { name: string; emblemUrl: string },
): Promise<number> {
  const side = (column: 'home' | 'away') => {
    const team = sql.raw(`${column}_team`);
    const emblem = sql.raw(`${column}_team_emblem_url`);
    return sql`${team} = case when ${team} = ${from} then ${to.name} else ${team} end,
      ${emblem} = case when ${team} = ${from} then ${to.emblemUrl} else ${emblem} end`;
  };
  const feedSide = (column: 'home' | 'away') => sql`case when feed_values->>${`${column}Team`} = ${from}
    then jsonb_build_object(${`${column}Team`}::text, ${to.name}::text, ${`${column}TeamEmblemUrl`}::text, ${to.emblemUrl}::text) else '{}'::jsonb end`;
  const moved = await queryRows<{ id: string }>(
    tx,
    sql`
    update matches set ${side('home')}, ${side('away')},
      feed_values = case when feed_values is null then null else feed_values || ${feedSide('home')} || ${feedSide('away')} end,
      updated_at = now()
    where home_team = ${from} or away_team = ${from}
    returning id`,
  );
  if (moved.length === 0) return 0;
  // The headline and search text as matchHeadline (contract) and match-fields.ts write them.
  await tx.execute(sql`
    update matches set
      headline = case when away_team = '' then home_team else home_team || ' - ' || away_team end,
      search_text = lower(case when away_team = '' then home_team else home_team || ' - ' || away_team end || ' ' || competition_name)
    where id = any(${uuidArray(moved.map((m) => m.id))})`);
  return moved.length;
}

/** The matches the two teams play against each other: a merge would leave them with one team. */
export async function matchesBetween(tx: Tx, a: string, b: string): Promise<string[]> {
  const rows = await queryRows<{ headline: string }>(
    tx,
    sql`
    select headline from matches
    where (home_team = ${a} and away_team = ${b}) or (home_team = ${b} and away_team = ${a})
    order by scheduled_date limit 3`,
  );
  return rows.map((r) => r.headline);
}

/** How many matches name each team, home or away, trashed ones included. */
export async function matchCounts(tx: Database | Tx, names: readonly string[]): Promise<Map<string, number>> {
  if (names.length === 0) return new Map();
  const list = textArray(names);
  const rows = await queryRows<{ name: string; n: number | string }>(
    tx,
    sql`
    select name, count(*) as n from (
      select home_team as name from matches where home_team = any(${list})
      union all
      select away_team as name from matches where away_team = any(${list})
    ) named group by name`,
  );
  return new Map(rows.map((r) => [r.name, Number(r.n)]));
}
