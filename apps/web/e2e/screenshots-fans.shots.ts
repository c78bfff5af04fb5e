import { expect, test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { E2E } from './support/e2e-config.ts';
import { nameTheBar } from './support/bar-setup.ts';
import { newOwnerAccount, openSignedIn, signInThroughApi } from './support/session.ts';
import { SHOTS_DIR } from './support/shots-dir.ts';

/**
 * Decision 055's screens: /edit-bar's location, /play's followed teams, demand on the owner's /matches and the admin's
 * /match/:id.
 */
const DIR = SHOTS_DIR;
mkdirSync(DIR, { recursive: true });

for (const [name, size] of [
  ['1280', { width: 1280, height: 900 }],
  ['390', { width: 390, height: 844 }],
] as const) {
  test(`shots fans ${name}`, async ({ page }) => {
    test.slow();
    await page.setViewportSize(size);

    const owner = await newOwnerAccount(page, `Shots Owner ${name}`);
    const { accessToken } = await signInThroughApi(page.request, owner);
    const weekly = Object.fromEntries(
      ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [
        d,
        [{ opens: '16:00', closes: '23:00' }],
      ]),
    );
    await nameTheBar(page.request, accessToken, {
      latitude: 51.5343,
      longitude: -0.1059,
      openingHours: { weekly, special: [], temporarilyClosed: false },
    });
    await openSignedIn(page, owner, '/edit-bar');
    const location = page.getByRole('region', { name: 'Location' });
    await expect(location.getByRole('link', { name: 'Show on a map' })).toBeVisible();
    await location.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${DIR}/edit-bar-${name}.png` });

    await openSignedIn(page, { email: 'player@example.com', password: E2E.password }, '/play');
    await expect(page.getByRole('region', { name: 'Teams you follow' })).toContainText('Arsenal');
    await page.screenshot({ path: `${DIR}/play-${name}.png`, fullPage: true });

    await openSignedIn(page, 'owner', '/matches?q=Arsenal');
    if (size.width < 769) await page.getByRole('button', { name: 'Table view' }).click();
    const badge = page.getByRole('button', { name: /visitors? in 7 days/ }).first();
    await expect(badge).toBeVisible();
    await badge.click();
    await expect(page.getByRole('tooltip')).toBeVisible();
    await page.screenshot({ path: `${DIR}/owner-matches-${name}.png` });

    const admin = await signInThroughApi(page.request, 'admin');
    const list = await page.request.get('/api/match?selectedFolder=future&searchText=arsenal', {
      headers: { authorization: `Bearer ${admin.accessToken}` },
    });
    const id = ((await list.json()) as { folderMatches: { id: string }[] }).folderMatches[0]!.id;
    await openSignedIn(page, 'admin', `/match/${id}`);
    await expect(page.getByRole('region', { name: 'Demand' })).toBeVisible();
    await page.screenshot({ path: `${DIR}/admin-match-${name}.png` });
  });
}
