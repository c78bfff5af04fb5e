import type { QueryClient } from '@tanstack/react-query';
import type { FirstDataPerson } from '../../../lib/first-data-person.ts';
import { barQueryOptions } from '../api/get-bar.ts';

/** An owner's or a manager's bar: /edit-bar's form and the visibility notice above their /matches read it. */
export const prefetchFirstData = (
  queryClient: QueryClient,
  _params: URLSearchParams,
  { role, barId }: FirstDataPerson,
): Promise<unknown> =>
  (role === 'owner' || role === 'manager') && barId
    ? queryClient.prefetchQuery(barQueryOptions(barId))
    : Promise.resolve();
