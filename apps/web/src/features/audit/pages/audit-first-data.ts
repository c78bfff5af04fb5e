import type { QueryClient } from '@tanstack/react-query';
import { auditQueryOptions } from '../../../components/audit/audit-query.ts';
import { auditFiltersOfAddress } from '../hooks/use-audit-filter.ts';
import { peopleQueryOptions } from '../api/people.ts';

/** /audit's first page of the log and the person picker's first people (its route loader). */
export const prefetchFirstData = (queryClient: QueryClient, params: URLSearchParams): Promise<unknown> =>
  Promise.all([
    queryClient.prefetchInfiniteQuery(auditQueryOptions(auditFiltersOfAddress(params))),
    queryClient.prefetchQuery(peopleQueryOptions('')),
  ]);
