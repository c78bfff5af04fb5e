import fp from 'fastify-plugin';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';

/**
 * Headers that protect a document (what it may load, embed or be framed by, its window's
 * isolation, its referrer, HSTS), meaningless on a hashed script or stylesheet: the browser
 * reads them from the page. Sent on every asset they cost ~1.1 kB each, ~40 kB over the 38 files
 * of a cold /login on mobile data (issue 14). nosniff (scripts are checked against their type)
 * and Cross-Origin-Resource-Policy (a resource's own header) stay.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy', 'cross-origin-opener-policy', 'origin-agent-cluster', 'referrer-policy',
  'strict-transport-security', 'x-dns-prefetch-control', 'x-download-options', 'x-frame-options',
  'x-permitted-cross-domain-policies', 'x-xss-protection',
] as const;

export const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../web/dist');

/**
 * Serves the built console. Hashed assets are immutable; index.html is never cached, and every
 * unknown non-API GET (or HEAD) answers it so deep links load (SPA fallback). API misses stay JSON 404s.
 * The build writes `.br` and `.gz` beside each text file (apps/web/build/precompress.ts); the one
 * the request's Accept-Encoding allows is sent with its content-encoding and
 * `vary: accept-encoding`, so no request pays for compression.
 */
export const consolePlugin = fp<{ webDist: string }>(async (app, { webDist }) => {
  const hasConsole = existsSync(path.join(webDist, 'index.html'));
  if (hasConsole) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        const hashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', hashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
        if (hashedAsset) for (const header of DOCUMENT_ONLY_HEADERS) res.removeHeader(header);
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    // HEAD is answered wherever GET is (monitors and link checkers use it); Node sends no body for it.
    const readsPage = request.method === 'GET' || request.method === 'HEAD';
    if (url.startsWith('/api/') || url === '/api' || !readsPage || !hasConsole) {
      return reply.status(404).send({ statusCode: 404, error: 'Not Found', message: `No route for ${request.method} ${url}` });
    }
    return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
  });
});
