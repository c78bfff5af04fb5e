import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';

/**
 * Moves the boards' version of the championships `championshipIds` names (a uuid[] expression:
 * `uuidArray(…)` of db/sql-arrays.ts or `array(select …)`), in the caller's transaction: every
 * instance's remembered leaderboards of those championships are read again once it commits. Rows
 * are taken in id order, so two writers moving several championships wait for each other instead
 * of deadlocking.
 */
export async function moveBoardVersions(tx: Tx, championshipIds: SQL): Promise<void> {
  await queryRows(
    tx,
    sql`
    insert into board_versions (championship_id, version)
    select distinct id, 1 from unnest(${championshipIds}) as moved(id) order by id
    on conflict (championship_id) do update set version = board_versions.version + 1`,
  );
}
