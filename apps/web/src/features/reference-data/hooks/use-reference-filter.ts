import { useMemo } from 'react';
import { referenceListQuerySchema, type ReferenceListQuery } from '@app/contract/reference-data';
import { readFilter, type CollectionFilterConfig } from '../../../lib/collection/collection-filter.ts';
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

const queryOf = (q: string, page: number, pageSize: number): ReferenceListQuery =>
  referenceListQuerySchema.parse({ page, pageSize, ...(q ? { q } : {}) });

/** The API's query for an address (the pages' route loaders ask it before the page renders). */
export const referenceQueryOfAddress = (params: URLSearchParams): ReferenceListQuery => {
  const { query: q, page, pageSize } = readFilter(params, CONFIG);
  return queryOf(q, page, pageSize);
};

/** The teams' and the competitions' lists: search and paging in the address. */
export function useReferenceFilter() {
  const state = useCollectionFilter(CONFIG);
  const searchBox = useSearchBox(state.filter.query, state.search);
  const { query: q, page, pageSize } = state.filter;
  const query = useMemo(() => queryOf(q, page, pageSize), [page, pageSize, q]);
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
