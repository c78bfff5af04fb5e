import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../../lib/private-files.ts';

type MailAttachment = { filename: string; content: Buffer; contentType: string; cid?: string };
export type Mail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  headers?: Record<string, string>;
};
export type OutboxRecord = {
  id: string;
  to: string;
  subject: string;
  text: string;
  attachments: string[];
  headers: Record<string, string>;
  createdAt: string;
};
/** Where a delivered mail went: the SMTP server's message id, or the outbox file. Safe to log. */
export type Delivery = { messageId?: string; file?: string };

/** How long one SMTP exchange may take: well below the sender's claim timeout (see mail-sender.ts). */
const SMTP_TIMEOUT_MS = 30_000;

/**
 * Real mail through nodemailer. With SMTP_URL it goes to that server; without, nodemailer builds the
 * real message and it is written to the outbox folder (`<id>.eml`, plus `<id>.json` for tools and tests).
 * Only the mail sender calls this: everything else queues (mail-outbox.ts).
 */
/**
 * Writes a file under a name of its own, then gives it its name: whoever reads the outbox (a
 * person, a journey waiting for a mail) sees a whole file or none, never one still being written.
 */
async function writeWhole(file: string, data: string | Buffer): Promise<void> {
  await writeFile(`${file}.part`, data, { mode: PRIVATE_FILE_MODE });
  await rename(`${file}.part`, file);
}

export function createMailer(options: { smtpUrl?: string; from: string; outboxDir: string }) {
  const transport = options.smtpUrl
    ? nodemailer.createTransport({
        url: options.smtpUrl,
        connectionTimeout: SMTP_TIMEOUT_MS,
        greetingTimeout: SMTP_TIMEOUT_MS,
        socketTimeout: SMTP_TIMEOUT_MS,
      })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  return {
    target: options.smtpUrl ? ('smtp' as const) : ('folder' as const),
    async send(mail: Mail): Promise<Delivery> {
      const info = await transport.sendMail({ from: options.from, ...mail });
      if (options.smtpUrl) return { messageId: info.messageId };
      const id = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}`;
      await mkdir(options.outboxDir, { recursive: true, mode: PRIVATE_DIR_MODE });
      const message = (info as { message?: Buffer }).message ?? Buffer.from('');
      await writeWhole(path.join(options.outboxDir, `${id}.eml`), message);
      const record: OutboxRecord = {
        id,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        attachments: (mail.attachments ?? []).map((a) => a.filename),
        headers: mail.headers ?? {},
        createdAt: new Date().toISOString(),
      };
      await writeWhole(path.join(options.outboxDir, `${id}.json`), JSON.stringify(record, null, 2));
      return { file: path.join(options.outboxDir, `${id}.eml`) };
    },
  };
}
export type Mailer = ReturnType<typeof createMailer>;
