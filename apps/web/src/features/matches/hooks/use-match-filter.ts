import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { MATCH_SEARCH_MIN_LENGTH, MATCHES_DEFAULT_PAGE_SIZE, MATCHES_PAGE_SIZES } from '@app/contract/match-limits';
import type { OwnerMatchesQuery, MatchStatusFilter } from '@app/contract/matches';
import { readFilter, type CollectionFilterConfig } from '../../../lib/collection/collection-filter.ts';
import { useCollectionFilter } from '../../../lib/collection/use-collection-filter.ts';
import { navigateSynchronously } from '../../../lib/routing/sync-navigation.ts';

/** The status folders, and a bar's Suggested folder, which lists suggestions instead. */
type MatchFolder = MatchStatusFilter | 'suggested';

export type MatchFilter = {
  status: MatchFolder | null;
  query: string;
  competition: string | null;
  /** Only what the bar shows. */
  broadcasting: boolean;
  page: number;
  pageSize: number;
};

const BROADCASTING_PARAM = 'broadcasting';

/** docs/product.md §4: the default is future; the address keeps its older name `status`. */
const CONFIG: CollectionFilterConfig<MatchFolder> = {
  folders: ['future', 'live', 'past', 'suggested'],
  defaultFolder: 'future',
  pageSizes: MATCHES_PAGE_SIZES,
  defaultPageSize: MATCHES_DEFAULT_PAGE_SIZE,
  searchKeepsLabel: false,
  // A search stays in the status folder shown as chosen (Future by default).
  searchFolders: ['future', 'live', 'past'],
  folderParam: 'status',
  keepParams: [BROADCASTING_PARAM],
};

/** The owner's list filter an address holds (the page's hook, and the first load's prefetch). */
export function matchFilterOf(params: URLSearchParams): MatchFilter {
  const { folder, query, competition, page, pageSize } = readFilter(params, CONFIG);
  return { status: folder, query, competition, broadcasting: params.get(BROADCASTING_PARAM) === '1', page, pageSize };
}

/** The owner's list filter: the shared collection filter (lib/collection), kept in the address. */
export function useMatchFilter() {
  const state = useCollectionFilter(CONFIG);
  const [params, setParams] = useSearchParams();
  const broadcasting = params.get(BROADCASTING_PARAM) === '1';
  const { folder, query, competition, page, pageSize } = state.filter;
  const filter = useMemo<MatchFilter>(
    () => ({ status: folder, query, competition, broadcasting, page, pageSize }),
    [folder, query, competition, broadcasting, page, pageSize],
  );
  /** The Broadcasting filter stays on across folders, competitions and searches; switching it starts at page 0. */
  const setBroadcasting = useCallback(
    (on: boolean) =>
      navigateSynchronously(() =>
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            if (on) next.set(BROADCASTING_PARAM, '1');
            else next.delete(BROADCASTING_PARAM);
            // Suggestions are matches the bar does not show yet: the filter, switched there, opens the list
            // (the default folder) of what the bar shows.
            if (next.get(CONFIG.folderParam ?? 'status') === 'suggested') next.delete(CONFIG.folderParam ?? 'status');
            next.delete('page');
            return next;
          },
          { replace: true, flushSync: true },
        ),
      ),
    [setParams],
  );
  return {
    filter,
    search: state.search,
    selectStatus: state.chooseFolder,
    selectCompetition: state.chooseCompetition,
    setBroadcasting,
    setPage: state.setPage,
    setPageSize: state.setPageSize,
  };
}

/** The Future folder's count in the sidebar: the default list's own query. */
export const FUTURE_COUNT_QUERY = {
  matchStatus: 'future',
  page: 0,
  pageSize: MATCHES_DEFAULT_PAGE_SIZE,
} as const satisfies OwnerMatchesQuery;

/** 1–2 characters are not searched: the list waits for a third. */
export const isSearchTooShort = (filter: MatchFilter) =>
  filter.query.length > 0 && filter.query.length < MATCH_SEARCH_MIN_LENGTH;

export function apiQueryOf(filter: MatchFilter): OwnerMatchesQuery {
  return {
    ...(filter.status && filter.status !== 'suggested' ? { matchStatus: filter.status } : {}),
    ...(filter.query ? { query: filter.query } : {}),
    ...(filter.competition ? { competitions: filter.competition } : {}),
    ...(filter.broadcasting ? { broadcasting: true } : {}),
    page: filter.page,
    pageSize: filter.pageSize,
  };
}
