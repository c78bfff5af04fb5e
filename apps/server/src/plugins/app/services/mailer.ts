import { servicePlugin } from './service-plugin.ts';
import { createMailer, type Mailer } from '../../../services/mail/mailer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export const mailerPlugin = servicePlugin(
  'mailer',
  ({ config, log }) => createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, outboxDir: config.outboxDir, log }),
  { name: 'mailer', dependencies: ['core'] },
);
