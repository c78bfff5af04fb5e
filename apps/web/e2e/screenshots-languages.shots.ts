import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { signIn } from './support/session.ts';
import { SHOTS_DIR } from './support/shots-dir.ts';

mkdirSync(SHOTS_DIR, { recursive: true });

const SIZES = [
  ['desktop', { width: 1440, height: 900 }],
  ['narrow', { width: 390, height: 844 }],
] as const;
const TOURS = [
  { role: 'owner', path: '/matches', language: 'ar', theme: 'light', layout: 'full-width' },
  { role: 'owner', path: '/edit-bar', language: 'es', theme: 'semi-dark', layout: 'framed' },
  { role: 'admin', path: '/bars', language: 'ar', theme: 'dark', layout: 'full-width' },
  { role: 'admin', path: '/matches', language: 'fr', theme: 'dark', layout: 'boxed' },
  { role: 'staff', path: '/official-championships', language: 'it', theme: 'light', layout: 'full-width' },
  { role: 'staff', path: '/scan-qr-code', language: 'ar', theme: 'semi-dark', layout: 'full-width' },
] as const;

async function prefer(page: Page, p: { language: string; theme: string; layout: string }) {
  await page.evaluate((v) => window.localStorage.setItem('preferences', JSON.stringify(v)), p);
}

for (const tour of TOURS) {
  for (const [size, viewport] of SIZES) {
    test(`${tour.path} in ${tour.language}, ${tour.theme}, ${tour.layout} (${size})`, async ({ page }) => {
      await signIn(page, tour.role);
      await prefer(page, tour);
      await page.setViewportSize(viewport);
      await page.goto(tour.path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const name = `lang-${tour.language}-${tour.theme}-${tour.layout}${tour.path.replaceAll('/', '-')}-${size}`;
      await page.screenshot({ path: `${SHOTS_DIR}/${name}.png` });
    });
  }
}
