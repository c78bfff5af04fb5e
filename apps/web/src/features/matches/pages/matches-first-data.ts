import type { QueryClient } from '@tanstack/react-query';
import type { FirstDataPerson } from '../../../lib/first-data-person.ts';
import { matchesQueryOptions } from '../api/get-matches.ts';
import { activeCompetitionsQueryOptions } from '../api/get-active-competitions.ts';
import { suggestionsQueryOptions } from '../api/get-suggestions.ts';
import { apiQueryOf, FUTURE_COUNT_QUERY, isSearchTooShort, matchFilterOf } from '../hooks/use-match-filter.ts';

/**
 * The owner's and staff's /matches first requests (its route loader): the same
 * queries as MatchesListPage, so it finds them in the cache (an admin's are the administration
 * view's, admin-matches-first-data.ts). Started with the page's code on a first load
 * (app/first-page-preload.ts); awaited by the server before it draws the page.
 */
export function prefetchFirstData(
  queryClient: QueryClient,
  params: URLSearchParams,
  { role, barId }: FirstDataPerson,
): Promise<unknown> {
  const filter = matchFilterOf(params);
  // A bar's owner or manager also has the Suggested folder.
  const hasBar = (role === 'owner' || role === 'manager') && barId !== null;
  return Promise.all([
    ...(hasBar ? [queryClient.prefetchQuery(suggestionsQueryOptions())] : []),
    ...(!isSearchTooShort(filter) && filter.status !== 'suggested'
      ? [queryClient.prefetchQuery(matchesQueryOptions(apiQueryOf(filter)))]
      : []),
    queryClient.prefetchQuery(matchesQueryOptions(FUTURE_COUNT_QUERY)),
    queryClient.prefetchQuery(activeCompetitionsQueryOptions()),
  ]);
}
