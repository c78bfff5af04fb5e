import type { ReferenceListQuery } from '@app/contract/reference-data';

/** The only place the reference-data pages' query keys are written. */
export const referenceDataKeys = {
  all: ['reference'] as const,
  /** Every teams list, whatever its search and page: what a team change invalidates. */
  teams: () => [...referenceDataKeys.all, 'teams'] as const,
  teamList: (query: ReferenceListQuery) => [...referenceDataKeys.teams(), query] as const,
  /** The feed's possible duplicates: under teams(), so a merge or rename reads them again. */
  teamDuplicates: () => [...referenceDataKeys.teams(), 'duplicates'] as const,
  competitions: () => [...referenceDataKeys.all, 'competitions'] as const,
  competitionList: (query: ReferenceListQuery) => [...referenceDataKeys.competitions(), query] as const,
  languages: () => [...referenceDataKeys.all, 'languages'] as const,
};
