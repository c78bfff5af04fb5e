import type { QueryClient } from '@tanstack/react-query';
import { languagesQueryOptions } from '../api/get-languages.ts';

/** /languages's first request (its route loader). */
export const prefetchFirstData = (queryClient: QueryClient): Promise<unknown> =>
  queryClient.prefetchQuery(languagesQueryOptions());
