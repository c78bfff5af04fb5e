import { and, asc, desc, eq, exists, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { AdminMatchFilter, MatchFolder } from '@app/contract/matches-admin';
import { matchLabelLinks, matches } from '../../db/schema/index.ts';

/** Folders that are a phase of the match (the rest are views: trash, starred, frequent). */
const PHASE_OF_FOLDER = { future: 'future', live: 'live', ended: 'past' } as const;

/** `%text%` for LIKE, with the user's own % and _ taken literally. */
export function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function folderCondition(folder: MatchFolder | undefined): SQL | undefined {
  switch (folder) {
    case undefined: return isNull(matches.trashedAt);
    case 'trash': return isNotNull(matches.trashedAt);
    case 'starred': return and(isNull(matches.trashedAt), eq(matches.starred, true));
    case 'frequent': return and(isNull(matches.trashedAt), eq(matches.frequent, true));
    default: return and(isNull(matches.trashedAt), eq(matches.phase, PHASE_OF_FOLDER[folder]));
  }
}

/** The WHERE of the admin list and its export: every given part of the filter narrows the others. */
export function filterCondition(filter: AdminMatchFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [folderCondition(filter.selectedFolder)];
  if (filter.selectedLabel) {
    parts.push(exists(sql`(select 1 from ${matchLabelLinks} where ${matchLabelLinks.matchId} = ${matches.id} and ${matchLabelLinks.labelId} = ${filter.selectedLabel})`));
  }
  if (filter.competition) parts.push(eq(matches.competitionId, filter.competition));
  if (filter.searchText) parts.push(sql`${matches.searchText} like ${likePattern(filter.searchText)}`);
  return and(...parts);
}

/**
 * List order: what comes next first for future and live, the latest first for ended matches,
 * the most recently trashed first in the trash; the id breaks ties so pages never overlap.
 */
export function listOrder(filter: AdminMatchFilter): SQL[] {
  switch (filter.selectedFolder) {
    case 'ended': return [desc(matches.scheduledDate), desc(matches.id)];
    case 'trash': return [desc(matches.trashedAt), desc(matches.id)];
    case 'future':
    case 'live':
    case 'starred':
    case 'frequent': return [asc(matches.scheduledDate), asc(matches.id)];
    // A search over every folder: newest first, as SPEC.md's search does.
    default: return [desc(matches.scheduledDate), desc(matches.id)];
  }
}
