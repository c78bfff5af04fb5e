import { readPreferences, type Preferences } from './preferences-store.ts';

/**
 * What the server needs to render a signed-in first screen as this browser will render it
 * (docs/decisions/043): the screen's width and density (media queries, image sizes), the time
 * zone (kick-off times) and the display preferences, which live in local storage. Not a secret
 * and not a credential: the server reads nothing from it but how to draw.
 */
export const READER_COOKIE = 'reader';

export function readerCookieValue(preferences: Preferences): string {
  return new URLSearchParams({
    width: String(window.innerWidth),
    dpr: String(window.devicePixelRatio || 1),
    tz: Intl.DateTimeFormat().resolvedOptions().timeZone,
    language: preferences.language,
    theme: preferences.theme,
    layout: preferences.layout,
  }).toString();
}

/** What a drawn page always depends on: the display preferences (the server draws with the defaults without a reader cookie). */
const PREFERENCE_KEYS = ['language', 'theme', 'layout'] as const;

/**
 * Whether this browser draws as the server drew a first screen (its `data-drawn-for`, decision 043):
 * the same preferences, and the same width, density and zone where the page read them. A page that
 * read none of those (a signed-out /play) is taken over on any screen, a fan's first visit too.
 */
export function drawsAsDrawnFor(drawnFor: string, preferences: Preferences): boolean {
  const drawn = new URLSearchParams(drawnFor);
  const here = new URLSearchParams(readerCookieValue(preferences));
  return PREFERENCE_KEYS.every((key) => drawn.has(key)) && [...drawn.keys()].every((key) => drawn.get(key) === here.get(key));
}

/** Written at start, on resize and when a preference changes: the next document request carries it. */
export function writeReaderCookie(preferences: Preferences = readPreferences()): void {
  document.cookie = `${READER_COOKIE}=${encodeURIComponent(readerCookieValue(preferences))}; path=/; max-age=31536000; samesite=strict`;
}

export function keepReaderCookie(): void {
  writeReaderCookie();
  let pending = 0;
  window.addEventListener('resize', () => {
    window.clearTimeout(pending);
    pending = window.setTimeout(() => writeReaderCookie(), 250);
  });
}
