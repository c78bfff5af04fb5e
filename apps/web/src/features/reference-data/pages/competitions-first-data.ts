import type { QueryClient } from '@tanstack/react-query';
import { competitionsQueryOptions } from '../api/get-competitions.ts';
import { referenceQueryOfAddress } from '../hooks/use-reference-filter.ts';

/** /competitions's first request (its route loader). */
export const prefetchFirstData = (queryClient: QueryClient, params: URLSearchParams): Promise<unknown> =>
  queryClient.prefetchQuery(competitionsQueryOptions(referenceQueryOfAddress(params)));
