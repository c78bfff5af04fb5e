import { existsSync } from 'node:fs';

/** Playwright cannot download browsers here: the journeys drive the system's Chromium. */
export function findChromium(): string | null {
  const candidates = [
    process.env['CHROMIUM_PATH'],
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ];
  return candidates.find((c): c is string => !!c && existsSync(c)) ?? null;
}

/**
 * The browser of the journeys: Chromium's headless shell when installed (Debian's
 * chromium-headless-shell, the build Playwright itself runs headless), else the full browser.
 * The full browser in headless mode still runs its own interface's pages; measured on the whole
 * suite, see docs/decisions/013-test-run-speed.md.
 */
export function findJourneyBrowser(): string | null {
  const shell = '/usr/bin/chromium-headless-shell';
  if (!process.env['CHROMIUM_PATH'] && existsSync(shell)) return shell;
  return findChromium();
}

export const NO_CHROMIUM_MESSAGE =
  'No Chromium found for the browser journeys. Install one (on Debian: apt-get install chromium) or set CHROMIUM_PATH.';
