import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pingDatabase } from '../../../db/client.ts';
import { DATABASE_UNAVAILABLE_MESSAGE, databaseErrorSummary } from '../../../db/availability.ts';

const databaseKind = z.enum(['pglite', 'postgres']);

/** For load balancers and people: 200 when every part answers, 503 naming the part that does not. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['health'],
        response: {
          200: z.object({ status: z.literal('ok'), database: databaseKind }),
          503: z.object({
            status: z.literal('unavailable'),
            database: databaseKind,
            down: z.array(z.literal('database')),
            message: z.string(),
          }),
        },
      },
    },
    async (request, reply) => {
      try {
        await pingDatabase(app.db);
        return { status: 'ok' as const, database: app.database.kind };
      } catch (error) {
        request.log.warn({ db: databaseErrorSummary(error) }, 'health check: database unavailable');
        return reply.status(503).send({
          status: 'unavailable' as const,
          database: app.database.kind,
          down: ['database' as const],
          message: DATABASE_UNAVAILABLE_MESSAGE,
        });
      }
    },
  );
};
