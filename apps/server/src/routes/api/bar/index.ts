import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BAR_EXPORT_COLUMNS, adminBarDetailSchema, adminBarFilterSchema, adminBarListQuerySchema, adminBarListSchema, adminBarSchema,
  barBulkResultSchema, barCounterSchema, barIdParamsSchema, barIdsBodySchema, createBarBodySchema, updateBarBodySchema,
  updateBarLabelBodySchema, updateBarStarredBodySchema, updateBarStatusBodySchema,
} from '@app/contract/bars-admin';
import { deleteLabelBodySchema, labelListSchema, labelSchema, saveLabelBodySchema } from '@app/contract/labels';
import { apiErrorSchema, messageSchema } from '@app/contract/common';
import { currentUser } from '../../../plugins/app/auth.ts';
import { createBarsAdminService } from '../../../services/bars-admin/bars-admin-service.ts';
import { createBarLabelsService } from '../../../services/bars-admin/bar-labels-service.ts';
import { countBars, exportBatches, listBars, type ExportRow } from '../../../services/bars-admin/bars-query.ts';
import { sendCsv, type CsvColumn } from '../../../services/csv-export.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const tags = ['bars admin'];

const EXPORT_COLUMNS: CsvColumn<ExportRow>[] = [
  { header: BAR_EXPORT_COLUMNS[0], value: (r) => r.id },
  { header: BAR_EXPORT_COLUMNS[1], value: (r) => r.name },
  { header: BAR_EXPORT_COLUMNS[2], value: (r) => r.barType },
  { header: BAR_EXPORT_COLUMNS[3], value: (r) => r.country },
  { header: BAR_EXPORT_COLUMNS[4], value: (r) => r.dates.map((d) => `${d.label}: ${d.date}`).join('; ') },
  { header: BAR_EXPORT_COLUMNS[5], value: (r) => r.competition },
];

const bulk = (count: number, done: string) => ({ message: `${count} ${count === 1 ? 'bar' : 'bars'} ${done}`, count });

/** Bars administration (issue 5, SPEC.md sections 2, 3, 4 and 7): admins only. */
export const barAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createBarsAdminService(app.db, {
    consoleUrl: app.publicUrl,
    notify: async (mail) => {
      try {
        await app.mailer.send(mail);
      } catch (error) {
        // The move is committed; a mail server's trouble must not turn it into a failure.
        app.log.warn({ err: error, to: mail.to }, 'bar status mail could not be sent');
      }
    },
  });
  const labels = createBarLabelsService(app.db);
  const admin = { onRequest: app.requireRole('admin') };

  app.get('/', { ...admin, schema: { tags, querystring: adminBarListQuerySchema, response: { 200: adminBarListSchema, ...errors } } }, async (request) => {
    const { page, pageSize, ...filter } = request.query;
    return listBars(app.db, filter, page, pageSize);
  });

  app.get('/counter', { ...admin, schema: { tags, response: { 200: barCounterSchema, ...errors } } }, async () => countBars(app.db));

  app.get('/export', { ...admin, schema: { tags, querystring: adminBarFilterSchema, response: { 200: z.any(), ...errors } } }, async (request, reply) => {
    const day = new Date().toISOString().slice(0, 10);
    return sendCsv(reply, `bars-${request.query.selectedFolder ?? 'all'}-${day}.csv`, EXPORT_COLUMNS, exportBatches(app.db, request.query));
  });

  app.get('/labels', { ...admin, schema: { tags, response: { 200: labelListSchema, ...errors } } }, async () => labels.list());

  app.put('/labels', { ...admin, schema: { tags, body: saveLabelBodySchema, response: { 200: labelSchema, ...errors } } }, async (request) =>
    labels.save(request.body.label));

  app.put('/labels/delete', { ...admin, schema: { tags, body: deleteLabelBodySchema, response: { 200: messageSchema, ...errors } } }, async (request) => {
    await labels.remove(request.body.labelId);
    return { message: 'Label deleted' };
  });

  app.post('/', { ...admin, schema: { tags, body: createBarBodySchema, response: { 200: adminBarSchema, ...errors } } }, async (request) =>
    service.create(request.body.bar));

  app.put('/', { ...admin, schema: { tags, body: updateBarBodySchema, response: { 200: adminBarSchema, ...errors } } }, async (request) =>
    service.update(request.body.bar));

  app.put('/update-starred', { ...admin, schema: { tags, body: updateBarStarredBodySchema, response: { 200: barBulkResultSchema, ...errors } } }, async (request) => {
    const { barIds, status } = request.body;
    return bulk(await service.setStarred(barIds, status), status ? 'starred' : 'unstarred');
  });

  app.put('/delete', { ...admin, schema: { tags, body: barIdsBodySchema, response: { 200: barBulkResultSchema, ...errors } } }, async (request) =>
    bulk(await service.trash(request.body.barIds), 'moved to the trash'));

  app.put('/restore', { ...admin, schema: { tags, body: barIdsBodySchema, response: { 200: barBulkResultSchema, ...errors } } }, async (request) =>
    bulk(await service.restore(request.body.barIds), 'restored'));

  app.put('/delete-forever', { ...admin, schema: { tags, body: barIdsBodySchema, response: { 200: barBulkResultSchema, ...errors } } }, async (request) =>
    bulk(await service.deleteForever(request.body.barIds), 'deleted for good'));

  app.put('/update-label', { ...admin, schema: { tags, body: updateBarLabelBodySchema, response: { 200: barBulkResultSchema, ...errors } } }, async (request) => {
    const { barIds, label, status } = request.body;
    return bulk(await service.updateLabel(barIds, label, status), 'relabelled');
  });

  app.put('/update-status', { ...admin, schema: { tags, body: updateBarStatusBodySchema, response: { 200: barBulkResultSchema, ...errors } } }, async (request) => {
    const { barIds, status, reason } = request.body;
    return bulk(await service.changeStatus(currentUser(request).id, barIds, status, reason), `moved to ${status}`);
  });

  app.get('/:id', { ...admin, schema: { tags, params: barIdParamsSchema, response: { 200: adminBarDetailSchema, ...errors } } }, async (request) =>
    service.detail(request.params.id));
};
