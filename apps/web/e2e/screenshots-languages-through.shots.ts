import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { openSignedIn, signInThroughApi } from './support/session.ts';
import { SHOTS_DIR } from './support/shots-dir.ts';

/** Decision 026: the winner dialog's date picker and the scan result, in French and Chinese. */
mkdirSync(SHOTS_DIR, { recursive: true });

async function prefer(page: Page, language: string) {
  await page.addInitScript((lng) => {
    window.localStorage.setItem('preferences', JSON.stringify({ language: lng, theme: 'light', layout: 'full-width' }));
  }, language);
}

for (const [name, size] of [
  ['desktop', { width: 1440, height: 900 }],
  ['narrow', { width: 390, height: 844 }],
] as const) {
  for (const language of ['fr', 'zh'] as const) {
    test(`shots winner date picker ${language} ${name}`, async ({ page, request }) => {
      const { accessToken } = await signInThroughApi(request, 'staff');
      const answer = await request.get('/api/challenge-winners/championships', {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      const { championships } = (await answer.json()) as { championships: { id: string }[] };
      await prefer(page, language);
      await page.setViewportSize(size);
      await openSignedIn(page, 'staff', `/official-championship/${championships[0]!.id}/winners`);
      await page
        .locator('main button')
        .filter({ hasText: language === 'fr' ? 'Ajouter un gagnant' : /添加|获奖/ })
        .first()
        .click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('combobox').nth(1).click();
      await page.getByRole('option').first().click();
      await dialog
        .locator('button[aria-label]')
        .filter({ has: page.locator('svg') })
        .last()
        .click();
      await expect(page.getByRole('grid')).toBeVisible();
      await page.screenshot({ path: `${SHOTS_DIR}/winner-day-picker-${language}-${name}.png` });
    });
  }

  test(`shots scan already redeemed fr ${name}`, async ({ page }) => {
    await prefer(page, 'fr');
    await page.setViewportSize(size);
    await openSignedIn(page, 'staff', '/scan-qr-code');
    await page.getByLabel('Texte du QR code').fill('AAAAAAAAAAAAAAAAAAAAAAAA');
    await page.getByRole('button', { name: 'Vérifier le code' }).click();
    await expect(page.getByTestId('scan-error')).toBeVisible();
    await page.screenshot({ path: `${SHOTS_DIR}/scan-error-fr-${name}.png`, fullPage: true });
  });
}
