import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { openSignedIn } from './support/session.ts';
import { SHOTS_DIR } from './support/shots-dir.ts';

const DIR = `${SHOTS_DIR}/reference-data`;
mkdirSync(DIR, { recursive: true });

const SIZES = [
  ['desktop', { width: 1280, height: 900 }],
  ['narrow', { width: 390, height: 844 }],
] as const;
const LOOKS = [
  { language: 'en', theme: 'light', layout: 'full-width' },
  { language: 'en', theme: 'dark', layout: 'full-width' },
  { language: 'ar', theme: 'dark', layout: 'framed' },
] as const;
const PAGES = [
  { path: '/teams', rows: 'team-row' },
  { path: '/competitions', rows: 'competition-row' },
  { path: '/languages', rows: 'language-row' },
] as const;

async function prefer(page: Page, p: { language: string; theme: string; layout: string }) {
  await page.evaluate((v) => window.localStorage.setItem('preferences', JSON.stringify(v)), p);
}

/**
 * The reference data pages (decision 058): every page in English light; /teams also dark and in Arabic, with its merge
 * dialog.
 */
for (const look of LOOKS) {
  for (const [size, viewport] of SIZES) {
    for (const shown of look.language === 'en' && look.theme === 'light' ? PAGES : PAGES.slice(0, 1)) {
      test(`${shown.path}, ${look.language} ${look.theme} (${size})`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await openSignedIn(page, 'admin', shown.path);
        await prefer(page, look);
        await page.reload();
        await expect(page.getByTestId(shown.rows).first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        const name = `${shown.path.slice(1)}-${look.language}-${look.theme}-${size}`;
        await page.screenshot({ path: `${DIR}/${name}.png`, fullPage: size === 'desktop' });
        if (shown.path !== '/teams') return;
        await page.getByTestId('team-row').first().getByRole('button').last().click();
        await page.getByRole('menuitem').last().click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await page.getByRole('dialog').getByRole('combobox').click();
        await expect(page.getByRole('option').first()).toBeVisible();
        await page.screenshot({ path: `${DIR}/${name}-merge.png` });
      });
    }
  }
}
