import { useMutation } from '../../../lib/refusal/use-console-query.ts';
import { teamMemberSchema, type InviteTeamMemberBody } from '@app/contract/team';
import { api } from '../../../lib/api-client.ts';
import { teamKeys } from './team-keys.ts';

const inviteTeamMember = (body: InviteTeamMemberBody) =>
  api('/team', { method: 'POST', body, schema: teamMemberSchema });

/** The invite form shows the server's message itself (e.g. an email that already has an account). */
export function useInviteTeamMember() {
  return useMutation({ mutationFn: inviteTeamMember, meta: { invalidates: [teamKeys.all] } });
}
