import fp from 'fastify-plugin';
import { createSecurityEvents, type SecurityEvents } from '../../../services/security/security-events.ts';

declare module 'fastify' {
  interface FastifyInstance {
    securityEvents: SecurityEvents;
  }
}

export const securityEventsServicePlugin = fp(
  async (app) => {
    app.decorate('securityEvents', createSecurityEvents(app.log));
  },
  { name: 'security-events-service' },
);
