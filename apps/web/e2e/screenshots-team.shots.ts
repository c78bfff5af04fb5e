import { expect, test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { signIn } from './support/session.ts';
import { SHOTS_DIR } from './support/shots-dir.ts';

mkdirSync(SHOTS_DIR, { recursive: true });

for (const [name, size] of [
  ['desktop', { width: 1440, height: 900 }],
  ['narrow', { width: 390, height: 844 }],
] as const) {
  test(`shots team ${name}`, async ({ page }) => {
    await signIn(page, 'owner');
    await page.setViewportSize(size);
    await page.goto('/team');
    await expect(page.getByRole('heading', { name: 'Team' })).toBeVisible();
    await page.getByLabel(/^Email/).fill(`shot.${name}.${Date.now()}@example.com`);
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByRole('table', { name: 'Team' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS_DIR}/team-${name}.png`, fullPage: true });
  });
}
