import { servicePlugin } from './service-plugin.ts';
import { createNoticesService, type NoticesService } from '../../../services/match-changes/notices-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    notices: NoticesService;
  }
}

/** The bell's notices; they are written by the matches admin, in the change's transaction. */
export const noticesServicePlugin = servicePlugin('notices', (app) => createNoticesService(app.db), {
  name: 'notices-service',
  dependencies: ['core'],
});
