import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { openSignedIn, signInThroughApi, unique } from './support/session.ts';
import { SHOTS_DIR } from './support/shots-dir.ts';

mkdirSync(SHOTS_DIR, { recursive: true });

const SIZES = [
  ['desktop', { width: 1440, height: 900 }],
  ['narrow', { width: 390, height: 844 }],
] as const;
const LAYOUTS = [
  { language: 'en', theme: 'light', layout: 'full-width' },
  { language: 'en', theme: 'light', layout: 'boxed' },
  { language: 'ar', theme: 'dark', layout: 'framed' },
] as const;

async function prefer(page: Page, p: { language: string; theme: string; layout: string }) {
  await page.evaluate((v) => window.localStorage.setItem('preferences', JSON.stringify(v)), p);
}

for (const path of ['/users', '/audit'] as const) {
  for (const look of LAYOUTS) {
    for (const [size, viewport] of SIZES) {
      test(`${path} ${look.layout} ${look.language} (${size})`, async ({ page }) => {
        await page.setViewportSize(viewport);
        if (path === '/audit') {
          // Something for the log to show: an invitation (an account and its team-less user row).
          const { accessToken } = await signInThroughApi(page.request, 'admin');
          const email = `${unique('shot').replace(/\s+/g, '-')}@example.com`;
          const res = await page.request.post('/api/users', {
            data: { email, nickname: 'Shot Person', role: 'staff' },
            headers: { authorization: `Bearer ${accessToken}` },
          });
          expect(res.status()).toBe(201);
        }
        await openSignedIn(page, 'admin', path);
        await prefer(page, look);
        await page.reload();
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        // The audit log with one entry's changes open, as an admin reads it.
        if (path === '/audit') await page.getByTestId('audit-entry').first().getByRole('button').click();
        await page.screenshot({ path: `${SHOTS_DIR}/${path.slice(1)}-${look.layout}-${look.language}-${size}.png` });
      });
    }
  }
}

// The one confirm dialog (components/feedback/confirm-dialog.tsx), as an admin meets it before
// deactivating a colleague.
for (const look of [LAYOUTS[0], LAYOUTS[2]]) {
  for (const [size, viewport] of SIZES) {
    test(`the confirm dialog ${look.language} (${size})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await openSignedIn(page, 'admin', '/users');
      await prefer(page, look);
      await page.reload();
      const row = page.getByRole('row').filter({ hasText: 'staff@example.com' });
      await row
        .getByRole('button', { name: /^(Actions for|.+)/ })
        .last()
        .click();
      await page.getByRole('menuitem').last().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      // Once it has faded in (the shot shows what a person reads, not the transition).
      await page.evaluate(() => Promise.allSettled(document.getAnimations().map((a) => a.finished)));
      await page.screenshot({ path: `${SHOTS_DIR}/confirm-dialog-${look.language}-${size}.png` });
    });
  }
}
