import { defineConfig } from '@playwright/test';
import { findJourneyBrowser, NO_CHROMIUM_MESSAGE } from './scripts/find-chromium.ts';
import { E2E } from './apps/web/e2e/support/e2e-config.ts';

const chromium = findJourneyBrowser();
if (!chromium) throw new Error(NO_CHROMIUM_MESSAGE);

export default defineConfig({
  testDir: 'apps/web/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: `.tmp/e2e-${E2E.port}/results`,
  // Journeys are independent (each makes its own data), so any two may run side by side.
  fullyParallel: true,
  // Three at a time on two cores: a journey spends much of its time waiting (on the server, on
  // timers, on the other journeys), so a third keeps the cores busy. Measured on the whole suite:
  // 330 s with 2 workers, 262 s with 3, 278 s with 4 (docs/decisions/013-test-run-speed.md).
  workers: Number(process.env['E2E_WORKERS'] ?? 3),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: `.tmp/e2e-${E2E.port}/playwright.json` }]],
  use: {
    baseURL: E2E.baseUrl,
    // A failed journey keeps its trace (DOM snapshots of every step, the sources). The trace's
    // screencast is left out: on two cores it cost about 40% of the run's CPU (125 s against
    // 81 s for the same journeys); the screenshot taken at the failure stays.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
    viewport: { width: 1440, height: 900 },
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node scripts/e2e-server.ts',
    url: `${E2E.baseUrl}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
