import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '../../../lib/refusal/use-console-query.ts';
import { changedMatchesSchema, type UpdateMatchLabelBody } from '@app/contract/matches-admin';
import { api } from '../../../lib/api-client.ts';
import { applyChangedMatches } from './admin-list-cache.ts';

/** `status` true puts the label on, false takes it off, absent toggles it per match. */
const updateMatchLabel = (body: UpdateMatchLabelBody) =>
  api('/match/update-label', { method: 'PUT', body, schema: changedMatchesSchema });

export function useUpdateMatchLabel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMatchLabel,
    // The page shows the server's own message (e.g. a match that no longer exists).
    onSuccess: ({ matches }) => applyChangedMatches(queryClient, matches),
  });
}
