import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminMatchesQuery } from '@app/contract/matches';
import { api } from '../../../lib/api-client.ts';
import { matchesKeys } from './matches-keys.ts';

// The answer's schema is built when the answer arrives, not in the page's start (decision 020).
export const getMatches = (query: AdminMatchesQuery, signal?: AbortSignal) =>
  api('/matches/admin', { query, schema: import('@app/contract/matches').then((m) => m.adminMatchesAnswerSchema), signal });

export const matchesQueryOptions = (query: AdminMatchesQuery) => queryOptions({
  queryKey: matchesKeys.list(query),
  queryFn: ({ signal }) => getMatches(query, signal),
  // The previous page stays on screen while the next one loads.
  placeholderData: keepPreviousData,
});

export const useMatches = (query: AdminMatchesQuery, options: { enabled?: boolean } = {}) =>
  useQuery({ ...matchesQueryOptions(query), enabled: options.enabled ?? true });
