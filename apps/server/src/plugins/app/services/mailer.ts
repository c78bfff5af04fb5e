import fp from 'fastify-plugin';
import { createMailer, type Mailer } from '../../../services/mail/mailer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export const mailerPlugin = fp(async (app) => {
  const { SMTP_URL, MAIL_FROM, outboxDir } = app.config;
  app.decorate('mailer', createMailer({ smtpUrl: SMTP_URL, from: MAIL_FROM, outboxDir, log: app.log }));
}, { name: 'mailer', dependencies: ['core'] });
