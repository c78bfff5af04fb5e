import { existsSync } from 'node:fs';

/** Playwright cannot download browsers here: the journeys drive the system's Chromium. */
export function findChromium(): string | null {
  const candidates = [process.env['CHROMIUM_PATH'], '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
  return candidates.find((c): c is string => !!c && existsSync(c)) ?? null;
}

export const NO_CHROMIUM_MESSAGE =
  'No Chromium found for the browser journeys. Install one (on Debian: apt-get install chromium) or set CHROMIUM_PATH.';
