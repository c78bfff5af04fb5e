import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@app/contract/common';
import { languageSchema, languagesAnswerSchema, languagesQuerySchema } from '@app/contract/languages';
import { languageParamsSchema, updateLanguageBodySchema } from '@app/contract/reference-data';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** The languages championship texts are written in (docs/product.md: `GET /languages?status=1`); admins switch them. */
export const languagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      onRequest: app.requireRole('staff', 'admin'),
      schema: {
        tags: ['languages'],
        querystring: languagesQuerySchema,
        response: { 200: languagesAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const { status } = request.query;
      return app.languages.list(status === undefined ? undefined : status === '1');
    },
  );

  app.patch(
    '/:code',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        tags: ['languages'],
        params: languageParamsSchema,
        body: updateLanguageBodySchema,
        response: { 200: languageSchema, ...errors, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) => app.referenceData.languages.setStatus(request.params.code, request.body.status),
  );
};
