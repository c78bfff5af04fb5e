import fp from 'fastify-plugin';
import { createMailer } from '../../../services/mail/mailer.ts';
import { createMailSender, type MailSender } from '../../../services/mail/mail-sender.ts';
import { createResetRequestProcessor } from '../../../services/auth/reset-requests.ts';
import { kickAfterQueuingRequests } from './queued-work.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Delivers the mail_outbox table (services queue with queueMail in their own transactions). */
    mailSender: MailSender;
  }
}

/**
 * The mail sender: polls the outbox every MAIL_POLL_SECONDS and is kicked after each request that
 * queued a mail or a reset request (its transaction has committed by then), so a mail goes out
 * at once when the mail server is up. Each pass first turns queued forgot-password requests into
 * reset links and their mails. Stops with the app: no timer is left behind.
 */
export const mailOutboxPlugin = fp(
  async (app) => {
    const mailer = createMailer({
      smtpUrl: app.config.SMTP_URL,
      from: app.config.MAIL_FROM,
      outboxDir: app.config.outboxDir,
    });
    // Forgot-password requests become reset links and mails here, after the answer.
    const resetRequests = createResetRequestProcessor(app.db, { consoleUrl: app.publicUrl });
    const sender = createMailSender({
      db: app.db,
      mailer,
      log: app.log,
      pollMs: app.config.MAIL_POLL_SECONDS * 1000,
      producers: [() => resetRequests.processDue()],
    });
    app.decorate('mailSender', sender);
    kickAfterQueuingRequests(app, 'mail', sender);
    app.addHook('onReady', async () => sender.start());
    app.addHook('onClose', async () => sender.stop());
  },
  { name: 'mail-outbox-service', dependencies: ['core', 'queued-work'] },
);
