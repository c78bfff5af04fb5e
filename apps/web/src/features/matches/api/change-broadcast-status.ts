import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '../../../lib/refusal/use-console-query.ts';
import type { OwnerMatchesAnswer, ChangeBroadcastBody } from '@app/contract/matches';
import { api } from '../../../lib/api-client.ts';
import { matchesKeys } from './matches-keys.ts';
import { refreshAfterWrite } from '../../../lib/refresh-after-write.ts';

// The answer's schema is built on the first switch, not in the start of /matches.
const changeBroadcastStatus = (body: ChangeBroadcastBody) =>
  api('/bars/change-broadcast-status', {
    method: 'POST',
    body,
    schema: import('@app/contract/matches').then((m) => m.changeBroadcastAnswerSchema),
  });

const withBroadcast = (answer: OwnerMatchesAnswer | undefined, { matchId, status }: ChangeBroadcastBody) =>
  answer && { ...answer, matches: answer.matches.map((m) => (m.id === matchId ? { ...m, broadcasted: status } : m)) };

/**
 * docs/product.md: the switch is sent at once. It shows switched at once in every cached list; a refusal
 * puts every list back (the query client says 'Something went wrong').
 */
export function useChangeBroadcast(options: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeBroadcastStatus,
    onMutate: async (body) => {
      await queryClient.cancelQueries({ queryKey: matchesKeys.lists() });
      const previous = queryClient.getQueriesData<OwnerMatchesAnswer>({ queryKey: matchesKeys.lists() });
      queryClient.setQueriesData<OwnerMatchesAnswer>({ queryKey: matchesKeys.lists() }, (answer) =>
        withBroadcast(answer, body),
      );
      return { previous };
    },
    onError: (_error, _body, context) => {
      for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data);
    },
    onSuccess: () => options.onSuccess?.(),
    // A match switched on is no longer a suggestion.
    onSettled: () =>
      Promise.all([
        refreshAfterWrite(queryClient, matchesKeys.lists()),
        refreshAfterWrite(queryClient, matchesKeys.suggestions()),
        refreshAfterWrite(queryClient, matchesKeys.demands()),
      ]),
  });
}
