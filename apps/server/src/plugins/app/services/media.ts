import fp from 'fastify-plugin';
import { createMediaService, type MediaService } from '../../../services/media/media-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    media: MediaService;
  }
}

export const mediaServicePlugin = fp(async (app) => {
  app.decorate('media', createMediaService(app.db));
}, { name: 'media-service', dependencies: ['core'] });
