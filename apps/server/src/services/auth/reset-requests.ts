import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Role } from '@app/contract/common';
import type { Database, Tx } from '../../db/client.ts';
import { passwordResetRequests, passwordResets, users } from '../../db/schema/index.ts';
import { queueMail } from '../mail/mail-outbox.ts';
import { randomToken, sha256 } from './secrets.ts';
import { RESET_LINK_TTL_MINUTES, resetMail } from './reset-mail.ts';
import { noteQueued } from '../../lib/queued-work.ts';

const BATCH = 20;
/** A processed request is kept this long (someone looking into a complaint), then deleted. */
const PROCESSED_REQUESTS_KEPT_MS = 24 * 60 * 60 * 1000;
const CLEAN_UP_EVERY_MS = 60 * 60 * 1000;

type Account = { id: string; email: string; nickname: string; role: Role; language: string | null };

/**
 * The whole of forgot-password's work inside the request, for any well-formed email: one insert,
 * no lookup, so a known email costs exactly what an unknown one does (decision record 032).
 */
export async function queueResetRequest(db: Database, email: string): Promise<void> {
  await db.insert(passwordResetRequests).values({ email });
  noteQueued('mail');
}

/**
 * A single-use reset link for the account: the token's hash (valid RESET_LINK_TTL_MINUTES) and the
 * mail carrying the raw token, in the account's language, written in the caller's transaction.
 * Other outstanding links stay valid until one of them is used. Returns the raw token.
 */
export async function issueResetLink(tx: Tx, account: Account, consoleUrl: string): Promise<string> {
  const token = randomToken();
  await tx.insert(passwordResets).values({
    userId: account.id,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + RESET_LINK_TTL_MINUTES * 60 * 1000),
  });
  await queueMail(
    tx,
    resetMail({
      to: account.email,
      nickname: account.nickname,
      role: account.role,
      token,
      consoleUrl,
      language: account.language,
    }),
  );
  return token;
}

/**
 * Turns queued forgot-password requests into reset links and mails; run by the mail sender before
 * each delivery pass. Requests are claimed with FOR UPDATE SKIP LOCKED, and the claim, the links,
 * their mails and `processed_at` commit together: several instances never handle one request
 * twice, and a request is either fully handled or still waiting. An unknown or deactivated email
 * is only marked processed.
 */
export function createResetRequestProcessor(db: Database, options: { consoleUrl: string }) {
  let lastCleanUp = 0;

  async function processBatch(): Promise<number> {
    return db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(passwordResetRequests)
        .where(isNull(passwordResetRequests.processedAt))
        .orderBy(passwordResetRequests.requestedAt)
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (due.length === 0) return 0;
      const accounts = await tx
        .select({
          id: users.id,
          email: users.email,
          nickname: users.nickname,
          role: users.role,
          language: users.language,
        })
        .from(users)
        .where(and(inArray(users.email, [...new Set(due.map((r) => r.email))]), eq(users.active, true)));
      const byEmail = new Map(accounts.map((a) => [a.email, a]));
      for (const request of due) {
        const account = byEmail.get(request.email);
        if (account) await issueResetLink(tx, account, options.consoleUrl);
      }
      await tx
        .update(passwordResetRequests)
        .set({ processedAt: new Date() })
        .where(
          inArray(
            passwordResetRequests.id,
            due.map((r) => r.id),
          ),
        );
      return due.length;
    });
  }

  return {
    /** Handles every waiting request; returns how many (processed rows are deleted after a day, at most hourly). */
    async processDue(): Promise<number> {
      let handled = 0;
      for (;;) {
        const count = await processBatch();
        handled += count;
        if (count < BATCH) break;
      }
      const now = Date.now();
      if (now - lastCleanUp >= CLEAN_UP_EVERY_MS) {
        lastCleanUp = now;
        await db
          .delete(passwordResetRequests)
          .where(lt(passwordResetRequests.processedAt, new Date(now - PROCESSED_REQUESTS_KEPT_MS)));
      }
      return handled;
    },
  };
}
