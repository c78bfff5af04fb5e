import { useMemo } from 'react';
import {
  MATCH_SEARCH_MIN_LENGTH, MATCHES_DEFAULT_PAGE_SIZE, MATCHES_PAGE_SIZES,
  type AdminMatchesQuery, type MatchStatusFilter,
} from '@app/contract/matches';
import type { CollectionFilterConfig } from '../../../lib/collection/collection-filter.ts';
import { useCollectionFilter } from '../../../lib/collection/use-collection-filter.ts';

export type MatchFilter = {
  status: MatchStatusFilter | null;
  query: string;
  competition: string | null;
  page: number;
  pageSize: number;
};

/** SPEC.md section 4: the default is future; the address keeps its older name `status`. */
const CONFIG: CollectionFilterConfig<MatchStatusFilter> = {
  folders: ['future', 'live', 'past'],
  defaultFolder: 'future',
  pageSizes: MATCHES_PAGE_SIZES,
  defaultPageSize: MATCHES_DEFAULT_PAGE_SIZE,
  searchKeepsLabel: false,
  folderParam: 'status',
};

/** The owner's list filter: the shared collection filter (lib/collection), kept in the address. */
export function useMatchFilter() {
  const state = useCollectionFilter(CONFIG);
  const { folder, query, competition, page, pageSize } = state.filter;
  const filter = useMemo<MatchFilter>(() => ({ status: folder, query, competition, page, pageSize }), [folder, query, competition, page, pageSize]);
  return {
    filter,
    search: state.search,
    selectStatus: state.chooseFolder,
    selectCompetition: state.chooseCompetition,
    setPage: state.setPage,
    setPageSize: state.setPageSize,
  };
}

/** 1–2 characters are not searched (docs/decisions/009-match-search.md): the list waits for a third. */
export const isSearchTooShort = (filter: MatchFilter) => filter.query.length > 0 && filter.query.length < MATCH_SEARCH_MIN_LENGTH;

export function apiQueryOf(filter: MatchFilter): AdminMatchesQuery {
  return {
    ...(filter.status ? { matchStatus: filter.status } : {}),
    ...(filter.query ? { query: filter.query } : {}),
    ...(filter.competition ? { competitions: filter.competition } : {}),
    page: filter.page,
    pageSize: filter.pageSize,
  };
}
