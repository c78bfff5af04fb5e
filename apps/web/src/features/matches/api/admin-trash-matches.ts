import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bulkResultSchema } from '@app/contract/matches-admin';
import { api } from '../../../lib/api-client.ts';
import { removeFromLists } from './admin-list-cache.ts';

/** docs/product.md: delete moves to the trash. */
export const trashMatches = (matchIds: string[]) =>
  api('/match/delete', { method: 'PUT', body: { matchIds }, schema: bulkResultSchema });
export const restoreMatches = (matchIds: string[]) =>
  api('/match/restore', { method: 'PUT', body: { matchIds }, schema: bulkResultSchema });
export const deleteMatchesForGood = (matchIds: string[]) =>
  api('/match/delete-for-good', { method: 'PUT', body: { matchIds }, schema: bulkResultSchema });

const ACTIONS = { trash: trashMatches, restore: restoreMatches, deleteForGood: deleteMatchesForGood } as const;
export type TrashAction = keyof typeof ACTIONS;

/** The caller shows the server's answer (or its refusal, e.g. a match a championship uses). */
export function useTrashAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, matchIds }: { action: TrashAction; matchIds: string[] }) => ACTIONS[action](matchIds),
    meta: { handlesErrors: true },
    onSuccess: (_result, { matchIds }) => removeFromLists(queryClient, matchIds),
  });
}
