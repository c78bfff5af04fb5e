import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activeCompetitionsAnswerSchema } from '@app/contract/matches';
import { apiErrorSchema } from '@app/contract/common';
import {
  competitionListSchema,
  competitionRowSchema,
  referenceIdParamsSchema,
  referenceListQuerySchema,
  updateCompetitionBodySchema,
} from '@app/contract/reference-data';
import { emblemBytes, emblemFormSchema } from '../reference-data/emblem-upload.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  413: apiErrorSchema,
};
const tags = ['competitions'];

/**
 * The competitions the console lists in its sidebar (docs/product.md: "list used as labels"), and the admin's
 * /competitions.
 */
export const competitionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/active',
    {
      onRequest: app.requireRole('owner', 'manager', 'staff', 'admin'),
      schema: { tags, response: { 200: activeCompetitionsAnswerSchema, 401: apiErrorSchema, 403: apiErrorSchema } },
    },
    async () => app.consoleMatches.activeCompetitions(),
  );

  const admin = app.requireRole('admin');
  const { competitions } = app.referenceData;

  app.get(
    '/',
    {
      onRequest: admin,
      schema: { tags, querystring: referenceListQuerySchema, response: { 200: competitionListSchema, ...errors } },
    },
    async (request) => competitions.list(request.query),
  );

  app.patch(
    '/:id',
    {
      onRequest: admin,
      schema: {
        tags,
        params: referenceIdParamsSchema,
        body: updateCompetitionBodySchema,
        response: { 200: competitionRowSchema, ...errors },
      },
    },
    async (request) => competitions.update(request.params.id, request.body),
  );

  app.put(
    '/:id/emblem',
    {
      onRequest: admin,
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        params: referenceIdParamsSchema,
        body: emblemFormSchema,
        response: { 200: competitionRowSchema, ...errors },
      },
    },
    async (request) =>
      competitions.setEmblem(request.params.id, await app.referenceData.saveEmblem(await emblemBytes(request))),
  );
};
