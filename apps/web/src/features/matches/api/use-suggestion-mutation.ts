import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '../../../lib/refusal/use-console-query.ts';
import { matchesKeys } from './matches-keys.ts';
import { refreshAfterWrite } from '../../../lib/refresh-after-write.ts';

/** Accepting switches broadcasts on: the suggestions and every match list are read again. */
export function useSuggestionMutation<B>(
  mutationFn: (body: B) => Promise<{ matchIds: string[] }>,
  onSuccess: (count: number) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (answer) => onSuccess(answer.matchIds.length),
    onSettled: () => refreshAfterWrite(queryClient, matchesKeys.all),
  });
}
