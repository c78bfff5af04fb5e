import { expect, test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { openSignedIn } from './support/session.ts';
import { SHOTS_DIR } from './support/shots-dir.ts';

mkdirSync(SHOTS_DIR, { recursive: true });

/** Decision 020's screens at desktop and phone width: /login, the owner's /matches table, /scan-qr-code. */
for (const [name, size] of [
  ['desktop', { width: 1440, height: 900 }],
  ['narrow', { width: 390, height: 844 }],
] as const) {
  test(`phone-first shots ${name}`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS_DIR}/phone-login-${name}.png` });
    await openSignedIn(page, 'owner', '/matches');
    if (name === 'narrow') await page.getByRole('button', { name: 'Table view' }).click();
    await expect(page.getByRole('table', { name: 'Matches list' }).getByRole('switch').first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS_DIR}/phone-matches-table-${name}.png` });
    await page.goto('/scan-qr-code');
    await expect(page.getByText('Please Scan QR code for prize')).toBeVisible();
    await page.screenshot({ path: `${SHOTS_DIR}/phone-scan-${name}.png` });
  });
}
