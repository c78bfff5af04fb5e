import fp from 'fastify-plugin';
import { createUsersService, type UsersService } from '../../../services/users/users-service.ts';
import { sendPasswordLinkMail } from '../../../services/auth/password-link-mail.ts';

declare module 'fastify' {
  interface FastifyInstance {
    users: UsersService;
  }
}

export const usersServicePlugin = fp(async (app) => {
  app.decorate('users', createUsersService(app.db, app.accounts, (link) => sendPasswordLinkMail(app.mailer, app.publicUrl, link)));
}, { name: 'users-service', dependencies: ['services'] });
