import type { QueryClient } from '@tanstack/react-query';
import type { FirstDataPerson } from '../../../app/routes.tsx';
import { matchesQueryOptions } from '../api/get-matches.ts';
import { activeCompetitionsQueryOptions } from '../api/get-active-competitions.ts';
import { adminMatchesQueryOptions } from '../api/admin-get-matches.ts';
import { matchLabelsQueryOptions } from '../api/admin-get-match-labels.ts';
import { suggestionsQueryOptions } from '../api/get-suggestions.ts';
import { apiQueryOf, FUTURE_COUNT_QUERY, isSearchTooShort, matchFilterOf } from '../hooks/use-match-filter.ts';
import { ADMIN_FUTURE_COUNT_QUERY, adminMatchesQueryOfAddress } from '../components/admin/use-admin-list-state.ts';

/**
 * /matches's first requests (its route loader, decision 067): the same queries as MatchesListPage
 * for the owner's and staff's list, as MatchesAdminView for an admin's, so the page finds them in
 * the cache. Started with the page's code on a first load (app/first-page-preload.ts); awaited by
 * the server before it draws the page.
 */
export function prefetchFirstData(queryClient: QueryClient, params: URLSearchParams, { role, barId }: FirstDataPerson): Promise<unknown> {
  if (role === 'admin') {
    return Promise.all([
      queryClient.prefetchQuery(adminMatchesQueryOptions(adminMatchesQueryOfAddress(params))),
      queryClient.prefetchQuery(adminMatchesQueryOptions(ADMIN_FUTURE_COUNT_QUERY)),
      queryClient.prefetchQuery(matchLabelsQueryOptions()),
      queryClient.prefetchQuery(activeCompetitionsQueryOptions()),
    ]);
  }
  const filter = matchFilterOf(params);
  // A bar's owner or manager also has the Suggested folder.
  const hasBar = (role === 'owner' || role === 'manager') && barId !== null;
  return Promise.all([
    ...(hasBar ? [queryClient.prefetchQuery(suggestionsQueryOptions())] : []),
    ...(!isSearchTooShort(filter) && filter.status !== 'suggested' ? [queryClient.prefetchQuery(matchesQueryOptions(apiQueryOf(filter)))] : []),
    queryClient.prefetchQuery(matchesQueryOptions(FUTURE_COUNT_QUERY)),
    queryClient.prefetchQuery(activeCompetitionsQueryOptions()),
  ]);
}
