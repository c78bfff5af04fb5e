import { useMutation } from '../../../lib/refusal/use-console-query.ts';
import { userSchema, type UpdateUserBody } from '@app/contract/users';
import { api } from '../../../lib/api-client.ts';
import { usersKeys } from './users-keys.ts';

const updateUser = ({ id, body }: { id: string; body: UpdateUserBody }) =>
  api(`/users/${encodeURIComponent(id)}`, { method: 'PATCH', body, schema: userSchema });

/** The dialog shows the server's refusal itself (the last-admin rule). */
export function useUpdateUser() {
  return useMutation({ mutationFn: updateUser, meta: { invalidates: [usersKeys.all] } });
}
