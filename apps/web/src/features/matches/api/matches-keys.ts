import type { OwnerMatchesQuery } from '@app/contract/matches';
import type { AdminMatchListQuery } from '@app/contract/matches-admin';

/** The console's match lists (a bar's, a staff member's); the admin parts invalidate `all`. */
export const matchesKeys = {
  all: ['matches'] as const,
  lists: () => [...matchesKeys.all, 'list'] as const,
  list: (query: OwnerMatchesQuery) => [...matchesKeys.lists(), query] as const,
  activeCompetitions: () => [...matchesKeys.all, 'competitions', 'active'] as const,
  /** The Suggested folder (not under `lists`: its answer has another shape). */
  suggestions: () => [...matchesKeys.all, 'suggestions'] as const,
  /** The Demand view, per distance (a match switched on there or on the list changes its marks). */
  demands: () => [...matchesKeys.all, 'demand'] as const,
  demand: (km: number) => [...matchesKeys.demands(), km] as const,
};

/** The matches admin's own cache: its folders' lists, a match's detail, the labels and the dialog's pickers. */
export const adminMatchKeys = {
  all: ['matches-admin'] as const,
  lists: () => [...adminMatchKeys.all, 'list'] as const,
  list: (query: AdminMatchListQuery) => [...adminMatchKeys.lists(), query] as const,
  details: () => [...adminMatchKeys.all, 'detail'] as const,
  detail: (id: string) => [...adminMatchKeys.details(), id] as const,
  labels: () => [...adminMatchKeys.all, 'labels'] as const,
  teams: () => [...adminMatchKeys.all, 'teams'] as const,
  teamSearch: (query: string) => [...adminMatchKeys.teams(), query] as const,
  competitions: () => [...adminMatchKeys.all, 'competitions'] as const,
  competitionSearch: (query: string) => [...adminMatchKeys.competitions(), query] as const,
};
