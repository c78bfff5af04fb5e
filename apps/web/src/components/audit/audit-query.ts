import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { auditPageSchema, type AuditEntry, type AuditQuery } from '@app/contract/audit';
import { api } from '../../lib/api-client.ts';

/** The filters of one audit list; the cursor and the page size are the query's own. */
export type AuditFilters = Omit<AuditQuery, 'cursor' | 'limit'>;

const auditKeys = {
  all: ['audit-log'] as const,
  list: (filters: AuditFilters, limit: number) => [...auditKeys.all, filters, limit] as const,
};

/**
 * Newest first, one page after another by the server's keyset cursor ('Load more'): a deep page
 * costs what the first does, and a row written meanwhile never shifts the pages already shown.
 */
export const auditQueryOptions = (filters: AuditFilters, limit = 50) =>
  infiniteQueryOptions({
    queryKey: auditKeys.list(filters, limit),
    queryFn: ({ pageParam, signal }) =>
      api('/audit-log', { query: { ...filters, limit, cursor: pageParam }, schema: auditPageSchema, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export function useAuditLog(filters: AuditFilters, options: { limit?: number; enabled?: boolean } = {}) {
  const query = useInfiniteQuery({ ...auditQueryOptions(filters, options.limit), enabled: options.enabled ?? true });
  const entries: AuditEntry[] = query.data?.pages.flatMap((p) => p.items) ?? [];
  return { ...query, entries };
}
