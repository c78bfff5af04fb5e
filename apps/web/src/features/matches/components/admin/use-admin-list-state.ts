import { useEffect, useState } from 'react';
import type { AdminMatchFilter, AdminMatchListQuery, MatchFolder } from '@app/contract/matches-admin';
import { MATCHES_DEFAULT_PAGE_SIZE } from '@app/contract/matches';
import { useDebouncedValue } from './use-debounced-value.ts';

const DEFAULT_FILTER: AdminMatchFilter = { selectedFolder: 'future' };

/**
 * The admin list's filter (SPEC.md section 4): default folder future; typed search clears the
 * folder, label and competition; clearing it returns to future; choosing a folder, a label or a
 * competition clears the others and the search. Any change goes back to the first page.
 */
export function useAdminListState() {
  const [filter, setFilter] = useState<AdminMatchFilter>(DEFAULT_FILTER);
  const [searchInput, setSearchInput] = useState('');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(MATCHES_DEFAULT_PAGE_SIZE);
  /** Grows with every change of filter or page, so a selection belongs to one list only. */
  const [version, setVersion] = useState(0);
  const changed = () => setVersion((v) => v + 1);
  const debounced = useDebouncedValue(searchInput).trim();

  useEffect(() => {
    // The typed text drives the filter once it settles (an external event for this state).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setFilter((current) => {
      if (debounced) return current.searchText === debounced ? current : { searchText: debounced };
      return current.searchText ? DEFAULT_FILTER : current;
    });
    setPage(0);
    setVersion((v) => v + 1);
  }, [debounced]);

  const choose = (next: AdminMatchFilter) => {
    setSearchInput('');
    setFilter(next);
    setPage(0);
    changed();
  };

  const query: AdminMatchListQuery = { ...filter, page, pageSize };
  return {
    filter,
    query,
    version,
    searchInput,
    setSearchInput,
    chooseFolder: (selectedFolder: MatchFolder) => choose({ selectedFolder }),
    chooseLabel: (selectedLabel: string) => choose({ selectedLabel }),
    chooseCompetition: (competition: string) => choose({ competition }),
    page,
    setPage: (next: number) => { setPage(next); changed(); },
    pageSize,
    setPageSize: (size: number) => { setPageSize(size); setPage(0); changed(); },
  };
}
