const MINUTE = 60_000;

/**
 * The background queues' retry schedule: the mail outbox and the game's scoring jobs
 * wait this long after the 1st, 2nd, 3rd and 4th failed attempt; the 5th failure
 * sets the item aside (`failed`), so one bad item never holds the others.
 */
export const RETRY_DELAYS_MS = [1 * MINUTE, 5 * MINUTE, 30 * MINUTE, 120 * MINUTE];
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/** After the `attempts`-th failed attempt at `at`: set aside for good, or tried again at `nextAttemptAt`. */
export function afterFailedAttempt(attempts: number, at: Date): { failed: boolean; nextAttemptAt: Date } {
  if (attempts >= MAX_ATTEMPTS) return { failed: true, nextAttemptAt: at };
  return { failed: false, nextAttemptAt: new Date(at.getTime() + RETRY_DELAYS_MS[Math.max(attempts, 1) - 1]!) };
}
