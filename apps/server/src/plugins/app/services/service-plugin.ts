import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

/**
 * A service as a named plugin (the fastify/demo pattern): built once from what the plugins named
 * in `dependencies` decorated, then decorated as `app[decoration]`. fastify-plugin refuses to
 * start when a dependency is missing or registered later.
 */
export function servicePlugin<K extends keyof FastifyInstance>(
  decoration: K,
  build: (app: FastifyInstance) => FastifyInstance[K],
  options: { name: string; dependencies: string[] },
) {
  // decorate's value type is conditional on T; the property and build's return type already pin it.
  return fp(async (app) => {
    app.decorate<unknown>(decoration, build(app));
  }, options);
}
