import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyServerOptions, InjectOptions } from 'fastify';
import type { LoginRecord } from '@app/contract/auth';
import { parseEnv } from '../../src/config/env.ts';
import { buildApp } from '../../src/app.ts';
import { seedDemo } from '../../src/seed/index.ts';
import type { DatabaseHandle } from '../../src/db/client.ts';
import type { OutboxRecord } from '../../src/services/mail/mailer.ts';
import { openTestDatabase } from './test-database.ts';

export { DEMO_PASSWORD } from './database-templates.ts';
import { DEMO_PASSWORD } from './database-templates.ts';

export type TestApp = {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** PostgreSQL only: the URL of this test's database, for a second connection pool. */
  databaseUrl?: string;
  db: DatabaseHandle['db'];
  outboxDir: string;
  /** Signs in and returns the login record (throws if the answer is not 200). */
  signIn(email: string, password?: string): Promise<LoginRecord>;
  /** inject() with the bearer token of `as` (a login record) when given. */
  request(options: InjectOptions & { as?: LoginRecord }): Promise<Awaited<ReturnType<FastifyInstance['inject']>>>;
  /** Delivers every mail due (the sender, as after a request), then reads the outbox folder. */
  outbox(): Promise<OutboxRecord[]>;
  close(): Promise<void>;
};

export type BuildTestAppOptions = {
  seed?: boolean;
  now?: Date;
  /** More settings (e.g. TRUST_PROXY), as environment variables. */
  env?: Record<string, string>;
  /** Collects every log line (parsed JSON) at info level and above, instead of silence. */
  logLines?: Array<Record<string, unknown>>;
  /** A logger of the test's own (overrides logLines). */
  logger?: FastifyServerOptions['logger'];
  /** A database of the test's own (e.g. shared by two instances); closed by the caller. */
  database?: DatabaseHandle;
};

/** The real app on a fresh database (demo data unless seed is false), driven through inject(). */
export async function buildTestApp(options: BuildTestAppOptions = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'matchday-test-'));
  const config = parseEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env['TEST_LOG_LEVEL'] ?? 'silent',
    PUBLIC_URL: 'http://console.test',
    ...options.env,
  });
  // The demo set comes ready-made from this run's template, unless a test needs it seeded at its own `now`.
  const ownDatabase = !options.database;
  const database: DatabaseHandle & { url?: string } =
    options.database ?? (await openTestDatabase(options.seed !== false && !options.now ? 'demo' : 'empty'));
  if (ownDatabase && options.seed !== false && options.now)
    await seedDemo(database.db, { password: DEMO_PASSWORD, now: options.now });
  const lines = options.logLines;
  const logger =
    options.logger ??
    (lines
      ? {
          level: 'info',
          stream: {
            write: (line: string) => {
              lines.push(JSON.parse(line) as Record<string, unknown>);
            },
          },
        }
      : undefined);
  const app = await buildApp({
    config,
    database,
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256-0123456789',
    ...(logger ? { logger } : {}),
  });
  await app.ready();

  const request: TestApp['request'] = async ({ as, headers, ...rest }) =>
    app.inject({ ...rest, headers: { ...headers, ...(as ? { authorization: `Bearer ${as.accessToken}` } : {}) } });

  return {
    app,
    database,
    ...(database.url ? { databaseUrl: database.url } : {}),
    db: database.db,
    outboxDir: config.outboxDir,
    request,
    async signIn(email, password = DEMO_PASSWORD) {
      const res = await app.inject({ method: 'POST', url: '/api/authentication/signin', payload: { email, password } });
      if (res.statusCode !== 200) throw new Error(`sign-in of ${email} answered ${res.statusCode}: ${res.body}`);
      return res.json<LoginRecord>();
    },
    async outbox() {
      await app.mailSender.flush();
      const files = await readdir(config.outboxDir).catch(() => [] as string[]);
      const records = await Promise.all(
        files
          .filter((f) => f.endsWith('.json'))
          .sort()
          .map(async (f) => JSON.parse(await readFile(path.join(config.outboxDir, f), 'utf8')) as OutboxRecord),
      );
      return records;
    },
    async close() {
      await app.close();
      if (ownDatabase) await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
