import type { OwnerMatchesQuery } from '@app/contract/matches';

/** The only place the console's match-list query keys are written (admin parts invalidate `all`). */
export const matchesKeys = {
  all: ['matches'] as const,
  lists: () => [...matchesKeys.all, 'list'] as const,
  list: (query: OwnerMatchesQuery) => [...matchesKeys.lists(), query] as const,
  activeCompetitions: () => [...matchesKeys.all, 'competitions', 'active'] as const,
  /** Decision 028's Suggested folder (not under `lists`: its answer has another shape). */
  suggestions: () => [...matchesKeys.all, 'suggestions'] as const,
};
