import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export type MailAttachment = { filename: string; content: Buffer; contentType: string; cid?: string };
export type Mail = { to: string; subject: string; text: string; html?: string; attachments?: MailAttachment[] };
export type OutboxRecord = { id: string; to: string; subject: string; text: string; attachments: string[]; createdAt: string };

/**
 * Real mail through nodemailer. With SMTP_URL it goes to that server; without, nodemailer builds the
 * real message and it is written to the outbox folder (`<id>.eml`, plus `<id>.json` for tools and tests).
 */
export function createMailer(options: { smtpUrl?: string; from: string; outboxDir: string; log: FastifyBaseLogger }) {
  const transport = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  return {
    async send(mail: Mail): Promise<void> {
      const info = await transport.sendMail({ from: options.from, ...mail });
      if (options.smtpUrl) {
        options.log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
        return;
      }
      const id = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}`;
      await mkdir(options.outboxDir, { recursive: true });
      const message = (info as { message?: Buffer }).message ?? Buffer.from('');
      await writeFile(path.join(options.outboxDir, `${id}.eml`), message);
      const record: OutboxRecord = {
        id, to: mail.to, subject: mail.subject, text: mail.text,
        attachments: (mail.attachments ?? []).map((a) => a.filename), createdAt: new Date().toISOString(),
      };
      await writeFile(path.join(options.outboxDir, `${id}.json`), JSON.stringify(record, null, 2));
      options.log.info({ to: mail.to, subject: mail.subject, file: `${id}.eml` }, `mail written to outbox: ${mail.text.match(/https?:\/\/\S+/)?.[0] ?? ''}`);
    },
  };
}
export type Mailer = ReturnType<typeof createMailer>;
