import { servicePlugin } from './service-plugin.ts';
import {
  createPublicMatchService,
  type PublicMatchService,
} from '../../../services/public-matches/public-match-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    publicMatches: PublicMatchService;
  }
}

export const publicMatchesServicePlugin = servicePlugin(
  'publicMatches',
  (app) => createPublicMatchService(app.db, { publicUrl: app.publicUrl }),
  { name: 'public-matches-service', dependencies: ['core'] },
);
