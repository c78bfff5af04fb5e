import { servicePlugin } from './service-plugin.ts';
import { createBarDetailsService, type BarDetailsService } from '../../../services/bar-details/bar-details-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    barDetails: BarDetailsService;
  }
}

export const barDetailsServicePlugin = servicePlugin(
  'barDetails',
  (app) => createBarDetailsService(app.db, { consoleUrl: app.publicUrl }),
  { name: 'bar-details-service', dependencies: ['core'] },
);
