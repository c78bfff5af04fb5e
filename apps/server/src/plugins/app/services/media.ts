import { servicePlugin } from './service-plugin.ts';
import { createMediaService, type MediaService } from '../../../services/media/media-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    media: MediaService;
  }
}

export const mediaServicePlugin = servicePlugin('media', (app) => createMediaService(app.db), {
  name: 'media-service',
  dependencies: ['core'],
});
