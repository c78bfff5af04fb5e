import { mkdtemp, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import { parseEnv } from '../apps/server/src/config/env.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { buildApp } from '../apps/server/src/app.ts';
import { seedDemo } from '../apps/server/src/seed/index.ts';
import { bars } from '../apps/server/src/db/schema/index.ts';

/** The demo accounts' password in the benchmarks' databases. */
export const BENCH_PASSWORD = 'Bench-Passw0rd';
export const WEB_DIST = path.resolve(
  process.env['BENCH_WEB_DIST'] ?? path.join(import.meta.dirname, '../apps/web/dist'),
);

/**
 * A production server of the built console on the demo data, in a folder of its own, listening on a
 * free port; with the addresses of an accepted bar's page, a coming match shown in Paris and the
 * published championship under way, which the web benchmarks open.
 */
export async function startConsoleServer() {
  if (!existsSync(path.join(WEB_DIST, 'index.html')))
    throw new Error(`no built console in ${WEB_DIST}: run npm run build first`);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'matchday-bench-web-'));
  const database = await openDatabase({ dataDir: path.join(dir, 'db') });
  await database.migrate();
  await seedDemo(database.db, { password: BENCH_PASSWORD });
  const [accepted] = await database.db
    .select({ slug: bars.slug })
    .from(bars)
    .where(and(eq(bars.status, 'accepted'), isNull(bars.trashedAt)))
    .orderBy(bars.name)
    .limit(1);
  const config = parseEnv({ NODE_ENV: 'production', DATA_DIR: dir, LOG_LEVEL: 'silent', SEED: 'none', WEB_DIST });
  const app = await buildApp({
    config,
    database,
    jwtSecret: 'bench-secret-that-is-long-enough-for-hs256-0123456789',
    logger: false,
  });
  const shown = (await app.inject({ method: 'GET', url: '/api/public/matches?city=Paris&pageSize=1' })).json<{
    matches: { id: string }[];
  }>();
  const playable = (await app.inject({ method: 'GET', url: '/api/play/championships' })).json<{
    championships: { id: string }[];
  }>();
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    base,
    paths: {
      bar: `/b/${accepted?.slug ?? ''}`,
      match: `/watch/${shown.matches[0]?.id ?? ''}`,
      game: `/play/${playable.championships[0]?.id ?? ''}`,
    },
    async close() {
      await app.close();
      await database.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
