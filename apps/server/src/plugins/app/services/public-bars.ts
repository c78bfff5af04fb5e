import { servicePlugin } from './service-plugin.ts';
import { createPublicBarService, type PublicBarService } from '../../../services/public-bars/public-bar-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    publicBars: PublicBarService;
  }
}

export const publicBarsServicePlugin = servicePlugin(
  'publicBars',
  (app) => createPublicBarService(app.db, { publicUrl: app.publicUrl }),
  { name: 'public-bars-service', dependencies: ['core'] },
);
