import type { QueryClient } from '@tanstack/react-query';
import type { Role } from '@app/contract/common';
import { matchesQueryOptions } from '../api/get-matches.ts';
import { activeCompetitionsQueryOptions } from '../api/get-active-competitions.ts';
import { apiQueryOf, FUTURE_COUNT_QUERY, isSearchTooShort, matchFilterOf } from '../hooks/use-match-filter.ts';

/**
 * The owner's and staff's /matches first requests, started with the page's code rather than after
 * its first render (app/first-page-preload.ts): the same queries as MatchesListPage, so it finds
 * them in the cache. The admin's view asks for its own.
 */
export function prefetchFirstData(queryClient: QueryClient, params: URLSearchParams, role: Role): void {
  if (role === 'admin') return;
  const filter = matchFilterOf(params);
  if (!isSearchTooShort(filter) && filter.status !== 'suggested') void queryClient.prefetchQuery(matchesQueryOptions(apiQueryOf(filter)));
  void queryClient.prefetchQuery(matchesQueryOptions(FUTURE_COUNT_QUERY));
  void queryClient.prefetchQuery(activeCompetitionsQueryOptions());
}
