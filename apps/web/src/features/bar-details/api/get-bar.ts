import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { barDetailsKeys } from './bar-details-keys.ts';

// The answer's schema is built when the answer arrives, not in the start of /matches (issue 14).
export const getBar = (barId: string, signal?: AbortSignal) =>
  api(`/bars/${encodeURIComponent(barId)}`, { schema: import('@app/contract/bar-details').then((m) => m.barDetailsSchema), signal });

export const barQueryOptions = (barId: string) => queryOptions({
  queryKey: barDetailsKeys.detail(barId),
  queryFn: ({ signal }) => getBar(barId, signal),
});

export const useBar = (barId: string) => useQuery(barQueryOptions(barId));

/**
 * /edit-bar reads the bar afresh on every visit: 'Open longer that day' on /matches writes special
 * hours, and a card filled from a cached copy would save them away.
 */
export const useFreshBar = (barId: string) => useQuery({ ...barQueryOptions(barId), refetchOnMount: 'always' });
