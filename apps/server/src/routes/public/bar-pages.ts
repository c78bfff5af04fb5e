import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { bodyEtag, matchesEtag, PUBLIC_CACHE_CONTROL } from '../../lib/public-cache.ts';
import { publicBarParamsSchema, publicPageQuerySchema } from '@app/contract/bar-profile';
import { pickLanguage } from '../../services/public-bars/public-locale.ts';

const NOT_FOUND_PAGE = '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>404</title></head>'
  + '<body style="font:16px system-ui;margin:40px"><h1>404</h1><p>This bar has no public page.</p></body></html>';

/**
 * The public pages run no script and hold no session, so the window isolation headers protect
 * nothing there, while each makes Chromium start the page in a fresh process (an agent-cluster or
 * browsing-context-group switch): Lighthouse mobile measured 0.87–0.93 with either header and
 * 0.97–0.99 without, on the same HTML (decision 027). CSP, nosniff and frame-ancestors stay.
 */
const ISOLATION_HEADERS = ['cross-origin-opener-policy', 'origin-agent-cluster'] as const;

/**
 * Shared caches keep a page only as long as the bar is still accepted: `no-cache` has them ask
 * every time, and the page's ETag lets them keep its bytes (304) while nothing changed, so a bar
 * rejected or put in the trash is gone (404) at once (decision 049).
 */
function sendPage(request: FastifyRequest, reply: FastifyReply, html: string | null) {
  for (const header of ISOLATION_HEADERS) reply.removeHeader(header);
  reply.header('vary', 'Accept-Language').header('cache-control', PUBLIC_CACHE_CONTROL);
  if (html === null) return reply.code(404).type('text/html; charset=utf-8').send(NOT_FOUND_PAGE);
  const etag = bodyEtag(html);
  reply.header('etag', etag);
  if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.type('text/html; charset=utf-8').send(html);
}

/**
 * Issue 17: an accepted bar's public page and its printable poster, server-rendered HTML outside
 * /api and outside the console (no sign-in, no JavaScript). Other bars answer 404.
 */
export const barPagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { publicBars } = app;
  const schema = { hide: true, params: publicBarParamsSchema, querystring: publicPageQuerySchema };

  // An address without a bar (or one no bar can have) is the public 404 page, as an unknown bar is,
  // never the API's JSON error (docs/decisions/052).
  for (const url of ['/b', '/b/']) app.get(url, { schema: { hide: true } }, async (request, reply) => sendPage(request, reply, null));

  app.get('/b/:slug', { schema }, async (request, reply) => {
    const lang = pickLanguage(request.query.lang, request.headers['accept-language']);
    return sendPage(request, reply, await publicBars.page(request.params.slug, lang));
  });

  app.get('/b/:slug/poster', { schema }, async (request, reply) => {
    const lang = pickLanguage(request.query.lang, request.headers['accept-language']);
    return sendPage(request, reply, await publicBars.poster(request.params.slug, lang));
  });
};
