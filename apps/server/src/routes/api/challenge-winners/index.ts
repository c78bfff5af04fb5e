import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Filled in by issue 7. */
export const challengeWinnersRoutes: FastifyPluginAsyncZod = async () => {};
