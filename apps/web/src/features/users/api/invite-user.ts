import { useMutation } from '../../../lib/refusal/use-console-query.ts';
import { userSchema, type InviteUserBody } from '@app/contract/users';
import { api } from '../../../lib/api-client.ts';
import { usersKeys } from './users-keys.ts';

const inviteUser = (body: InviteUserBody) => api('/users', { method: 'POST', body, schema: userSchema });

/** The dialog shows the server's refusal itself (an email that has an account). */
export function useInviteUser() {
  return useMutation({ mutationFn: inviteUser, meta: { invalidates: [usersKeys.all] } });
}
