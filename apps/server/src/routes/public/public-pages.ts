import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isValidTimeZone } from '@app/contract/bar-profile';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE, pickLanguage } from '@app/public-pages/locale';
import type { PublicPageName } from '@app/public-pages/paths';
import type { PublicLanguage } from '@app/public-pages/public-texts';
import type { PublicPageParams, PublicPageProps, PublicPageQuery } from '@app/public-pages/routes';
import type { Visitor } from '../../services/public-matches/page-views.ts';
import { publicThrottle } from './public-throttle.ts';
import { sendPage } from './send-page.ts';

/**
 * What a page's loader is given: the address's parameters and query as the page's schemas read them,
 * the page's language (`chosenLang` when the fan chose it: the page's links keep it), the fan's zone
 * when known, the method, the visitor a view is counted for.
 */
type LoaderInput<N extends PublicPageName> = {
  params: PublicPageParams<N>;
  query: PublicPageQuery<N>;
  lang: PublicLanguage;
  chosenLang: PublicLanguage | undefined;
  zone: string | null;
  method: string;
  visitor: Visitor;
};
type Loaders = { [N in PublicPageName]: (input: LoaderInput<N>) => Promise<PublicPageProps<N> | null> };

/**
 * The fan's zone: `?tz=` (the browser's, sent by a form), else the reader cookie's (the pages' script keeps it there),
 * when valid.
 */
function fanZone(asked: string | undefined, readerCookie: string | undefined): string | null {
  const zone = asked || new URLSearchParams(readerCookie ?? '').get('tz');
  return zone && isValidTimeZone(zone) ? zone : null;
}

/** Lets any site show this answer in a frame: the page is public, holds no session and runs no script. */
function allowFraming(reply: FastifyReply) {
  reply.removeHeader('x-frame-options');
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy === 'string')
    reply.header('content-security-policy', policy.replace(/frame-ancestors [^;]*/, 'frame-ancestors *'));
}

/** Lets the page's map frames load (map-on-demand.ts), and no other frame. */
function allowMapFrames(reply: FastifyReply, origin: string) {
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy === 'string') reply.header('content-security-policy', `${policy};frame-src ${origin}`);
}

/**
 * The fans' public pages of @app/public-pages' table, one route per address: the
 * page's loader reads its props (null: the page's 404), React writes the document, sendPage answers
 * it `public, no-cache` with an ETag and 304. No sign-in, no script of React's; every
 * request counted by the public throttle.
 */
export const publicPagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { publicBars, publicMatches } = app;
  app.addHook('onRequest', publicThrottle(app));
  // React loads its production or its development build by process.env.NODE_ENV, read when it is
  // first imported: the server's mode is its config's (production unless told), so the table and
  // React load here, once that is set. A test run keeps its own (vitest's 'test': React's checks on).
  process.env['NODE_ENV'] ??= app.config.NODE_ENV;
  const { PUBLIC_PAGE_ROUTES, renderPublicPage, MAP_FRAME_ORIGIN } = await import('@app/public-pages/routes');

  const loaders: Loaders = {
    watchList: ({ query, lang, chosenLang, zone }) =>
      publicMatches.watchPage({ ...query, lang: chosenLang }, lang, zone),
    // A view is a GET answered with the page (200) or with "your copy is current" (304), counted once a
    // day per visitor. HEAD is no view.
    match: ({ params, query, lang, chosenLang, zone, method, visitor }) =>
      publicMatches.matchPage(params.id, { ...query, lang: chosenLang }, lang, {
        visitor: method === 'GET' ? visitor : undefined,
        zone,
      }),
    bar: ({ params, lang, chosenLang, zone }) => publicBars.page(params.slug, lang, { chosenLang, zone }),
    poster: ({ params, lang }) => publicBars.poster(params.slug, lang),
    leaguePoster: ({ params, lang }) => publicBars.leaguePoster(params.slug, params.code, lang),
    widget: ({ params, query, lang }) => publicBars.widget(params.slug, lang, query.theme ?? 'light'),
  };

  const register = <N extends PublicPageName>(name: N) => {
    const route = PUBLIC_PAGE_ROUTES[name];
    const params = 'params' in route ? route.params : undefined;
    for (const path of route.paths) {
      app.get(
        path,
        { schema: { hide: true, ...(params ? { params } : {}), querystring: route.query } },
        async (request, reply) => {
          const query = request.query as PublicPageQuery<N> & { lang?: string; tz?: string };
          const { lang, chosenBy } = pickLanguage({
            query: query.lang,
            cookie: request.cookies[LANGUAGE_COOKIE],
            acceptLanguage: request.headers['accept-language'],
          });
          // ?lang= is the fan's choice: kept a year for every fans' page (the /play pages read the same cookie).
          if (chosenBy === 'query' && request.cookies[LANGUAGE_COOKIE] !== lang) {
            reply.setCookie(LANGUAGE_COOKIE, lang, {
              path: '/',
              maxAge: LANGUAGE_COOKIE_MAX_AGE,
              sameSite: 'lax',
              secure: request.protocol === 'https',
            });
          }
          const zone = fanZone(query.tz, request.cookies['reader']);
          const visitor = { address: request.ip, userAgent: request.headers['user-agent'] };
          const props = await loaders[name]({
            params: request.params as PublicPageParams<N>,
            query,
            lang,
            chosenLang: chosenBy ? lang : undefined,
            zone,
            method: request.method,
            visitor,
          });
          if ('framable' in route) allowFraming(reply);
          if ('framesMaps' in route) allowMapFrames(reply, MAP_FRAME_ORIGIN);
          return sendPage(request, reply, props === null ? null : renderPublicPage(name, props), route.notFound);
        },
      );
    }
  };
  for (const name of Object.keys(PUBLIC_PAGE_ROUTES) as PublicPageName[]) register(name);

  // An address without a bar (or one no bar can have) is the public 404 page, as an unknown bar is,
  // never the API's JSON error.
  for (const url of ['/b', '/b/'])
    app.get(url, { schema: { hide: true } }, async (request, reply) =>
      sendPage(request, reply, null, PUBLIC_PAGE_ROUTES.bar.notFound),
    );
};
