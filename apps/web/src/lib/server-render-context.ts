import type { EmotionCache } from '@emotion/cache';
import type { Preferences } from './preferences-store.ts';
import type { SessionPerson } from './session-store.ts';

/**
 * What the browser would read from its own storage, clock and origin, given by the server while it
 * renders a first screen (src/entry-server.tsx): the person (none: a fan signed
 * out), their display preferences, their time zone, the API, a style cache of its own. Null in a
 * browser. Renders run one at a time, so one slot is enough.
 */
export type ServerRenderContext = {
  session: SessionPerson | null;
  preferences: Preferences;
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

let current: ServerRenderContext | null = null;

export function serverRenderContext(): ServerRenderContext | null {
  return current;
}

export function setServerRenderContext(context: ServerRenderContext | null): void {
  current = context;
}

/** True while the server renders (no window): code that reads browser state asks the context. */
export const renderingOnServer = (): boolean => typeof window === 'undefined';
