import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import { serverRenderContext } from './server-render-context.ts';

/*
 * Right to left is one switch: the theme's direction plus a style cache that mirrors every rule
 * (stylis-plugin-rtl), so no component places itself by hand. The mirroring plugin (with cssjanus,
 * ~3 kB on the wire) loads only when a right-to-left language is chosen: main.tsx waits for it
 * before the first render in Arabic, and a switch to Arabic waits for it with the catalogues.
 */
/**
 * The rules a first screen was drawn with: the server sends them in one element,
 * `<style data-drawn-styles="<key> <ids>">`. The cache of that key counts them as written, so no
 * component writes them again, and the element stays where it is: emotion's own hydration moves
 * such elements within <head>, and the browser then parses all the page's rules a second time.
 */
function adoptDrawnStyles(cache: EmotionCache): EmotionCache {
  if (typeof document === 'undefined') return cache;
  for (const element of document.querySelectorAll(`style[data-drawn-styles^="${cache.key} "]`)) {
    for (const id of (element.getAttribute('data-drawn-styles') ?? '').split(' ').slice(1)) cache.inserted[id] = true;
  }
  return cache;
}

const ltrCache = adoptDrawnStyles(createCache({ key: 'mui', stylisPlugins: [prefixer] }));
let rtlCache: EmotionCache | null = null;
let loadingRtl: Promise<void> | null = null;

/** Makes the style cache of `direction` ready (a no-op for left to right, and once loaded). */
export function loadStyleCache(direction: 'ltr' | 'rtl'): Promise<void> {
  if (direction === 'ltr' || rtlCache) return Promise.resolve();
  loadingRtl ??= import('stylis-plugin-rtl').then(
    ({ default: rtlPlugin }) => {
      rtlCache = adoptDrawnStyles(createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] }));
    },
    (error: unknown) => {
      loadingRtl = null;
      throw error;
    },
  );
  return loadingRtl;
}

/** The style cache of `direction`; left to right until the mirroring plugin has loaded. */
export function styleCache(direction: 'ltr' | 'rtl'): EmotionCache {
  // The server renders each first screen with a cache of its own: emotion writes a rule into the
  // page only the first time its cache meets it.
  const onServer = serverRenderContext()?.styleCache;
  if (onServer) return onServer;
  return direction === 'rtl' && rtlCache ? rtlCache : ltrCache;
}
