import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '../../../lib/refusal/use-console-query.ts';
import type { RefusalFields } from '../../../lib/refusal/refusal-place.ts';
import { adminMatchSchema, type UpdateMatchBody } from '@app/contract/matches-admin';
import { api } from '../../../lib/api-client.ts';
import { applyChangedMatches } from './admin-list-cache.ts';

const updateMatch = (body: UpdateMatchBody) => api('/match', { method: 'PUT', body, schema: adminMatchSchema });

/** `refusalFields`: the dialog's fields that show a refusal of their code. */
export function useUpdateMatch(refusalFields?: RefusalFields<'status'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMatch,
    refusalFields,
    onSuccess: (match) => applyChangedMatches(queryClient, [match]),
  });
}
