import type { QueryClient } from '@tanstack/react-query';
import { championshipsQueryOptions } from '../api/get-championships.ts';

/** /official-championships's first request, the active ones (its route loader). */
export const prefetchFirstData = (queryClient: QueryClient): Promise<unknown> =>
  queryClient.prefetchQuery(championshipsQueryOptions(false));
