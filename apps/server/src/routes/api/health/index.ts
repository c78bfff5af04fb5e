import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pingDatabase } from '../../../db/client.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { tags: ['health'], response: { 200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }), 503: z.object({ status: z.literal('unavailable') }) } } }, async (_request, reply) => {
    try {
      await pingDatabase(app.db);
      return { status: 'ok' as const, database: app.database.kind };
    } catch {
      return reply.status(503).send({ status: 'unavailable' as const });
    }
  });
};
