import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createPath, parsePath, Router, type Navigator } from 'react-router';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import { TZDate } from '@date-fns/tz';
import type { SessionPerson } from './lib/session-store.ts';
import { App } from './app/app.tsx';
import { firstPageParts, loadFirstPageData, routeAt } from './app/first-page-preload.ts';
import i18n, { directionOf, i18nReady, loadAllCatalogues, localeTag } from './lib/i18n.ts';
import { DEFAULT_PREFERENCES, type Preferences } from './lib/preferences-store.ts';
import { createQueryClient } from './lib/query-client.ts';
import { findRenderWith, type ServerRenderContext } from './lib/server-render-context.ts';
import { matchesMediaAt } from './lib/media-query-at.ts';

/**
 * The server's side of a first screen: the console rendered to HTML for one
 * person at one address (or for a fan signed out, on a page open to anyone), with
 * the answers it read, for the browser to hydrate. Built by `vite build --ssr` and called by the
 * server (apps/server/src/plugins/app/first-screen.ts).
 */
export type FirstScreenRequest = {
  /** Path and query of the page asked for. */
  url: string;
  /** The person, or null: signed out. */
  session: SessionPerson | null;
  /** Their display preferences, or null: the browser's defaults (no reader cookie yet, a first visit). */
  preferences: Preferences | null;
  /**
   * The page's language (`?lang=`, the `lang` cookie, the preferences, Accept-Language), which wins over the
   * preferences'.
   */
  language: Preferences['language'];
  /**
   * The reader's IANA time zone, screen width in CSS pixels and density (their `reader` cookie), or
   * null without one: a page that reads them is then not drawn.
   */
  timeZone: string | null;
  viewportWidth: number | null;
  devicePixelRatio: number | null;
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
  /** Renders it took: 1 when the route loaders asked for everything the page reads. */
  renders: number;
  /**
   * What it was drawn for, in the reader cookie's form (lib/reader-cookie.ts): the preferences, and
   * the width, density and zone only where the page read them. The browser takes the page over
   * only if it draws the same (main.tsx).
   */
  drawnFor: string;
};

/** What a page read of the reader's screen and clock while it was drawn, in the reader cookie's names. */
type ReaderRead = 'width' | 'dpr' | 'tz';

/**
 * The reader's screen and clock as the render may read them, each read noted; one the server does
 * not know stops the render (the browser draws that page, as without a reader cookie before).
 */
function readerOf({ timeZone, viewportWidth, devicePixelRatio }: FirstScreenRequest) {
  const read = new Set<ReaderRead>();
  let unknown = false;
  const known = <T,>(name: ReaderRead, value: T | null): T => {
    read.add(name);
    if (value !== null) return value;
    unknown = true;
    // Stops the render; the render then answers null whoever caught this (readUnknown).
    throw new Error(`the page reads the reader's ${name}`);
  };
  return {
    readUnknown: () => unknown,
    inReaderZone: (date: Date) => new TZDate(date, known('tz', timeZone)),
    matchesMedia: (query: string) => matchesMediaAt(query, known('width', viewportWidth)),
    devicePixelRatio: () => known('dpr', devicePixelRatio),
    /** The reader cookie's fields the page depends on, in its order (lib/reader-cookie.ts). */
    drawnFor(preferences: Preferences): string {
      const values: Record<ReaderRead, string> = {
        width: String(viewportWidth),
        dpr: String(devicePixelRatio),
        tz: String(timeZone),
      };
      const fields = (['width', 'dpr', 'tz'] as const)
        .filter((name) => read.has(name))
        .map((name) => [name, values[name]]);
      return new URLSearchParams([
        ...fields,
        ['language', preferences.language],
        ['theme', preferences.theme],
        ['layout', preferences.layout],
      ]).toString();
    },
  };
}

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
    return (
      <Router location={location} navigator={NAVIGATOR} static>
        {children}
      </Router>
    );
  };
}

/** Renders `app` to the end, waiting for its lazy parts and language; fails with the render. */
async function prerendered(app: ReactNode): Promise<void> {
  let failure: unknown = null;
  const { prelude } = await prerenderToNodeStream(app, {
    onError: (error) => {
      failure ??= error;
    },
  });
  for await (const chunk of prelude) void chunk;
  if (failure) throw failure;
}

/**
 * A style cache whose rules stay in the cache instead of in the HTML (emotion's `compat`): the
 * page carries them all in one <style> in its head, which the browser's cache of the same key
 * takes over without writing them again (lib/direction-style-cache.ts adopts its ids).
 */
function styleCacheFor(dir: 'ltr' | 'rtl'): EmotionCache {
  const cache = createCache(
    dir === 'rtl' ? { key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] } : { key: 'mui', stylisPlugins: [prefixer] },
  );
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
  const rules = Object.entries(cache.inserted).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
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
const unfetched = (query: Query) =>
  query.state.status === 'pending' &&
  query.state.fetchStatus === 'idle' &&
  (query.options as { enabled?: unknown }).enabled !== false;

