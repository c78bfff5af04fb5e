import { useMutation } from '../../../lib/refusal/use-console-query.ts';
import { type AwardProposalBody } from '@app/contract/game';
import { winnerSchema } from '@app/contract/winners';
import { api } from '../../../lib/api-client.ts';
import { winnersKeys } from './winners-keys.ts';

const awardProposal = (body: AwardProposalBody) =>
  api('/challenge-winners/from-leaderboard', { method: 'POST', body, schema: winnerSchema });

/** Awards a proposed player at the board's position; the winners and the proposals are read again. */
export function useAwardProposal() {
  return useMutation({ mutationFn: awardProposal, meta: { invalidates: [winnersKeys.all] } });
}
