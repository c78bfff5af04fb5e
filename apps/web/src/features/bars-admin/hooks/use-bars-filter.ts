import { useMemo } from 'react';
import {
  BAR_FOLDERS,
  DEFAULT_BAR_FOLDER,
  type AdminBarFilter,
  type AdminBarListQuery,
  type BarFolder,
} from '@app/contract/bars-admin';
import {
  readFilter,
  type CollectionFilter,
  type CollectionFilterConfig,
} from '../../../lib/collection/collection-filter.ts';
import { listKeyOf, useCollectionFilter } from '../../../lib/collection/use-collection-filter.ts';
import { useSearchBox } from '../../../lib/collection/use-search-box.ts';

export const PAGE_SIZES = [50, 100, 200];

/** docs/product.md §4: Accepted is the default folder; typing clears it but searches inside a chosen label. */
const CONFIG: CollectionFilterConfig<BarFolder> = {
  folders: BAR_FOLDERS,
  defaultFolder: DEFAULT_BAR_FOLDER,
  pageSizes: PAGE_SIZES,
  defaultPageSize: PAGE_SIZES[0]!,
  searchKeepsLabel: true,
};

/** The API's query for a filter (the page's hook, and the first load's prefetch). */
function barsQueryOf({ folder, label, query, page, pageSize }: CollectionFilter<BarFolder>): AdminBarListQuery {
  return {
    ...(folder ? { selectedFolder: folder } : {}),
    ...(label ? { selectedLabel: label } : {}),
    ...(query ? { searchText: query } : {}),
    page,
    pageSize,
  };
}

/** The list query an address holds. */
export const barsQueryOfAddress = (params: URLSearchParams): AdminBarListQuery =>
  barsQueryOf(readFilter(params, CONFIG));

/** The bar filter {selectedFolder, selectedLabel, searchText} and paging, kept in the address. */
export function useBarsFilter() {
  const state = useCollectionFilter(CONFIG);
  const searchBox = useSearchBox(state.filter.query, state.search);
  const { folder, label, query: text, page, pageSize } = state.filter;
  const filter = useMemo<AdminBarFilter>(
    () => ({
      ...(folder ? { selectedFolder: folder } : {}),
      ...(label ? { selectedLabel: label } : {}),
      ...(text ? { searchText: text } : {}),
    }),
    [folder, label, text],
  );
  const query = barsQueryOf(state.filter);

  return {
    filter,
    query,
    folder,
    label,
    listKey: listKeyOf(state.filter),
    searchInput: searchBox.text,
    search: searchBox.change,
    chooseFolder: searchBox.clearing(state.chooseFolder),
    chooseLabel: searchBox.clearing(state.chooseLabel),
    forgetLabel: state.forgetLabel,
    page,
    setPage: state.setPage,
    pageSize,
    setPageSize: state.setPageSize,
  };
}
