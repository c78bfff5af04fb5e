import { useMutation } from '@tanstack/react-query';
import { messageSchema } from '@app/contract/common';
import { api } from '../../../lib/api-client.ts';
import { teamKeys } from './team-keys.ts';

export const removeTeamMember = (userId: string) =>
  api(`/team/${encodeURIComponent(userId)}`, { method: 'DELETE', schema: messageSchema });

/** The remove dialog shows the server's message itself. */
export function useRemoveTeamMember() {
  return useMutation({ mutationFn: removeTeamMember, meta: { handlesErrors: true, invalidates: [teamKeys.all] } });
}
