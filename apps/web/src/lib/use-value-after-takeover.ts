import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * A value the browser knows and the server's drawing may not: `whenDrawn` while the server draws a
 * page and while the browser takes that page over (React's server snapshot of useSyncExternalStore),
 * `inTheBrowser` in every render after, and in a page the browser drew itself. The two then match
 * at the takeover, and the page moves to the browser's value right after.
 * Neither value changes later: nothing to subscribe to.
 */
export function useValueAfterTakeover<T>(inTheBrowser: () => T, whenDrawn: () => T): T {
  return useSyncExternalStore(noSubscription, inTheBrowser, whenDrawn);
}
