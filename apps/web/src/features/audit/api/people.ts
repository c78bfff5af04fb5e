import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../../lib/refusal/use-console-query.ts';
import { userListSchema } from '@app/contract/users';
import { api } from '../../../lib/api-client.ts';

/** The people the log can be filtered by: accounts matching the typed name or email, 20 at a time. */
export function peopleQueryOptions(text: string) {
  const q = text.trim();
  return queryOptions({
    queryKey: ['audit-people', q],
    queryFn: ({ signal }) =>
      api('/users', { query: { pageSize: 20, ...(q ? { q } : {}) }, schema: userListSchema, signal }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export const usePeople = (text: string) => useQuery(peopleQueryOptions(text));
