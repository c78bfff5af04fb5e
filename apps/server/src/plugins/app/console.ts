import fp from 'fastify-plugin';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { removeDocumentOnlyHeaders } from '../../lib/document-only-headers.ts';
import { createFirstScreens, loadFirstScreenRenderer } from './first-screen.ts';
import { sendCompressedPage } from '../../lib/compress-page.ts';
import { preloadLinks, preloadsFor } from './page-preloads.ts';

export const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../web/dist');

/**
 * Serves the built console. Hashed assets are immutable; index.html is never cached, and every
 * unknown non-API GET (or HEAD) answers it so deep links load (SPA fallback). API misses stay JSON 404s.
 * The build writes `.br` and `.gz` beside each text file (apps/web/build/precompress.ts); the one
 * the request's Accept-Encoding allows is sent with its content-encoding and
 * `vary: accept-encoding`, so no request pays for compression.
 */
export const consolePlugin = fp<{ webDist: string; webSsrDist?: string }>(
  async (app, { webDist, webSsrDist = `${path.resolve(webDist)}-ssr` }) => {
    const hasConsole = existsSync(path.join(webDist, 'index.html'));
    const renderer = hasConsole ? loadFirstScreenRenderer(webSsrDist) : null;
    if (renderer) app.addHook('onClose', () => renderer.close());
    const template = hasConsole ? readFileSync(path.join(webDist, 'index.html'), 'utf8') : '';
    const firstScreenPage = renderer ? createFirstScreens(app, renderer, template) : null;
    if (hasConsole) {
      await app.register(fastifyStatic, {
        root: webDist,
        wildcard: false,
        index: false,
        preCompressed: true,
        setHeaders(res, filePath) {
          const hashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
          res.header('cache-control', hashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
          if (hashedAsset) removeDocumentOnlyHeaders(res);
        },
      });
    }
    app.setNotFoundHandler(async (request, reply) => {
      const url = request.url.split('?')[0] ?? '';
      // HEAD is answered wherever GET is (monitors and link checkers use it); Node sends no body for it.
      const readsPage = request.method === 'GET' || request.method === 'HEAD';
      if (url.startsWith('/api/') || url === '/api' || !readsPage || !hasConsole) {
        return reply
          .status(404)
          .send({ statusCode: 404, error: 'Not Found', message: `No route for ${request.method} ${url}` });
      }
      // A signed-in page, drawn for the person: theirs alone, never stored by a cache.
      const page = request.method === 'GET' && firstScreenPage ? await firstScreenPage(request) : null;
      if (page) {
        // How many renders the drawing took, for whoever looks at the page's timings.
        reply.header('server-timing', `first-screen;desc="${page.renders} render${page.renders === 1 ? '' : 's'}"`);
        return sendCompressedPage(request, reply.header('cache-control', 'private, no-store'), page.html);
      }
      // A page the browser renders, told what to fetch while its script is on its way.
      const preloads = request.method === 'GET' ? await preloadsFor(app, url) : [];
      if (preloads.length > 0) {
        return sendCompressedPage(
          request,
          reply.header('cache-control', 'no-cache'),
          template.replace('</head>', () => `${preloadLinks(preloads)}</head>`),
        );
      }
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    });
  },
);
