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
const security = [{ bearer: [] }];

/** Official championships (docs/product.md §7, `/challenges/*`): staff and admins only. */
export const challengesRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = app.requireRole('staff', 'admin');

  app.get('/bar-championships', {
    onRequest: staff,
    schema: {
      tags: ['championships'], security, querystring: championshipsQuerySchema,
      summary: 'The official championships, newest first; `archived=true` lists the archive instead',
      response: { 200: championshipsAnswerSchema, ...errors },
    },
  }, async (request) => listChampionships(app.db, request.query.archived));

  app.get('/bar-championship-details', {
    onRequest: staff,
    schema: { tags: ['championships'], security, querystring: championshipDetailQuerySchema, response: { 200: championshipDetailSchema, ...errors } },
  }, async (request) => getChampionshipDetail(app.db, request.query.challengeId));

  app.post('/publish-official-championship', {
    onRequest: staff,
    schema: { tags: ['championships'], security, body: publishChampionshipBodySchema, response: { 200: championshipListItemSchema, ...errors } },
  }, async (request) => setPublished(app.db, request.body.challengeId, request.body.publish));

  app.delete('/official-championship', {
    onRequest: staff,
    schema: {
      tags: ['championships'], security, body: deleteChampionshipBodySchema,
      summary: 'Archives a championship that has winners (their codes stay valid); deletes one without winners for good',
      response: { 200: deleteChampionshipAnswerSchema, ...errors },
    },
  }, async (request) => {
    const outcome = await deleteChampionship(app.db, request.body.challengeId);
    return { message: CHAMPIONSHIP_ARCHIVE_MESSAGES[outcome], outcome };
  });

  app.post('/restore-official-championship', {
    onRequest: staff,
    schema: { tags: ['championships'], security, body: restoreChampionshipBodySchema, summary: 'Brings an archived championship back to the list', response: { 200: championshipListItemSchema, ...errors } },
  }, async (request) => restoreChampionship(app.db, request.body.challengeId));

  app.get('/selectable-matches', {
    onRequest: staff,
    schema: {
      tags: ['championships'], security, querystring: selectableMatchesQuerySchema,
      summary: 'Future matches (never postponed) for the editor, by headline or competition, 30 per page',
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

  const saveSchema = (summary: string) => ({
    tags: ['championships'], security, summary, consumes: ['multipart/form-data'],
    body: championshipFormSchema, response: { 200: championshipDetailSchema, ...saveErrors },
  });

  app.post('/official-championship', {
    onRequest: staff,
    schema: saveSchema('Create an official championship (multipart: images and JSON parts, saved in one transaction)'),
  }, async (request) => save(request, 'create'));

  app.patch('/official-championship', {
    onRequest: staff,
    schema: saveSchema('Update an official championship (multipart; `_id` or `challengeId` names it)'),
  }, async (request) => save(request, 'update'));
};
