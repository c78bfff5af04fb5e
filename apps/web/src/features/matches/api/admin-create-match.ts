import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '../../../lib/refusal/use-console-query.ts';
import type { RefusalFields } from '../../../lib/refusal/refusal-place.ts';
import { adminMatchSchema, type CreateMatchBody } from '@app/contract/matches-admin';
import { api } from '../../../lib/api-client.ts';
import { showCreatedMatch } from './admin-list-cache.ts';

const createMatch = (body: CreateMatchBody) => api('/match', { method: 'POST', body, schema: adminMatchSchema });

/** `refusalFields`: the dialog's fields that show a refusal of their code. */
export function useCreateMatch(refusalFields?: RefusalFields<'status'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMatch,
    refusalFields,
    onSuccess: (match) => showCreatedMatch(queryClient, match),
  });
}
