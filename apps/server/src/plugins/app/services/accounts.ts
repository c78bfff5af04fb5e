import fp from 'fastify-plugin';
import { createAccountsService, type AccountsService } from '../../../services/auth/accounts-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    accounts: AccountsService;
  }
}

export const accountsServicePlugin = fp(async (app) => {
  app.decorate('accounts', createAccountsService(app.db, app.accessTokens));
}, { name: 'accounts-service', dependencies: ['core', 'access-tokens'] });
