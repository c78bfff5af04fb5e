import type { QueryClient } from '@tanstack/react-query';
import { usersQueryOptions } from '../api/get-users.ts';
import { usersQueryOfAddress } from '../hooks/use-users-filter.ts';

/** /users's first request (its route loader). */
export const prefetchFirstData = (queryClient: QueryClient, params: URLSearchParams): Promise<unknown> =>
  queryClient.prefetchQuery(usersQueryOptions(usersQueryOfAddress(params)));
