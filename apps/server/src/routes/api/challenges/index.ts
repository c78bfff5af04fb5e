import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  championshipDetailQuerySchema,
  championshipDetailSchema,
  championshipListItemSchema,
  championshipsAnswerSchema,
  championshipsQuerySchema,
  deleteChampionshipAnswerSchema,
  deleteChampionshipBodySchema,
  publishChampionshipBodySchema,
  restoreChampionshipBodySchema,
  selectableMatchesAnswerSchema,
  selectableMatchesQuerySchema,
} from '@app/contract/championships';
import { apiErrorSchema } from '@app/contract/common';
import { currentUser } from '../../../plugins/app/auth.ts';
import { badRequest } from '../../../lib/http-error.ts';
import { readMultipartForm } from '../../../services/championships/read-multipart-form.ts';
import { championshipFormSchema } from './championship-form-schema.ts';
import { staffLeagueRoutes } from './leagues.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const saveErrors = { ...errors, 413: apiErrorSchema };

/** Official championships (docs/product.md §7, `/challenges/*`): staff and admins only. */
export const challengesRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = app.requireRole('staff', 'admin');
  await app.register(staffLeagueRoutes);

  app.get(
    '/bar-championships',
    {
      onRequest: staff,
      schema: {
        tags: ['championships'],
        querystring: championshipsQuerySchema,
        response: { 200: championshipsAnswerSchema, ...errors },
      },
    },
    async (request) => app.championships.list(request.query.archived),
  );

  app.get(
    '/bar-championship-details',
    {
      onRequest: staff,
      schema: {
        tags: ['championships'],
        querystring: championshipDetailQuerySchema,
        response: { 200: championshipDetailSchema, ...errors },
      },
    },
    async (request) => app.championships.detail(request.query.challengeId),
  );

  app.post(
    '/publish-official-championship',
    {
      onRequest: staff,
      schema: {
        tags: ['championships'],
        body: publishChampionshipBodySchema,
        response: { 200: championshipListItemSchema, ...errors },
      },
    },
    async (request) => app.championships.setPublished(request.body.challengeId, request.body.publish),
  );

  app.delete(
    '/official-championship',
    {
      onRequest: staff,
      schema: {
        tags: ['championships'],
        body: deleteChampionshipBodySchema,
        response: { 200: deleteChampionshipAnswerSchema, ...errors },
      },
    },
    async (request) => app.championships.remove(request.body.challengeId),
  );

  app.post(
    '/restore-official-championship',
    {
      onRequest: staff,
      schema: {
        tags: ['championships'],
        body: restoreChampionshipBodySchema,
        response: { 200: championshipListItemSchema, ...errors },
      },
    },
    async (request) => app.championships.restore(request.body.challengeId),
  );

  app.get(
    '/selectable-matches',
    {
      onRequest: staff,
      schema: {
        tags: ['championships'],
        querystring: selectableMatchesQuerySchema,
        response: { 200: selectableMatchesAnswerSchema, ...errors },
      },
    },
    async (request) => app.championships.selectableMatches(request.query.query, request.query.page),
  );

  /** The save is one multipart request: its parts are read here, the rest is the service's. */
  const save = (mode: 'create' | 'update') => async (request: FastifyRequest) => {
    if (!request.isMultipart())
      throw badRequest('The request must be sent as multipart/form-data', 'multipart.NOT_MULTIPART');
    return app.championships.save(await readMultipartForm(request.parts()), mode, currentUser(request).id);
  };

  const saveSchema = {
    tags: ['championships'],
    consumes: ['multipart/form-data'],
    body: championshipFormSchema,
    response: { 200: championshipDetailSchema, ...saveErrors },
  };

  app.post(
    '/official-championship',
    {
      onRequest: staff,
      schema: saveSchema,
    },
    save('create'),
  );

  app.patch(
    '/official-championship',
    {
      onRequest: staff,
      schema: saveSchema,
    },
    save('update'),
  );
};
