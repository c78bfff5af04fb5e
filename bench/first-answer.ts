/**
 * How soon a page answers once it is seen: on a CPU slowed 4× (a mid-range
 * phone), each page of the built console is loaded BENCH_TAP_LOADS times (20) at 390×844, signed in
 * as its person; the moment its main control is visible its tap is sent (the browser's own input,
 * as soon as the control can take it: the console keeps a drawn page inert until it is taken over)
 * and the time until the page shows the answer is taken. Prints the median and the worst per page,
 * with the load average and Lighthouse's CPU index of the machine; never passes or fails.
 */
import os from 'node:os';
import { chromium, type Locator, type Page } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { findChromium } from '../scripts/find-chromium.ts';
import { BENCH_PASSWORD, startConsoleServer } from './console-server.ts';

/** What these functions use of an element in the page (this file is type-checked without the DOM's types). */
type PageElement = {
  isConnected: boolean;
  setAttribute(name: string, value: string): void;
  closest(selector: string): unknown;
};

const LOADS = Number(process.env['BENCH_TAP_LOADS'] ?? 20);
type Role = 'owner' | 'admin' | 'staff';

/** A page, its person, its main control and what the page shows once the tap is answered (a test in the page). */
type Target = {
  name: string;
  as: Role | null;
  path: (paths: { game: string }) => string;
  control: (page: Page) => Locator;
  /**
   * Given the control, an expression of the page that is true once the tap's answer shows (a string:
   * this file is type-checked without the DOM's types).
   */
  answered: (control: Locator) => Promise<string>;
};

/** Marks the control, so the answer is read on this very element (React keeps it while it takes the page over). */
const mark = (control: Locator) =>
  control.evaluate((el) => (el as unknown as PageElement).setAttribute('data-bench-tap', ''));

const TARGETS: Target[] = [
  {
    name: 'owner /matches: Broadcast',
    as: 'owner',
    path: () => '/matches',
    control: (page) => page.getByRole('switch', { disabled: false }).first(),
    answered: async (control) => {
      const was = await control.isChecked();
      await mark(control);
      // A switch that warns (a clash of screens) answers with its dialog.
      return `document.querySelector('[data-bench-tap]')?.checked === ${String(!was)} || document.querySelector('[role="dialog"]') !== null`;
    },
  },
  {
    name: 'admin /matches: CREATE NEW',
    as: 'admin',
    path: () => '/matches',
    control: (page) => page.getByRole('button', { name: 'Create New' }),
    answered: async () => `document.querySelector('[role="dialog"]') !== null`,
  },
  {
    name: 'owner /edit-bar: EDIT BAR',
    as: 'owner',
    path: () => '/edit-bar',
    control: (page) => page.getByRole('button', { name: 'Edit Bar' }),
    answered: async () => `[...document.querySelectorAll('button')].some((b) => /update bar/i.test(b.textContent))`,
  },
  {
    name: 'admin /bars: Rejected folder',
    as: 'admin',
    path: () => '/bars',
    // A folder no first load opens (a phone's /bars opens Accepted).
    control: (page) => page.getByRole('button', { name: /^Rejected \d/ }),
    answered: async (control) => {
      await mark(control);
      return `document.querySelector('[data-bench-tap]')?.getAttribute('aria-current') === 'true'`;
    },
  },
  {
    name: 'fan /play/{id}: Sign up',
    as: null,
    path: (paths) => paths.game,
    control: (page) => page.getByRole('banner').getByRole('link', { name: 'Sign up' }),
    answered: async () => `location.pathname === '/play/signup'`,
  },
];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** One load of the page and one tap: milliseconds from the control seen to the answer shown. */
async function oneTap(page: Page, url: string, target: Target): Promise<number> {
  await page.goto(url, { waitUntil: 'commit' });
  const control = target.control(page);
  await control.waitFor({ state: 'visible', timeout: 60_000 });
  const seen = performance.now();
  // A person scrolls to the control first; the time it takes counts against the page.
  await control.scrollIntoViewIfNeeded();
  const answered = await target.answered(control);
  // The tap goes in as soon as the control can take it (outside an inert subtree), as the browser's input.
  const handle = await control.elementHandle();
  await page.waitForFunction(
    (el) => {
      const e = el as unknown as PageElement;
      return e.isConnected && !e.closest('[inert]');
    },
    handle,
    {
      polling: 'raf',
      timeout: 60_000,
    },
  );
  const box = await control.boundingBox();
  if (!box) throw new Error(`${target.name}: the control has no box`);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForFunction(answered, undefined, { polling: 'raf', timeout: 60_000 });
  return performance.now() - seen;
}

export async function runFirstAnswerBench(): Promise<void> {
  const out = (line = '') => process.stdout.write(`${line}\n`);
  const executablePath = process.env['CHROME_PATH'] ?? findChromium();
  if (!executablePath) throw new Error('no Chromium found: set CHROME_PATH');
  const server = await startConsoleServer();
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const indexPage = await browser.newPage();
    await indexPage.goto(`${server.base}/api/health`);
    const cpuIndex = await indexPage.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`);
    await indexPage.close();
    out(
      `First answer: ${LOADS} loads a page at 390×844, CPU slowed 4×; ${os.cpus().length} CPUs, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}, CPU index ${Number(cpuIndex).toFixed(0)} (Lighthouse's, unthrottled)`,
    );
    out(`  ${'page: control'.padEnd(32)}${'median ms'.padStart(10)}${'worst ms'.padStart(10)}`);
    for (const target of TARGETS) {
      // The page's CSP allows no eval, with which Playwright reads the expressions above.
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        baseURL: server.base,
        bypassCSP: true,
      });
      const page = await context.newPage();
      if (target.as) {
        const answer = await page.request.post('/api/authentication/session', {
          data: { email: `${target.as}@example.com`, password: BENCH_PASSWORD, remember: true },
        });
        if (!answer.ok()) throw new Error(`sign-in of ${target.as}: ${answer.status()}`);
        const { csrfToken: _csrf, ...person } = (await answer.json()) as { csrfToken: string };
        await page.goto('/api/health');
        await page.evaluate((login) => localStorage.setItem('login', JSON.stringify(login)), person);
      }
      // One load unslowed first: the console writes the reader cookie the server draws pages for.
      await page.goto(target.path(server.paths));
      await target.control(page).waitFor({ state: 'visible', timeout: 60_000 });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const times: number[] = [];
      for (let load = 0; load < LOADS; load += 1)
        times.push(await oneTap(page, `${server.base}${target.path(server.paths)}`, target));
      out(
        `  ${target.name.padEnd(32)}${median(times).toFixed(0).padStart(10)}${Math.max(...times)
          .toFixed(0)
          .padStart(10)}`,
      );
      await context.close();
    }
    out('Targets: median ≤ 300 ms, worst of 20 ≤ 600 ms.');
  } finally {
    await browser.close();
    await server.close();
  }
}
