import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { EVENING_HOURS, nameTheBar } from './support/bar-setup.ts';
import { acceptedOwner, adminApi } from './support/match-changes.ts';
import { openSignedIn } from './support/session.ts';

/** A real picture of one colour, as a phone's file picker hands it over. */
const picture = async (name: string, background: string) => ({
  name,
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 400, height: 300, channels: 3, background } })
    .png()
    .toBuffer(),
});

test.use({ viewport: { width: 390, height: 844 } });

test("an owner on a phone gives the bar a logo and photos, puts the last first, removes one, and fans see them on the bar's page", async ({
  page,
}) => {
  const admin = await adminApi();
  const { credentials, accessToken } = await acceptedOwner(page, admin, 'Picture Owner');
  await nameTheBar(page.request, accessToken, EVENING_HOURS);
  await openSignedIn(page, credentials, '/edit-bar');

  const section = page.getByRole('region', { name: 'Logo and photos' });
  await expect(section.getByText('No photos yet.', { exact: false })).toBeVisible();
  await section.getByLabel('Add a logo').setInputFiles(await picture('logo.png', '#0b5d3b'));
  await expect(section.getByRole('img', { name: "The bar's logo" })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Logo saved' })).toBeVisible();

  for (const [name, colour] of [
    ['screens.png', '#c0392b'],
    ['room.png', '#2980b9'],
    ['terrace.png', '#f1c40f'],
  ] as const) {
    const count = await section.getByRole('img', { name: /^Photo \d$/ }).count();
    await section.getByLabel('Add a photo').setInputFiles(await picture(name, colour));
    await expect(section.getByRole('img', { name: /^Photo \d$/ })).toHaveCount(count + 1);
  }
  await expect(section.getByText('Photos: 3 of 8')).toBeVisible();
  const sources = async () =>
    section.getByRole('img', { name: /^Photo \d$/ }).evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')));
  const [screens, room, terrace] = await sources();

  await section.getByRole('button', { name: 'Move photo 3 earlier' }).click();
  await expect.poll(sources).toEqual([screens, terrace, room]);
  await section.getByRole('button', { name: 'Move photo 2 earlier' }).click();
  await expect.poll(sources).toEqual([terrace, screens, room]);
  await section.getByRole('button', { name: 'Remove photo 3' }).click();
  await expect(section.getByText('Photos: 2 of 8')).toBeVisible();

  // What the server holds, after a reload.
  await page.reload();
  await expect.poll(sources).toEqual([terrace, screens]);

  // The bar's public page, as a fan opens it.
  const headers = { authorization: `Bearer ${accessToken}` };
  const { barId } = (await (await page.request.get('/api/authentication/me', { headers })).json()) as { barId: string };
  const { slug } = (await (await page.request.get(`/api/bars/${barId}`, { headers })).json()) as { slug: string };
  const barPage = await page.context().newPage();
  await barPage.goto(`/b/${slug}`);
  const photos = barPage.getByRole('region', { name: 'Photos' });
  await expect(photos.getByRole('img')).toHaveCount(2);
  await expect(photos.getByRole('img').first()).toHaveAttribute('alt', 'The Planner Arms, photo 1');
  const shown = await photos
    .getByRole('img')
    .evaluateAll((imgs) =>
      imgs.map((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0),
    );
  expect(shown).toEqual([true, true]);
  await expect(barPage.locator('header img.logo')).toBeVisible();
});
