import { useMutation } from '../../../lib/refusal/use-console-query.ts';
import { api } from '../../../lib/api-client.ts';
import type { League } from '@app/contract/leagues';
import { leagueKeys } from './league-keys.ts';

const messageSchema = () => import('@app/contract/common').then((m) => m.messageSchema);

/** The owner deletes the league, or a member leaves it: either way it leaves the player's list. */
const endLeague = (leagueId: string, how: 'delete' | 'leave') =>
  how === 'delete'
    ? api(`/play/leagues/${leagueId}`, { method: 'DELETE', schema: messageSchema() })
    : api(`/play/leagues/${leagueId}/leave`, { method: 'POST', schema: messageSchema() });

export const useEndLeague = (league: Pick<League, 'id' | 'championshipId'>) =>
  useMutation({
    mutationFn: (how: 'delete' | 'leave') => endLeague(league.id, how),
    meta: { invalidates: [leagueKeys.mine(league.championshipId)] },
  });