async function fetchAsked(queryClient: QueryClient): Promise<boolean> {
  const asked = queryClient.getQueryCache().getAll().filter(unfetched);
  // No retries here: a failing API gives the browser the page to render itself, at once.
  await Promise.all(
    asked.map((query) => queryClient.fetchQuery({ ...query.options, queryKey: query.queryKey, retry: false })),
  );
  return asked.length > 0;
}

/** Each render's context, found by the calls it makes (lib/server-render-context.ts): renders run side by side. */
const renders = new AsyncLocalStorage<ServerRenderContext>();
findRenderWith(() => renders.getStore());

let rendering = 0;
/**
 * Renders under way beyond which a page is not drawn: under a burst the browser drawing its own page
 * (as without this) beats sharing the drawing thread with many renders.
 */
const MAX_RENDERING = 4;

/**
 * Whether the server draws `pathname` for this reader: a page marked `drawn` in app/routes.tsx, each
 * taken over as drawn in a real browser by the journeys of first-screen.spec.ts, which fail on a
 * mismatch; signed out, only one open to anyone (the guards send a fan elsewhere from the others).
 */
function draws(pathname: string | undefined, session: SessionPerson | null): boolean {
  const route = pathname ? routeAt(pathname) : undefined;
  return route?.drawn === true && (session !== null || route.access === 'anyone');
}

/**
 * The first screen of `request.url`, or null when it is not one the server renders (the sign-in
 * screens, the landing redirect, a page that reads what it does not know of the reader). Throws
 * when a read fails or the page does: the browser then renders it, as without this. Renders run side
 * by side, each in its own language and context; one waiting for its reads leaves the thread to the others.
 */
export async function renderFirstScreen(request: FirstScreenRequest): Promise<FirstScreen | null> {
  if (!draws(parsePath(request.url).pathname, request.session)) return null;
  if (rendering >= MAX_RENDERING) return null;
  rendering += 1;
  try {
    return await render(request);
  } finally {
    rendering -= 1;
  }
}

/**
 * The render's own i18next in `language`, sharing the console's catalogues: other renders keep their languages. A
 * clone finishes its start a tick later; rendered before, its texts would suspend the first pass.
 */
async function translatorIn(language: Preferences['language']): Promise<typeof i18n> {
  const translator = i18n.cloneInstance({ lng: language });
  if (!translator.isInitialized) await new Promise((resolve) => translator.on('initialized', resolve));
  return translator;
}

/** The render's context, in which its reads, texts and styles are found, then the render within it. */
async function render(request: FirstScreenRequest): Promise<FirstScreen | null> {
  const preferences = { ...(request.preferences ?? DEFAULT_PREFERENCES), language: request.language };
  const { language } = preferences;
  const reader = readerOf(request);
  await i18nReady;
  const translator = await translatorIn(language);
  const context: ServerRenderContext = {
    session: request.session,
    preferences,
    i18n: translator,
    inReaderZone: reader.inReaderZone,
    readerZoneKnown: request.timeZone !== null,
    fetch: request.fetch,
    styleCache: createCache({ key: 'mui' }),
    matchesMedia: reader.matchesMedia,
    devicePixelRatio: reader.devicePixelRatio,
  };
  return renders.run(context, () => renderIn(context, request, reader));
}

async function renderIn(
  context: ServerRenderContext,
  request: FirstScreenRequest,
  reader: ReturnType<typeof readerOf>,
): Promise<FirstScreen | null> {
  const { pathname = '/', search = '' } = parsePath(request.url);
  const { preferences } = context;
  const { language } = preferences;
  const dir = directionOf(language);
  const translator = context.i18n;
  try {
    await loadAllCatalogues(translator);
    const queryClient = createQueryClient();
    const { session } = request;
    const role = session?.role ?? null;
    await Promise.all([
      ...firstPageParts(pathname, role).map((part) => part.load()),
      loadFirstPageData({ pathname, search }, { role, barId: session?.barId ?? null }, queryClient),
    ]);
    // No retries here: a failing API gives the browser the page to render itself, at once.
    const failed = queryClient
      .getQueryCache()
      .getAll()
      .find((query) => query.state.status === 'error');
    if (failed) throw failed.state.error;
    const Router = routerAt(request.url);
    const app = (
      <StrictMode>
        <I18nextProvider i18n={translator}>
          <App queryClient={queryClient} Router={Router} />
        </I18nextProvider>
      </StrictMode>
    );
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
      // A read of what the server does not know of the reader, even one a boundary of the page caught.
      if (reader.readUnknown()) return null;
      const asked = await fetchAsked(queryClient);
      if (html !== null && !asked) {
        const data = JSON.stringify(dehydrate(queryClient)).replace(/</g, '\\u003c');
        return {
          html,
          styles: stylesOf(styleCache),
          data,
          lang: localeTag(language),
          dir,
          renders: pass,
          drawnFor: reader.drawnFor(preferences),
        };
      }
      if (pass === MAX_PASSES) throw new Error(`${pathname}: still asking for data after ${MAX_PASSES} renders`);
    }
  } catch (error) {
    if (reader.readUnknown()) return null;
    throw error;
  }
}
