import fp from 'fastify-plugin';
import type { AppConfig } from '../../config/env.ts';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import { createAccessTokens, type AccessTokens } from '../../services/auth/access-tokens.ts';
import { createAccountsService, type AccountsService } from '../../services/auth/accounts-service.ts';
import { createThrottle, type Throttle } from '../../services/throttle.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: DatabaseHandle;
    db: Database;
    accessTokens: AccessTokens;
    accounts: AccountsService;
    throttle: Throttle;
    /** Base of links written into mails (PUBLIC_URL, else this server's own address). */
    publicUrl: string;
  }
}

export type ServicesOptions = { config: AppConfig; database: DatabaseHandle; jwtSecret: string };

/** The app's shared services, built once and decorated on the instance (no module-level singletons). */
export const servicesPlugin = fp<ServicesOptions>(async (app, { config, database, jwtSecret }) => {
  const accessTokens = createAccessTokens(jwtSecret);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('accessTokens', accessTokens);
  const publicUrl = (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');
  app.decorate('accounts', createAccountsService(database.db, accessTokens, { consoleUrl: publicUrl }));
  app.decorate('throttle', createThrottle(database.db));
  app.decorate('publicUrl', publicUrl);
}, { name: 'services' });
