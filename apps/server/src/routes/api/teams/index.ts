import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@app/contract/common';
import {
  mergeTeamAnswerSchema,
  mergeTeamBodySchema,
  referenceIdParamsSchema,
  referenceListQuerySchema,
  renameTeamBodySchema,
  teamDuplicateListSchema,
  teamDuplicateParamsSchema,
  teamListSchema,
  teamRowSchema,
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
const tags = ['reference data'];

/** The admin's /teams: search, rename, emblem, merge a duplicate. */
export const teamsRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = app.requireRole('admin');
  const { teams } = app.referenceData;

  app.get(
    '/',
    {
      onRequest,
      schema: { tags, querystring: referenceListQuerySchema, response: { 200: teamListSchema, ...errors } },
    },
    async (request) => teams.list(request.query),
  );

  // The fed teams the feed could not tell from the console's: merged with one click, or dismissed.
  app.get(
    '/duplicates',
    { onRequest, schema: { tags, response: { 200: teamDuplicateListSchema, ...errors } } },
    async () => teams.duplicates(),
  );

  app.delete(
    '/duplicates/:teamId/:candidateId',
    {
      onRequest,
      schema: { tags, params: teamDuplicateParamsSchema, response: { 200: teamDuplicateListSchema, ...errors } },
    },
    async (request) => {
      await teams.dismissDuplicate(request.params.teamId, request.params.candidateId);
      return teams.duplicates();
    },
  );

  app.patch(
    '/:id',
    {
      onRequest,
      schema: {
        tags,
        params: referenceIdParamsSchema,
        body: renameTeamBodySchema,
        response: { 200: teamRowSchema, ...errors },
      },
    },
    async (request) => teams.rename(request.params.id, request.body.name),
  );

  app.put(
    '/:id/emblem',
    {
      onRequest,
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        params: referenceIdParamsSchema,
        body: emblemFormSchema,
        response: { 200: teamRowSchema, ...errors },
      },
    },
    async (request) =>
      teams.setEmblem(request.params.id, await app.referenceData.saveEmblem(await emblemBytes(request))),
  );

  app.post(
    '/:id/merge',
    {
      onRequest,
      schema: {
        tags,
        params: referenceIdParamsSchema,
        body: mergeTeamBodySchema,
        response: { 200: mergeTeamAnswerSchema, ...errors },
      },
    },
    async (request) => teams.merge(request.params.id, request.body.intoId),
  );
};
