import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Filled in by issue 6. */
export const languagesRoutes: FastifyPluginAsyncZod = async () => {};
