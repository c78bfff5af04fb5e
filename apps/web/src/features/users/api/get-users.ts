import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../../lib/refusal/use-console-query.ts';
import { userListSchema, type UserListQuery } from '@app/contract/users';
import { api } from '../../../lib/api-client.ts';
import { usersKeys } from './users-keys.ts';

const getUsers = (query: UserListQuery, signal?: AbortSignal) =>
  api('/users', { query, schema: userListSchema, signal });

export const usersQueryOptions = (query: UserListQuery) =>
  queryOptions({
    queryKey: usersKeys.list(query),
    queryFn: ({ signal }) => getUsers(query, signal),
    placeholderData: keepPreviousData,
  });

export const useUsers = (query: UserListQuery) => useQuery(usersQueryOptions(query));
