import { expect, test, type APIRequestContext } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { newOwnerAccount, openSignedIn, signInThroughApi } from './support/session.ts';
import { nameTheBar } from './support/bar-setup.ts';
import { SHOTS_DIR } from './support/shots-dir.ts';

mkdirSync(SHOTS_DIR, { recursive: true });

const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** Late hours only (22:00–23:30, UTC), two screens, a holiday: most kick-offs fall outside, so switching warns. */
async function lateBar(request: APIRequestContext, token: string): Promise<void> {
  await nameTheBar(request, token, {
    openingHours: {
      weekly: Object.fromEntries(DAYS.map((d) => [d, [{ opens: '22:00', closes: '23:30' }]])),
      special: [{ date: '2026-12-25', intervals: [] }],
      temporarilyClosed: false,
    },
    timeZone: 'UTC',
    viewing: { screens: 2, soundZones: 1, bigScreen: true, outdoorScreen: false, capacity: 60 },
  });
}

for (const [name, size] of [
  ['desktop', { width: 1440, height: 900 }],
  ['narrow', { width: 390, height: 844 }],
] as const) {
  test(`shots bar week ${name}`, async ({ page }) => {
    await page.setViewportSize(size);
    const owner = await newOwnerAccount(page, `Late Owner ${name}`);
    const { accessToken } = await signInThroughApi(page.request, owner);
    await lateBar(page.request, accessToken);

    await openSignedIn(page, owner, '/edit-bar');
    await expect(page.getByRole('heading', { name: /hours/i }).first()).toBeVisible({ timeout: 30_000 });
    await page.screenshot({ path: `${SHOTS_DIR}/edit-bar-hours-${name}.png`, fullPage: true });

    // A switch in the table, a star toggle on the narrow grid's cards.
    await page.goto('/matches');
    await page
      .getByRole('switch', { name: /^Broadcast / })
      .first()
      .click();
    await expect(page.getByRole('status').filter({ hasText: 'Open longer' }).first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS_DIR}/matches-warning-${name}.png`, fullPage: false });
  });
}
