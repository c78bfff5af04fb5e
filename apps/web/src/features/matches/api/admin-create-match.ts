import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminMatchSchema, type CreateMatchBody } from '@app/contract/matches-admin';
import { api } from '../../../lib/api-client.ts';
import { showCreatedMatch } from './admin-list-cache.ts';

export const createMatch = (body: CreateMatchBody) => api('/match', { method: 'POST', body, schema: adminMatchSchema });

/** The dialog shows the server's message itself. */
export function useCreateMatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMatch,
    meta: { handlesErrors: true },
    onSuccess: (match) => showCreatedMatch(queryClient, match),
  });
}
