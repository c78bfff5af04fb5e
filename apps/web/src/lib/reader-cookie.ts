import { browserTemporal } from './browser-temporal.ts';
import { readPreferences, type Preferences } from './preferences-store.ts';

/**
 * What the server needs to render a signed-in first screen as this browser will render it:
 * the screen's width and density (media queries, image sizes), the time
 * zone (kick-off times) and the display preferences, which live in local storage. Not a secret
 * and not a credential: the server reads nothing from it but how to draw.
 */
const READER_COOKIE = 'reader';

/**
 * The reader's time zone as the browser names it. Temporal's answer is the same zone (the host's
 * default, named alike) without building a date formatter: Intl's first one loads the browser's ICU
 * data, ~50 ms on a phone, where Temporal takes a fraction of a millisecond. Without Temporal, main.tsx
 * asks in a task of its own before the start when the drawn page read the zone.
 */
export function readerZone(): string {
  return browserTemporal()?.Now?.timeZoneId?.() ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** The cookie's values, the zone only when `withZone` (a drawn page that did not read it needs no ICU data). */
function readerValues(preferences: Preferences, withZone: boolean): URLSearchParams {
  return new URLSearchParams({
    width: String(window.innerWidth),
    dpr: String(window.devicePixelRatio || 1),
    ...(withZone ? { tz: readerZone() } : {}),
    language: preferences.language,
    theme: preferences.theme,
    layout: preferences.layout,
  });
}

function readerCookieValue(preferences: Preferences): string {
  return readerValues(preferences, true).toString();
}

/** Whether a first screen's `data-drawn-for` read the reader's zone (its kick-offs). */
export function drawnForReadsZone(drawnFor: string): boolean {
  return new URLSearchParams(drawnFor).has('tz');
}

/**
 * What a drawn page always depends on: the display preferences (the server draws with the defaults without a reader
 * cookie).
 */
const PREFERENCE_KEYS = ['language', 'theme', 'layout'] as const;

/**
 * Whether this browser draws as the server drew a first screen (its `data-drawn-for`):
 * the same preferences, and the same width, density and zone where the page read them. A page that
 * read none of those (a signed-out /play) is taken over on any screen, a fan's first visit too.
 */
export function drawsAsDrawnFor(drawnFor: string, preferences: Preferences): boolean {
  const drawn = new URLSearchParams(drawnFor);
  const here = readerValues(preferences, drawnForReadsZone(drawnFor));
  return (
    PREFERENCE_KEYS.every((key) => drawn.has(key)) && [...drawn.keys()].every((key) => drawn.get(key) === here.get(key))
  );
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
