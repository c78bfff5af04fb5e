import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { winners } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/http-error.ts';
import { findWinner } from './winners-repository.ts';

/** Removes a winner recorded by mistake. A redeemed prize stays: it is the record of a handed-over prize. */
export async function removeWinner(db: Database, id: string): Promise<void> {
  const removed = await db
    .delete(winners)
    .where(and(eq(winners.id, id), isNull(winners.redeemedAt)))
    .returning({ id: winners.id });
  if (removed.length > 0) return;
  await findWinner(db, id); // 404 when it does not exist
  throw badRequest('This prize was already redeemed and cannot be removed', 'winners.ALREADY_REDEEMED');
}
