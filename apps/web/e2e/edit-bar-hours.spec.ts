import { expect, test, type Page } from '@playwright/test';
import { nameTheBar } from './support/bar-setup.ts';
import { newOwnerAccount, openSignedIn, signInThroughApi } from './support/session.ts';

/** /edit-bar's one way to edit hours (docs/decisions/052): in the form's edit model, saved with the rest. */

const WEEK = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const field = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true }).and(page.locator('input, textarea'));

test("an owner adds hours beside 16:00–00:00: a free slot is proposed, an overlap is told on Saturday's row until fixed, and the screens typed beside it are kept and saved", async ({
  page,
}) => {
  const owner = await newOwnerAccount(page, 'Hours Owner');
  const { accessToken } = await signInThroughApi(page.request, owner);
  const weekly = Object.fromEntries(
    WEEK.map((d) => [d, d === 'saturday' ? [{ opens: '16:00', closes: '00:00' }] : []]),
  );
  const barId = await nameTheBar(page.request, accessToken, {
    openingHours: { weekly, special: [], temporarilyClosed: false },
  });

  await openSignedIn(page, owner, '/edit-bar');
  const hours = page.getByRole('region', { name: 'Opening hours' });
  // One way to edit: no weekday text fields, the hours read as text until Edit Bar.
  await expect(hours).toContainText('Saturday16:00–00:00');
  await expect(hours.getByRole('textbox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Save hours/ })).toHaveCount(0);

  await page.getByRole('button', { name: 'Edit Bar' }).click();
  const saturday = page.getByRole('group', { name: 'Saturday', exact: true });
  await saturday.getByRole('button', { name: 'Add hours on Saturday' }).click();
  await expect(saturday.getByLabel('Opens').nth(1)).toHaveValue('12:00');
  await expect(saturday.getByLabel('Closes').nth(1)).toHaveValue('15:00');

  // Moved into the evening the first hours cover, with the screens changed beside it.
  await saturday.getByLabel('Opens').nth(1).fill('18:00');
  await saturday.getByLabel('Closes').nth(1).fill('23:00');
  await field(page, 'Screens').fill('3');
  await page.getByRole('button', { name: 'Update Bar' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Saturday: Opening intervals of one day must not overlap' }),
  ).toBeVisible();
  await expect(saturday).toHaveAttribute('data-invalid', 'true');
  await expect(saturday).toContainText('Saturday: Opening intervals of one day must not overlap');
  await expect(field(page, 'Screens')).toHaveValue('3');
  // The mark stays until the row is fixed.
  await page.getByRole('alert').filter({ hasText: 'must not overlap' }).waitFor({ state: 'detached' });
  await expect(saturday).toHaveAttribute('data-invalid', 'true');

  await saturday.getByLabel('Opens').nth(1).fill('12:00');
  await saturday.getByLabel('Closes').nth(1).fill('15:00');
  await expect(saturday).not.toHaveAttribute('data-invalid');
  await page.getByRole('button', { name: 'Update Bar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Bar details saved' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Bar' })).toBeVisible();

  await page.reload();
  await expect(hours).toContainText('Saturday12:00–15:00, 16:00–00:00');
  await expect(field(page, 'Screens')).toHaveValue('3');
  // docs/product.md's seven strings, written by the server from the structure.
  const saved = await page.request.get(`/api/bars/${barId}`, { headers: { authorization: `Bearer ${accessToken}` } });
  const bar = (await saved.json()) as { barProgram: Record<string, string>; viewing: { screens: number } };
  expect(bar.barProgram['saturday']).toBe('12:00 - 15:00, 16:00 - 00:00');
  expect(bar.barProgram['monday']).toBe('Closed');
  expect(bar.viewing.screens).toBe(3);
});
