import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { passwordResets, users } from '../../db/schema/index.ts';
import { revokeAllSessions } from './sessions.ts';

/**
 * Ends an account's access at once: it cannot sign in, every session family is revoked (the next
 * API call answers 401, the auth check also reads `active`) and unused set-password links die.
 * `by` is kept: an admin's deactivation outranks a team's removal, so removing a
 * person an admin turned off never turns that into something a new invitation undoes.
 */
export async function deactivateAccount(tx: Tx, userId: string, by: 'admin' | 'team'): Promise<void> {
  const deactivatedBy = by === 'admin' ? 'admin' : sql<'admin' | 'team'>`coalesce(${users.deactivatedBy}, 'team')`;
  await tx.update(users).set({ active: false, deactivatedBy }).where(eq(users.id, userId));
  await revokeAllSessions(tx, userId);
  await tx
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}
