import { expect, test } from '@playwright/test';
import { signIn } from './support/session.ts';

for (const [label, viewport] of [['desktop', { width: 1440, height: 900 }], ['narrow', { width: 390, height: 844 }]] as const) {
  test(`screenshots ${label}`, async ({ page }) => {
    test.slow();
    await signIn(page, 'staff');
    await page.setViewportSize(viewport);
    await page.goto('/official-championships');
    await expect(page.getByRole('article').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `/tmp/shots/championships-list-${label}.png`, fullPage: true });
    await page.getByRole('article', { name: 'Premier League Predictor' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.screenshot({ path: `/tmp/shots/championships-delete-dialog-${label}.png` });
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('article', { name: 'Premier League Predictor' }).getByRole('link', { name: 'Edit' }).click();
    await expect(page.getByLabel('Championship Name')).toHaveValue('Premier League Predictor');
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `/tmp/shots/championships-editor-edit-${label}.png`, fullPage: true });
    await page.getByRole('region', { name: 'Prizes' }).getByRole('button', { name: 'Edit Prize' }).first().click();
    await page.getByRole('region', { name: 'Prizes' }).screenshot({ path: `/tmp/shots/championships-prize-form-${label}.png` });
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('region', { name: 'Questions' }).getByRole('button', { name: 'Edit Question' }).first().click();
    await page.getByRole('region', { name: 'Questions' }).getByRole('tab', { name: 'RO' }).click();
    await page.getByRole('region', { name: 'Questions' }).screenshot({ path: `/tmp/shots/championships-question-form-${label}.png` });
    await page.goto('/official-championship/new');
    await expect(page.getByRole('heading', { name: 'Create Official Championship' })).toBeVisible();
    await page.getByRole('button', { name: 'Create Championship' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `/tmp/shots/championships-editor-new-${label}.png`, fullPage: true });
  });
}
