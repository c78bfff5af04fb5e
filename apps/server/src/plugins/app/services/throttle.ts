import { servicePlugin } from './service-plugin.ts';
import { createThrottle, type Throttle } from '../../../services/throttle.ts';

declare module 'fastify' {
  interface FastifyInstance {
    throttle: Throttle;
  }
}

export const throttleServicePlugin = servicePlugin(
  'throttle',
  (app) => createThrottle(app.db, (key) => app.metrics.throttleRefused(key)),
  {
    name: 'throttle-service',
    dependencies: ['core', 'metrics-service'],
  },
);
