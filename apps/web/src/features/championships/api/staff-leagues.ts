import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useMutation, useQuery } from '../../../lib/refusal/use-console-query.ts';
import { messageSchema } from '@app/contract/common';
import { staffLeaguesSchema } from '@app/contract/leagues';
import { api } from '../../../lib/api-client.ts';
import { refreshAfterWrite } from '../../../lib/refresh-after-write.ts';
import { championshipsKeys } from './championships-keys.ts';

const leaguesQueryOptions = (challengeId: string) =>
  queryOptions({
    queryKey: championshipsKeys.leagues(challengeId),
    queryFn: ({ signal }) => api('/challenges/leagues', { query: { challengeId }, schema: staffLeaguesSchema, signal }),
  });

/** The players' leagues of a championship, largest first. */
export const useStaffLeagues = (challengeId: string) => useQuery(leaguesQueryOptions(challengeId));

/** Staff remove an abusive league (the audit log keeps it); the official boards and prizes do not change. */
export function useRemoveLeague(challengeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (leagueId: string) =>
      api(`/challenges/leagues/${leagueId}`, { method: 'DELETE', schema: messageSchema }),
    onSuccess: () => refreshAfterWrite(queryClient, championshipsKeys.leagues(challengeId)),
  });
}
