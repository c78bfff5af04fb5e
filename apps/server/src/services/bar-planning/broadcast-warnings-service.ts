import type { Database } from '../../db/client.ts';
import { broadcastWarnings } from './broadcast-warnings.ts';

/** The warnings of switching a broadcast on (own bar; they never block). */
export function createBroadcastWarningsService(db: Database) {
  return {
    forMatch: (barId: string, matchId: string) => broadcastWarnings(db, barId, matchId),
  };
}
export type BroadcastWarningsService = ReturnType<typeof createBroadcastWarningsService>;
