import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '../../../lib/refusal/use-console-query.ts';
import type { HandOverBody, League, PatchLeagueBody } from '@app/contract/leagues';
import { api } from '../../../lib/api-client.ts';
import { leagueKeys, leagueSchemas } from './league-keys.ts';

/** The owner's changes that answer the league: rename, joining, hand-over, a member removed. */
type Change =
  | { kind: 'patch'; body: PatchLeagueBody }
  | { kind: 'handOver'; body: HandOverBody }
  | { kind: 'remove'; memberRef: string };

const changeLeague = (leagueId: string, change: Change) => {
  const schema = leagueSchemas().then((m) => m.leagueSchema);
  if (change.kind === 'patch') return api(`/play/leagues/${leagueId}`, { method: 'PATCH', body: change.body, schema });
  if (change.kind === 'handOver')
    return api(`/play/leagues/${leagueId}/hand-over`, { method: 'POST', body: change.body, schema });
  return api(`/play/leagues/${leagueId}/members/${encodeURIComponent(change.memberRef)}`, { method: 'DELETE', schema });
};

/** The answer replaces the cached league; the championship's list (names, sizes) is read again. */
export function useChangeLeague(league: Pick<League, 'id' | 'championshipId'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: Change) => changeLeague(league.id, change),
    onSuccess: (answer) => {
      queryClient.setQueryData(leagueKeys.league(league.id), answer);
    },
    meta: { invalidates: [leagueKeys.mine(league.championshipId)] },
  });
}
