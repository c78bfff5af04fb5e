import { expect, test } from '@playwright/test';
import { latestMailTo, openSignedIn } from './support/session.ts';
import { acceptedOwner, adminApi, changeMatch, createMatch } from './support/match-changes.ts';

test('admin postpones a match a bar broadcasts: the owner sees the bell count, the notice and the marked match, and switches it off', async ({
  page,
}) => {
  const admin = await adminApi();
  const { credentials: owner } = await acceptedOwner(page, admin, 'Changes Owner');
  const match = await createMatch(admin, 'Heron', 'Ibis', '2031-05-10T18:30:00Z');
  const home = match.homeTeam;

  // The owner switches the match on.
  await openSignedIn(page, owner, '/matches');
  await page.getByPlaceholder('Search Match...').fill(home);
  const row = page.getByRole('row').filter({ hasText: match.headline });
  await row.getByRole('switch', { name: `Broadcast ${match.headline}` }).check();
  await expect(row.getByRole('switch', { name: `Broadcast ${match.headline}` })).toBeChecked();
  // The switch shows on at once; the server's word that the bar shows it comes with the toast, and
  // only a match the bar shows is told of its changes.
  await expect(page.getByText('Set broadcast match success')).toBeVisible();
  const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
  // The admin's acceptance of the bar is the owner's first notice (decision 056).
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');

  // The admin postpones it.
  await changeMatch(admin, match, { scheduledDate: '2031-05-10T18:30:00Z', status: 'POSTP' });
  await admin.dispose();

  // The owner's console tells (the bell asks every minute and on reload): the count, the notice, the mail.
  await page.reload();
  await expect(bell).toHaveAccessibleName('Notifications, 2 unread');
  await bell.click();
  const list = page.getByRole('dialog', { name: 'Notifications' });
  const item = list.getByRole('button', { name: new RegExp(`${match.headline}.*has been postponed`) });
  await expect(item).toHaveAttribute('aria-current', 'true');
  await item.click();
  // The notice opens the list searched for its match.
  await expect(page).toHaveURL(/\/matches\?q=/);
  await expect(page.getByPlaceholder('Search Match...')).toHaveValue(match.headline);
  // Opening the notice marks that one read; the acceptance stays unread.
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  expect((await latestMailTo(owner.email)).subject).toBe(`Postponed: ${match.headline}`);

  // The match is marked in the owner's list, with the offer to switch it off.
  await expect(row.getByText('Postponed', { exact: true }).first()).toBeVisible();
  await row.getByRole('button', { name: `Stop broadcasting ${match.headline}` }).click();
  await expect(row.getByRole('switch', { name: `Broadcast ${match.headline}` })).not.toBeChecked();
  await expect(row.getByRole('button', { name: `Stop broadcasting ${match.headline}` })).toHaveCount(0);
  // Still off after a reload (the address keeps the search).
  await page.reload();
  await expect(row.getByRole('switch', { name: `Broadcast ${match.headline}` })).not.toBeChecked();
});
