import { and, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { AdminMatchFilter } from '@app/contract/matches-admin';
import { matches } from '../../db/schema/index.ts';
import { asParameter, collectionFilter, type Bind } from '../collection/collection-query.ts';
import type { KeyOrder } from '../collection/page-anchors.ts';
import { matchesCollection } from './matches-collection.ts';

/** Folders that are a phase of the match (the rest are views: trash, starred, frequent). */
const PHASE_OF_FOLDER = { future: 'future', live: 'live', ended: 'past' } as const;

/** The WHERE of the admin list and its export: every given part of the filter narrows the others. */
export function filterCondition(filter: AdminMatchFilter, bind: Bind = asParameter): SQL | undefined {
  return and(
    collectionFilter(
      matchesCollection,
      filter,
      {
        searchColumn: matches.searchText,
        folder: (folder) =>
          folder === 'frequent'
            ? eq(matches.frequent, true)
            : folder === 'future' || folder === 'live' || folder === 'ended'
              ? eq(matches.phase, PHASE_OF_FOLDER[folder])
              : undefined,
      },
      bind,
    ),
    filter.competition ? sql`${matches.competitionId} = ${bind('competition', filter.competition)}` : undefined,
    filter.source === 'feed' ? isNotNull(matches.source) : undefined,
  );
}

/**
 * List order: what comes next first for future and live, the latest first for ended matches,
 * the most recently trashed first in the trash; the id breaks ties so pages never overlap.
 */
export function listKeyOrder(filter: AdminMatchFilter): KeyOrder {
  switch (filter.selectedFolder) {
    case 'ended':
      return { sort: matches.scheduledDate, id: matches.id, direction: 'desc' };
    case 'trash':
      return { sort: matches.trashedAt, id: matches.id, direction: 'desc' };
    case 'future':
    case 'live':
    case 'starred':
    case 'frequent':
      return { sort: matches.scheduledDate, id: matches.id, direction: 'asc' };
    // A search over every folder: newest first, as docs/product.md's search does.
    default:
      return { sort: matches.scheduledDate, id: matches.id, direction: 'desc' };
  }
}
