import { useMutation } from '../../../lib/refusal/use-console-query.ts';
import { winnerSchema, type AwardWinnerBody } from '@app/contract/winners';
import { api } from '../../../lib/api-client.ts';
import { winnersKeys } from './winners-keys.ts';

const awardWinner = (body: AwardWinnerBody) =>
  api('/challenge-winners', { method: 'POST', body, schema: winnerSchema });

/** The award dialog shows the server's message itself. */
export function useAwardWinner() {
  return useMutation({ mutationFn: awardWinner, meta: { invalidates: [winnersKeys.all] } });
}
