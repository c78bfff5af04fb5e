import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-client.ts';
import { notifyOutsideReact } from './notifier-bridge.ts';
import { isClientError } from './api-error.ts';
import i18n from './i18n.ts';

declare module '@tanstack/react-query' {
  interface Register {
    /** `handlesErrors: true` — the feature shows its own message; skip the global one. */
    queryMeta: { handlesErrors?: boolean };
    mutationMeta: { handlesErrors?: boolean };
  }
}

/** docs/product.md §8: any failed call other than a 401 says 'Something went wrong'. */
function reportError(error: unknown, handlesErrors: boolean | undefined): void {
  if (handlesErrors) return;
  if (error instanceof ApiRequestError && error.status === 401) return;
  notifyOutsideReact()?.error(i18n.t('common:somethingWentWrong'));
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => reportError(error, query.meta?.handlesErrors) }),
    mutationCache: new MutationCache({ onError: (error, _v, _c, mutation) => reportError(error, mutation.meta?.handlesErrors) }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (count, error) => !isClientError(error) && count < 1,
      },
    },
  });
}
