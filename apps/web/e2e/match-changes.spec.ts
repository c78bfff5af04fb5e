import { expect, request, test, type APIRequestContext } from '@playwright/test';
import { E2E } from './support/e2e-config.ts';
import { latestMailTo, newOwnerAccount, openSignedIn, signInThroughApi, unique } from './support/session.ts';

/** The admin's side through the API: accepting the owner's bar and the match changes are another journey's screens. */
async function adminApi(): Promise<APIRequestContext> {
  const anonymous = await request.newContext({ baseURL: E2E.baseUrl });
  const { accessToken } = await signInThroughApi(anonymous, 'admin');
  await anonymous.dispose();
  return request.newContext({ baseURL: E2E.baseUrl, extraHTTPHeaders: { authorization: `Bearer ${accessToken}` } });
}

test('admin postpones a match a bar broadcasts: the owner sees the bell count, the notice and the marked match, and switches it off', async ({ page }) => {
  const admin = await adminApi();
  const owner = await newOwnerAccount(page, 'Changes Owner');
  const { barId } = (await signInThroughApi(page.request, owner)) as { barId: string };
  expect((await admin.put('/api/bar/update-status', { data: { barIds: [barId], status: 'accepted' } })).status()).toBe(200);

  const home = unique('Heron');
  const created = await admin.post('/api/match', { data: { match: {
    homeTeam: home, awayTeam: 'Ibis', country: 'Romania', competition: 'Liga 1', dates: [], scheduledDate: '2031-05-10T18:30:00Z',
  } } });
  expect(created.status(), await created.text()).toBe(200);
  const match = (await created.json()) as { id: string; headline: string };

  // The owner switches the match on.
  await openSignedIn(page, owner, '/matches');
  await page.getByPlaceholder('Search Match...').fill(home);
  const row = page.getByRole('row').filter({ hasText: match.headline });
  await row.getByRole('switch', { name: `Broadcast ${match.headline}` }).check();
  await expect(row.getByRole('switch', { name: `Broadcast ${match.headline}` })).toBeChecked();
  const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications, 0 unread');

  // The admin postpones it.
  const postponed = await admin.put('/api/match', { data: { match: {
    id: match.id, homeTeam: home, awayTeam: 'Ibis', country: 'Romania', competition: 'Liga 1', dates: [], scheduledDate: '2031-05-10T18:30:00Z', status: 'POSTP',
  } } });
  expect(postponed.status(), await postponed.text()).toBe(200);
  await admin.dispose();

  // The owner's console tells: the bell's count (read again when the tab comes back), the notice, the mail.
  await page.reload();
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await bell.click();
  const list = page.getByRole('dialog', { name: 'Notifications' });
  const item = list.getByRole('button', { name: new RegExp(`${match.headline}.*has been postponed`) });
  await expect(item).toHaveAttribute('aria-current', 'true');
  await item.click();
  await expect(page).toHaveURL(/\/matches$/);
  await expect(bell).toHaveAccessibleName('Notifications, 0 unread');
  expect((await latestMailTo(owner.email)).subject).toBe(`Postponed: ${match.headline}`);

  // The match is marked in the owner's list, with the offer to switch it off.
  await page.getByPlaceholder('Search Match...').fill(home);
  await expect(row.getByText('Postponed', { exact: true }).first()).toBeVisible();
  await row.getByRole('button', { name: `Stop broadcasting ${match.headline}` }).click();
  await expect(row.getByRole('switch', { name: `Broadcast ${match.headline}` })).not.toBeChecked();
  await expect(row.getByRole('button', { name: `Stop broadcasting ${match.headline}` })).toHaveCount(0);
  await page.reload();
  await page.getByPlaceholder('Search Match...').fill(home);
  await expect(row.getByRole('switch', { name: `Broadcast ${match.headline}` })).not.toBeChecked();
});
