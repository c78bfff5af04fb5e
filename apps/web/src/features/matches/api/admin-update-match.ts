import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminMatchSchema, type UpdateMatchBody } from '@app/contract/matches-admin';
import { api } from '../../../lib/api-client.ts';
import { applyChangedMatches } from './admin-list-cache.ts';

export const updateMatch = (body: UpdateMatchBody) => api('/match', { method: 'PUT', body, schema: adminMatchSchema });

/** The dialog shows the server's message itself. */
export function useUpdateMatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMatch,
    meta: { handlesErrors: true },
    onSuccess: (match) => applyChangedMatches(queryClient, [match]),
  });
}
