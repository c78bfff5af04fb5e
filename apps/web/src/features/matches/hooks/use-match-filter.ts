import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  MATCH_SEARCH_MIN_LENGTH, MATCHES_DEFAULT_PAGE_SIZE, MATCHES_PAGE_SIZES, matchStatusFilterSchema,
  type AdminMatchesQuery, type MatchStatusFilter,
} from '@app/contract/matches';

export type MatchFilter = {
  status: MatchStatusFilter | null;
  query: string;
  competition: string | null;
  page: number;
  pageSize: number;
};

function read(params: URLSearchParams): MatchFilter {
  const query = params.get('q')?.trim() ?? '';
  const competition = params.get('competition') || null;
  const parsed = matchStatusFilterSchema.safeParse(params.get('status'));
  // SPEC.md section 4: the default is future, unless a search or a competition is chosen.
  const status = parsed.success ? parsed.data : query || competition ? null : 'future';
  const size = Number(params.get('size'));
  const page = Number(params.get('page'));
  return {
    status,
    query,
    competition,
    page: Number.isInteger(page) && page > 0 ? page : 0,
    pageSize: (MATCHES_PAGE_SIZES as readonly number[]).includes(size) ? size : MATCHES_DEFAULT_PAGE_SIZE,
  };
}

/** The list's filter lives in the address, so a reload or a shared link shows the same list. */
export function useMatchFilter() {
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => read(params), [params]);

  const write = useCallback((next: Partial<MatchFilter>, keepSize = true) => {
    const out = new URLSearchParams();
    if (next.status && next.status !== 'future') out.set('status', next.status);
    if (next.query) out.set('q', next.query);
    if (next.competition) out.set('competition', next.competition);
    if (next.page) out.set('page', String(next.page));
    const size = next.pageSize ?? (keepSize ? filter.pageSize : MATCHES_DEFAULT_PAGE_SIZE);
    if (size !== MATCHES_DEFAULT_PAGE_SIZE) out.set('size', String(size));
    setParams(out, { replace: true });
  }, [setParams, filter.pageSize]);

  return {
    filter,
    /** Typed text clears status and competition; cleared text returns to future (SPEC.md section 4). */
    search: useCallback((text: string) => write(text ? { query: text } : { status: 'future' }), [write]),
    /** A folder clears the search and the competition. */
    selectStatus: useCallback((status: MatchStatusFilter) => write({ status }), [write]),
    /** A competition clears status and query. */
    selectCompetition: useCallback((competition: string) => write({ competition }), [write]),
    setPage: useCallback((page: number) => write({ ...filter, page }), [write, filter]),
    setPageSize: useCallback((pageSize: number) => write({ ...filter, page: 0, pageSize }), [write, filter]),
  };
}

/** 1–2 characters are not searched (docs/decisions/match-search.md): the list waits for a third. */
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
