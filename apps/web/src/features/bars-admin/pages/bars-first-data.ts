import type { QueryClient } from '@tanstack/react-query';
import { barsQueryOptions } from '../api/get-bars.ts';
import { barCounterQueryOptions } from '../api/get-bar-counter.ts';
import { barLabelsQueryOptions } from '../api/get-bar-labels.ts';
import { barsQueryOfAddress } from '../hooks/use-bars-filter.ts';

/** /bars's first requests (its route loader): the same queries, so the page finds them in the cache. */
export function prefetchFirstData(queryClient: QueryClient, params: URLSearchParams): Promise<unknown> {
  return Promise.all([
    queryClient.prefetchQuery(barsQueryOptions(barsQueryOfAddress(params))),
    queryClient.prefetchQuery(barCounterQueryOptions()),
    queryClient.prefetchQuery(barLabelsQueryOptions()),
  ]);
}
