import { useMutation } from '../../../lib/refusal/use-console-query.ts';
import { awardedWinnersSchema, type AwardPeriodBody } from '@app/contract/game';
import { api } from '../../../lib/api-client.ts';
import { winnersKeys } from './winners-keys.ts';

const awardProposedPeriod = (body: AwardPeriodBody) =>
  api('/challenge-winners/from-leaderboard/period', { method: 'POST', body, schema: awardedWinnersSchema });

/**
 * "Award all": every proposed player of one period, in one transaction; the winners and the proposals are read again.
 */
export function useAwardProposedPeriod() {
  return useMutation({ mutationFn: awardProposedPeriod, meta: { invalidates: [winnersKeys.all] } });
}
