/** The server the browser journeys run against: the built console, a fresh embedded database, demo data. */
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { E2E } from '../apps/web/e2e/support/e2e-config.ts';

const root = path.resolve(import.meta.dirname, '..');
const build = spawnSync('npm', ['run', 'build', '-w', '@app/web', '--', '--outDir', E2E.webDist, '--emptyOutDir'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
if (build.status !== 0) process.exit(build.status ?? 1);
rmSync(E2E.dataDir, { recursive: true, force: true });
const server = spawn(process.execPath, [path.join(root, 'apps/server/src/server.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: String(E2E.port),
    DATA_DIR: E2E.dataDir,
    DATABASE_URL: '',
    SMTP_URL: '',
    DEMO_PASSWORD: E2E.password,
    PUBLIC_URL: E2E.baseUrl,
    LOG_LEVEL: 'warn',
    SEED: 'demo',
    WEB_DIST: E2E.webDist,
  },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
