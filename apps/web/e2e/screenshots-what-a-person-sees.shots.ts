import { expect, test, type Page } from '@playwright/test';
import { SHOTS_DIR } from './support/shots-dir.ts';
import { mkdirSync } from 'node:fs';
import { openSignedIn, type DemoRole } from './support/session.ts';

/** Decision 052's screens at 1440 and 390 px, light, dark and Arabic (`npm run screenshots`), into SHOTS_DIR/052. */
const DIR = `${SHOTS_DIR}/052`;
mkdirSync(DIR, { recursive: true });

const SIZES = [
  ['desktop', { width: 1440, height: 900 }],
  ['narrow', { width: 390, height: 844 }],
] as const;
const LOOKS = [
  { language: 'en', theme: 'light', layout: 'full-width' },
  { language: 'en', theme: 'dark', layout: 'boxed' },
  { language: 'ar', theme: 'dark', layout: 'framed' },
] as const;
const PAGES: { role: DemoRole; path: string }[] = [
  { role: 'owner', path: '/edit-bar' },
  { role: 'admin', path: '/audit' },
  { role: 'admin', path: '/bars' },
  { role: 'admin', path: '/users' },
  { role: 'owner', path: '/matches' },
];

async function prefer(page: Page, p: { language: string; theme: string; layout: string }) {
  await page.evaluate((v) => window.localStorage.setItem('preferences', JSON.stringify(v)), p);
}

for (const { role, path } of PAGES) {
  for (const look of LOOKS) {
    test(`${path} ${look.theme} ${look.language}`, async ({ page }) => {
      await openSignedIn(page, role, path);
      await prefer(page, look);
      for (const [size, viewport] of SIZES) {
        await page.setViewportSize(viewport);
        await page.reload();
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        const name = `${DIR}/${path.slice(1)}-${look.theme}-${look.language}-${size}`;
        await page.screenshot({ path: `${name}.png`, fullPage: path === '/edit-bar' });
        if (path === '/edit-bar') {
          // Editing: 'Add hours' on the first day, moved onto the hours it already has, and 'Update'.
          await page.locator('form button[type="button"].MuiButton-contained').click();
          const day = page.locator('[role="group"]').first();
          await day.locator('button.MuiButton-text').first().click();
          await day.locator('button.MuiButton-text').first().click();
          const opens = day.locator('input').nth(2);
          await opens.fill(await day.locator('input').nth(0).inputValue());
          await page.locator('form button[type="submit"]').click();
          await page.screenshot({ path: `${name}-editing.png`, fullPage: true });
        }
      }
    });
  }
}
