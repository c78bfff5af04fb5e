import { useMutation } from '../../../lib/refusal/use-console-query.ts';
import { verifyWinnerAnswerSchema } from '@app/contract/winners';
import { api } from '../../../lib/api-client.ts';

const verifyWinner = (challengeWinnerId: string) =>
  api('/challenge-winners/verify', { method: 'POST', body: { challengeWinnerId }, schema: verifyWinnerAnswerSchema });

/** The scan screen shows every answer itself: green on success, the server's message in red otherwise. */
export const useVerifyWinner = () => useMutation({ mutationFn: verifyWinner });
