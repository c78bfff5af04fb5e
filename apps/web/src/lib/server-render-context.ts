import type { EmotionCache } from '@emotion/cache';
import type { i18n as I18n } from 'i18next';
import type { Preferences } from './preferences-store.ts';
import type { SessionPerson } from './session-store.ts';

/**
 * What the browser would read from its own storage, clock and origin, given by the server while it
 * renders a first screen (src/entry-server.tsx): the person (none: a fan signed
 * out), their display preferences and language, their time zone, the API, a style cache of its own. Null in a
 * browser. Each render has its own, found through the render's request scope: renders run side by side.
 */
export type ServerRenderContext = {
  session: SessionPerson | null;
  preferences: Preferences;
  /** The render's i18next, in the page's language (the console's own in a browser: lib/i18n.ts's activeI18n). */
  i18n: I18n;
  /** A moment as the reader's clock shows it (their IANA zone; the server's clock is UTC). */
  inReaderZone: (date: Date) => Date;
  /** Whether the reader's zone is known (a first visit has no reader cookie): lib/use-reader-zone-known.ts. */
  readerZoneKnown: boolean;
  /** Answers `/api/…` inside the server, as the person. */
  fetch: typeof fetch;
  styleCache: EmotionCache;
  /** A media query (`(min-width:960px)`…) answered for the reader's screen, as their browser will. */
  matchesMedia: (query: string) => boolean;
  /** The reader's screen density: images are asked for at the size their browser will ask. */
  devicePixelRatio: () => number;
};

/** Finds the render a call belongs to; given once by the drawing thread (entry-server.tsx), none in a browser. */
let renderOfCall: () => ServerRenderContext | undefined = () => undefined;

export function serverRenderContext(): ServerRenderContext | null {
  return renderOfCall() ?? null;
}

/** The drawing thread names how a call finds its render (its request scope, AsyncLocalStorage). */
export function findRenderWith(find: () => ServerRenderContext | undefined): void {
  renderOfCall = find;
}

/** True while the server renders (no window): code that reads browser state asks the context. */
export const renderingOnServer = (): boolean => typeof window === 'undefined';
