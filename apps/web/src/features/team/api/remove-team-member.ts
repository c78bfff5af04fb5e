import { useMutation } from '../../../lib/refusal/use-console-query.ts';
import { messageSchema } from '@app/contract/common';
import { api } from '../../../lib/api-client.ts';
import { teamKeys } from './team-keys.ts';

const removeTeamMember = (userId: string) =>
  api(`/team/${encodeURIComponent(userId)}`, { method: 'DELETE', schema: messageSchema });

/** The remove dialog shows the server's message itself. */
export function useRemoveTeamMember() {
  return useMutation({ mutationFn: removeTeamMember, meta: { invalidates: [teamKeys.all] } });
}
