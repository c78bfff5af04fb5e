import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../../lib/refusal/use-console-query.ts';
import { adminBarListSchema, type AdminBarListQuery } from '@app/contract/bars-admin';
import { api } from '../../../lib/api-client.ts';
import { barsAdminKeys } from './bars-admin-keys.ts';

const getBars = (query: AdminBarListQuery, signal?: AbortSignal) =>
  api('/bar', { query, schema: adminBarListSchema, signal });

export const barsQueryOptions = (query: AdminBarListQuery) =>
  queryOptions({
    queryKey: barsAdminKeys.list(query),
    queryFn: ({ signal }) => getBars(query, signal),
    placeholderData: keepPreviousData,
  });

export const useBars = (query: AdminBarListQuery) => useQuery(barsQueryOptions(query));
