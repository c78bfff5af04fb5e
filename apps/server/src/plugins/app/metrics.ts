import fp from 'fastify-plugin';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { countJobs } from '../../services/metrics/job-counts.ts';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether the request carries `Authorization: Bearer <token>`: both sides hashed to one length and
 * compared in constant time, so the answer's timing tells nothing of the token.
 */
function hasToken(request: FastifyRequest, token: Buffer): boolean {
  const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(given), token);
}

/**
 * Which route answered, as its pattern (`/api/bars/:barId`), never the address asked: the console's
 * pages and unknown paths have no route of their own and count as one each.
 */
function routeOf(request: FastifyRequest, statusCode: number): string {
  return request.routeOptions.url ?? (statusCode === 404 ? '(no route)' : '(console page)');
}

/**
 * GET /metrics in Prometheus' text format for the operator, on when METRICS_TOKEN is set and then
 * only with that bearer token (off, it answers 404). Not behind the
 * public throttle: a scrape is a few requests a minute from one address, refused before any work
 * without the token, and a throttle's database write would make the scrape fail when the database
 * is what the operator is looking at. Not an API route: outside /api and the OpenAPI document.
 */
export const metricsPlugin = fp(
  async (app) => {
    const token = app.config.METRICS_TOKEN;
    if (!token) {
      // Off: the path is unknown, not the console's page fallback.
      app.get('/metrics', { schema: { hide: true } }, async () => {
        throw notFound('No route for GET /metrics');
      });
      return;
    }
    const expected = digest(token);
    const { metrics } = app;
    metrics.readAtScrape({ connections: () => app.database.connectionStats(), jobs: () => countJobs(app.db) });
    app.addHook('onResponse', async (request, reply) => {
      const route = routeOf(request, reply.statusCode);
      metrics.requests.inc({ method: request.method, route, status_code: String(reply.statusCode) });
      metrics.duration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    });
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (!hasToken(request, expected)) {
        throw new HttpError(401, 'The metrics token is missing or wrong', 'metrics.UNAUTHORIZED', {
          'www-authenticate': 'Bearer realm="metrics"',
        });
      }
      const text = await metrics.registry.metrics();
      return reply.header('cache-control', 'no-store').type(metrics.registry.contentType).send(text);
    });
  },
  { name: 'metrics', dependencies: ['metrics-service'] },
);
