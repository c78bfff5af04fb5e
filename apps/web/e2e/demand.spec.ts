import { expect, test } from '@playwright/test';
import { openSignedIn } from './support/session.ts';
import { acceptedOwner, adminApi, createMatch } from './support/match-changes.ts';
import { EVENING_HOURS, nameTheBar } from './support/bar-setup.ts';

/** The owner's bar near the Louvre; the fan a few hundred metres away. */
const BAR = { latitude: 48.8625, longitude: 2.3364 };
const FAN = { latitude: 48.8606, longitude: 2.3376 };

/** A phone's browser of its own: the journeys share one address, so the fan counts by a user agent no other sends. */
const FAN_BROWSER = `Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/155.0.${Date.now() % 100_000}.0 Mobile Safari/537.36`;

test('a fan near the bar looks at a match the bar does not show; on a phone the owner finds it in Demand and switches it on', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const admin = await adminApi();
  const { credentials, accessToken } = await acceptedOwner(page, admin, 'Demand Owner');
  await nameTheBar(page.request, accessToken, { ...EVENING_HOURS, ...BAR });
  const day = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  const wanted = await createMatch(admin, 'Wanted', 'Rovers', `${day}T19:00:00.000Z`);
  await admin.dispose();
  const headline = `${wanted.homeTeam} - Rovers`;

  // The fan opens the match's page and asks for the bars near them.
  const fan = await browser.newContext({
    viewport: { width: 390, height: 844 },
    geolocation: FAN,
    permissions: ['geolocation'],
    userAgent: FAN_BROWSER,
  });
  const fanPage = await fan.newPage();
  await fanPage.goto(`/watch/${wanted.id}`);
  await fanPage.getByRole('button', { name: 'Bars near me' }).click();
  await expect(fanPage).toHaveURL(/near=48\.8606/);
  await fan.close();

  await openSignedIn(page, credentials, '/demand');
  await expect(page.getByRole('heading', { name: 'Demand near your bar' })).toBeVisible();
  await page.getByRole('switch', { name: "Only the matches you don't show yet" }).check();
  const row = page.getByRole('listitem', { name: headline });
  await expect(row).toContainText('Within 25 km: 0 fans going · 1 fan looked · 0 seats booked');
  await expect(row).toContainText('Not shown yet');
  await row.getByRole('button', { name: `Show ${headline}` }).click();
  await expect(page.getByRole('alert')).toContainText(`${headline} is now shown at your bar`);
  // Shown now: it leaves the list of matches the bar does not show yet.
  await expect(row).toHaveCount(0);
  await page.getByRole('switch', { name: "Only the matches you don't show yet" }).uncheck();
  await expect(page.getByRole('listitem', { name: headline })).toContainText('Shown');
});
