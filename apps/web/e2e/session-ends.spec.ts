import { expect, test, type Page } from '@playwright/test';
import { EVENING_HOURS, nameTheBar } from './support/bar-setup.ts';
import { newOwnerAccount, openSignedIn, signInThroughApi } from './support/session.ts';

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true }).and(page.locator('input'));

test('an owner signed out in a second tab keeps the bar being edited: Save asks to sign in again, and the bar is saved with nothing retyped', async ({
  page,
  context,
}) => {
  // An account of its own: signing out ends every session of the account.
  const owner = await newOwnerAccount(page, 'Kept Owner');
  const { accessToken } = await signInThroughApi(page.request, owner);
  await nameTheBar(page.request, accessToken, EVENING_HOURS);
  await openSignedIn(page, owner, '/edit-bar');
  await page.getByRole('button', { name: 'Edit Bar' }).click();
  await field(page, 'Latitude').fill('51.5343');
  await field(page, 'Longitude').fill('-0.1059');

  // The second tab signs out.
  const second = await context.newPage();
  await second.goto('/edit-bar');
  await second.getByRole('button', { name: /^Kept Owner/ }).click();
  await second.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(second).toHaveURL(/\/login$/);

  // This tab keeps the edit and says why.
  await expect(
    page.getByRole('alert').filter({ hasText: 'You signed out in another tab. Your unsaved changes stay here' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/edit-bar$/);
  await expect(field(page, 'Latitude')).toHaveValue('51.5343');

  // Save: the session has ended, so the sign-in dialog opens over the page, the account filled in.
  await page.getByRole('button', { name: 'Update Bar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in again' });
  await expect(dialog.getByLabel('Email')).toHaveValue(owner.email);
  await dialog.getByLabel('Password').fill(owner.password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: 'Bar details saved' })).toBeVisible();

  await page.reload();
  await expect(field(page, 'Latitude')).toHaveValue('51.5343');
  await expect(field(page, 'Longitude')).toHaveValue('-0.1059');
});

test('a tab with nothing being edited follows a sign-out in another tab to the sign-in page', async ({
  page,
  context,
}) => {
  const owner = await newOwnerAccount(page, 'Gone Owner');
  await openSignedIn(page, owner, '/edit-bar');
  await expect(page.getByRole('button', { name: 'Edit Bar' })).toBeVisible();
  const second = await context.newPage();
  await second.goto('/edit-bar');
  await second.getByRole('button', { name: /^Gone Owner/ }).click();
  await second.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
