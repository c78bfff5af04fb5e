import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../../lib/refusal/use-console-query.ts';
import { adminMatchListSchema, type AdminMatchListQuery } from '@app/contract/matches-admin';
import { api } from '../../../lib/api-client.ts';
import { adminMatchKeys } from './matches-keys.ts';

/** GET /match: one page of the admin's folder, label, competition and search filter. */
const getAdminMatches = (query: AdminMatchListQuery, signal?: AbortSignal) =>
  api('/match', { query, schema: adminMatchListSchema, signal });

export const adminMatchesQueryOptions = (query: AdminMatchListQuery) =>
  queryOptions({
    queryKey: adminMatchKeys.list(query),
    queryFn: ({ signal }) => getAdminMatches(query, signal),
    // The rows stay on screen while the next page or filter loads.
    placeholderData: keepPreviousData,
  });

export const useAdminMatches = (query: AdminMatchListQuery, enabled = true) =>
  useQuery({ ...adminMatchesQueryOptions(query), enabled });
