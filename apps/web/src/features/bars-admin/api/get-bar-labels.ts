import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../../lib/refusal/use-console-query.ts';
import { labelListSchema } from '@app/contract/labels';
import { api } from '../../../lib/api-client.ts';
import { barsAdminKeys } from './bars-admin-keys.ts';

const getBarLabels = (signal?: AbortSignal) => api('/bar/labels', { schema: labelListSchema, signal });

export const barLabelsQueryOptions = () =>
  queryOptions({
    queryKey: barsAdminKeys.labels(),
    queryFn: ({ signal }) => getBarLabels(signal),
  });

export const useBarLabels = () => useQuery(barLabelsQueryOptions());
