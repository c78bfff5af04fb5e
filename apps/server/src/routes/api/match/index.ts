import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Filled in by issue 4. */
export const matchAdminRoutes: FastifyPluginAsyncZod = async () => {};
