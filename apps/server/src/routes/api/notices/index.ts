import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@app/contract/common';
import { markNoticesReadAnswerSchema, noticeParamsSchema, noticesAnswerSchema } from '@app/contract/notices';
import { currentUser } from '../../../plugins/app/auth.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const tags = ['notices'];

/** The bell: a bar's owner and managers read their own notices; the person is the session's. */
export const noticesRoutes: FastifyPluginAsyncZod = async (app) => {
  const barPeople = app.requireRole('owner', 'manager');

  app.get(
    '/',
    { onRequest: barPeople, schema: { tags, response: { 200: noticesAnswerSchema, ...errors } } },
    async (request) => app.notices.list(currentUser(request).id),
  );

  app.post(
    '/read-all',
    { onRequest: barPeople, schema: { tags, response: { 200: markNoticesReadAnswerSchema, ...errors } } },
    async (request) => ({ unread: await app.notices.markAllRead(currentUser(request).id) }),
  );

  app.post(
    '/:id/read',
    {
      onRequest: barPeople,
      schema: { tags, params: noticeParamsSchema, response: { 200: markNoticesReadAnswerSchema, ...errors } },
    },
    async (request) => ({ unread: await app.notices.markRead(currentUser(request).id, request.params.id) }),
  );
};
