import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '../../../lib/refusal/use-console-query.ts';
import { api } from '../../../lib/api-client.ts';
import { refreshAfterWrite } from '../../../lib/refresh-after-write.ts';
import { leagueKeys, leagueSchemas } from './league-keys.ts';

const joinLeague = (code: string) =>
  api('/play/leagues/join', {
    method: 'POST',
    body: { code },
    schema: leagueSchemas().then((m) => m.leagueSchema),
  });

/** Joining by code answers the league: it is cached, and the championship's list read again. */
export function useJoinLeague() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinLeague,
    onSuccess: (league) => {
      queryClient.setQueryData(leagueKeys.league(league.id), league);
      void refreshAfterWrite(queryClient, leagueKeys.mine(league.championshipId));
    },
  });
}
