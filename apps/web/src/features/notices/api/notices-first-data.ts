import type { QueryClient } from '@tanstack/react-query';
import type { FirstDataPerson } from '../../../lib/first-data-person.ts';
import { noticesQueryOptions } from './get-notices.ts';

/** The signed-in frame's first request: the bell's notices, an owner's or a manager's. */
export const prefetchFirstData = (
  queryClient: QueryClient,
  _params: URLSearchParams,
  { role }: FirstDataPerson,
): Promise<unknown> =>
  role === 'owner' || role === 'manager' ? queryClient.prefetchQuery(noticesQueryOptions()) : Promise.resolve();
