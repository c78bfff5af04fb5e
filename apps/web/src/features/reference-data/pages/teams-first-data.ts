import type { QueryClient } from '@tanstack/react-query';
import { teamsQueryOptions } from '../api/get-teams.ts';
import { teamDuplicatesQueryOptions } from '../api/get-team-duplicates.ts';
import { referenceQueryOfAddress } from '../hooks/use-reference-filter.ts';

/** /teams's first requests (its route loader): the list and the possible duplicates above it. */
export const prefetchFirstData = (queryClient: QueryClient, params: URLSearchParams): Promise<unknown> =>
  Promise.all([
    queryClient.prefetchQuery(teamsQueryOptions(referenceQueryOfAddress(params))),
    queryClient.prefetchQuery(teamDuplicatesQueryOptions()),
  ]);
