import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../../lib/refusal/use-console-query.ts';
import { barCounterSchema } from '@app/contract/bars-admin';
import { api } from '../../../lib/api-client.ts';
import { barsAdminKeys } from './bars-admin-keys.ts';

const getBarCounter = (signal?: AbortSignal) => api('/bar/counter', { schema: barCounterSchema, signal });

export const barCounterQueryOptions = () =>
  queryOptions({
    queryKey: barsAdminKeys.counter(),
    queryFn: ({ signal }) => getBarCounter(signal),
  });

export const useBarCounter = () => useQuery(barCounterQueryOptions());
