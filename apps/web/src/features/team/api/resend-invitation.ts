import { useMutation } from '../../../lib/refusal/use-console-query.ts';
import { teamMemberSchema } from '@app/contract/team';
import { api } from '../../../lib/api-client.ts';
import { teamKeys } from './team-keys.ts';

/** Send again: a fresh 72-hour link to a person who has not joined; the earlier link stops working. */
const resendInvitation = (userId: string) =>
  api(`/team/${encodeURIComponent(userId)}/invitation`, { method: 'POST', schema: teamMemberSchema });

/** The page tells the outcome itself (the server's reason when it refuses). */
export function useResendInvitation() {
  return useMutation({ mutationFn: resendInvitation, meta: { invalidates: [teamKeys.all] } });
}
