import { useMemo } from 'react';
import { userListQuerySchema, type UserListQuery } from '@app/contract/users';
import { roleSchema } from '@app/contract/common';
import { readFilter, type CollectionFilterConfig } from '../../../lib/collection/collection-filter.ts';
import { listKeyOf, useCollectionFilter } from '../../../lib/collection/use-collection-filter.ts';
import { useSearchBox } from '../../../lib/collection/use-search-box.ts';

export const PAGE_SIZES = [50, 100, 200];
export const USER_STATES = ['active', 'deactivated'] as const;
export type UserState = (typeof USER_STATES)[number];
type UserRole = NonNullable<UserListQuery['role']>;

/** One folder ('all'): role and state are facets, kept while the search text changes. */
const CONFIG: CollectionFilterConfig<'all'> = {
  folders: ['all'],
  defaultFolder: 'all',
  pageSizes: PAGE_SIZES,
  defaultPageSize: PAGE_SIZES[0]!,
  searchKeepsLabel: false,
  facets: {
    role: (v) => roleSchema.safeParse(v).success,
    state: (v) => (USER_STATES as readonly string[]).includes(v),
  },
};

type QueryParts = { q: string; page: number; pageSize: number; role: string | undefined; state: string | undefined };
const queryOf = ({ q, page, pageSize, role, state }: QueryParts): UserListQuery =>
  userListQuerySchema.parse({
    page,
    pageSize,
    ...(q ? { q } : {}),
    ...(role ? { role: role as UserRole } : {}),
    ...(state ? { state: state as UserState } : {}),
  });

/** The API's query for an address (the page's route loader asks it before the page renders). */
export const usersQueryOfAddress = (params: URLSearchParams): UserListQuery => {
  const { query: q, page, pageSize, facets } = readFilter(params, CONFIG);
  return queryOf({ q, page, pageSize, role: facets.role, state: facets.state });
};

/** The users list's search, role, state and paging, kept in the address. */
export function useUsersFilter() {
  const state = useCollectionFilter(CONFIG);
  const searchBox = useSearchBox(state.filter.query, state.search);
  const { query: q, page, pageSize, facets } = state.filter;
  const role = (facets.role ?? null) as UserRole | null;
  const userState = (facets.state ?? null) as UserState | null;
  const query = useMemo(
    () => queryOf({ q, page, pageSize, role: role ?? undefined, state: userState ?? undefined }),
    [page, pageSize, q, role, userState],
  );
  return {
    query,
    listKey: listKeyOf(state.filter),
    searchInput: searchBox.text,
    search: searchBox.change,
    role,
    setRole: (value: UserRole | null) => state.setFacet('role', value),
    state: userState,
    setState: (value: UserState | null) => state.setFacet('state', value),
    page,
    setPage: state.setPage,
    pageSize,
    setPageSize: state.setPageSize,
  };
}
