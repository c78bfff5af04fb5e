import fp from 'fastify-plugin';
import { createThrottle, type Throttle } from '../../../services/throttle.ts';

declare module 'fastify' {
  interface FastifyInstance {
    throttle: Throttle;
  }
}

export const throttleServicePlugin = fp(async (app) => {
  app.decorate('throttle', createThrottle(app.db));
}, { name: 'throttle-service', dependencies: ['core'] });
