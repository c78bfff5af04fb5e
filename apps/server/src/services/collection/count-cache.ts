/**
 * Counts of a list's filters (and its page anchors), remembered for a few seconds by this instance.
 *
 * An exact count of 30,000 future matches is an index-only scan over 30,000 entries on every page
 * turn and keystroke; the page itself is 50 index entries. A count a few seconds old is what the
 * Future counter and "1–50 of n" need. Nothing here is state another instance would need: each
 * instance counts for itself, and a restart only costs one recount.
 */
export type TimedCache<T> = { get(key: string, compute: () => Promise<T>): Promise<T> };
export type CountCache = TimedCache<number>;
type CacheOptions = { ttlMs?: number; maxEntries?: number; now?: () => number };

export function createCountCache(options: CacheOptions = {}): CountCache {
  return createTimedCache<number>(options);
}

/** Values by key for `ttlMs` (5 s), the newest `maxEntries` (500) of them: the counts, and the page anchors. */
export function createTimedCache<T>(options: CacheOptions = {}): TimedCache<T> {
  const ttlMs = options.ttlMs ?? 5_000;
  const maxEntries = options.maxEntries ?? 500;
  const now = options.now ?? (() => performance.now());
  const entries = new Map<string, { value: Promise<T>; at: number }>();

  return {
    async get(key, compute) {
      const hit = entries.get(key);
      if (hit && now() - hit.at < ttlMs) return hit.value;
      // Concurrent requests for one key share one computation; a failed one is not remembered.
      const value = compute();
      entries.delete(key);
      entries.set(key, { value, at: now() });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      return value;
    },
  };
}
