import { useMemo } from 'react';
import {
  MATCH_FOLDERS,
  type AdminMatchFilter,
  type AdminMatchListQuery,
  type MatchFolder,
} from '@app/contract/matches-admin';
import { MATCHES_DEFAULT_PAGE_SIZE, MATCHES_PAGE_SIZES } from '@app/contract/match-limits';
import {
  readFilter,
  type CollectionFilter,
  type CollectionFilterConfig,
} from '../../../../lib/collection/collection-filter.ts';
import { listKeyOf, useCollectionFilter } from '../../../../lib/collection/use-collection-filter.ts';
import { useSearchBox } from '../../../../lib/collection/use-search-box.ts';

/** docs/product.md §4: default folder future; a search clears label and competition and stays in the folder shown. */
const CONFIG: CollectionFilterConfig<MatchFolder> = {
  folders: MATCH_FOLDERS,
  defaultFolder: 'future',
  pageSizes: MATCHES_PAGE_SIZES,
  defaultPageSize: MATCHES_DEFAULT_PAGE_SIZE,
  searchKeepsLabel: false,
  searchFolders: MATCH_FOLDERS,
  // "From the feed" narrows whatever else is chosen.
  facets: { source: (value) => value === 'feed' },
};

/** The folder counter's query: one row of the future folder, for its total. */
export const ADMIN_FUTURE_COUNT_QUERY = {
  selectedFolder: 'future',
  page: 0,
  pageSize: 1,
} as const satisfies AdminMatchListQuery;

type FilterParts = Pick<CollectionFilter<MatchFolder>, 'folder' | 'label' | 'competition' | 'query'> & {
  fromFeed: boolean;
};
const filterOf = ({ folder, label, competition, query: text, fromFeed }: FilterParts): AdminMatchFilter => ({
  ...(folder ? { selectedFolder: folder } : {}),
  ...(label ? { selectedLabel: label } : {}),
  ...(competition ? { competition } : {}),
  ...(text ? { searchText: text } : {}),
  ...(fromFeed ? { source: 'feed' as const } : {}),
});

/** The admin API's query for an address (the page's route loader asks it before the page renders). */
export const adminMatchesQueryOfAddress = (params: URLSearchParams): AdminMatchListQuery => {
  const state = readFilter(params, CONFIG);
  const filter = filterOf({ ...state, fromFeed: state.facets.source === 'feed' });
  return { ...filter, page: state.page, pageSize: state.pageSize };
};

/** The admin list's filter, in the address, as the admin API's filter and query. */
export function useAdminListState() {
  const state = useCollectionFilter(CONFIG);
  const searchBox = useSearchBox(state.filter.query, state.search);
  const { folder, label, competition, query: text, page, pageSize } = state.filter;
  const fromFeed = state.filter.facets.source === 'feed';
  const filter = useMemo(
    () => filterOf({ folder, label, competition, query: text, fromFeed }),
    [folder, label, competition, text, fromFeed],
  );
  const query: AdminMatchListQuery = { ...filter, page, pageSize };
  return {
    filter,
    query,
    listKey: listKeyOf(state.filter),
    searchInput: searchBox.text,
    setSearchInput: searchBox.change,
    // The search goes on inside the folder chosen: its text stays.
    chooseFolder: state.chooseFolder,
    chooseLabel: searchBox.clearing(state.chooseLabel),
    chooseCompetition: searchBox.clearing(state.chooseCompetition),
    forgetLabel: state.forgetLabel,
    fromFeed,
    setFromFeed: (on: boolean) => state.setFacet('source', on ? 'feed' : null),
    page,
    setPage: state.setPage,
    pageSize,
    setPageSize: state.setPageSize,
  };
}
