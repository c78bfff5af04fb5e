import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '../../../lib/refusal/use-console-query.ts';
import { changedMatchesSchema, type UpdateStarredBody } from '@app/contract/matches-admin';
import { api } from '../../../lib/api-client.ts';
import { applyChangedMatches } from './admin-list-cache.ts';

const updateStarred = (body: UpdateStarredBody) =>
  api('/match/update-starred', { method: 'PUT', body, schema: changedMatchesSchema });

export function useUpdateStarred() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStarred,
    // The page shows the server's own message (e.g. a match that no longer exists).
    onSuccess: ({ matches }) => applyChangedMatches(queryClient, matches),
  });
}
