import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC_MATCH_MESSAGES } from '@app/contract/public-matches';
import { NEAR_ME_SCRIPT_PATH } from '@app/public-pages/watch-links';
import { matchesEtag, PUBLIC_CACHE_CONTROL } from '../../lib/public-cache.ts';
import { NEAR_ME_SCRIPT, NEAR_ME_SCRIPT_ETAG } from '../../services/public-matches/near-me-script.ts';
import { publicThrottle } from './public-throttle.ts';
import { sendPage } from './send-page.ts';

/**
 * What the fans' match pages (public-pages.ts) need beside them: their one script,
 * /sitemap.xml and /robots.txt naming it. `public, no-cache` with an ETag, as the pages.
 */
export const watchPagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { publicMatches } = app;
  app.addHook('onRequest', publicThrottle(app));
  app.get(NEAR_ME_SCRIPT_PATH, { schema: { hide: true } }, async (request, reply) => {
    reply.header('cache-control', PUBLIC_CACHE_CONTROL).header('etag', NEAR_ME_SCRIPT_ETAG);
    if (matchesEtag(request.headers['if-none-match'], NEAR_ME_SCRIPT_ETAG)) return reply.code(304).send();
    return reply.type('text/javascript; charset=utf-8').send(NEAR_ME_SCRIPT);
  });

  // Crawlers find the sitemap here (and a missing robots.txt would be the console's index.html).
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('cache-control', PUBLIC_CACHE_CONTROL)
      .type('text/plain; charset=utf-8')
      .send(`User-agent: *\nAllow: /\nSitemap: ${app.publicUrl}/sitemap.xml\n`),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) =>
    sendPage(
      request,
      reply,
      await publicMatches.sitemap(),
      PUBLIC_MATCH_MESSAGES.notFound,
      'application/xml; charset=utf-8',
    ),
  );
};
