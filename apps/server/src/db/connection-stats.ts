import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

/** A pool's connections and the queries waiting for one, for /metrics. */
export type ConnectionStats = { pool: string; total: number; idle: number; waiting: number };

export const poolStats = (name: string, pool: pg.Pool): ConnectionStats => ({
  pool: name,
  total: pool.totalCount,
  idle: pool.idleCount,
  waiting: pool.waitingCount,
});

/**
 * PGlite's one connection takes a statement (or a transaction) at a time through
 * `_runExclusiveTransaction`, which every query path goes through (db/prepared.ts calls it too):
 * counting the calls under way gives the one running and those waiting behind it.
 */
export function countPgliteStatements(client: PGlite): () => ConnectionStats {
  let underWay = 0;
  const exclusive = client._runExclusiveTransaction.bind(client);
  const counted = async <T>(run: () => Promise<T>): Promise<T> => {
    underWay += 1;
    try {
      return await exclusive(run);
    } finally {
      underWay -= 1;
    }
  };
  Object.assign(client, { _runExclusiveTransaction: counted });
  return () => ({ pool: 'pglite', total: 1, idle: underWay === 0 ? 1 : 0, waiting: Math.max(0, underWay - 1) });
}
