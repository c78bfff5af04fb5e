import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../../lib/refusal/use-console-query.ts';
import { proposalsSchema } from '@app/contract/game';
import { api } from '../../../lib/api-client.ts';
import { winnersKeys } from './winners-keys.ts';

const getProposals = (challengeId: string, signal?: AbortSignal) =>
  api('/challenge-winners/proposals', { query: { challengeId }, schema: proposalsSchema, signal });

/** The winners the leaderboards propose, per complete period. */
export const useProposals = (challengeId: string) =>
  useQuery(
    queryOptions({
      queryKey: winnersKeys.proposals(challengeId),
      queryFn: ({ signal }) => getProposals(challengeId, signal),
    }),
  );
