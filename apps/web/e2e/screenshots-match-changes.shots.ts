import { expect, test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { openSignedIn, unique } from './support/session.ts';
import { acceptedOwner, adminApi, broadcast, changeMatch, createMatch } from './support/match-changes.ts';
import { SHOTS_DIR } from './support/shots-dir.ts';

mkdirSync(SHOTS_DIR, { recursive: true });

/** Decision 025: the bell's list and the marked matches, after a postponement, a cancellation and a move. */
const TOURS = [
  ['desktop', { width: 1440, height: 900 }, 'en'],
  ['narrow', { width: 390, height: 844 }, 'en'],
  ['narrow-ar', { width: 390, height: 844 }, 'ar'],
] as const;

for (const [name, size, language] of TOURS) {
  test(`shots match changes ${name}`, async ({ page }) => {
    const admin = await adminApi();
    const owner = await acceptedOwner(page, admin, 'Shots Owner');
    const tag = unique('Cup').replace(/\s+/g, '');
    const changes = [
      { home: 'Rapid', status: 'POSTP', at: '2031-05-10T18:30:00Z', to: '2031-05-10T18:30:00Z' },
      { home: 'Dinamo', status: 'CANC', at: '2031-05-11T17:00:00Z', to: '2031-05-11T17:00:00Z' },
      { home: 'Petrolul', status: 'SCHEDULED', at: '2031-05-12T16:00:00Z', to: '2031-05-13T19:45:00Z' },
    ];
    for (const change of changes) {
      const match = await createMatch(admin, change.home, tag, change.at);
      await broadcast(page, owner.accessToken, match.id);
      await changeMatch(admin, match, { scheduledDate: change.to, status: change.status });
    }
    await admin.dispose();

    await page.setViewportSize(size);
    await openSignedIn(page, owner.credentials, '/edit-bar');
    await page.evaluate(
      (lng) =>
        window.localStorage.setItem(
          'preferences',
          JSON.stringify({ language: lng, theme: 'light', layout: 'full-width' }),
        ),
      language,
    );
    await page.goto(`/matches?q=${tag}`);
    await expect(page.getByRole('button', { name: /Stop broadcasting|إيقاف بث/ }).first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS_DIR}/h16n-marked-matches-${name}.png`, fullPage: true });

    await page.getByRole('banner').getByRole('button', { name: /3/ }).click();
    // The list fades in: the picture waits for the end of it.
    await expect(page.getByRole('dialog')).toHaveCSS('opacity', '1');
    await page.screenshot({ path: `${SHOTS_DIR}/h16n-bell-${name}.png` });
  });
}
