import { useEffect, useReducer, useState } from 'react';
import { DEFAULT_BAR_FOLDER, type AdminBarFilter, type AdminBarListQuery, type BarFolder } from '@app/contract/bars-admin';

/** SPEC.md section 7: search is debounced 500 ms while there is text, 0 ms otherwise. */
export const SEARCH_DEBOUNCE_MS = 500;
export const PAGE_SIZES = [50, 100, 200];

type State = { folder: BarFolder | undefined; label: string | undefined; searchText: string; page: number; pageSize: number };
type Action =
  | { type: 'search'; text: string }
  | { type: 'folder'; folder: BarFolder }
  | { type: 'label'; label: string | undefined }
  | { type: 'page'; page: number }
  | { type: 'pageSize'; pageSize: number };

/**
 * SPEC.md section 4: typing clears the selected folder. Choosing a folder or a label clears the
 * search; clearing the search with no label chosen returns to Accepted (the default folder).
 */
export function filterReducer(state: State, action: Action): State {
  switch (action.type) {
    case 'search':
      if (action.text) return { ...state, folder: undefined, searchText: action.text, page: 0 };
      if (!state.searchText) return state;
      return { ...state, searchText: '', folder: state.label ? undefined : DEFAULT_BAR_FOLDER, page: 0 };
    case 'folder':
      return { ...state, folder: action.folder, label: undefined, searchText: '', page: 0 };
    case 'label':
      return action.label
        ? { ...state, label: action.label, folder: undefined, searchText: '', page: 0 }
        : { ...state, label: undefined, folder: DEFAULT_BAR_FOLDER, page: 0 };
    case 'page':
      return { ...state, page: action.page };
    case 'pageSize':
      return { ...state, pageSize: action.pageSize, page: 0 };
  }
}

/** The bar filter {selectedFolder, selectedLabel, searchText} and paging of the bars admin. */
export function useBarsFilter() {
  const [state, dispatch] = useReducer(filterReducer, {
    folder: DEFAULT_BAR_FOLDER, label: undefined, searchText: '', page: 0, pageSize: PAGE_SIZES[0]!,
  });
  const [searchInput, setSearchInput] = useState('');

  useEffect(() => {
    const text = searchInput.trim();
    const timer = setTimeout(() => dispatch({ type: 'search', text }), text ? SEARCH_DEBOUNCE_MS : 0);
    return () => clearTimeout(timer);
  }, [searchInput]);

  const filter: AdminBarFilter = {
    selectedFolder: state.folder,
    selectedLabel: state.label,
    searchText: state.searchText || undefined,
  };
  const query: AdminBarListQuery = { ...filter, page: state.page, pageSize: state.pageSize };

  return {
    filter,
    query,
    searchInput,
    search: setSearchInput,
    chooseFolder: (folder: BarFolder) => {
      setSearchInput('');
      dispatch({ type: 'folder', folder });
    },
    chooseLabel: (label: string) => {
      setSearchInput('');
      dispatch({ type: 'label', label });
    },
    /** A deleted label cannot stay chosen. */
    forgetLabel: (id: string) => {
      if (state.label === id) dispatch({ type: 'label', label: undefined });
    },
    page: state.page,
    setPage: (page: number) => dispatch({ type: 'page', page }),
    pageSize: state.pageSize,
    setPageSize: (pageSize: number) => dispatch({ type: 'pageSize', pageSize }),
  };
}
export type BarsFilter = ReturnType<typeof useBarsFilter>;
