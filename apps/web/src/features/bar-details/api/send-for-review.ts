import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '../../../lib/refusal/use-console-query.ts';
import { barDetailsSchema } from '@app/contract/bar-details';
import { api } from '../../../lib/api-client.ts';
import { barDetailsKeys } from './bar-details-keys.ts';
import { refreshAfterWrite } from '../../../lib/refresh-after-write.ts';

/** The owner's rejected bar goes back to Pending. No body: the server takes the bar from the session. */
const sendForReview = () => api('/bars/send-for-review', { method: 'POST', schema: barDetailsSchema });

export function useSendForReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendForReview,
    onSuccess: (bar) => {
      queryClient.setQueryData(barDetailsKeys.detail(bar.barId), bar);
      return refreshAfterWrite(queryClient, barDetailsKeys.detail(bar.barId));
    },
  });
}
