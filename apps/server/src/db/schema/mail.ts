import { pgTable, uuid, text, timestamp, integer, index, jsonb } from 'drizzle-orm/pg-core';

/** An attachment kept with its queued mail (base64), so a retry sends exactly what was queued. */
export type StoredAttachment = { filename: string; contentType: string; contentBase64: string; cid?: string };

/**
 * The mail outbox: every mail is a row written in the transaction of the change that causes it;
 * the sender (plugins/app/services/mail-outbox.ts) delivers it with retries. A sent row keeps its
 * envelope and state but not its content (a reset link must not outlive its delivery).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    attachments: jsonb('attachments').$type<StoredAttachment[]>().notNull().default([]),
    /** Extra headers of the message (a reminder's List-Unsubscribe and List-Unsubscribe-Post). */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    /**
     * What the mail is about: password-reset, invitation, email-confirm, signup-taken, winner-qr, bar-decision,
     * bar-pending, match-change, prediction-reminder, booking-request (to the bar), booking-answer and
     * booking-match-change (to the fan).
     */
    kind: text('kind', {
      enum: [
        'password-reset',
        'invitation',
        'email-confirm',
        'signup-taken',
        'winner-qr',
        'bar-decision',
        'bar-pending',
        'match-change',
        'prediction-reminder',
        'booking-request',
        'booking-answer',
        'booking-match-change',
      ],
    }).notNull(),
    /** The entity whose page shows this mail's state (winner id, bar id), if any. */
    subjectId: text('subject_id'),
    status: text('status', { enum: ['queued', 'sending', 'sent', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the current `sending` claim was taken: a claim older than the timeout is taken over. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** The last delivery error: an error code and the server's reply, never the mail's content. */
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('mail_outbox_subject_idx').on(t.kind, t.subjectId, t.createdAt),
  ],
);
