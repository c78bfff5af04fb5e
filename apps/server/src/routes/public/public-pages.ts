import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pickLanguage } from '@app/public-pages/locale';
import type { PublicPageName } from '@app/public-pages/paths';
import type { PublicLanguage } from '@app/public-pages/public-texts';
import type { PublicPageParams, PublicPageProps, PublicPageQuery } from '@app/public-pages/routes';
import type { Visitor } from '../../services/public-matches/page-views.ts';
import { publicThrottle } from './public-throttle.ts';
import { sendPage } from './send-page.ts';

/** What a page's loader is given: the address's parameters and query as the page's schemas read them, the page's language, the method. */
type LoaderInput<N extends PublicPageName> = {
  params: PublicPageParams<N>; query: PublicPageQuery<N>; lang: PublicLanguage; method: string; visitor: Visitor;
};
type Loaders = { [N in PublicPageName]: (input: LoaderInput<N>) => Promise<PublicPageProps<N> | null> };

/**
 * The fans' public pages of @app/public-pages' table (decision 076), one route per address: the
 * page's loader reads its props (null: the page's 404), React writes the document, sendPage answers
 * it `public, no-cache` with an ETag and 304 (decision 049). No sign-in, no script of React's; every
 * request counted by the public throttle.
 */
export const publicPagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { publicBars, publicMatches } = app;
  app.addHook('onRequest', publicThrottle(app));
  // React loads its production or its development build by process.env.NODE_ENV, read when it is
  // first imported: the server's mode is its config's (production unless told), so the table and
  // React load here, once that is set. A test run keeps its own (vitest's 'test': React's checks on).
  process.env['NODE_ENV'] ??= app.config.NODE_ENV;
  const { PUBLIC_PAGE_ROUTES, renderPublicPage } = await import('@app/public-pages/routes');

  const loaders: Loaders = {
    watchList: ({ query, lang }) => publicMatches.watchPage(query, lang),
    // A view is a GET answered with the page (200) or with "your copy is current" (304), counted once a
    // day per visitor. HEAD is no view.
    match: ({ params, query, lang, method, visitor }) =>
      publicMatches.matchPage(params.id, query, lang, { visitor: method === 'GET' ? visitor : undefined }),
    bar: ({ params, lang }) => publicBars.page(params.slug, lang),
    poster: ({ params, lang }) => publicBars.poster(params.slug, lang),
  };

  const register = <N extends PublicPageName>(name: N) => {
    const route = PUBLIC_PAGE_ROUTES[name];
    const params = 'params' in route ? route.params : undefined;
    for (const path of route.paths) {
      app.get(path, { schema: { hide: true, ...(params ? { params } : {}), querystring: route.query } }, async (request, reply) => {
        const query = request.query as PublicPageQuery<N> & { lang?: string };
        const lang = pickLanguage(query.lang, request.headers['accept-language']);
        const visitor = { address: request.ip, userAgent: request.headers['user-agent'] };
        const props = await loaders[name]({ params: request.params as PublicPageParams<N>, query, lang, method: request.method, visitor });
        return sendPage(request, reply, props === null ? null : renderPublicPage(name, props), route.notFound);
      });
    }
  };
  for (const name of Object.keys(PUBLIC_PAGE_ROUTES) as PublicPageName[]) register(name);

  // An address without a bar (or one no bar can have) is the public 404 page, as an unknown bar is,
  // never the API's JSON error (docs/decisions/052).
  for (const url of ['/b', '/b/']) app.get(url, { schema: { hide: true } }, async (request, reply) => sendPage(request, reply, null, PUBLIC_PAGE_ROUTES.bar.notFound));
};
