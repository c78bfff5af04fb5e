import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BAR_EXPORT_COLUMNS,
  adminBarDetailSchema,
  adminBarFilterSchema,
  adminBarListQuerySchema,
  adminBarListSchema,
  adminBarSchema,
  barBulkResultSchema,
  barCounterSchema,
  barIdParamsSchema,
  barIdsBodySchema,
  createBarBodySchema,
  updateBarBodySchema,
  updateBarLabelBodySchema,
  updateBarStarredBodySchema,
  updateBarStatusBodySchema,
} from '@app/contract/bars-admin';
import { deleteLabelBodySchema, labelListSchema, labelSchema, saveLabelBodySchema } from '@app/contract/labels';
import { apiErrorSchema, messageSchema } from '@app/contract/common';
import { messageText, type MessageCode } from '@app/contract/messages';
import { mailStateSchema } from '@app/contract/mail';
import { currentUser } from '../../../plugins/app/auth.ts';
import { sendJsonText } from '../../../lib/json-text.ts';
import type { ExportRow } from '../../../services/bars-admin/bars-query.ts';
import { exportDates, sendCsv, type CsvColumn } from '../../../services/csv-export.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const tags = ['bars admin'];

const EXPORT_COLUMNS: CsvColumn<ExportRow>[] = [
  { header: BAR_EXPORT_COLUMNS[0], value: (r) => r.id },
  { header: BAR_EXPORT_COLUMNS[1], value: (r) => r.name },
  { header: BAR_EXPORT_COLUMNS[2], value: (r) => r.barType },
  { header: BAR_EXPORT_COLUMNS[3], value: (r) => r.country },
  { header: BAR_EXPORT_COLUMNS[4], value: (r) => exportDates(r.dates) },
  { header: BAR_EXPORT_COLUMNS[5], value: (r) => r.competition },
];

/** What a bulk change answers, by code (one bar, several bars), so the console's toast reads in its language. */
const BULK_CODES = {
  starred: 'barsStarred',
  unstarred: 'barsUnstarred',
  trashed: 'barsTrashed',
  restored: 'barsRestored',
  deleted: 'barsDeleted',
  relabelled: 'barsRelabelled',
  accepted: 'barsMovedToAccepted',
  pending: 'barsMovedToPending',
  rejected: 'barsMovedToRejected',
} as const satisfies Record<string, MessageCode>;
const bulk = (count: number, done: keyof typeof BULK_CODES) => ({
  message: messageText(BULK_CODES[done], { count }),
  count,
});

/** Bars administration (docs/product.md §§2, 3, 4 and 7): admins only. */
export const barAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { barsAdmin, barLabels } = app;
  const admin = { onRequest: app.requireRole('admin') };

  app.get(
    '/',
    {
      ...admin,
      schema: { tags, querystring: adminBarListQuerySchema, response: { 200: adminBarListSchema, ...errors } },
    },
    async (request, reply) => {
      const { page, pageSize, ...filter } = request.query;
      return sendJsonText(reply, await barsAdmin.list(filter, page, pageSize));
    },
  );

  app.get('/counter', { ...admin, schema: { tags, response: { 200: barCounterSchema, ...errors } } }, async () =>
    barsAdmin.counter(),
  );

  app.get(
    '/export',
    { ...admin, schema: { tags, querystring: adminBarFilterSchema, response: { 200: z.any(), ...errors } } },
    async (request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      return sendCsv(
        reply,
        `bars-${request.query.selectedFolder ?? 'all'}-${day}.csv`,
        EXPORT_COLUMNS,
        barsAdmin.exportSource(request.query),
      );
    },
  );

  app.get('/labels', { ...admin, schema: { tags, response: { 200: labelListSchema, ...errors } } }, async () =>
    barLabels.list(),
  );

  /** With an id: changes that label; without: creates one. */
  app.put(
    '/labels',
    { ...admin, schema: { tags, body: saveLabelBodySchema, response: { 200: labelSchema, ...errors } } },
    async (request) => {
      const { id, ...input } = request.body.label;
      return id ? barLabels.update(id, input) : barLabels.create(input);
    },
  );

  app.put(
    '/labels/delete',
    { ...admin, schema: { tags, body: deleteLabelBodySchema, response: { 200: messageSchema, ...errors } } },
    async (request) => {
      await barLabels.remove(request.body.labelId);
      return { message: 'Label deleted' };
    },
  );

  app.post(
    '/',
    { ...admin, schema: { tags, body: createBarBodySchema, response: { 200: adminBarSchema, ...errors } } },
    async (request) => barsAdmin.create(request.body.bar),
  );

  app.put(
    '/',
    { ...admin, schema: { tags, body: updateBarBodySchema, response: { 200: adminBarSchema, ...errors } } },
    async (request) => barsAdmin.update(request.body.bar),
  );

  app.put(
    '/update-starred',
    { ...admin, schema: { tags, body: updateBarStarredBodySchema, response: { 200: barBulkResultSchema, ...errors } } },
    async (request) => {
      const { barIds, status } = request.body;
      return bulk(await barsAdmin.setStarred(barIds, status), status ? 'starred' : 'unstarred');
    },
  );

  app.put(
    '/delete',
    { ...admin, schema: { tags, body: barIdsBodySchema, response: { 200: barBulkResultSchema, ...errors } } },
    async (request) => bulk(await barsAdmin.trash(request.body.barIds), 'trashed'),
  );

  app.put(
    '/restore',
    { ...admin, schema: { tags, body: barIdsBodySchema, response: { 200: barBulkResultSchema, ...errors } } },
    async (request) => bulk(await barsAdmin.restore(request.body.barIds), 'restored'),
  );

  app.put(
    '/delete-forever',
    { ...admin, schema: { tags, body: barIdsBodySchema, response: { 200: barBulkResultSchema, ...errors } } },
    async (request) => bulk(await barsAdmin.deleteForever(request.body.barIds), 'deleted'),
  );

  app.put(
    '/update-label',
    { ...admin, schema: { tags, body: updateBarLabelBodySchema, response: { 200: barBulkResultSchema, ...errors } } },
    async (request) => {
      const { barIds, label, status } = request.body;
      return bulk(await barsAdmin.updateLabel(barIds, label, status), 'relabelled');
    },
  );

  app.put(
    '/update-status',
    { ...admin, schema: { tags, body: updateBarStatusBodySchema, response: { 200: barBulkResultSchema, ...errors } } },
    async (request) => {
      const { barIds, status, reason } = request.body;
      return bulk(await barsAdmin.changeStatus(currentUser(request).id, barIds, status, reason), status);
    },
  );

  app.get(
    '/:id',
    { ...admin, schema: { tags, params: barIdParamsSchema, response: { 200: adminBarDetailSchema, ...errors } } },
    async (request) => barsAdmin.detail(request.params.id),
  );

  app.post(
    '/:id/decision-mail/retry',
    { ...admin, schema: { tags, params: barIdParamsSchema, response: { 200: mailStateSchema, ...errors } } },
    async (request) => barsAdmin.retryDecisionMail(request.params.id),
  );
};
