import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Filled in by issue 3. */
export const matchesRoutes: FastifyPluginAsyncZod = async () => {};
