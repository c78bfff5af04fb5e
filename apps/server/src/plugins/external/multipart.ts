import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';

/** Bounds every upload: a championship carries a logo, a cover and a photo per prize. */
export const multipartPlugin = fp(async (app) => {
  await app.register(multipart, {
    limits: { fileSize: 8 * 1024 * 1024, files: 40, fields: 60, fieldSize: 1024 * 1024, parts: 100 },
  });
});
