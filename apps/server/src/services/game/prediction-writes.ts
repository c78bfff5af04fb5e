import { sql } from 'drizzle-orm';
import type { Prediction, PredictionBody } from '@app/contract/game';
import { queryRows, type Tx } from '../../db/client.ts';
import { uuidArray } from '../../db/sql-arrays.ts';

/**
 * The championship's matches among `ids` (trashed ones left out), read with a share lock: a kick-off
 * change waits for the predictions being saved, or is seen by them.
 */
export async function matchesToPredict(
  tx: Tx,
  championshipId: string,
  ids: readonly string[],
): Promise<Map<string, { scheduled_date: Date; status: string }>> {
  const rows = await queryRows<{ id: string; scheduled_date: Date; status: string }>(
    tx,
    sql`
    select m.id, m.scheduled_date, m.status from championship_matches cm join matches m on m.id = cm.match_id
    where cm.championship_id = ${championshipId}
      and cm.match_id = any(${uuidArray(ids)})
      and m.trashed_at is null
    for share of m`,
  );
  return new Map(rows.map(({ id, ...match }) => [id, match]));
}

/** Makes or changes the player's predictions, and answers them in the list's order as the player reads them back. */
export async function writePredictions(
  tx: Tx,
  championshipId: string,
  userId: string,
  list: readonly PredictionBody[],
): Promise<Prediction[]> {
  const values = sql.join(
    list.map(
      (p) => sql`(${championshipId}::uuid, ${p.matchId}::uuid, ${userId}::uuid, ${p.home}::int, ${p.away}::int)`,
    ),
    sql`, `,
  );
  const rows = await queryRows<{
    match_id: string;
    home: number;
    away: number;
    points: number | null;
    exact: boolean;
    outcome: boolean;
  }>(
    tx,
    sql`
    insert into predictions (championship_id, match_id, user_id, home, away) values ${values}
    on conflict (championship_id, match_id, user_id) do update set home = excluded.home, away = excluded.away, updated_at = now()
    returning match_id, home, away, points, exact, outcome`,
  );
  const saved = new Map(rows.map((r) => [r.match_id, r]));
  return list.map(({ matchId }) => {
    const row = saved.get(matchId)!;
    return { matchId, home: row.home, away: row.away, points: row.points, exact: row.exact, outcome: row.outcome };
  });
}
