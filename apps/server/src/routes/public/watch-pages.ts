import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PUBLIC_MATCH_MESSAGES, watchPageQuerySchema } from '@app/contract/public-matches';
import { matchesEtag, PUBLIC_CACHE_CONTROL } from '../../lib/public-cache.ts';
import { pickLanguage } from '../../services/public-bars/public-locale.ts';
import { NEAR_ME_SCRIPT, NEAR_ME_SCRIPT_ETAG } from '../../services/public-matches/near-me-script.ts';
import { NEAR_ME_SCRIPT_PATH } from '../../services/public-matches/watch-page-shell.ts';
import { publicThrottle } from './public-throttle.ts';
import { sendPage } from './send-page.ts';

const matchParams = z.strictObject({ id: z.string().max(100) });
const matchSlugParams = z.strictObject({ id: z.string().max(100), slug: z.string().max(200) });

/**
 * The fans' match pages, server-drawn HTML readable without JavaScript (decision 054):
 * /watch (the coming 14 days), /watch/{id}[/{slug}] (the bars showing one match; a wrong or
 * missing slug still works, the canonical link carries the right one), the pages' one script,
 * /sitemap.xml and /robots.txt naming it. `public, no-cache` with an ETag, as the bar page.
 */
export const watchPagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { publicMatches } = app;
  app.addHook('onRequest', publicThrottle(app));
  const notFound = PUBLIC_MATCH_MESSAGES.notFound;

  app.get('/watch', { schema: { hide: true, querystring: watchPageQuerySchema } }, async (request, reply) => {
    const lang = pickLanguage(request.query.lang, request.headers['accept-language']);
    return sendPage(request, reply, await publicMatches.watchPage(request.query, lang), notFound);
  });

  for (const url of ['/watch/:id', '/watch/:id/:slug']) {
    app.get(url, { schema: { hide: true, params: url.endsWith(':slug') ? matchSlugParams : matchParams, querystring: watchPageQuerySchema } }, async (request, reply) => {
      const lang = pickLanguage(request.query.lang, request.headers['accept-language']);
      // A view is a GET answered with the page (200) or with "your copy is current" (304): a fan
      // opening it again, or a shared cache asking for one (no-cache). HEAD is no view (decision 054).
      const html = await publicMatches.matchPage(request.params.id, request.query, lang, { countView: request.method === 'GET' });
      return sendPage(request, reply, html, notFound);
    });
  }

  app.get(NEAR_ME_SCRIPT_PATH, { schema: { hide: true } }, async (request, reply) => {
    reply.header('cache-control', PUBLIC_CACHE_CONTROL).header('etag', NEAR_ME_SCRIPT_ETAG);
    if (matchesEtag(request.headers['if-none-match'], NEAR_ME_SCRIPT_ETAG)) return reply.code(304).send();
    return reply.type('text/javascript; charset=utf-8').send(NEAR_ME_SCRIPT);
  });

  // Crawlers find the sitemap here (and a missing robots.txt would be the console's index.html).
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', PUBLIC_CACHE_CONTROL).type('text/plain; charset=utf-8').send(`User-agent: *\nAllow: /\nSitemap: ${app.publicUrl}/sitemap.xml\n`));

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) =>
    sendPage(request, reply, await publicMatches.sitemap(), notFound, 'application/xml; charset=utf-8'));
};
