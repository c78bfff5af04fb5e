import { and, desc, eq, inArray } from 'drizzle-orm';
import type { MailState } from '@app/contract/mail';
import type { Database, Tx } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import { conflict } from '../../lib/http-error.ts';
import { noteQueued } from '../../lib/queued-work.ts';
import type { Mail } from './mailer.ts';

export type MailKind = (typeof mailOutbox.$inferSelect)['kind'];
export type QueuedMail = Mail & { kind: MailKind; subjectId?: string };

/**
 * Queues a mail in the caller's transaction: it exists if and only if the change that causes it
 * commits. The sender delivers it (right after the request, else at its next poll).
 */
export async function queueMail(tx: Database | Tx, mail: QueuedMail): Promise<string> {
  const [id] = await queueMails(tx, [mail]);
  if (!id) throw new Error('mail_outbox insert returned nothing');
  return id;
}

/** Rows a statement inserts at most: a job's thousands of mails go in a few statements, not one each. */
const ROWS_A_STATEMENT = 500;

/** Queues many mails in the caller's transaction (a job's), as queueMail queues one. */
export async function queueMails(tx: Database | Tx, mails: QueuedMail[]): Promise<string[]> {
  const ids: string[] = [];
  for (let start = 0; start < mails.length; start += ROWS_A_STATEMENT) {
    const rows = await tx
      .insert(mailOutbox)
      .values(mails.slice(start, start + ROWS_A_STATEMENT).map(toRow))
      .returning({ id: mailOutbox.id });
    ids.push(...rows.map((row) => row.id));
  }
  if (ids.length > 0) noteQueued('mail');
  return ids;
}

function toRow(mail: QueuedMail): typeof mailOutbox.$inferInsert {
  return {
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? null,
    headers: mail.headers ?? {},
    attachments: (mail.attachments ?? []).map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      contentBase64: a.content.toString('base64'),
      ...(a.cid ? { cid: a.cid } : {}),
    })),
    kind: mail.kind,
    subjectId: mail.subjectId ?? null,
    // Due from this process's clock, to the millisecond, as the sender reads it: the column's
    // default (PostgreSQL's now(), in microseconds) could fall after a sender pass started in the
    // same millisecond, which then skipped the mail until its next poll.
    nextAttemptAt: new Date(),
  };
}

type StateRow = {
  subjectId: string | null;
  status: MailState['status'] | 'sending';
  createdAt: Date;
  sentAt: Date | null;
};

const toState = (row: StateRow): MailState => ({
  // A mail being handed to the server is still "queued" for the person waiting on it.
  status: row.status === 'sending' ? 'queued' : row.status,
  queuedAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
});

/** The state of the newest mail of `kind` about each subject (absent: never mailed). */
export async function lastMailStates(
  db: Database | Tx,
  kind: MailKind,
  subjectIds: string[],
): Promise<Map<string, MailState>> {
  const states = new Map<string, MailState>();
  if (subjectIds.length === 0) return states;
  const rows = await db
    .select({
      subjectId: mailOutbox.subjectId,
      status: mailOutbox.status,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
    })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, kind), inArray(mailOutbox.subjectId, subjectIds)))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id));
  for (const row of rows) {
    if (row.subjectId && !states.has(row.subjectId)) states.set(row.subjectId, toState(row));
  }
  return states;
}

export async function lastMailState(db: Database | Tx, kind: MailKind, subjectId: string): Promise<MailState | null> {
  return (await lastMailStates(db, kind, [subjectId])).get(subjectId) ?? null;
}

/**
 * Retry of a failed mail: the newest mail of `kind` about the subject goes back in the queue with
 * a fresh set of attempts. Only a failed one: a queued one is already on its way.
 */
export async function retryFailedMail(db: Database, kind: MailKind, subjectId: string): Promise<MailState> {
  return db.transaction(async (tx) => {
    const [last] = await tx
      .select({ id: mailOutbox.id, status: mailOutbox.status })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, kind), eq(mailOutbox.subjectId, subjectId)))
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(1)
      .for('update');
    if (!last || last.status !== 'failed')
      throw conflict('Only a mail that failed can be sent again this way', 'mail.NOT_FAILED');
    const [row] = await tx
      .update(mailOutbox)
      .set({ status: 'queued', attempts: 0, nextAttemptAt: new Date(), claimedAt: null, lastError: null })
      .where(eq(mailOutbox.id, last.id))
      .returning({
        subjectId: mailOutbox.subjectId,
        status: mailOutbox.status,
        createdAt: mailOutbox.createdAt,
        sentAt: mailOutbox.sentAt,
      });
    return toState(row!);
  });
}
