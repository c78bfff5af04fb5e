import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { userListSchema, userSchema, type InviteUserBody, type UpdateUserBody, type UserListQuery } from '@app/contract/users';
import { api } from '../../../lib/api-client.ts';

export const usersKeys = { all: ['users'] as const, list: (query: UserListQuery) => [...usersKeys.all, 'list', query] as const };

export const getUsers = (query: UserListQuery, signal?: AbortSignal) => api('/users', { query, schema: userListSchema, signal });

export const usersQueryOptions = (query: UserListQuery) => queryOptions({
  queryKey: usersKeys.list(query),
  queryFn: ({ signal }) => getUsers(query, signal),
  placeholderData: keepPreviousData,
});

export const useUsers = (query: UserListQuery) => useQuery(usersQueryOptions(query));

/** The dialogs show the server's refusal themselves (an email that has an account, the last-admin rule). */
export function useInviteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteUserBody) => api('/users', { method: 'POST', body, schema: userSchema }),
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }),
  });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateUserBody }) =>
      api(`/users/${encodeURIComponent(id)}`, { method: 'PATCH', body, schema: userSchema }),
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }),
  });
}
