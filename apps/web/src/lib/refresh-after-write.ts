import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Reads again, after a write, every query under `queryKey` that a screen shows (invalidation), so
 * the screen says what the server holds now.
 *
 * One case TanStack Query does not cover by itself: a query still on its *first* read when the write
 * answers (a folder just opened while a row's star was tapped). Its invalidation reuses that read,
 * which left before the write committed, and the screen shows the old state as the new one: the
 * tap looks lost. `cancelRefetch` only starts a fresh read for a query that already has data
 * (query-core's Query.fetch), so such a read is cancelled here first — silently: whoever awaits it
 * is handed the fresh read's answer (query-core piggybacks on it) — and invalidation starts it anew.
 */
export async function refreshAfterWrite(queryClient: QueryClient, queryKey: QueryKey): Promise<void> {
  for (const query of queryClient.getQueryCache().findAll({ queryKey, fetchStatus: 'fetching', type: 'active' })) {
    if (query.state.data === undefined) void query.cancel({ silent: true });
  }
  await queryClient.invalidateQueries({ queryKey });
}
