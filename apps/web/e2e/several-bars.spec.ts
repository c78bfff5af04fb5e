import { expect, test, type Page } from '@playwright/test';
import { openSignedIn, unique } from './support/session.ts';
import { acceptedOwner, adminApi, createMatch } from './support/match-changes.ts';

const switcher = (page: Page) => page.getByRole('button', { name: /^Current bar: / });
async function switchTo(page: Page, name: string) {
  await switcher(page).click();
  await page
    .getByRole('menu', { name: 'Your bars' })
    .getByRole('menuitem', { name: new RegExp(`^${name}`) })
    .click();
  await expect(switcher(page)).toHaveAccessibleName(`Current bar: ${name}`);
}

test('at 390 px an owner adds a second bar, the admin accepts it, a broadcast switched on for it is not on for the first bar, and the week across both shows it in the first bar too', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const admin = await adminApi();
  const { credentials } = await acceptedOwner(page, admin, 'Group Owner');
  await openSignedIn(page, credentials, '/matches');
  // One bar: no switcher; the account menu adds a bar.
  await expect(page.getByRole('heading', { name: 'Matches' })).toBeVisible();
  await expect(switcher(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Group Owner' }).click();
  await page.getByRole('menuitem', { name: 'Add a bar' }).click();

  const secondName = unique('The Second Half');
  await page.getByLabel('Bar Name').fill(secondName);
  await page.getByRole('button', { name: 'Add the bar' }).click();
  await expect(page).toHaveURL(/\/edit-bar\?bar=[0-9a-f-]{36}$/);
  await expect(page.getByRole('status').getByText('Pending', { exact: true })).toBeVisible();
  const secondId = new URL(page.url()).searchParams.get('bar')!;

  // The admin accepts it, as the bars list's review does.
  const accepted = await admin.put('/api/bar/update-status', { data: { barIds: [secondId], status: 'accepted' } });
  expect(accepted.status()).toBe(200);
  // Noon UTC three days on: the same date in the bars' zone, so the group's week of that date holds it.
  const matchDay = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  const own = await createMatch(admin, 'Group', 'Rovers', `${matchDay}T12:00:00.000Z`);
  await admin.dispose();

  await page.goto('/matches');
  await expect(switcher(page)).toHaveAccessibleName(`Current bar: ${secondName}`);
  await switcher(page).click();
  const menu = page.getByRole('menu', { name: 'Your bars' });
  await expect(menu.getByRole('menuitem')).toHaveText([
    /^Bar without a nameAccepted$/,
    new RegExp(`^${secondName}Accepted$`),
    'This week in all your bars',
    'Add a bar',
  ]);
  await page.keyboard.press('Escape');
  await switchTo(page, 'Bar without a name');
  await switchTo(page, secondName);
  await expect(page).toHaveURL(new RegExp(`bar=${secondId}`));

  const search = page.getByPlaceholder('Search Match...');
  await search.fill(own.homeTeam);
  const theSwitch = page.getByRole('switch', { name: `Broadcast ${own.homeTeam} - Rovers`, exact: true });
  await expect(theSwitch).not.toBeChecked();
  await theSwitch.click();
  await expect(page.getByRole('alert')).toContainText('Set broadcast match success');
  await expect(theSwitch).toBeChecked();

  // The first bar does not show it, switched to in the header and after a reload of its address.
  await switchTo(page, 'Bar without a name');
  await expect(page).not.toHaveURL(new RegExp(`bar=${secondId}`));
  await search.fill(own.homeTeam);
  await expect(theSwitch).not.toBeChecked();
  await page.reload();
  await expect(switcher(page)).toHaveAccessibleName('Current bar: Bar without a name');
  await expect(theSwitch).not.toBeChecked();
  await switchTo(page, secondName);
  await expect(theSwitch).toBeChecked();

  // The week across both bars, from the header's bar menu: the match shows at the second bar only.
  await switcher(page).click();
  await page.getByRole('menuitem', { name: 'This week in all your bars' }).click();
  await expect(page.getByRole('heading', { name: 'All your bars' })).toBeVisible();
  await page.goto(`/group-week?week=${matchDay}`);
  const bars = page.getByRole('list', { name: 'Your bars' });
  await expect(bars.getByRole('listitem')).toHaveCount(2);
  await expect(bars.getByRole('listitem', { name: secondName })).toContainText('1 broadcast this week');
  await expect(bars.getByRole('listitem', { name: 'Bar without a name' })).toContainText('0 broadcasts this week');
  const row = page.getByRole('listitem', { name: `${own.homeTeam} - Rovers` });
  await expect(row).toContainText(`${secondName} · Screen 1 · 0 fans going`);
  await expect(row).not.toContainText('Bar without a name');

  // Shown in the first bar too, at once; the first bar's list then has it on.
  await row.getByRole('button', { name: 'Show in more bars' }).click();
  const dialog = page.getByRole('dialog', { name: `Show ${own.homeTeam} - Rovers in` });
  await expect(dialog.getByRole('checkbox', { name: `${secondName} already shows it` })).toBeDisabled();
  await dialog.getByRole('checkbox', { name: 'Bar without a name' }).check();
  await dialog.getByRole('button', { name: 'Show in 1 bar' }).click();
  await expect(page.getByRole('alert')).toContainText(`${own.homeTeam} - Rovers is now shown in 1 more bar`);
  await expect(row).toContainText('Bar without a name · Screen 1 · 0 fans going');
  await expect(row.getByRole('button', { name: 'Show in more bars' })).toHaveCount(0);
  await page.goto('/matches');
  await switchTo(page, 'Bar without a name');
  await search.fill(own.homeTeam);
  await expect(theSwitch).toBeChecked();
});
