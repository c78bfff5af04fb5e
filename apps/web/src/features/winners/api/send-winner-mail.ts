import { useMutation } from '@tanstack/react-query';
import { winnerSchema } from '@app/contract/winners';
import { api } from '../../../lib/api-client.ts';
import { winnersKeys } from './winners-keys.ts';

export const sendWinnerMail = (winnerId: string) =>
  api(`/challenge-winners/${encodeURIComponent(winnerId)}/send`, { method: 'POST', schema: winnerSchema });

export function useSendWinnerMail() {
  return useMutation({ mutationFn: sendWinnerMail, meta: { handlesErrors: true, invalidates: [winnersKeys.all] } });
}
