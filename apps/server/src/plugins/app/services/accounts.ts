import { servicePlugin } from './service-plugin.ts';
import { createAccountsService, type AccountsService } from '../../../services/auth/accounts-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    accounts: AccountsService;
  }
}

export const accountsServicePlugin = servicePlugin('accounts', (app) => createAccountsService(app.db, app.accessTokens, { consoleUrl: app.publicUrl }), { name: 'accounts-service', dependencies: ['core', 'access-tokens'] });
