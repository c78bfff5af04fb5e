import { expect, test, type Page } from '@playwright/test';
import { SHOTS_DIR } from './support/shots-dir.ts';
import { mkdirSync } from 'node:fs';
import { openSignedIn, type DemoRole } from './support/session.ts';

/** The lists at four widths in the three layouts (`npm run screenshots`), into SHOTS_DIR/lists. */
const DIR = `${SHOTS_DIR}/lists`;
mkdirSync(DIR, { recursive: true });

const WIDTHS = [390, 768, 1280, 1440] as const;
const LAYOUTS = ['full-width', 'boxed', 'framed'] as const;
const LISTS: { role: DemoRole; path: string }[] = [
  { role: 'admin', path: '/bars' },
  { role: 'admin', path: '/users' },
  { role: 'admin', path: '/matches' },
  { role: 'owner', path: '/team' },
  { role: 'owner', path: '/matches' },
];

async function prefer(page: Page, p: { language: string; theme: string; layout: string }) {
  await page.evaluate((v) => window.localStorage.setItem('preferences', JSON.stringify(v)), p);
}

for (const { role, path } of LISTS) {
  for (const layout of LAYOUTS) {
    test(`${role} ${path} ${layout}`, async ({ page }) => {
      await openSignedIn(page, role, path);
      await prefer(page, {
        language: process.env['SHOT_LANGUAGE'] ?? 'en',
        theme: process.env['SHOT_THEME'] ?? 'light',
        layout,
      });
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await page.reload();
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: `${DIR}/${role}${path.replaceAll('/', '-')}-${layout}-${width}.png` });
      }
    });
  }
}
