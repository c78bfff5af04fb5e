import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@app/contract/common';
import { languagesAnswerSchema, languagesQuerySchema } from '@app/contract/languages';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** The languages championship texts are written in (docs/product.md: `GET /languages?status=1`). */
export const languagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', {
    onRequest: app.requireRole('staff', 'admin'),
    schema: { tags: ['languages'], security: [{ bearer: [] }], querystring: languagesQuerySchema, response: { 200: languagesAnswerSchema, ...errors } },
  }, async (request) => {
    const { status } = request.query;
    return app.languages.list(status === undefined ? undefined : status === '1');
  });
};
