import type { QueryClient } from '@tanstack/react-query';
import { adminMatchesQueryOptions } from '../../api/admin-get-matches.ts';
import { matchLabelsQueryOptions } from '../../api/admin-get-match-labels.ts';
import { activeCompetitionsQueryOptions } from '../../api/get-active-competitions.ts';
import { ADMIN_FUTURE_COUNT_QUERY, adminMatchesQueryOfAddress } from './use-admin-list-state.ts';

/**
 * An admin's /matches first requests (the administration view's route loader): the
 * same queries as MatchesAdminView, so it finds them in the cache. Apart from the owner's loader,
 * so an owner's /matches never downloads the admin's schemas.
 */
export const prefetchFirstData = (queryClient: QueryClient, params: URLSearchParams): Promise<unknown> =>
  Promise.all([
    queryClient.prefetchQuery(adminMatchesQueryOptions(adminMatchesQueryOfAddress(params))),
    queryClient.prefetchQuery(adminMatchesQueryOptions(ADMIN_FUTURE_COUNT_QUERY)),
    queryClient.prefetchQuery(matchLabelsQueryOptions()),
    queryClient.prefetchQuery(activeCompetitionsQueryOptions()),
  ]);
