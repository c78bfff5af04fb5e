import { test } from '@playwright/test';
import { signIn } from './support/session.ts';

for (const [size, viewport] of [['narrow', { width: 390, height: 844 }]] as const) {
  test(`bars admin screenshots ${size}`, async ({ page }) => {
    test.setTimeout(240_000);
    await signIn(page, 'admin');
    await page.setViewportSize(viewport);
    await page.goto('/bars');
    await page.getByTestId('bar-row').first().waitFor();
    const shot = (name: string, fullPage = false) => page.screenshot({ path: `/tmp/shots/bars-admin-${size}-${name}.png`, fullPage });
    await shot('list');
    await shot('list-full', true);
    await page.getByTestId('bar-row').first().locator('td').nth(4).click();
    await page.getByRole('dialog').getByText('Status history').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Reject' }).click();
    await shot('detail');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Create New' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await shot('form-validation');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Add label' }).click();
    await page.getByRole('form', { name: 'Create label' }).waitFor();
    await shot('label-editor');
    await page.keyboard.press('Escape');
    await page.getByTestId('bar-row').nth(0).getByRole('checkbox').check();
    await page.getByTestId('bar-row').nth(1).getByRole('checkbox').check();
    await shot('toolbar');
    await page.getByRole('toolbar').getByRole('button', { name: 'Labels' }).click();
    await page.getByRole('group', { name: 'Apply labels' }).waitFor();
    await shot('apply-labels');
    await page.keyboard.press('Escape');
    await page.getByRole('toolbar').getByRole('button', { name: 'Reject' }).click();
    await shot('status-dialog');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Clear selection' }).click();
    await page.getByRole('textbox', { name: 'Search Bar...' }).fill('zzzz-nothing');
    await page.getByText('No bars found').waitFor();
    await shot('empty');
    await page.getByRole('group', { name: 'Folders' }).getByRole('button', { name: /^Pending/ }).click();
    await page.getByTestId('bar-row').first().waitFor();
    await page.emulateMedia({ media: 'print' });
    await shot('print', true);
  });
}
