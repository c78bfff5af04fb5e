import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@app/contract/common';
import { mediaParamsSchema, mediaQuerySchema } from '@app/contract/media';
import { removeDocumentOnlyHeaders } from '../../../lib/document-only-headers.ts';

/**
 * Stored images by content hash. Public (they sit in <img> tags, which send no bearer token) and
 * immutable: the URL changes whenever the bytes do.
 */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:hash',
    {
      schema: {
        tags: ['media'],
        params: mediaParamsSchema,
        querystring: mediaQuerySchema,
        response: {
          200: z.any().describe('The image bytes'),
          304: z.null().describe('Not modified'),
          400: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { hash } = request.params;
      const { w } = request.query;
      const etag = w === undefined ? `"${hash}"` : `"${hash}-w${w}"`;
      const cacheHeaders = { 'cache-control': 'public, max-age=31536000, immutable', etag };
      const ifNoneMatch = request.headers['if-none-match'];
      if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
        removeDocumentOnlyHeaders(reply);
        return reply.status(304).headers(cacheHeaders).send();
      }
      const image = await app.media.image(hash, w);
      // A stored image is a raster re-encoded by sharp (never SVG): it runs nothing, so the page's
      // headers are all it needs. Errors above keep every header.
      removeDocumentOnlyHeaders(reply);
      return reply
        .headers({ ...cacheHeaders, 'content-type': image.mime, 'content-length': String(image.bytes.length) })
        .send(image.bytes);
    },
  );
};
