import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../../lib/refusal/use-console-query.ts';
import { adminMatchSchema } from '@app/contract/matches-admin';
import { api } from '../../../lib/api-client.ts';
import { adminMatchKeys } from './matches-keys.ts';

const getAdminMatch = (id: string, signal?: AbortSignal) =>
  api(`/match/${encodeURIComponent(id)}`, { schema: adminMatchSchema, signal });

/** The edit page shows its own message for an unknown match. */
const adminMatchQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminMatchKeys.detail(id),
    queryFn: ({ signal }) => getAdminMatch(id, signal),
  });

export const useAdminMatch = (id: string) => useQuery(adminMatchQueryOptions(id));
