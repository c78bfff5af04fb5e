import type { QueryClient } from '@tanstack/react-query';
import { teamQueryOptions } from '../api/get-team.ts';

/** /team's first request (its route loader). */
export const prefetchFirstData = (queryClient: QueryClient): Promise<unknown> =>
  queryClient.prefetchQuery(teamQueryOptions());
