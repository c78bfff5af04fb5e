import { queryOptions, useQuery } from '@tanstack/react-query';
import { barDetailsSchema } from '@app/contract/bar-details';
import { api } from '../../../lib/api-client.ts';
import { barDetailsKeys } from './bar-details-keys.ts';

export const getBar = (barId: string, signal?: AbortSignal) =>
  api(`/bars/${encodeURIComponent(barId)}`, { schema: barDetailsSchema, signal });

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
