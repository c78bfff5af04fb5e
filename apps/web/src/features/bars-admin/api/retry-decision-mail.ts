import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '../../../lib/refusal/use-console-query.ts';
import { mailStateSchema } from '@app/contract/mail';
import { api } from '../../../lib/api-client.ts';
import { barsAdminKeys } from './bars-admin-keys.ts';
import { refreshAfterWrite } from '../../../lib/refresh-after-write.ts';

/** The owner's decision mail that failed for good goes back in the server's queue. */
const retryDecisionMail = (barId: string) =>
  api(`/bar/${encodeURIComponent(barId)}/decision-mail/retry`, { method: 'POST', schema: mailStateSchema });

export function useRetryDecisionMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryDecisionMail,
    onSuccess: (_state, barId) => refreshAfterWrite(queryClient, barsAdminKeys.detail(barId)),
  });
}
