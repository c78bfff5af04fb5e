import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '../../../lib/refusal/use-console-query.ts';
import type { BulkResult } from '@app/contract/matches-admin';
import { removeFromLists } from './admin-list-cache.ts';

/**
 * Trash, restore and delete for good take the matches out of the lists on screen at once. The caller
 * shows the server's answer (or its refusal, e.g. a match a championship uses).
 */
export function useListRemoval(mutationFn: (matchIds: string[]) => Promise<BulkResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (_result, matchIds) => removeFromLists(queryClient, matchIds),
  });
}
