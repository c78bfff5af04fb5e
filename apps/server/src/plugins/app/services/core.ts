import fp from 'fastify-plugin';
import type { AppConfig } from '../../../config/env.ts';
import type { Database, DatabaseHandle } from '../../../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: DatabaseHandle;
    db: Database;
    /** Base of links written into mails (PUBLIC_URL, else this server's own address). */
    publicUrl: string;
  }
}

export type CoreOptions = { config: AppConfig; database: DatabaseHandle };

/** What every service plugin builds on: the parsed config and the open database. */
export const corePlugin = fp<CoreOptions>(
  async (app, { config, database }) => {
    app.decorate('config', config);
    app.decorate('database', database);
    app.decorate('db', database.db);
    app.decorate('publicUrl', (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, ''));
  },
  { name: 'core' },
);
