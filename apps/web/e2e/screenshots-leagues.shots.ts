import { expect, test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { E2E } from './support/e2e-config.ts';
import { newPlayerAccount } from './support/players.ts';
import { openSignedIn, unique } from './support/session.ts';
import { SHOTS_DIR } from './support/shots-dir.ts';

mkdirSync(SHOTS_DIR, { recursive: true });

/** The leagues' pages: the championship's Leagues section, a league's page for its owner and a member, an invite. */
for (const [name, size] of [
  ['desktop', { width: 1440, height: 900 }],
  ['narrow', { width: 390, height: 844 }],
] as const) {
  test(`shots leagues ${name}`, async ({ page, browser }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(size);
    await openSignedIn(page, { email: 'player@example.com', password: E2E.password }, '/play');
    await page.getByRole('link', { name: /Premier League Predictor/ }).click();
    const leagues = page.getByRole('region', { name: 'Leagues' });
    await leagues.scrollIntoViewIfNeeded();
    await leagues.getByRole('textbox', { name: 'League name' }).fill(unique('Friday five-a-side'));
    await leagues.getByRole('button', { name: 'Create a league' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const link = (await page.getByTestId('league-link').textContent()) ?? '';

    // A second player on the invite, then joined.
    const guest = await newPlayerAccount('Guest');
    const other = await browser.newContext({ viewport: size });
    const guestPage = await other.newPage();
    await openSignedIn(guestPage, guest.login, new URL(link).pathname);
    await expect(guestPage.getByRole('button', { name: 'Join the league' })).toBeVisible();
    await guestPage.screenshot({ path: `${SHOTS_DIR}/league-join-${name}.png`, fullPage: true });
    await guestPage.getByRole('button', { name: 'Join the league' }).click();
    await expect(
      guestPage.getByRole('table', { name: 'League board' }).or(guestPage.getByText('No points yet on this board.')),
    ).toBeVisible();
    await guestPage.screenshot({ path: `${SHOTS_DIR}/league-member-${name}.png`, fullPage: true });
    await other.close();

    await page.reload();
    await expect(page.getByRole('list', { name: /Players/ }).getByRole('listitem')).toHaveCount(2);
    await page.screenshot({ path: `${SHOTS_DIR}/league-owner-${name}.png`, fullPage: true });
    await page.getByRole('button', { name: 'Make owner' }).click();
    await page.screenshot({ path: `${SHOTS_DIR}/league-hand-over-${name}.png` });
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('link', { name: /^Back to / }).click();
    await page.getByRole('region', { name: 'Leagues' }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('region', { name: 'Leagues' }).getByRole('link').first()).toBeVisible();
    await page.getByRole('region', { name: 'Leagues' }).screenshot({ path: `${SHOTS_DIR}/league-section-${name}.png` });
  });
}

/** A league's page in Arabic (right to left) at 390 px: names isolated, the code and link left to right. */
test('shots leagues ar-narrow', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, { email: 'player@example.com', password: E2E.password }, '/api/health');
  await page.evaluate(() =>
    window.localStorage.setItem(
      'preferences',
      JSON.stringify({ language: 'ar', theme: 'light', layout: 'full-width' }),
    ),
  );
  await page.goto('/play');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('link', { name: /Premier League Predictor/ }).click();
  const leagues = page.getByRole('region', { name: 'الدوريات' });
  await leagues.scrollIntoViewIfNeeded();
  await leagues.getByRole('textbox', { name: 'اسم الدوري' }).fill(unique('دوري المكتب'));
  await leagues.getByRole('button', { name: 'أنشئ دوريًا' }).click();
  await expect(page.getByRole('table', { name: 'ترتيب الدوري' })).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: `${SHOTS_DIR}/league-owner-ar-narrow.png`, fullPage: true });
});
