import { servicePlugin } from './service-plugin.ts';
import { createAccountBarsService, type AccountBarsService } from '../../../services/account-bars/account-bars.ts';

declare module 'fastify' {
  interface FastifyInstance {
    accountBars: AccountBarsService;
  }
}

/** The bars an account holds a role in, and an owner's new bars (Pending, for the admins' review). */
export const accountBarsServicePlugin = servicePlugin(
  'accountBars',
  (app) => createAccountBarsService(app.db, { consoleUrl: app.publicUrl }),
  { name: 'account-bars-service', dependencies: ['core'] },
);
