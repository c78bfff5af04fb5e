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
