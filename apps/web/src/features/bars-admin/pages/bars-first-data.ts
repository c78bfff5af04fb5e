import type { QueryClient } from '@tanstack/react-query';
import { barsQueryOptions } from '../api/get-bars.ts';
import { barCounterQueryOptions } from '../api/get-bar-counter.ts';
import { barLabelsQueryOptions } from '../api/get-bar-labels.ts';
import { barsQueryOfAddress } from '../hooks/use-bars-filter.ts';

/**
 * /bars's first requests, started with the page's code rather than after its first render
 * (app/first-page-preload.ts): the same queries, so the page finds them in the cache.
 */
export function prefetchFirstData(queryClient: QueryClient, params: URLSearchParams): void {
  void queryClient.prefetchQuery(barsQueryOptions(barsQueryOfAddress(params)));
  void queryClient.prefetchQuery(barCounterQueryOptions());
  void queryClient.prefetchQuery(barLabelsQueryOptions());
}
