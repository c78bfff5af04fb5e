import { expect, test, type Page } from '@playwright/test';
import { EVENING_HOURS, nameTheBar } from './support/bar-setup.ts';
import { newOwnerAccount, openSignedIn, signInThroughApi } from './support/session.ts';

/** Decision 054: where a bar is, on /edit-bar — typed, or taken from the browser of an owner standing in the bar. */

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true }).and(page.locator('input'));

async function ownerWithNamedBar(page: Page, name: string) {
  const owner = await newOwnerAccount(page, name);
  const { accessToken } = await signInThroughApi(page.request, owner);
  await nameTheBar(page.request, accessToken, EVENING_HOURS);
  return owner;
}

test('an owner types the latitude and longitude, saves, and after a reload sees them with a link to the map', async ({
  page,
}) => {
  const owner = await ownerWithNamedBar(page, 'Location Owner');
  await openSignedIn(page, owner, '/edit-bar');
  const location = page.getByRole('region', { name: 'Location' });
  await expect(field(page, 'Latitude')).toHaveValue('');
  await expect(location.getByRole('link', { name: 'Show on a map' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Edit Bar' }).click();
  // One alone is refused on its field.
  await field(page, 'Latitude').fill('51.5343');
  await page.getByRole('button', { name: 'Update Bar' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Give both latitude and longitude, or neither' }),
  ).toBeVisible();
  await expect(field(page, 'Longitude')).toHaveAttribute('aria-invalid', 'true');

  await field(page, 'Longitude').fill('-0.1059');
  await page.getByRole('button', { name: 'Update Bar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Bar details saved' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Bar' })).toBeVisible();

  await page.reload();
  await expect(field(page, 'Latitude')).toHaveValue('51.5343');
  await expect(field(page, 'Longitude')).toHaveValue('-0.1059');
  await expect(location.getByRole('link', { name: 'Show on a map' })).toHaveAttribute(
    'href',
    'https://www.openstreetmap.org/?mlat=51.5343&mlon=-0.1059#map=17/51.5343/-0.1059',
  );
});

test.describe('with the browser sharing its location', () => {
  test.use({ geolocation: { latitude: 44.432512, longitude: 26.103899 } });

  test("'Use my current location' fills both fields, and they are saved", async ({ page, context }) => {
    await context.grantPermissions(['geolocation']);
    const owner = await ownerWithNamedBar(page, 'Standing Owner');
    await openSignedIn(page, owner, '/edit-bar');
    await page.getByRole('button', { name: 'Use my current location' }).click();
    await expect(field(page, 'Latitude')).toHaveValue('44.432512');
    await expect(field(page, 'Longitude')).toHaveValue('26.103899');
    await page.getByRole('button', { name: 'Update Bar' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Bar details saved' })).toBeVisible();
    await page.reload();
    await expect(field(page, 'Latitude')).toHaveValue('44.432512');
  });
});
