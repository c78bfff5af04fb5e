/**
 * Runs `work` while holding the session's refresh lock: across every tab of this browser where the
 * Web Locks API exists (they share the session's cookies, so one refresh serves them all; two
 * spending the same refresh token would be a replay and end the session),
 * else within this tab.
 */
const LOCK_NAME = 'matchday-session-refresh';

let tail: Promise<unknown> = Promise.resolve();

export function underRefreshLock<T>(work: () => Promise<T>): Promise<T> {
  if (typeof navigator !== 'undefined' && 'locks' in navigator && navigator.locks) {
    return navigator.locks.request(LOCK_NAME, work);
  }
  const run = tail.then(work, work);
  tail = run.catch(() => undefined);
  return run;
}
