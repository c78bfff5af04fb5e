import type { QueryClient } from '@tanstack/react-query';
import { teamsQueryOptions } from '../api/get-teams.ts';
import { referenceQueryOfAddress } from '../hooks/use-reference-filter.ts';

/** /teams's first request (its route loader, decision 067). */
export const prefetchFirstData = (queryClient: QueryClient, params: URLSearchParams): Promise<unknown> =>
  queryClient.prefetchQuery(teamsQueryOptions(referenceQueryOfAddress(params)));
