import { z } from 'zod';

/**
 * Where a mail a person waits for stands (the winner's QR mail, the owner's decision mail):
 * queued (not yet accepted by the mail server; retried with growing delays), sent, or failed
 * (every attempt failed: a Retry puts it back in the queue).
 */
export const mailStateSchema = z.object({
  status: z.enum(['queued', 'sent', 'failed']),
  queuedAt: z.string(),
  sentAt: z.string().nullable(),
});
export type MailState = z.infer<typeof mailStateSchema>;
