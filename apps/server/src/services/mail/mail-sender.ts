import { and, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import type { Mail, Mailer } from './mailer.ts';
import { safeMailError, isPermanentMailError } from './mail-errors.ts';
import { createPollingWorker } from '../../lib/polling-worker.ts';
import { afterFailedAttempt } from '../../lib/retry-schedule.ts';

const MINUTE = 60_000;
/**
 * A `sending` claim older than this belongs to an instance that died mid-send: it is taken over.
 * Far above the mailer's SMTP timeouts, so a live sender is never overtaken.
 */
export const CLAIM_TIMEOUT_MS = 10 * MINUTE;
const BATCH = 20;

type Row = typeof mailOutbox.$inferSelect;
export type SenderOptions = {
  db: Database;
  mailer: Pick<Mailer, 'send'>;
  log: FastifyBaseLogger;
  /** Milliseconds between polls when nothing kicks the sender. */
  pollMs: number;
  /** The sender's clock: tests move it forward instead of waiting for the retry delays. */
  now?: () => Date;
  /**
   * Work that turns into mails, run at the start of every pass (before the outbox is claimed);
   * each returns how many items it handled. The forgot-password queue (services/auth/reset-requests.ts).
   */
  producers?: Array<() => Promise<number>>;
};

function toMail(row: Row): Mail {
  return {
    to: row.to,
    subject: row.subject,
    text: row.text,
    ...(row.html ? { html: row.html } : {}),
    ...(Object.keys(row.headers).length > 0 ? { headers: row.headers } : {}),
    attachments: row.attachments.map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: Buffer.from(a.contentBase64, 'base64'),
      ...(a.cid ? { cid: a.cid } : {}),
    })),
  };
}

/**
 * Delivers the mail outbox. Rows are claimed in a short transaction with FOR UPDATE SKIP LOCKED
 * (marked `sending`, attempts + 1), so several senders — in one process or many — never take the
 * same row; then each is sent outside any transaction and marked sent, queued again for later, or failed.
 */
export function createMailSender({ db, mailer, log, pollMs, now = () => new Date(), producers = [] }: SenderOptions) {
  async function claim(at: Date): Promise<Row[]> {
    return db.transaction(async (tx) => {
      const due = await tx
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(
          or(
            and(eq(mailOutbox.status, 'queued'), lte(mailOutbox.nextAttemptAt, at)),
            and(eq(mailOutbox.status, 'sending'), lt(mailOutbox.claimedAt, new Date(at.getTime() - CLAIM_TIMEOUT_MS))),
          ),
        )
        .orderBy(mailOutbox.nextAttemptAt)
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(mailOutbox)
        .set({ status: 'sending', attempts: sql`${mailOutbox.attempts} + 1`, claimedAt: at })
        .where(
          inArray(
            mailOutbox.id,
            due.map((d) => d.id),
          ),
        )
        .returning();
    });
  }

  /** Only the claim this sender holds: a row another sender took over is left to it. */
  const ours = (row: Row) =>
    and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, 'sending'), eq(mailOutbox.attempts, row.attempts));

  async function deliver(row: Row, at: Date): Promise<void> {
    try {
      const delivery = await mailer.send(toMail(row));
      // The content goes: a sent reset link must not stay readable in the database.
      await db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: at, claimedAt: null, lastError: null, text: '', html: null, attachments: [] })
        .where(ours(row));
      log.info({ mailId: row.id, kind: row.kind, attempt: row.attempts, ...delivery }, 'mail sent');
    } catch (error) {
      const lastError = safeMailError(error);
      const retry = afterFailedAttempt(row.attempts, at);
      const failed = retry.failed || isPermanentMailError(error);
      const nextAttemptAt = failed ? at : retry.nextAttemptAt;
      await db
        .update(mailOutbox)
        .set({ status: failed ? 'failed' : 'queued', claimedAt: null, lastError, nextAttemptAt })
        .where(ours(row));
      log.warn(
        {
          mailId: row.id,
          kind: row.kind,
          attempt: row.attempts,
          error: lastError,
          ...(failed ? {} : { nextAttemptAt }),
        },
        failed ? 'mail failed for good' : 'mail not sent; will try again',
      );
    }
  }

  /**
   * One pass: runs the producers, then claims and delivers what is due at `at`. Returns how many items (requests and
   * mails) it handled.
   */
  async function deliverDue(at: Date = now()): Promise<number> {
    let handled = 0;
    for (const produce of producers) handled += await produce();
    for (;;) {
      const rows = await claim(at);
      for (const row of rows) await deliver(row, at);
      handled += rows.length;
      if (rows.length < BATCH) return handled;
    }
  }

  const worker = createPollingWorker({
    pass: () => deliverDue(now()),
    pollMs,
    onError: (error) => log.warn({ err: error }, 'mail outbox could not be read; will try again'),
  });
  return { deliverDue, ...worker };
}
export type MailSender = ReturnType<typeof createMailSender>;
