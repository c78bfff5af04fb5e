import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { newOwnerAccount, openSignedIn, signInThroughApi } from './support/session.ts';
import { SHOTS_DIR } from './support/shots-dir.ts';

/**
 * Decision 056's screens at 1280 and 390 px, in English and Arabic: a used reset link as its page
 * opens, and the bell of an owner whose bar an admin rejected (with the reason) and sent back.
 */
const DIR = SHOTS_DIR;
mkdirSync(DIR, { recursive: true });

async function inLanguage(page: Page, language: 'en' | 'ar') {
  await page.evaluate(
    (l) =>
      window.localStorage.setItem('preferences', JSON.stringify({ language: l, theme: 'light', layout: 'full-width' })),
    language,
  );
  await page.reload();
}

for (const [name, size] of [
  ['1280', { width: 1280, height: 900 }],
  ['390', { width: 390, height: 844 }],
] as const) {
  test(`shots words ${name}`, async ({ page }) => {
    test.slow();
    await page.setViewportSize(size);
    const owner = await newOwnerAccount(page, `Words Owner ${name}`);
    const record = (await signInThroughApi(page.request, owner)) as { accessToken: string; barId: string };
    const admin = await signInThroughApi(page.request, 'admin');
    const headers = { authorization: `Bearer ${admin.accessToken}` };
    expect(
      (
        await page.request.put('/api/bar', {
          headers,
          data: { bar: { id: record.barId, name: 'Sunset Pub', country: 'Spain' } },
        })
      ).status(),
    ).toBe(200);
    for (const [status, reason] of [
      ['rejected', 'The address could not be verified.'],
      ['pending', ''],
    ] as const) {
      expect(
        (
          await page.request.put('/api/bar/update-status', {
            headers,
            data: { barIds: [record.barId], status, reason },
          })
        ).status(),
      ).toBe(200);
    }

    for (const language of ['en', 'ar'] as const) {
      await page.goto('/api/health');
      await inLanguage(page, language);
      await page.goto('/reset-password?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA&invitation=1');
      await expect(page.getByRole('alert')).toBeVisible();
      await page.screenshot({ path: `${DIR}/reset-used-${language}-${name}.png` });

      await openSignedIn(page, owner, '/edit-bar');
      await inLanguage(page, language);
      await page.getByRole('button', { name: language === 'en' ? /^Notifications, / : /^الإشعارات، / }).click();
      await expect(page.getByRole('dialog').getByRole('list')).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCSS('opacity', '1');
      await page.screenshot({ path: `${DIR}/bell-bar-decision-${language}-${name}.png` });
    }
  });
}
