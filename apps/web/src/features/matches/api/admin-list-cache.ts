import type { QueryClient } from '@tanstack/react-query';
import type { AdminMatch, AdminMatchList, AdminMatchListQuery } from '@app/contract/matches-admin';
import { adminMatchKeys } from './admin-keys.ts';

/** Whether a match belongs in a list with this filter (docs/product.md §4: a view shows only what fits). */
export function matchFitsFilter(match: AdminMatch, query: AdminMatchListQuery): boolean {
  const folder = query.selectedFolder;
  if (folder === 'trash' ? match.folder !== 'trash' : match.folder === 'trash') return false;
  if ((folder === 'future' || folder === 'live' || folder === 'ended') && match.folder !== folder) return false;
  if (folder === 'starred' && !match.starred) return false;
  if (folder === 'frequent' && !match.frequent) return false;
  if (query.selectedLabel && !match.labels.includes(query.selectedLabel)) return false;
  if (query.competition && match.competitionId !== query.competition) return false;
  const text = query.searchText?.trim().toLowerCase();
  if (text && !`${match.headline} ${match.competitionName}`.toLowerCase().includes(text)) return false;
  return true;
}

function eachList(queryClient: QueryClient, update: (list: AdminMatchList, query: AdminMatchListQuery) => AdminMatchList) {
  for (const [key, list] of queryClient.getQueriesData<AdminMatchList>({ queryKey: adminMatchKeys.lists() })) {
    const query = key[2] as AdminMatchListQuery | undefined;
    if (list && query) queryClient.setQueryData<AdminMatchList>(key, update(list, query));
  }
}

/**
 * Shows changed matches at once: each list replaces them in place and drops those that no longer
 * fit (un-starring inside Starred removes the row); then the lists reload from the server.
 */
export async function applyChangedMatches(queryClient: QueryClient, changed: readonly AdminMatch[]): Promise<void> {
  const byId = new Map(changed.map((m) => [m.id, m]));
  eachList(queryClient, (list, query) => {
    const kept = list.folderMatches.map((m) => byId.get(m.id) ?? m).filter((m) => matchFitsFilter(m, query));
    return { folderMatches: kept, total: list.total - (list.folderMatches.length - kept.length) };
  });
  for (const match of changed) queryClient.setQueryData(adminMatchKeys.detail(match.id), match);
  await queryClient.invalidateQueries({ queryKey: adminMatchKeys.lists() });
}

/** Takes matches out of every list at once (trash, restore, delete for good), then reloads the lists. */
export async function removeFromLists(queryClient: QueryClient, ids: readonly string[]): Promise<void> {
  const gone = new Set(ids);
  eachList(queryClient, (list) => {
    const kept = list.folderMatches.filter((m) => !gone.has(m.id));
    return { folderMatches: kept, total: list.total - (list.folderMatches.length - kept.length) };
  });
  await queryClient.invalidateQueries({ queryKey: adminMatchKeys.all });
}

/**
 * A new match is shown where the list's order puts it (docs/decisions/052, over docs/product.md §4's
 * 'prepended'): every list is read again, and the save resolves once the one on screen has its
 * answer, so the match appears in its sorted place, never on top until a reload.
 */
export async function showCreatedMatch(queryClient: QueryClient, match: AdminMatch): Promise<void> {
  queryClient.setQueryData(adminMatchKeys.detail(match.id), match);
  await queryClient.invalidateQueries({ queryKey: adminMatchKeys.lists() });
}
