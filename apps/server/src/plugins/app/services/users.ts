import { servicePlugin } from './service-plugin.ts';
import { createUsersService, type UsersService } from '../../../services/users/users-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    users: UsersService;
  }
}

/** Users administration; invitations queue their mail through the accounts service's outbox transaction. */
export const usersServicePlugin = servicePlugin('users', (app) => createUsersService(app.db, app.accounts), {
  name: 'users-service',
  dependencies: ['core', 'accounts-service'],
});
