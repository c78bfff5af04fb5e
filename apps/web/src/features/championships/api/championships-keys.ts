import type { SelectableMatchesQuery } from '@app/contract/championships';

/** The only place championship query keys are written. */
export const championshipsKeys = {
  all: ['championships'] as const,
  /** Every list (active and archive): what a save, delete or restore invalidates. */
  lists: () => [...championshipsKeys.all, 'list'] as const,
  list: (archived = false) => [...championshipsKeys.lists(), archived ? 'archived' : 'active'] as const,
  details: () => [...championshipsKeys.all, 'detail'] as const,
  detail: (id: string) => [...championshipsKeys.details(), id] as const,
  languages: () => [...championshipsKeys.all, 'languages'] as const,
  /** The players' leagues of one championship, as staff see them. */
  leagues: (id: string) => [...championshipsKeys.all, 'leagues', id] as const,
  selectableMatches: (query: SelectableMatchesQuery) =>
    [...championshipsKeys.all, 'selectable-matches', query] as const,
};
