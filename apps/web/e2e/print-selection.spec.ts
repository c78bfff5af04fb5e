import { expect, test } from '@playwright/test';
import { openSignedIn } from './support/session.ts';

test('printing the bars list with a selection prints the selected rows only; without one, every row', async ({
  page,
}) => {
  await openSignedIn(page, 'admin', '/bars');
  const rows = page.getByTestId('bar-row');
  await expect(rows.nth(2)).toBeVisible();
  await rows.nth(1).getByRole('checkbox').check();

  await page.emulateMedia({ media: 'print' });
  await expect(rows.nth(1)).toBeVisible();
  await expect(rows.nth(0)).toBeHidden();
  await expect(rows.nth(2)).toBeHidden();

  await page.emulateMedia({ media: 'screen' });
  await rows.nth(1).getByRole('checkbox').uncheck();
  await page.emulateMedia({ media: 'print' });
  await expect(rows.nth(0)).toBeVisible();
  await expect(rows.nth(2)).toBeVisible();
});
