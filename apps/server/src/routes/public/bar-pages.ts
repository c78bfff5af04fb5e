import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC_BAR_MESSAGES, publicBarParamsSchema, publicPageQuerySchema } from '@app/contract/bar-profile';
import { pickLanguage } from '../../services/public-bars/public-locale.ts';
import { publicThrottle } from './public-throttle.ts';
import { sendPage } from './send-page.ts';

/**
 * Decision 027: an accepted bar's public page and its printable poster, server-rendered HTML outside
 * /api and outside the console (no sign-in, no JavaScript). Other bars answer 404.
 */
export const barPagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { publicBars } = app;
  const schema = { hide: true, params: publicBarParamsSchema, querystring: publicPageQuerySchema };
  const notFound = PUBLIC_BAR_MESSAGES.notFound;
  app.addHook('onRequest', publicThrottle(app));

  // An address without a bar (or one no bar can have) is the public 404 page, as an unknown bar is,
  // never the API's JSON error (docs/decisions/052).
  for (const url of ['/b', '/b/']) app.get(url, { schema: { hide: true } }, async (request, reply) => sendPage(request, reply, null, notFound));

  app.get('/b/:slug', { schema }, async (request, reply) => {
    const lang = pickLanguage(request.query.lang, request.headers['accept-language']);
    return sendPage(request, reply, await publicBars.page(request.params.slug, lang), notFound);
  });

  app.get('/b/:slug/poster', { schema }, async (request, reply) => {
    const lang = pickLanguage(request.query.lang, request.headers['accept-language']);
    return sendPage(request, reply, await publicBars.poster(request.params.slug, lang), notFound);
  });
};
