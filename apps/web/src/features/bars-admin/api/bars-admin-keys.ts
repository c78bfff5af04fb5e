import type { AdminBarListQuery } from '@app/contract/bars-admin';

/** The one place the bars admin's query keys are written. */
export const barsAdminKeys = {
  all: ['bars-admin'] as const,
  lists: () => [...barsAdminKeys.all, 'list'] as const,
  list: (query: AdminBarListQuery) => [...barsAdminKeys.lists(), query] as const,
  counter: () => [...barsAdminKeys.all, 'counter'] as const,
  labels: () => [...barsAdminKeys.all, 'labels'] as const,
  detail: (id: string) => [...barsAdminKeys.all, 'detail', id] as const,
};
