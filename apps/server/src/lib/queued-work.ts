import { AsyncLocalStorage } from 'node:async_hooks';

/** The background workers a request can hand work to (a row it commits for them). */
export type BackgroundQueue = 'mail' | 'scoring';

/**
 * What the current request queued for the background workers. Code that queues work says so with
 * `noteQueued`; after the answer (its transaction has committed by then) the request kicks just
 * those workers, so a write that queued nothing costs no worker pass (each pass is a transaction).
 */
const queuedInRequest = new AsyncLocalStorage<Set<BackgroundQueue>>();

/** Says the current request queued work for `queue`; outside a request it is picked up at the next poll. */
export function noteQueued(queue: BackgroundQueue): void {
  queuedInRequest.getStore()?.add(queue);
}

/** Runs the rest of a request (`next`) noting what it queues into `queued`. */
export function collectQueued(queued: Set<BackgroundQueue>, next: () => void): void {
  queuedInRequest.run(queued, next);
}
