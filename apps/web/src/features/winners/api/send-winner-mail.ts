import { useMutation } from '../../../lib/refusal/use-console-query.ts';
import { winnerSchema } from '@app/contract/winners';
import { api } from '../../../lib/api-client.ts';
import { winnersKeys } from './winners-keys.ts';

const sendWinnerMail = (winnerId: string) =>
  api(`/challenge-winners/${encodeURIComponent(winnerId)}/send`, { method: 'POST', schema: winnerSchema });

export function useSendWinnerMail() {
  return useMutation({ mutationFn: sendWinnerMail, meta: { invalidates: [winnersKeys.all] } });
}
