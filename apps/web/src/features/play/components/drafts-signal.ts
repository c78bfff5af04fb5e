import { useSyncExternalStore } from 'react';

/*
 * Whether a championship has scores typed and not saved, without the drafts' code: the page shows
 * Save all once there are some, and loads its code (prediction-drafts.ts comes with it) only then.
 */
const EVENT = 'play-drafts';

export const draftsKey = (championshipId: string): string => `play-drafts:${championshipId}`;

/** Said by the drafts' store whenever it writes. */
export const announceDrafts = (): void => {
  window.dispatchEvent(new Event(EVENT));
};

/** Hears every write of the drafts' store (the one notice both the page and the store read). */
export function subscribeToDrafts(listener: () => void): () => void {
  window.addEventListener(EVENT, listener);
  return () => window.removeEventListener(EVENT, listener);
}

function stored(championshipId: string): boolean {
  try {
    return window.localStorage.getItem(draftsKey(championshipId)) !== null;
  } catch {
    return false;
  }
}

/** True once the championship has drafts; false while the server draws or the page is taken over. */
export const useHasDrafts = (championshipId: string): boolean =>
  useSyncExternalStore(
    subscribeToDrafts,
    () => stored(championshipId),
    () => false,
  );
