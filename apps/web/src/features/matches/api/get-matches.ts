import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../../lib/refusal/use-console-query.ts';
import type { OwnerMatchesQuery } from '@app/contract/matches';
import { api } from '../../../lib/api-client.ts';
import { matchesKeys } from './matches-keys.ts';

// The answer's schema is built when the answer arrives, not in the page's start.
const getMatches = (query: OwnerMatchesQuery, signal?: AbortSignal) =>
  api('/matches/admin', {
    query,
    schema: import('@app/contract/matches').then((m) => m.ownerMatchesAnswerSchema),
    signal,
  });

export const matchesQueryOptions = (query: OwnerMatchesQuery) =>
  queryOptions({
    queryKey: matchesKeys.list(query),
    queryFn: ({ signal }) => getMatches(query, signal),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useMatches = (query: OwnerMatchesQuery, options: { enabled?: boolean } = {}) =>
  useQuery({ ...matchesQueryOptions(query), enabled: options.enabled ?? true });
