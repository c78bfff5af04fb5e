import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../../lib/refusal/use-console-query.ts';
import { labelListSchema } from '@app/contract/labels';
import { api } from '../../../lib/api-client.ts';
import { adminMatchKeys } from './matches-keys.ts';

const getMatchLabels = (signal?: AbortSignal) => api('/match/labels', { schema: labelListSchema, signal });

export const matchLabelsQueryOptions = () =>
  queryOptions({
    queryKey: adminMatchKeys.labels(),
    queryFn: ({ signal }) => getMatchLabels(signal),
  });

export const useMatchLabels = (enabled = true) => useQuery({ ...matchLabelsQueryOptions(), enabled });
