import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { queryRows, type Database, type Tx } from '../../db/client.ts';
import { refreshTokens } from '../../db/schema/index.ts';
import { randomToken, sha256 } from './secrets.ts';

export const REFRESH_TOKEN_TTL_DAYS = 30;

type Executor = Database | Tx;

export async function issueRefreshToken(db: Executor, userId: string, familyId: string = randomUUID()) {
  const token = randomToken();
  await db.insert(refreshTokens).values({
    userId,
    familyId,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_DAYS * 24 * 3600 * 1000),
  });
  return { token, familyId };
}

export type RotationResult =
  | { ok: true; userId: string; familyId: string; token: string }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused'; userId?: string };

/**
 * Spends a refresh token and issues its successor in the same family. A token that was already
 * spent is a replay: the whole family is revoked, so a stolen token dies with the real one.
 */
export async function rotateRefreshToken(db: Database, presented: string): Promise<RotationResult> {
  const hash = sha256(presented);
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hash)).limit(1);
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.revokedAt) return { ok: false, reason: 'revoked', userId: row.userId };
  if (row.usedAt) {
    await revokeFamily(db, row.familyId);
    return { ok: false, reason: 'reused', userId: row.userId };
  }
  if (row.expiresAt.getTime() <= Date.now()) return { ok: false, reason: 'expired', userId: row.userId };
  return db.transaction(async (tx) => {
    const spent = await tx
      .update(refreshTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
      .returning({ id: refreshTokens.id });
    if (spent.length === 0) {
      // Lost a race against another use of the same token: that is a replay too.
      await revokeFamily(tx, row.familyId);
      return { ok: false, reason: 'reused', userId: row.userId } as const;
    }
    const next = await issueRefreshToken(tx, row.userId, row.familyId);
    return { ok: true, userId: row.userId, familyId: row.familyId, token: next.token } as const;
  });
}

/**
 * The session a refresh token names, if it can still be refreshed (not spent, revoked or expired),
 * without spending it: a drawn page reads the refresh cookie when the access cookie has expired
 * (docs/decisions/062); the browser's refresh rotates it as usual.
 */
export async function refreshableSession(
  db: Database,
  presented: string,
): Promise<{ userId: string; familyId: string } | null> {
  const [row] = await db
    .select({ userId: refreshTokens.userId, familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.tokenHash, sha256(presented)),
        isNull(refreshTokens.usedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row ?? null;
}

async function revokeFamily(db: Executor, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Sign-out, password change and reset end every session of the user. */
export async function revokeAllSessions(db: Executor, userId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

export async function isFamilyActive(db: Database, familyId: string): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`select 1 from refresh_tokens where family_id = ${familyId} and revoked_at is null limit 1`,
  );
  return rows.length > 0;
}
