import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@app/contract/common';
import { auditPageSchema, auditQuerySchema } from '@app/contract/audit';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** The audit log (admins). Read only: there is deliberately no route that changes or deletes an entry. */
export const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      onRequest: app.requireRole('admin'),
      schema: { tags: ['audit'], querystring: auditQuerySchema, response: { 200: auditPageSchema, ...errors } },
    },
    async (request) => app.auditLog.list(request.query),
  );
};
