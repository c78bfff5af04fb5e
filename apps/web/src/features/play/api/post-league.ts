import { useMutation } from '../../../lib/refusal/use-console-query.ts';
import type { CreateLeagueBody } from '@app/contract/leagues';
import { api } from '../../../lib/api-client.ts';
import { leagueKeys, leagueSchemas } from './league-keys.ts';

const postLeague = (id: string, body: CreateLeagueBody) =>
  api(`/play/championships/${id}/leagues`, {
    method: 'POST',
    body,
    schema: leagueSchemas().then((m) => m.leagueSchema),
  });

/** A new league of the championship: the player's list is read again. */
export const useCreateLeague = (id: string) =>
  useMutation({
    mutationFn: (body: CreateLeagueBody) => postLeague(id, body),
    meta: { invalidates: [leagueKeys.mine(id)] },
  });
