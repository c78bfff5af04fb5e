import { MutationCache, QueryCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiRequestError } from './api-client.ts';
import { notifyOutsideReact } from './notifier-bridge.ts';
import { isClientError } from './api-error.ts';
import i18n from './i18n.ts';
import { refreshAfterWrite } from './refresh-after-write.ts';

declare module '@tanstack/react-query' {
  interface Register {
    /** `handlesErrors: true` — the feature shows its own message; skip the global one. */
    queryMeta: { handlesErrors?: boolean };
    /**
     * `invalidates` — the keys a successful write makes stale (docs/decisions/068): the cache reads
     * them again, so a hook whose only follow-up is a refetch needs no onSuccess of its own.
     */
    mutationMeta: { handlesErrors?: boolean; invalidates?: readonly QueryKey[] };
  }
}

/** docs/product.md §8: any failed call other than a 401 says 'Something went wrong'. */
function reportError(error: unknown, handlesErrors: boolean | undefined): void {
  if (handlesErrors) return;
  if (error instanceof ApiRequestError && error.status === 401) return;
  notifyOutsideReact()?.error(i18n.t('common:somethingWentWrong'));
}

/**
 * Returns the invalidations' promise on purpose: @tanstack/query-core's Mutation.execute
 * (src/mutation.ts) awaits the cache's onSuccess, then the hook's own onSuccess, and only then
 * resolves. So a write resolves once the queries on screen under those keys have been read again,
 * as a hook's `onSuccess: () => refreshAfterWrite(...)` made it; and a hook's own
 * onSuccess runs after this refetch (a hook that writes the cache first keeps its own onSuccess).
 */
function invalidateAfterWrite(queryClient: QueryClient, keys: readonly QueryKey[] | undefined): Promise<unknown> | undefined {
  if (!keys) return undefined;
  return Promise.all(keys.map((queryKey) => refreshAfterWrite(queryClient, queryKey)));
}

export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => reportError(error, query.meta?.handlesErrors) }),
    mutationCache: new MutationCache({
      onError: (error, _v, _c, mutation) => reportError(error, mutation.meta?.handlesErrors),
      onSuccess: (_data, _v, _c, mutation) => invalidateAfterWrite(queryClient, mutation.meta?.invalidates),
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (count, error) => !isClientError(error) && count < 1,
      },
    },
  });
  return queryClient;
}
