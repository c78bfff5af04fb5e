let synchronous = false;

/**
 * Runs a navigation whose screen must follow at once rather than in a deferred transition: a list
 * filter kept in the address (an Export right after choosing a folder must export that folder).
 * The console's router (app/browser-router.tsx) applies such a move in flushSync; every other
 * navigation runs in a transition, so the page on screen stays until the next one is ready.
 */
export function navigateSynchronously(navigate: () => void): void {
  synchronous = true;
  try {
    navigate();
  } finally {
    synchronous = false;
  }
}

/** True while a navigateSynchronously() call is under way (history notifies its listener synchronously). */
export function isSynchronousNavigation(): boolean {
  return synchronous;
}
