import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { passwordResets, users } from '../../db/schema/index.ts';
import { revokeAllSessions } from './sessions.ts';

/**
 * Ends an account's access at once: it cannot sign in, every session family is revoked (the next
 * API call answers 401, the auth check also reads `active`) and unused set-password links die.
 */
export async function deactivateAccount(tx: Tx, userId: string): Promise<void> {
  await tx.update(users).set({ active: false }).where(eq(users.id, userId));
  await revokeAllSessions(tx, userId);
  await tx.update(passwordResets).set({ usedAt: new Date() }).where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}
