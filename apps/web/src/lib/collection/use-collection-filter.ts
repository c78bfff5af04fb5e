import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { navigateSynchronously } from '../routing/sync-navigation.ts';
import {
  moveFilter,
  readFilter,
  writeFilter,
  type CollectionFilter,
  type CollectionFilterConfig,
} from './collection-filter.ts';

/**
 * The list's filter lives in the address (react-router search params): a reload, Back from another
 * page, a bookmark or a shared link show the same list. Moves replace the entry rather than push
 * one, so Back leaves the list instead of stepping through every keystroke.
 */
export function useCollectionFilter<F extends string>(config: CollectionFilterConfig<F>) {
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => readFilter(params, config), [params, config]);
  const move = useCallback(
    (m: Parameters<typeof moveFilter>[1]) => {
      // At once, not in a deferred transition: an Export right after choosing a folder must export
      // that folder (flushSync is the same request to a data router, as the tests use).
      navigateSynchronously(() =>
        setParams(
          (current) => {
            const next = writeFilter(moveFilter(readFilter(current, config), m, config), config);
            for (const key of config.keepParams ?? []) {
              const value = current.get(key);
              if (value !== null) next.set(key, value);
            }
            return next;
          },
          { replace: true, flushSync: true },
        ),
      );
    },
    [setParams, config],
  );

  return {
    filter,
    search: useCallback((text: string) => move({ type: 'search', text }), [move]),
    chooseFolder: useCallback((folder: F) => move({ type: 'folder', folder }), [move]),
    chooseLabel: useCallback((label: string) => move({ type: 'label', label }), [move]),
    chooseCompetition: useCallback((competition: string) => move({ type: 'competition', competition }), [move]),
    /** A deleted label cannot stay chosen: the list returns to the default folder. */
    forgetLabel: useCallback(
      (label: string) => {
        if (filter.label === label) move({ type: 'label', label: null });
      },
      [move, filter.label],
    ),
    setPage: useCallback((page: number) => move({ type: 'page', page }), [move]),
    setPageSize: useCallback((pageSize: number) => move({ type: 'pageSize', pageSize }), [move]),
    /** Sets (or with null or '' clears) one of the list's facets. */
    setFacet: useCallback(
      (name: string, value: string | null) => move({ type: 'facet', name, value: value || null }),
      [move],
    ),
  };
}

/** A key that changes with every change of filter or page: a selection belongs to one list only. */
export const listKeyOf = (filter: CollectionFilter<string>): string =>
  [
    filter.folder,
    filter.label,
    filter.competition,
    filter.query,
    filter.page,
    filter.pageSize,
    JSON.stringify(filter.facets),
  ].join('|');
