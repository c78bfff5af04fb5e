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
