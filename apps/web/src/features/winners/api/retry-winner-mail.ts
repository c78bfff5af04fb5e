import { useMutation } from '../../../lib/refusal/use-console-query.ts';
import { winnerSchema } from '@app/contract/winners';
import { api } from '../../../lib/api-client.ts';
import { winnersKeys } from './winners-keys.ts';

/** A QR mail that failed for good goes back in the server's queue. */
const retryWinnerMail = (winnerId: string) =>
  api(`/challenge-winners/${encodeURIComponent(winnerId)}/mail/retry`, { method: 'POST', schema: winnerSchema });

export function useRetryWinnerMail() {
  return useMutation({ mutationFn: retryWinnerMail, meta: { invalidates: [winnersKeys.all] } });
}
