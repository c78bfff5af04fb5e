import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '../../../lib/refusal/use-console-query.ts';
import type { NoticesAnswer } from '@app/contract/notices';
import { noticesKeys } from './notices-keys.ts';
import { refreshAfterWrite } from '../../../lib/refresh-after-write.ts';

/** Reading shows at once (the badge and the bold row); the list is read again afterwards either way. */
export function useMarkRead<V>(
  mutationFn: (value: V) => Promise<unknown>,
  apply: (answer: NoticesAnswer, value: V) => NoticesAnswer,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onMutate: async (value: V) => {
      await queryClient.cancelQueries({ queryKey: noticesKeys.list() });
      const previous = queryClient.getQueryData<NoticesAnswer>(noticesKeys.list());
      if (previous) queryClient.setQueryData(noticesKeys.list(), apply(previous, value));
      return { previous };
    },
    onError: (_error, _value, context) => {
      if (context?.previous) queryClient.setQueryData(noticesKeys.list(), context.previous);
    },
    onSettled: () => refreshAfterWrite(queryClient, noticesKeys.all),
  });
}
