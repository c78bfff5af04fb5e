import { queryOptions, useQuery } from '@tanstack/react-query';
import { winnersListSchema } from '@app/contract/winners';
import { api } from '../../../lib/api-client.ts';
import { winnersKeys } from './winners-keys.ts';

export const getWinners = (challengeId: string, signal?: AbortSignal) =>
  api('/challenge-winners', { query: { challengeId }, schema: winnersListSchema, signal });

/** The page shows its own message (e.g. an unknown championship), not the global toast. */
export const winnersQueryOptions = (challengeId: string) => queryOptions({
  queryKey: winnersKeys.list(challengeId),
  queryFn: ({ signal }) => getWinners(challengeId, signal),
  meta: { handlesErrors: true },
});

export const useWinners = (challengeId: string) => useQuery(winnersQueryOptions(challengeId));
