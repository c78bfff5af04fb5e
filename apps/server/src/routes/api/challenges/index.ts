import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  CHAMPIONSHIP_ARCHIVE_MESSAGES, championshipDetailQuerySchema, championshipDetailSchema, championshipListItemSchema,
  championshipsAnswerSchema, championshipsQuerySchema, deleteChampionshipAnswerSchema, deleteChampionshipBodySchema,
  publishChampionshipBodySchema, restoreChampionshipBodySchema, selectableMatchesAnswerSchema, selectableMatchesQuerySchema,
} from '@app/contract/championships';
import { apiErrorSchema } from '@app/contract/common';
import { currentUser } from '../../../plugins/app/auth.ts';
import { badRequest } from '../../../lib/http-error.ts';
import {
  deleteChampionship, getChampionshipDetail, listChampionships, listSelectableMatches, restoreChampionship, setPublished,
} from '../../../services/championships/championships-repository.ts';
import { readMultipartForm } from '../../../services/championships/read-multipart-form.ts';
import { checkSubmissionRules, parseSubmission } from '../../../services/championships/championship-submission.ts';
import { encodeSubmissionImages, saveChampionship } from '../../../services/championships/save-championship.ts';
import { activeLanguageCodes } from '../../../services/championships/languages-repository.ts';
import { championshipFormSchema } from './championship-form-schema.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const saveErrors = { ...errors, 413: apiErrorSchema };

/** Official championships (docs/product.md §7, `/challenges/*`): staff and admins only. */
export const challengesRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = app.requireRole('staff', 'admin');

  app.get('/bar-championships', {
    onRequest: staff,
    schema: {
      tags: ['championships'], querystring: championshipsQuerySchema,
      response: { 200: championshipsAnswerSchema, ...errors },
    },
  }, async (request) => listChampionships(app.db, request.query.archived));

  app.get('/bar-championship-details', {
    onRequest: staff,
    schema: { tags: ['championships'], querystring: championshipDetailQuerySchema, response: { 200: championshipDetailSchema, ...errors } },
  }, async (request) => getChampionshipDetail(app.db, request.query.challengeId));

  app.post('/publish-official-championship', {
    onRequest: staff,
    schema: { tags: ['championships'], body: publishChampionshipBodySchema, response: { 200: championshipListItemSchema, ...errors } },
  }, async (request) => setPublished(app.db, request.body.challengeId, request.body.publish));

  app.delete('/official-championship', {
    onRequest: staff,
    schema: {
      tags: ['championships'], body: deleteChampionshipBodySchema,
      response: { 200: deleteChampionshipAnswerSchema, ...errors },
    },
  }, async (request) => {
    const outcome = await deleteChampionship(app.db, request.body.challengeId);
    return { message: CHAMPIONSHIP_ARCHIVE_MESSAGES[outcome], outcome };
  });

  app.post('/restore-official-championship', {
    onRequest: staff,
    schema: { tags: ['championships'], body: restoreChampionshipBodySchema, response: { 200: championshipListItemSchema, ...errors } },
  }, async (request) => restoreChampionship(app.db, request.body.challengeId));

  app.get('/selectable-matches', {
    onRequest: staff,
    schema: {
      tags: ['championships'], querystring: selectableMatchesQuerySchema,
      response: { 200: selectableMatchesAnswerSchema, ...errors },
    },
  }, async (request) => listSelectableMatches(app.db, request.query.query, request.query.page));

  /** The whole save: parts → contract shapes → SPEC rules → images → one transaction. */
  async function save(request: FastifyRequest, mode: 'create' | 'update') {
    if (!request.isMultipart()) throw badRequest('The request must be sent as multipart/form-data', 'multipart.NOT_MULTIPART');
    const submission = parseSubmission(await readMultipartForm(request.parts()), mode);
    checkSubmissionRules(submission, await activeLanguageCodes(app.db));
    const images = await encodeSubmissionImages(submission);
    const id = await saveChampionship(app.db, submission, images, currentUser(request).id);
    return getChampionshipDetail(app.db, id);
  }

  const saveSchema = {
    tags: ['championships'], consumes: ['multipart/form-data'],
    body: championshipFormSchema, response: { 200: championshipDetailSchema, ...saveErrors },
  };

  app.post('/official-championship', {
    onRequest: staff,
    schema: saveSchema,
  }, async (request) => save(request, 'create'));

  app.patch('/official-championship', {
    onRequest: staff,
    schema: saveSchema,
  }, async (request) => save(request, 'update'));
};
