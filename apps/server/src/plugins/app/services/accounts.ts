import { servicePlugin } from './service-plugin.ts';
import { createAccountsService, type AccountsService } from '../../../services/auth/accounts-service.ts';
import { createFanAccount, type FanAccount } from '../../../services/auth/fan-account.ts';

declare module 'fastify' {
  interface FastifyInstance {
    accounts: AccountsService;
    fanAccount: FanAccount;
  }
}

export const accountsServicePlugin = servicePlugin(
  'accounts',
  (app) => createAccountsService(app.db, app.accessTokens, { consoleUrl: app.publicUrl }),
  { name: 'accounts-service', dependencies: ['core', 'access-tokens'] },
);

/** A fan's own account on the fans' side (/play/account). */
export const fanAccountServicePlugin = servicePlugin('fanAccount', (app) => createFanAccount(app.db, app.publicUrl), {
  name: 'fan-account-service',
  dependencies: ['core'],
});
