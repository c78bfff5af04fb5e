import { useMutation } from '../../../lib/refusal/use-console-query.ts';
import { messageSchema } from '@app/contract/common';
import { api } from '../../../lib/api-client.ts';
import { winnersKeys } from './winners-keys.ts';

const removeWinner = (winnerId: string) =>
  api(`/challenge-winners/${encodeURIComponent(winnerId)}`, { method: 'DELETE', schema: messageSchema });

export function useRemoveWinner() {
  return useMutation({ mutationFn: removeWinner, meta: { invalidates: [winnersKeys.all] } });
}
