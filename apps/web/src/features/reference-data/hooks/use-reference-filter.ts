import { useMemo } from 'react';
import { referenceListQuerySchema, type ReferenceListQuery } from '@app/contract/reference-data';
import type { CollectionFilterConfig } from '../../../lib/collection/collection-filter.ts';
import { useCollectionFilter } from '../../../lib/collection/use-collection-filter.ts';
import { useSearchBox } from '../../../lib/collection/use-search-box.ts';

export const PAGE_SIZES = [50, 100, 200];

/** One folder ('all'), no facets: the search and the page, kept in the address as /users keeps them. */
const CONFIG: CollectionFilterConfig<'all'> = {
  folders: ['all'],
  defaultFolder: 'all',
  pageSizes: PAGE_SIZES,
  defaultPageSize: PAGE_SIZES[0]!,
  searchKeepsLabel: false,
  facets: {},
};

/** The teams' and the competitions' lists: search and paging in the address. */
export function useReferenceFilter() {
  const state = useCollectionFilter(CONFIG);
  const searchBox = useSearchBox(state.filter.query, state.search);
  const { query: q, page, pageSize } = state.filter;
  const query = useMemo<ReferenceListQuery>(() => referenceListQuerySchema.parse({ page, pageSize, ...(q ? { q } : {}) }), [page, pageSize, q]);
  return {
    query,
    searchInput: searchBox.text,
    search: searchBox.change,
    page,
    setPage: state.setPage,
    pageSize,
    setPageSize: state.setPageSize,
  };
}
export type ReferenceFilter = ReturnType<typeof useReferenceFilter>;
