import { servicePlugin } from './service-plugin.ts';
import {
  createMatchPartiesService,
  type MatchPartiesService,
} from '../../../services/match-parties/match-parties-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    matchParties: MatchPartiesService;
  }
}

export const matchPartiesServicePlugin = servicePlugin('matchParties', (app) => createMatchPartiesService(app.db), {
  name: 'match-parties-service',
  dependencies: ['core'],
});
