import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../../lib/refusal/use-console-query.ts';
import { winnersListSchema } from '@app/contract/winners';
import { api } from '../../../lib/api-client.ts';
import { winnersKeys } from './winners-keys.ts';

const getWinners = (challengeId: string, signal?: AbortSignal) =>
  api('/challenge-winners', { query: { challengeId }, schema: winnersListSchema, signal });

/** The page shows its own message (e.g. an unknown championship), not the global toast. */
const winnersQueryOptions = (challengeId: string) =>
  queryOptions({
    queryKey: winnersKeys.list(challengeId),
    queryFn: ({ signal }) => getWinners(challengeId, signal),
    // While a QR mail is queued, its state is looked at again (it turns sent, or failed).
    refetchInterval: (query) => (query.state.data?.winners.some((w) => w.mail?.status === 'queued') ? 5_000 : false),
  });

export const useWinners = (challengeId: string) => useQuery(winnersQueryOptions(challengeId));
