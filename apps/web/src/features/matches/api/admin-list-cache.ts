import type { QueryClient } from '@tanstack/react-query';
import type { AdminMatch, AdminMatchList } from '@app/contract/matches-admin';
import { adminMatchKeys } from './matches-keys.ts';
import { refreshAfterWrite } from '../../../lib/refresh-after-write.ts';

function eachList(queryClient: QueryClient, update: (list: AdminMatchList) => AdminMatchList) {
  for (const [key, list] of queryClient.getQueriesData<AdminMatchList>({ queryKey: adminMatchKeys.lists() })) {
    if (list) queryClient.setQueryData<AdminMatchList>(key, update(list));
  }
}

/**
 * Shows changed matches with their new values at once, in place, then reads every list again: the
 * server alone decides what fits a filter (un-starring inside Starred takes the row out when the
 * list comes back), so the browser keeps no copy of its filter rules.
 */
export async function applyChangedMatches(queryClient: QueryClient, changed: readonly AdminMatch[]): Promise<void> {
  const byId = new Map(changed.map((m) => [m.id, m]));
  eachList(queryClient, (list) => ({ ...list, folderMatches: list.folderMatches.map((m) => byId.get(m.id) ?? m) }));
  for (const match of changed) queryClient.setQueryData(adminMatchKeys.detail(match.id), match);
  await refreshAfterWrite(queryClient, adminMatchKeys.lists());
}

/** Takes matches out of every list at once (trash, restore, delete for good), then reloads the lists. */
export async function removeFromLists(queryClient: QueryClient, ids: readonly string[]): Promise<void> {
  const gone = new Set(ids);
  eachList(queryClient, (list) => {
    const kept = list.folderMatches.filter((m) => !gone.has(m.id));
    return { folderMatches: kept, total: list.total - (list.folderMatches.length - kept.length) };
  });
  await refreshAfterWrite(queryClient, adminMatchKeys.all);
}

/**
 * A new match is shown where the list's order puts it (not docs/product.md §4's
 * 'prepended'): every list is read again, and the save resolves once the one on screen has its
 * answer, so the match appears in its sorted place, never on top until a reload.
 */
export async function showCreatedMatch(queryClient: QueryClient, match: AdminMatch): Promise<void> {
  queryClient.setQueryData(adminMatchKeys.detail(match.id), match);
  await refreshAfterWrite(queryClient, adminMatchKeys.lists());
}
