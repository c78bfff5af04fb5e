/** The server the browser journeys run against: the built console, a fresh embedded database, demo data. */
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { E2E } from '../apps/web/e2e/support/e2e-config.ts';
import { recordedSeason, recordedStory, startReplayServer } from '@app/feed-replay/replay-server';

const root = path.resolve(import.meta.dirname, '..');
const build = spawnSync('npm', ['run', 'build', '-w', '@app/web', '--', '--outDir', E2E.webDist, '--emptyOutDir'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
});
if (build.status !== 0) process.exit(build.status ?? 1);
rmSync(E2E.dataDir, { recursive: true, force: true });
// The fixtures feed's provider for the data-feed journey: the recorded season, its days around
// today (decision 050). Synced only when a journey presses Sync now.
const today = new Date();
const replay = await startReplayServer({
  season: recordedSeason(
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) - Date.parse(recordedStory().recordedAt),
  ),
  requestsPerMinute: 1000,
});
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
    // As behind one proxy: journeys that sign up many owners say they come from different clients
    // (support/session.ts newOwnerAccount), or the product's sign-ups per address would refuse them.
    TRUST_PROXY: '1',
    FOOTBALL_DATA_URL: replay.url,
    FEED_CREST_ORIGINS: replay.url,
    FOOTBALL_DATA_TOKEN: 'e2e-replay-token',
    FEED_COMPETITIONS: 'PL,CL',
    FEED_AUTO_SYNC: 'off',
    // The reminder job every few seconds: a journey waits for its mail, not for the production poll.
    REMINDER_POLL_SECONDS: '2',
  },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => {
  void replay.close().then(() => process.exit(code ?? 0));
});
