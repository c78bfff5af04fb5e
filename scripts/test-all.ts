/**
 * `npm test`: every suite — contract, server (PGlite, and PostgreSQL when TEST_DATABASE_URL is
 * set), web components, then the browser journeys in Chromium — and one closing line of totals.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { findChromium, NO_CHROMIUM_MESSAGE } from './find-chromium.ts';
import { E2E } from '../apps/web/e2e/support/e2e-config.ts';

const root = path.resolve(import.meta.dirname, '..');
const tmp = path.join(root, '.tmp');
mkdirSync(tmp, { recursive: true });

if (!findChromium()) {
  process.stderr.write(`${NO_CHROMIUM_MESSAGE}\n`);
  process.exit(1);
}

const bin = (name: string) => path.join(root, 'node_modules/.bin', name);
const vitestJson = path.join(tmp, 'vitest.json');
const playwrightJson = path.join(tmp, `e2e-${E2E.port}`, 'playwright.json');
rmSync(vitestJson, { force: true });
rmSync(playwrightJson, { force: true });

const extra = process.argv.slice(2);
const runVitest = () =>
  spawnSync(
    bin('vitest'),
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`, ...extra],
    { cwd: root, stdio: 'inherit' },
  );
let vitest = runVitest();
// V8 itself can abort the process that holds the test workers: PGlite's WebAssembly, compiled
// and freed file after file on two threads, races V8's process-wide JIT page registry ("Check
// failed: jit_page_->allocations_.erase(addr) == 1", nodejs/node#64500; no Node release fixes
// it). The process then dies of a signal with no report, having run no test to a failure. Such
// a run, and only such a run, is repeated once, saying so; a failing test is never retried.
if (vitest.signal) {
  process.stderr.write(
    `\nThe test process was killed by ${vitest.signal} (a V8 abort, not a test failure): running the unit and integration suites once more.\n\n`,
  );
  rmSync(vitestJson, { force: true });
  vitest = runVitest();
}
const playwright = spawnSync(bin('playwright'), ['test'], { cwd: root, stdio: 'inherit' });

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
}
const v = readJson<{ numPassedTests: number; numFailedTests: number }>(vitestJson);
const p = readJson<{ stats: { expected: number; unexpected: number; flaky: number } }>(playwrightJson);
const passed = (v?.numPassedTests ?? 0) + (p?.stats.expected ?? 0) + (p?.stats.flaky ?? 0);
let failed = (v?.numFailedTests ?? 0) + (p?.stats.unexpected ?? 0);
// A suite that crashed before reporting counts as a failure, never as a pass.
if (vitest.status !== 0 && (v?.numFailedTests ?? 0) === 0) failed += 1;
if (playwright.status !== 0 && (p?.stats.unexpected ?? 0) === 0) failed += 1;

process.stdout.write(
  `\nunit+integration: ${v?.numPassedTests ?? 0} passed, ${v?.numFailedTests ?? 0} failed; browser journeys: ${p?.stats.expected ?? 0} passed, ${p?.stats.unexpected ?? 0} failed\n`,
);
process.stdout.write(`${passed} passed, ${failed} failed\n`);
process.exit(vitest.status === 0 && playwright.status === 0 ? 0 : 1);
