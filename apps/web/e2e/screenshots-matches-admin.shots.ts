import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/session.ts';
import { SHOTS_DIR } from './support/shots-dir.ts';

const dir = SHOTS_DIR;
mkdirSync(dir, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: `${dir}/matches-admin-${name}.png` });

for (const [size, viewport] of [
  ['desktop', { width: 1440, height: 900 }],
  ['narrow', { width: 390, height: 844 }],
] as const) {
  test(`matches admin screens, ${size}`, async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page, 'admin');
    await page.setViewportSize(viewport);
    await page.goto('/matches');
    await expect(page.getByRole('heading', { name: 'Matches' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /^Select / }).first()).toBeVisible();
    await shot(page, `${size}-list`);

    await page
      .getByRole('checkbox', { name: /^Select / })
      .nth(0)
      .check();
    await page
      .getByRole('checkbox', { name: /^Select / })
      .nth(1)
      .check();
    await shot(page, `${size}-selected`);
    await page
      .getByRole('toolbar', { name: 'Actions on the chosen matches' })
      .getByRole('button', { name: 'Labels' })
      .click();
    await shot(page, `${size}-apply-labels`);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Create New' }).click();
    await page.getByRole('dialog', { name: 'Create Match' }).getByRole('button', { name: 'Create' }).click();
    await shot(page, `${size}-create-invalid`);
    await page.getByRole('dialog', { name: 'Create Match' }).getByRole('button', { name: 'Cancel' }).click();

    const firstMenu = page.getByRole('button', { name: /^Actions for / }).first();
    await firstMenu.click();
    await shot(page, `${size}-row-menu`);
    await page.getByRole('menuitem', { name: 'Details' }).click();
    await expect(page.getByRole('dialog', { name: 'Match details' })).toBeVisible();
    await shot(page, `${size}-detail`);
    await page.getByRole('dialog', { name: 'Match details' }).getByRole('button', { name: 'Close' }).click();

    if (size === 'desktop') {
      await page.getByRole('button', { name: 'Add label' }).click();
      // The editor's form loads on its first opening (use-label-editor.tsx).
      const editor = page.getByRole('form', { name: 'Create label' });
      await expect(editor).toBeVisible();
      // Shown whole: the popover has faded in.
      await expect(page.locator('.MuiPopover-paper').filter({ has: editor })).toHaveCSS('opacity', '1');
      await shot(page, `${size}-label-editor`);
      await page.keyboard.press('Escape');
      await expect(editor).toBeHidden();
      await page.getByRole('button', { name: 'Grid view' }).click();
      await shot(page, `${size}-grid`);
      await page.emulateMedia({ media: 'print' });
      await shot(page, `${size}-print`);
      await page.emulateMedia({ media: 'screen' });
    }

    const edit = await page
      .getByRole('link', { name: /^Edit / })
      .first()
      .getAttribute('href');
    await page.goto(edit ?? '/matches');
    await expect(page.getByRole('dialog', { name: 'Edit Match' })).toBeVisible();
    await shot(page, `${size}-edit-page`);
  });
}
