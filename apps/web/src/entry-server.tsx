import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createPath, parsePath, Router, type Navigator } from 'react-router';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import { TZDate } from '@date-fns/tz';
import type { SessionPerson } from './lib/session-store.ts';
import { App } from './app/app.tsx';
import { firstPageParts, loadFirstPageData, routeAt } from './app/first-page-preload.ts';
import i18n, { directionOf, i18nReady, loadAllCatalogues, localeTag } from './lib/i18n.ts';
import type { Preferences } from './lib/preferences-store.ts';
import { createQueryClient } from './lib/query-client.ts';
import { setServerRenderContext, type ServerRenderContext } from './lib/server-render-context.ts';
import { matchesMediaAt } from './lib/media-query-at.ts';

/**
 * The server's side of a signed-in first screen (docs/decisions/043): the console rendered to HTML
 * for one person at one address, with the answers it read, for the browser to hydrate. Built by
 * `vite build --ssr` and called by the server (apps/server/src/plugins/app/first-screen.ts).
 */
export type FirstScreenRequest = {
  /** Path and query of the page asked for. */
  url: string;
  /** The person (their tokens: an access token good for this render only; no refresh token). */
  session: SessionPerson;
  preferences: Preferences;
  /** The reader's IANA time zone, screen width in CSS pixels and density (their `reader` cookie). */
  timeZone: string;
  viewportWidth: number;
  devicePixelRatio: number;
  /** Answers the console's `/api/…` calls inside the server, as the person. */
  fetch: typeof fetch;
};

export type FirstScreen = {
  html: string;
  /** The page's style rules: its components' in one <style data-drawn-styles="{key} {ids}">, each global one apart. */
  styles: { key: string; ids: string[]; css: string; globals: { id: string; css: string }[] };
  /** The query cache's answers, as JSON safe inside a <script> element. */
  data: string;
  lang: string;
  dir: 'ltr' | 'rtl';
  /** Renders it took: 1 when the route loaders asked for everything the page reads (decision 067). */
  renders: number;
};

// As the browser's console loads it (lib/direction-style-cache.ts): one module, not two copies.
const { default: rtlPlugin } = await import('stylis-plugin-rtl');

/**
 * Renders of a page at most. The route loaders ask for the page's data before the first render, so
 * one is the rule; a read they missed (a part the answers opened) costs a render more to find it.
 */
const MAX_PASSES = 4;

const NAVIGATOR: Navigator = {
  createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
  push: () => undefined,
  replace: () => undefined,
  go: () => undefined,
};

function routerAt(url: string) {
  const { pathname = '/', search = '' } = parsePath(url);
  const location = { pathname, search, hash: '', state: null, key: 'default' };
  return function AtLocation({ children }: { children: ReactNode }) {
    return <Router location={location} navigator={NAVIGATOR} static>{children}</Router>;
  };
}

/** Renders `app` to the end, waiting for its lazy parts and language; fails with the render. */
async function prerendered(app: ReactNode): Promise<void> {
  let failure: unknown = null;
  const { prelude } = await prerenderToNodeStream(app, { onError: (error) => { failure ??= error; } });
  for await (const chunk of prelude) void chunk;
  if (failure) throw failure;
}

/**
 * A style cache whose rules stay in the cache instead of in the HTML (emotion's `compat`): the
 * page carries them all in one <style> in its head, which the browser's cache of the same key
 * takes over without writing them again (lib/direction-style-cache.ts adopts its ids).
 */
function styleCacheFor(dir: 'ltr' | 'rtl'): EmotionCache {
  const cache = createCache(dir === 'rtl' ? { key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] } : { key: 'mui', stylisPlugins: [prefixer] });
  cache.compat = true;
  return cache;
}

/**
 * A component's rules name its own class (`.mui-<id>`); the others are global (the theme's body
 * and page rules, keyframes). The globals go out apart, each as emotion's `<key>-global <name>`
 * element, which its Global component adopts when it hydrates and replaces when the theme changes,
 * and which the console removes when it draws the page anew (main.tsx): a light page's body rule
 * must not outlive a switch to dark.
 */
function stylesOf(cache: EmotionCache): FirstScreen['styles'] {
  const rules = Object.entries(cache.inserted).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  const ofComponents = rules.filter(([id, css]) => css.includes(`.${cache.key}-${id}`));
  const globals = rules.filter(([id, css]) => !css.includes(`.${cache.key}-${id}`));
  return {
    key: cache.key,
    ids: ofComponents.map(([id]) => id),
    css: ofComponents.map(([, css]) => css).join(''),
    globals: globals.map(([id, css]) => ({ id, css })),
  };
}

