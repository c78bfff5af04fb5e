import fp from 'fastify-plugin';
import { createBarDetailsService, type BarDetailsService } from '../../../services/bar-details/bar-details-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    barDetails: BarDetailsService;
  }
}

export const barDetailsServicePlugin = fp(async (app) => {
  app.decorate('barDetails', createBarDetailsService(app.db));
}, { name: 'bar-details-service', dependencies: ['core'] });
