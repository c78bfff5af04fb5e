import type { UserListQuery } from '@app/contract/users';

/** The only place the users admin's query keys are written. */
export const usersKeys = {
  all: ['users'] as const,
  list: (query: UserListQuery) => [...usersKeys.all, 'list', query] as const,
};
