import { useMutation } from '../../../lib/refusal/use-console-query.ts';
import { teamOptionSchema, type CreateTeamBody } from '@app/contract/match-parties';
import { api } from '../../../lib/api-client.ts';
import { adminMatchKeys } from './matches-keys.ts';

const createTeam = (body: CreateTeamBody) => api('/match/teams', { method: 'POST', body, schema: teamOptionSchema });

/** The picker shows the server's message itself. */
export function useCreateTeam() {
  return useMutation({ mutationFn: createTeam, meta: { invalidates: [adminMatchKeys.teams()] } });
}
