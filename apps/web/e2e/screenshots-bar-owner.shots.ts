import { expect, test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { signIn } from './support/session.ts';
import { SHOTS_DIR } from './support/shots-dir.ts';

mkdirSync(SHOTS_DIR, { recursive: true });

for (const [name, size] of [
  ['desktop', { width: 1440, height: 900 }],
  ['narrow', { width: 390, height: 844 }],
] as const) {
  test(`shots ${name}`, async ({ page }) => {
    await signIn(page, 'owner');
    await page.setViewportSize(size);
    await page.goto('/edit-bar');
    await expect(page.getByLabel('Bar Name', { exact: true })).toHaveValue(/./);
    await page.screenshot({ path: `${SHOTS_DIR}/bar-owner-edit-bar-${name}.png`, fullPage: true });
    await page.getByRole('button', { name: 'Edit Bar' }).click();
    await page.getByLabel('Website', { exact: true }).fill('nope');
    await page.getByRole('button', { name: 'Update Bar' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await page.screenshot({ path: `${SHOTS_DIR}/bar-owner-edit-bar-invalid-${name}.png`, fullPage: true });
    await page.goto('/matches');
    await expect(page.getByText('(Scheduled)').first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS_DIR}/bar-owner-matches-${name}.png`, fullPage: false });
    await page.goto('/matches?status=live');
    await expect(page.getByText(/\((Live|Half time)\)/).first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS_DIR}/bar-owner-matches-live-${name}.png`, fullPage: false });
    await page.goto('/matches?status=past');
    await expect(page.getByText('(Full time)').first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS_DIR}/bar-owner-matches-past-${name}.png`, fullPage: false });
    await page.goto('/matches?q=zzzz');
    await expect(page.getByText('No matches found')).toBeVisible();
    await page.screenshot({ path: `${SHOTS_DIR}/bar-owner-matches-empty-${name}.png`, fullPage: false });
    if (name === 'desktop') {
      await page.setViewportSize({ width: 700, height: 900 });
      await page.goto('/matches');
      await expect(page.getByRole('article').first()).toBeVisible();
      await page.screenshot({ path: `${SHOTS_DIR}/bar-owner-matches-grid-700.png`, fullPage: false });
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.getByRole('button', { name: 'Grid view' }).click();
      await page.screenshot({ path: `${SHOTS_DIR}/bar-owner-matches-grid-desktop.png`, fullPage: false });
    }
  });
}
