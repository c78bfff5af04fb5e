import { expect, test } from '@playwright/test';
import { openSignedIn } from './support/session.ts';
import { pickParty, typeKickOff } from './support/match-dialog.ts';

/** A word only this run's match carries, so the owner's search finds exactly it. */
const token = `k${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

// The admin and the owner both sit in Paris: the time chosen is the time shown.
test.use({ timezoneId: 'Europe/Paris' });

test("an admin creates a match with a kick-off time and picked teams; the owner's list shows that time", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const visitors = `Visitors ${token}`;
  const headline = `Arsenal - ${visitors}`;

  await openSignedIn(page, 'admin', '/matches');
  await page.getByRole('button', { name: 'Create New' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Match' });
  // A demo team, found by part of its name, shown with its emblem.
  await dialog.getByRole('combobox', { name: 'Home team' }).fill('arsen');
  // The demo set's Arsenal (a feed's sync, in another journey, may add its 'Arsenal FC').
  const arsenal = page.getByRole('option', { name: /^Arsenal/ }).filter({ hasNotText: 'Arsenal FC' });
  // The emblem at the width the picker shows it (decision 038).
  await expect(arsenal.locator('img')).toHaveAttribute('src', /^\/api\/media\/[0-9a-f]{64}\?w=(32|64|128)$/);
  await arsenal.click();
  // A team nobody has yet: added from the picker, with an emblem drawn for it.
  await dialog.getByLabel('Country').fill('England');
  await pickParty(dialog, 'Away team', visitors);
  await pickParty(dialog, 'Competition', 'Premier League');
  await expect(dialog.getByText(/24-hour time, Europe\/Paris/)).toBeVisible();
  await typeKickOff(dialog, '051220262045');
  await expect(dialog.getByLabel('Date 1', { exact: true })).toHaveValue('05.12.2026');
  await dialog.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Scheduled' }).click();
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  // The new match takes its place in kick-off order (decision 052), maybe past the first page: searched for.
  await page.getByRole('searchbox', { name: 'Search matches' }).fill(token);
  await expect(page.getByRole('row').filter({ hasText: headline })).toContainText('20:45 - 5 Dec 2026');

  // The owner, in a session of their own.
  const ownerContext = await browser.newContext({ timezoneId: 'Europe/Paris' });
  const owner = await ownerContext.newPage();
  await openSignedIn(owner, 'owner', '/matches');
  await owner.getByRole('searchbox').first().fill(token);
  const row = owner.getByRole('row').filter({ hasText: headline });
  await expect(row).toContainText('20:45 - 5 Dec 2026');
  await expect(row).toContainText('(Scheduled)');
  // Both teams show an emblem: the demo one and the one drawn for the new team.
  await expect(row.locator('img')).toHaveCount(2);
  await ownerContext.close();
});
