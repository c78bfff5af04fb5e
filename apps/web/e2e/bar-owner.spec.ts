import { expect, test, type Page } from '@playwright/test';
import { newOwnerAccount, openSignedIn, signInThroughApi, unique } from './support/session.ts';
import { adminApi, createMatch } from './support/match-changes.ts';

const toast = (page: Page) => page.getByRole('alert');
/** Watches for the toast from before the action: on a busy machine it could come and go (3 s) before a later check. */
async function expectToast(page: Page, action: () => Promise<void>, ...texts: string[]): Promise<void> {
  const seen = Promise.all(texts.map((text) => expect(toast(page)).toContainText(text)));
  await action();
  await seen;
}
// An input by its label (the hours card also names a group per weekday).
const field = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true }).and(page.locator('input, textarea'));

test('a new owner fills in the bar: every rule is told, then a valid update is saved and stays after a reload', async ({
  page,
}) => {
  await openSignedIn(page, await newOwnerAccount(page, 'Bar Owner'), '/edit-bar');
  await expect(page.getByRole('status').getByText('Pending', { exact: true })).toBeVisible();
  await expect(field(page, 'Bar Name')).toHaveAttribute('readonly', '');

  await page.getByRole('button', { name: 'Edit Bar' }).click();
  const update = () => page.getByRole('button', { name: 'Update Bar' }).click();
  await expectToast(page, update, 'ERROR!', 'All fields are required');

  const name = unique('The Offside Tavern');
  const values: [string, string][] = [
    ['Bar Name', name],
    ['Bar Phone', '+40 744 555 666'],
    ['Website', 'offside'],
    ['Facebook', 'my facebook'],
    ['Country', 'Romania'],
    ['State', 'Cluj'],
    ['City', 'Cluj-Napoca'],
    ['Street', 'Strada Horea'],
    ['Number', '21'],
    ['Postal Code', '400174'],
  ];
  for (const [label, value] of values) await field(page, label).fill(value);
  await expectToast(page, update, 'Facebook needs to be an url');

  await field(page, 'Facebook').fill('https://facebook.com/offside');
  await expectToast(page, update, 'Website needs to be an url');

  await field(page, 'Website').fill('https://offside.ro');
  await expectToast(page, update, 'Bar details saved');
  await expect(page.getByRole('button', { name: 'Edit Bar' })).toBeVisible();
  await expect(field(page, 'Bar Name')).toHaveAttribute('readonly', '');

  await page.reload();
  await expect(field(page, 'Bar Name')).toHaveValue(name);
  await expect(field(page, 'Bar Name')).toHaveAttribute('readonly', '');
  await expect(field(page, 'Website')).toHaveValue('https://offside.ro');
  await expect(field(page, 'Facebook')).toHaveValue('https://facebook.com/offside');
  await expect(field(page, 'Postal Code')).toHaveValue('400174');
});

test('an owner searches, filters by competition, switches a broadcast on and still sees it on after a reload', async ({
  page,
}) => {
  await openSignedIn(page, await newOwnerAccount(page, 'Match Owner'), '/matches');
  await expect(page.getByRole('heading', { name: 'Matches' })).toBeVisible();
  const filters = page.getByRole('navigation', { name: 'Match filters' });
  await expect(filters.getByRole('button', { name: /Future/ })).toHaveAttribute('aria-current', 'true');
  await expect(filters.getByTestId('future-count')).toHaveText(/^[1-9][\d,]*$/);
  const table = page.getByRole('table', { name: 'Matches list' });
  await expect(table.getByRole('row')).not.toHaveCount(1);

  const search = page.getByPlaceholder('Search Match...');
  await search.fill('li');
  await expect(page.getByText('Type at least 3 characters to search')).toHaveRole('status');
  await search.fill('liverpool');
  await expect(page).toHaveURL(/q=liverpool/);
  // The search is inside the folder shown as chosen: Future stays chosen.
  await expect(filters.getByRole('button', { name: /Future/ })).toHaveAttribute('aria-current', 'true');
  const bodyRows = table.locator('tbody tr');
  await expect(bodyRows.first()).toContainText('Liverpool');
  await expect(bodyRows.filter({ hasNotText: 'Liverpool' })).toHaveCount(0);

  await filters.getByRole('button', { name: 'Premier League' }).click();
  await expect(search).toHaveValue('');
  await expect(page).toHaveURL(/competition=/);
  await expect(filters.getByRole('button', { name: 'Premier League' })).toHaveAttribute('aria-current', 'true');
  await expect(bodyRows.first()).toContainText('Premier League');
  await expect(bodyRows.filter({ hasNotText: 'Premier League' })).toHaveCount(0);

  // A match of this journey's own to switch on, found by search: the list of everyone's matches moves
  // while other journeys write (a feed sync adds earlier matches and pushes a row off the first page).
  const admin = await adminApi();
  const own = await createMatch(admin, 'Switch', 'Rovers', new Date(Date.now() + 3 * 86_400_000).toISOString());
  await admin.dispose();
  await search.fill(own.homeTeam);
  const row = bodyRows.filter({ hasText: own.homeTeam });
  await expect(row).toHaveCount(1);
  const theSwitch = row.getByRole('switch', { name: `Broadcast ${own.homeTeam} - Rovers`, exact: true });
  await expectToast(page, () => theSwitch.click(), 'Set broadcast match success');
  await expect(theSwitch).toBeChecked();

  await page.reload();
  await expect(theSwitch).toBeChecked();
});

