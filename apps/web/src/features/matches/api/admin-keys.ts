import type { AdminMatchListQuery } from '@app/contract/matches-admin';

/** The only place the matches admin's query keys are written. */
export const adminMatchKeys = {
  all: ['matches-admin'] as const,
  lists: () => [...adminMatchKeys.all, 'list'] as const,
  list: (query: AdminMatchListQuery) => [...adminMatchKeys.lists(), query] as const,
  details: () => [...adminMatchKeys.all, 'detail'] as const,
  detail: (id: string) => [...adminMatchKeys.details(), id] as const,
  labels: () => [...adminMatchKeys.all, 'labels'] as const,
};
