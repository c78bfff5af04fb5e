import { ConfigError, parseEnv } from './config/env.ts';
import { resolveJwtSecret } from './config/secrets.ts';
import { resolveDemoPassword } from './config/demo-credentials.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { DataDirModeError, makeDataDirPrivate } from './lib/private-files.ts';

/** Starts the server: config → database (migrated, seeded on first start) → app → listen. */
async function main() {
  const config = parseEnv();
  makeDataDirPrivate(config.dataDir);
  // The app (Fastify, the database drivers, every route) loads once the configuration is known to
  // be good: a bad value is told in a fraction of a second, not after loading all of it.
  const [{ openDatabase }, { buildApp }, { seedDemo }, { DEMO_ACCOUNTS }] = await Promise.all([
    import('./db/client.ts'),
    import('./app.ts'),
    import('./seed/index.ts'),
    import('./seed/seed-accounts.ts'),
  ]);
  // The app's logger exists once the app is built; a connection lost before that goes to stderr.
  let warn = (details: object): void => {
    process.stderr.write(`database connection lost: ${JSON.stringify(details)}\n`);
  };
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.dataDir + '/db',
    connectTimeoutMs: config.DB_CONNECT_TIMEOUT_MS,
    statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
    onConnectionError: (details) => warn(details),
  });
  await database.migrate();
  const app = await buildApp({ config, database, jwtSecret: resolveJwtSecret(config.JWT_SECRET, config.dataDir) });

  warn = (details) => app.log.warn({ db: details }, 'database connection lost; the next query opens a new one');

  let demoPassword: string | undefined;
  if (config.SEED === 'demo') {
    demoPassword = resolveDemoPassword(config.DEMO_PASSWORD, config.dataDir);
    const seeded = await seedDemo(database.db, { password: demoPassword });
    if (seeded) app.log.info('demo data created');
  }

  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'closing');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void close('SIGTERM'));
  process.on('SIGINT', () => void close('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const url = `http://localhost:${config.PORT}`;
  const lines = [
    ``,
    `  Matchday Console is running at ${url}`,
    `  Database: ${database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}/db` : 'PostgreSQL (DATABASE_URL)'}`,
  ];
  if (demoPassword) {
    lines.push(`  Demo accounts (password: ${demoPassword}):`);
    for (const account of DEMO_ACCOUNTS) lines.push(`    ${account.role.padEnd(6)} ${account.email}`);
  }
  process.stdout.write(lines.join('\n') + '\n\n');
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof DataDirModeError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});
