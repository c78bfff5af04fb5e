import { MutationCache, onlineManager, QueryCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import { notifyOutsideReact } from './notifier-bridge.ts';
import i18n from './i18n.ts';
import { refreshAfterWrite } from './refresh-after-write.ts';
import { isRefusal, isSessionEnd, refusalText } from './refusal/refusal-text.ts';
import { refusalToField, type RefusalPlace } from './refusal/refusal-place.ts';

declare module '@tanstack/react-query' {
  interface Register {
    /** Where a failure is read: set by lib/refusal/use-console-query.ts, never by a feature. */
    queryMeta: { place?: RefusalPlace };
    /**
     * `invalidates` — the keys a successful write makes stale: the cache reads
     * them again, so a hook whose only follow-up is a refetch needs no onSuccess of its own.
     */
    mutationMeta: { place?: RefusalPlace; invalidates?: readonly QueryKey[] };
  }
}

/**
 * Every failed call of the console is told here, once: the server's reason (in the reader's
 * language) under the field its code names, else in the screen that reads the hook's `refusal`, else
 * by the notifier; 'Something went wrong' only for what the server did not explain (5xx, network).
 * An ended session is the sign-in dialog's.
 */
function reportError(error: unknown, place: RefusalPlace | undefined): void {
  if (isSessionEnd(error) || refusalToField(place, error) || place?.inPlace) return;
  notifyOutsideReact()?.error(refusalText(error), isRefusal(error) ? i18n.t('common:errorTitle') : undefined);
}

/**
 * Returns the invalidations' promise on purpose: @tanstack/query-core's Mutation.execute
 * (src/mutation.ts) awaits the cache's onSuccess, then the hook's own onSuccess, and only then
 * resolves. So a write resolves once the queries on screen under those keys have been read again,
 * as a hook's `onSuccess: () => refreshAfterWrite(...)` made it; and a hook's own
 * onSuccess runs after this refetch (a hook that writes the cache first keeps its own onSuccess).
 */
function invalidateAfterWrite(
  queryClient: QueryClient,
  keys: readonly QueryKey[] | undefined,
): Promise<unknown> | undefined {
  if (!keys) return undefined;
  return Promise.all(keys.map((queryKey) => refreshAfterWrite(queryClient, queryKey)));
}

export function createQueryClient(): QueryClient {
  // The query library takes the browser as online until an 'offline' event: a page opened without
  // the network (the scanner, from its service worker) would call out at once and report each
  // failure. Told now, it holds its calls until the 'online' event.
  onlineManager.setOnline(globalThis.navigator?.onLine !== false);
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => reportError(error, query.meta?.place) }),
    mutationCache: new MutationCache({
      onError: (error, _v, _c, mutation) => reportError(error, mutation.meta?.place),
      onSuccess: (_data, _v, _c, mutation) => invalidateAfterWrite(queryClient, mutation.meta?.invalidates),
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (count, error) => !isRefusal(error) && count < 1,
      },
    },
  });
  return queryClient;
}