/** A query the page asked for and nobody has fetched (on the server, nothing fetches while rendering). */
const unfetched = (query: Query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' && (query.options as { enabled?: unknown }).enabled !== false;

async function fetchAsked(queryClient: QueryClient): Promise<boolean> {
  const asked = queryClient.getQueryCache().getAll().filter(unfetched);
  // No retries here: a failing API gives the browser the page to render itself, at once.
  await Promise.all(asked.map((query) => queryClient.fetchQuery({ ...query.options, queryKey: query.queryKey, retry: false })));
  return asked.length > 0;
}

let queue: Promise<unknown> = Promise.resolve();
let waiting = 0;
/**
 * Renders queued beyond which a page is not drawn: under a burst the browser drawing its own page
 * (as without this) beats waiting behind a queue of renders.
 */
const MAX_WAITING = 4;

/**
 * The first screen of `request.url`, or null when it is not one the server renders (signed-out
 * pages, the landing redirect). Throws when a read fails or the page does: the browser then
 * renders it, as without this. One render at a time: the language and the render's context are
 * the process's while it runs.
 */
export function renderFirstScreen(request: FirstScreenRequest): Promise<FirstScreen | null> {
  if (waiting >= MAX_WAITING) return Promise.resolve(null);
  waiting += 1;
  const run = queue.then(() => render(request)).finally(() => { waiting -= 1; });
  queue = run.catch(() => undefined);
  return run;
}

async function render(request: FirstScreenRequest): Promise<FirstScreen | null> {
  const { pathname, search = '' } = parsePath(request.url);
  // The pages marked `drawn` in app/routes.tsx, each taken over as drawn in a real browser by the
  // journeys of first-screen.spec.ts, which fail on a mismatch.
  if (!pathname || !routeAt(pathname)?.drawn) return null;
  const { language } = request.preferences;
  const dir = directionOf(language);
  const context: ServerRenderContext = {
    session: request.session,
    preferences: request.preferences,
    inReaderZone: (date) => new TZDate(date, request.timeZone),
    fetch: request.fetch,
    styleCache: createCache({ key: 'mui' }),
    matchesMedia: (query) => matchesMediaAt(query, request.viewportWidth),
    devicePixelRatio: request.devicePixelRatio,
  };
  setServerRenderContext(context);
  try {
    await i18nReady;
    if (i18n.language !== language) await i18n.changeLanguage(language);
    await loadAllCatalogues();
    const queryClient = createQueryClient();
    const { session } = request;
    await Promise.all([
      ...firstPageParts(pathname, session.role).map((part) => part.load()),
      loadFirstPageData({ pathname, search }, { role: session.role, barId: session.barId }, queryClient),
    ]);
    // No retries here: a failing API gives the browser the page to render itself, at once.
    const failed = queryClient.getQueryCache().getAll().find((query) => query.state.status === 'error');
    if (failed) throw failed.state.error;
    const Router = routerAt(request.url);
    const app = <StrictMode><App queryClient={queryClient} Router={Router} /></StrictMode>;
    // Rendered until the page asks for nothing more: with its code, language and data loaded, once
    // (renderToString). A pass that meets a part still waiting (a branch the answers opened) waits
    // for it (prerender), and one that asks for more data renders again with the answers.
    for (let pass = 1; ; pass += 1) {
      // Emotion writes each rule only the first time its cache meets it: a cache per pass.
      const styleCache = styleCacheFor(dir);
      context.styleCache = styleCache;
      let html: string | null = renderToString(app);
      if (html.includes('<!--$?-->') || html.includes('<!--$!-->')) {
        html = null;
        await prerendered(app);
      }
      const asked = await fetchAsked(queryClient);
      if (html !== null && !asked) {
        const data = JSON.stringify(dehydrate(queryClient)).replace(/</g, '\\u003c');
        return { html, styles: stylesOf(styleCache), data, lang: localeTag(language), dir, renders: pass };
      }
      if (pass === MAX_PASSES) throw new Error(`${pathname}: still asking for data after ${MAX_PASSES} renders`);
    }
  } finally {
    setServerRenderContext(null);
  }
}
