import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Filled in by issue 5. */
export const barAdminRoutes: FastifyPluginAsyncZod = async () => {};
