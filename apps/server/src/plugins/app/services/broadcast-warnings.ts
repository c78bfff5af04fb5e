import { servicePlugin } from './service-plugin.ts';
import {
  createBroadcastWarningsService,
  type BroadcastWarningsService,
} from '../../../services/bar-planning/broadcast-warnings-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    broadcastWarnings: BroadcastWarningsService;
  }
}

export const broadcastWarningsServicePlugin = servicePlugin(
  'broadcastWarnings',
  (app) => createBroadcastWarningsService(app.db),
  { name: 'broadcast-warnings-service', dependencies: ['core'] },
);