test('below 769 px the list is a grid of cards with the broadcast star', async ({ page }) => {
  await page.setViewportSize({ width: 700, height: 900 });
  await openSignedIn(page, await newOwnerAccount(page, 'Grid Owner'), '/matches');
  const grid = page.getByRole('list', { name: 'Matches list' });
  await expect(grid.getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Grid view' })).toHaveAttribute('aria-pressed', 'true');

  const card = grid.getByRole('article').first();
  await expect(card).toContainText(/\d{1,2}:\d{2} - \d{1,2} [A-Z][a-z]{2} \d{4}/);
  // The card has the table's Broadcast switch, not a star.
  const star = card.getByRole('switch', { name: /^Broadcast / });
  await expect(star).not.toBeChecked();
  await expectToast(page, () => star.click(), 'Set broadcast match success');
  await expect(star).toBeChecked();

  await page.getByRole('button', { name: 'Table view' }).click();
  await expect(page.getByRole('table', { name: 'Matches list' })).toBeVisible();
});

test('at 390 px the table view keeps the Broadcast switch on screen, and it switches', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, await newOwnerAccount(page, 'Phone Owner'), '/matches');
  await page.getByRole('button', { name: 'Table view' }).click();
  const table = page.getByRole('table', { name: 'Matches list' });
  const firstRow = table.locator('tbody tr').first();
  const theSwitch = firstRow.getByRole('switch');
  await expect(theSwitch).toBeVisible();
  // The table fits the phone (the date and competition are lines under the name, decision 052): no
  // sideways scroll, and the switch inside the window.
  const inside = async () => {
    const box = await theSwitch.boundingBox();
    return box !== null && box.x >= 0 && box.x + box.width <= 390;
  };
  expect(await table.evaluate((t) => t.scrollWidth <= t.parentElement!.clientWidth + 1)).toBe(true);
  expect(await inside()).toBe(true);
  await expect(theSwitch).not.toBeChecked();
  await expectToast(page, () => theSwitch.click(), 'Set broadcast match success');
  await expect(theSwitch).toBeChecked();
});

test("an owner's first /matches and /edit-bar: a drawn page asks for nothing it came with; an undrawn one reads once", async ({
  page,
  context,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  let asked: string[] = [];
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    if (/^\/api\/(matches\/admin|competitions\/active|bars\/)/.test(pathname)) asked.push(pathname + search);
  });
  const session = (await signInThroughApi(page.request, 'owner')) as { accessToken: string; barId: string };
  await openSignedIn(page, 'owner', '/matches');
  await expect(page.getByText('(Scheduled)').first()).toBeVisible();
  // Signed in by the session's cookies, once the console has written how this browser draws (the
  // reader cookie), the next full load arrives drawn, with the list's, the competitions' and the
  // bar's answers in the page (decisions 043, 062).
  await expect.poll(async () => (await context.cookies()).some((c) => c.name === 'reader')).toBe(true);
  asked = [];
  await page.reload();
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(page.getByRole('button', { name: /^Future/ })).toContainText(/\d/);
  expect(asked).toEqual([]);

  // Without the reader cookie, as on a first visit, the page is not drawn: the console reads the bar once.
  await context.clearCookies({ name: 'reader' });
  await page.goto('/edit-bar');
  await expect(page.getByRole('button', { name: 'Edit Bar' })).toBeVisible();
  await expect.poll(() => asked).toEqual(['/api/bars/' + session.barId]);
  expect(errors).toEqual([]);
});
