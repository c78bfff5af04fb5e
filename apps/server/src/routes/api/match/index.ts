import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, messageSchema } from '@app/contract/common';
import { deleteLabelBodySchema, labelListSchema, labelSchema, saveLabelBodySchema } from '@app/contract/labels';
import {
  adminMatchListQuerySchema,
  adminMatchListSchema,
  adminMatchSchema,
  bulkResultSchema,
  changedMatchesSchema,
  createMatchBodySchema,
  followFeedBodySchema,
  matchExportBodySchema,
  matchExportQuerySchema,
  matchIdParamsSchema,
  matchIdsBodySchema,
  updateMatchBodySchema,
  updateMatchLabelBodySchema,
  updateStarredBodySchema,
} from '@app/contract/matches-admin';
import { sendJsonText } from '../../../lib/json-text.ts';
import { badRequest } from '../../../lib/http-error.ts';
import { sendCsv } from '../../../services/csv-export.ts';
import { matchExportColumns } from '../../../services/matches-admin/match-export.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const csvAnswer = {
  200: z
    .string()
    .describe('text/csv: Id, Name, Match type, Country, Dates, Competition, Kick-off (zone), Status, Score'),
  ...errors,
};
const tags = ['matches admin'];

/** The export's file name carries the day, so repeated exports do not overwrite each other by surprise. */
const exportName = () => `matches-${new Date().toISOString().slice(0, 10)}.csv`;

/** docs/product.md's /match calls, real and persistent; admins only (docs/product.md role table). */
export const matchAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { matchesAdmin, matchLabels: labels } = app;
  const onRequest = app.requireRole('admin');

  app.get(
    '/',
    {
      onRequest,
      schema: { tags, querystring: adminMatchListQuerySchema, response: { 200: adminMatchListSchema, ...errors } },
    },
    async (request, reply) => {
      const { page, pageSize, ...filter } = request.query;
      return sendJsonText(reply, await matchesAdmin.list(filter, page, pageSize));
    },
  );

  app.post(
    '/',
    { onRequest, schema: { tags, body: createMatchBodySchema, response: { 200: adminMatchSchema, ...errors } } },
    async (request) => matchesAdmin.create(request.body.match),
  );

  app.put(
    '/',
    { onRequest, schema: { tags, body: updateMatchBodySchema, response: { 200: adminMatchSchema, ...errors } } },
    async (request) => {
      const { id, ...input } = request.body.match;
      return matchesAdmin.update(id, input);
    },
  );

  app.put(
    '/follow-feed',
    { onRequest, schema: { tags, body: followFeedBodySchema, response: { 200: adminMatchSchema, ...errors } } },
    async (request) => matchesAdmin.followFeed(request.body.matchId),
  );

  app.put(
    '/update-starred',
    { onRequest, schema: { tags, body: updateStarredBodySchema, response: { 200: changedMatchesSchema, ...errors } } },
    async (request) => ({ matches: await matchesAdmin.setStarred(request.body.matchIds, request.body.status) }),
  );

  app.put(
    '/update-label',
    {
      onRequest,
      schema: { tags, body: updateMatchLabelBodySchema, response: { 200: changedMatchesSchema, ...errors } },
    },
    async (request) => ({
      matches: await matchesAdmin.updateLabel(request.body.matchIds, request.body.label, request.body.status),
    }),
  );

  app.put(
    '/delete',
    { onRequest, schema: { tags, body: matchIdsBodySchema, response: { 200: bulkResultSchema, ...errors } } },
    async (request) => matchesAdmin.trash(request.body.matchIds),
  );

  app.put(
    '/restore',
    { onRequest, schema: { tags, body: matchIdsBodySchema, response: { 200: bulkResultSchema, ...errors } } },
    async (request) => matchesAdmin.restore(request.body.matchIds),
  );

  app.put(
    '/delete-for-good',
    { onRequest, schema: { tags, body: matchIdsBodySchema, response: { 200: bulkResultSchema, ...errors } } },
    async (request) => matchesAdmin.deleteForGood(request.body.matchIds),
  );

  app.get(
    '/export',
    { onRequest, schema: { tags, querystring: matchExportQuerySchema, response: csvAnswer } },
    async (request, reply) => {
      const { timeZone, ...filter } = request.query;
      return sendCsv(reply, exportName(), matchExportColumns(timeZone), matchesAdmin.exportFilter(filter));
    },
  );

  app.post(
    '/export',
    { onRequest, schema: { tags, body: matchExportBodySchema, response: csvAnswer } },
    async (request, reply) => {
      const source = await matchesAdmin.exportSelection(request.body.matchIds);
      return sendCsv(reply, exportName(), matchExportColumns(request.body.timeZone), source);
    },
  );

  app.get('/labels', { onRequest, schema: { tags, response: { 200: labelListSchema, ...errors } } }, async () =>
    labels.list(),
  );

  app.post(
    '/labels',
    { onRequest, schema: { tags, body: saveLabelBodySchema, response: { 200: labelSchema, ...errors } } },
    async (request) => {
      if (request.body.label.id) throw badRequest('A new label has no id; use PUT to change a label');
      return labels.create(request.body.label);
    },
  );

  /** With an id: changes that label; without: creates one (docs/product.md's PUT /match/labels {label}). */
  app.put(
    '/labels',
    { onRequest, schema: { tags, body: saveLabelBodySchema, response: { 200: labelSchema, ...errors } } },
    async (request) => {
      const { id, ...input } = request.body.label;
      return id ? labels.update(id, input) : labels.create(input);
    },
  );

  app.put(
    '/labels/delete',
    { onRequest, schema: { tags, body: deleteLabelBodySchema, response: { 200: messageSchema, ...errors } } },
    async (request) => {
      await labels.remove(request.body.labelId);
      return { message: 'Label deleted' };
    },
  );

  app.get(
    '/:id',
    { onRequest, schema: { tags, params: matchIdParamsSchema, response: { 200: adminMatchSchema, ...errors } } },
    async (request) => matchesAdmin.get(request.params.id),
  );
};
