import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { newOwnerAccount, openSignedIn, signInThroughApi } from './support/session.ts';

type Match = { id: string; headline: string; scheduledDate: string; status: string };
const HOUR = 3600_000;
const BROADCAST_MS = 2 * HOUR;

// The console writes dates in the browser's zone; the bar's zone is the planner's (both UTC here).
test.use({ timezoneId: 'UTC', locale: 'en-US' });

const toast = (page: Page) => page.getByRole('alert');
async function expectToast(page: Page, action: () => Promise<void>, text: string | RegExp): Promise<void> {
  const seen = expect(toast(page)).toContainText(text);
  await action();
  await seen;
}

/** Future scheduled matches of the demo set, in kick-off order (a day ahead at least, so none goes live mid-journey). */
async function futureMatches(request: APIRequestContext, token: string): Promise<Match[]> {
  const out: Match[] = [];
  for (let page = 0; page < 5; page += 1) {
    const res = await request.get('/api/matches/admin', { params: { matchStatus: 'future', page, pageSize: 200 }, headers: { authorization: `Bearer ${token}` } });
    expect(res.status()).toBe(200);
    const { matches } = (await res.json()) as { matches: Match[] };
    out.push(...matches.filter((m) => m.status === 'SCHEDULED' && Date.parse(m.scheduledDate) > Date.now() + 24 * HOUR));
    if (matches.length < 200) break;
  }
  return out;
}

/** Three matches in a chain: the first overlaps the second, the second the third, the first ends before the third. */
function overlappingChain(matches: Match[]): [Match, Match, Match] {
  const at = (m: Match) => Date.parse(m.scheduledDate);
  for (const a of matches) {
    const b = matches.find((m) => at(m) > at(a) && at(m) < at(a) + BROADCAST_MS);
    const c = b && matches.find((m) => at(m) > at(b) && at(m) < at(b) + BROADCAST_MS && at(m) >= at(a) + BROADCAST_MS);
    if (b && c) return [a, b, c];
  }
  throw new Error('the demo set has no three matches in an overlapping chain');
}

/** The Monday (YYYY-MM-DD, UTC) of a match's week. */
function mondayOf(m: Match): string {
  const d = new Date(m.scheduledDate);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
}

const dateText = (m: Match) => {
  const d = new Date(m.scheduledDate);
  const month = d.toLocaleString('en-US', { month: 'short', timeZone: 'UTC' });
  return `${d.getUTCHours()}:${String(d.getUTCMinutes()).padStart(2, '0')} - ${d.getUTCDate()} ${month} ${d.getUTCFullYear()}`;
};

/** Switches a match on from /matches as an owner does: search its home team, then the row with its date. */
async function switchOn(page: Page, m: Match): Promise<void> {
  await page.goto(`/matches?q=${encodeURIComponent(m.headline.split(' - ')[0]!)}`);
  const row = page.getByRole('table', { name: 'Matches list' }).locator('tbody tr').filter({ hasText: m.headline }).filter({ hasText: dateText(m) });
  const theSwitch = row.getByRole('switch', { name: `Broadcast ${m.headline}` });
  await expectToast(page, () => theSwitch.click(), 'Set broadcast match success');
  await expect(theSwitch).toBeChecked();
}

/** Split hours (12:00–15:00 and 17:00–01:00 every day, UTC) and two screens, one with sound, through PATCH /api/bars. */
async function setUpBar(request: APIRequestContext, token: string): Promise<void> {
  const headers = { authorization: `Bearer ${token}` };
  const me = await request.get('/api/authentication/me', { headers });
  const { barId } = (await me.json()) as { barId: string };
  const split = [{ opens: '12:00', closes: '15:00' }, { opens: '17:00', closes: '01:00' }];
  const weekly = Object.fromEntries(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [d, split]));
  const res = await request.patch('/api/bars', {
    headers,
    data: {
      barId, name: 'The Planner Arms', email: 'arms@example.com', telephoneNumber: '+44 20 7946 0000',
      website: 'https://arms.example.com', facebookUrl: 'https://facebook.com/arms',
      address: { country: 'United Kingdom', state: 'London', city: 'London', street: 'High Street', number: '1', postalCode: 'N1 1AA' },
      openingHours: { weekly, special: [], temporarilyClosed: false }, timeZone: 'UTC',
      viewing: { screens: 2, soundZones: 1, bigScreen: true, outdoorScreen: false, capacity: 80 },
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}

async function suggestionCount(request: APIRequestContext, token: string): Promise<number> {
  const res = await request.get('/api/planner/suggestions', { headers: { authorization: `Bearer ${token}` } });
  return ((await res.json()) as { count: number }).count;
}

test('an owner sees three overlapping broadcasts clash on the planner, resolves it by moving one, then a rule fills the Suggested folder', async ({ page }) => {
  const owner = await newOwnerAccount(page, 'Planner Owner');
  const { accessToken } = await signInThroughApi(page.request, owner);
  await setUpBar(page.request, accessToken);
  const matches = await futureMatches(page.request, accessToken);
  const [a, b, c] = overlappingChain(matches);
  await openSignedIn(page, owner, '/matches');
  for (const m of [a, b, c]) await switchOn(page, m);

  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Planner' }).click();
  await expect(page).toHaveURL(/\/planner$/);
  await page.goto(`/planner?week=${mondayOf(a)}`);
  await expect(page.getByText('Times in UTC · 2 screens · 1 with sound')).toBeVisible();
  await expect(page.getByTestId('opening').first()).toBeAttached();
  await expect(page.getByRole('status').filter({ hasText: 'clash' })).toHaveText('3 broadcasts clash: move them to other screens or switch their sound off.');
  const blocks = page.getByTestId('planned-broadcast');
  await expect(blocks.filter({ hasText: 'Same screen' })).toHaveCount(3);

  await page.getByRole('button', { name: `${b.headline}: Screen 1. Choose another screen` }).click();
  await expectToast(page, () => page.getByRole('menuitem', { name: 'Screen 2', exact: true }).click(), `${b.headline} moved to screen 2`);
  await expect(page.getByRole('status').filter({ hasText: 'screen of its own' })).toBeVisible();
  await expect(blocks.filter({ hasText: 'Same screen' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('button', { name: `${b.headline}: Screen 2. Choose another screen` })).toBeVisible();

  // A rule for a team of some later match the bar does not show yet.
  const later = matches.find((m) => ![a, b, c].some((x) => x.id === m.id) && Date.parse(m.scheduledDate) > Date.parse(c.scheduledDate))!;
  const team = later.headline.split(' - ')[0]!;
  await page.getByRole('button', { name: 'Add a rule' }).click();
  const dialog = page.getByRole('dialog', { name: 'Always show' });
  await dialog.getByRole('combobox', { name: 'Team' }).fill(team.slice(0, 5));
  await page.getByRole('option', { name: team, exact: true }).click();
  await expectToast(page, () => dialog.getByRole('button', { name: 'Add a rule' }).click(), `Rule added: ${team}`);
  await expect(page.getByRole('list', { name: 'Rules' })).toContainText(`Always show ${team}`);

  const count = await suggestionCount(page.request, accessToken);
  expect(count).toBeGreaterThan(0);
  await page.getByRole('link', { name: 'Open the suggestions' }).click();
  await expect(page).toHaveURL(/status=suggested/);
  const rows = page.getByRole('table', { name: 'Matches list' }).locator('tbody tr');
  await expect(rows.first()).toContainText(team);
  await expect(rows.filter({ hasNotText: team })).toHaveCount(0);
  // Nothing was switched on by the rule.
  await page.getByRole('button', { name: /^Future/ }).click();
  await page.getByRole('switch', { name: 'Broadcasting' }).check();
  await expect(page.getByRole('table', { name: 'Matches list' }).locator('tbody tr')).toHaveCount(3);

  await page.getByRole('button', { name: /^Suggested/ }).click();
  await expectToast(page, () => page.getByRole('button', { name: `Accept all (${count})` }).click(), `${count} match`);
  await expect(page.getByText('No suggestions. Add rules on the planner to have matches suggested.')).toBeVisible();
  await page.getByRole('button', { name: /^Future/ }).click();
  await expect(page).toHaveURL(/broadcasting=1/);
  await expect(page.getByRole('table', { name: 'Matches list' }).locator('tbody tr')).toHaveCount(Math.min(50, count + 3));
});

test('at 390 px the planner is a day list: the clash shows and a menu moves the broadcast; a suggestion is accepted from its card', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const owner = await newOwnerAccount(page, 'Phone Planner');
  const { accessToken } = await signInThroughApi(page.request, owner);
  await setUpBar(page.request, accessToken);
  const matches = await futureMatches(page.request, accessToken);
  const [a, b, c] = overlappingChain(matches.slice(20));
  for (const m of [a, b, c]) {
    const res = await page.request.post('/api/bars/change-broadcast-status', { data: { matchId: m.id, status: true }, headers: { authorization: `Bearer ${accessToken}` } });
    expect(res.status()).toBe(200);
  }
  await openSignedIn(page, owner, `/planner?week=${mondayOf(a)}`);
  const day = page.getByRole('region', { name: new Date(a.scheduledDate).toLocaleDateString('en-US', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).replace(/^(\w+), (\w+) (\d+)$/, '$1 $3 $2') });
  await expect(day.getByTestId('planned-broadcast')).toHaveCount(3);
  await expect(day).toContainText('Open 12:00–15:00 · 17:00–01:00');
  await expect(page.getByRole('status').filter({ hasText: 'clash' })).toBeVisible();
  await day.getByRole('button', { name: `${b.headline}: Screen 1. Choose another screen` }).click();
  await expectToast(page, () => page.getByRole('menuitem', { name: 'Screen 2', exact: true }).click(), `${b.headline} moved to screen 2`);
  await expect(page.getByRole('status').filter({ hasText: 'screen of its own' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  const team = a.headline.split(' - ')[1]!;
  await page.getByRole('button', { name: 'Add a rule' }).click();
  const dialog = page.getByRole('dialog', { name: 'Always show' });
  await dialog.getByRole('combobox', { name: 'Team' }).fill(team.slice(0, 5));
  await page.getByRole('option', { name: team, exact: true }).click();
  await expectToast(page, () => dialog.getByRole('button', { name: 'Add a rule' }).click(), `Rule added: ${team}`);

  await page.goto('/matches?status=suggested');
  const card = page.getByRole('list', { name: 'Matches list' }).getByRole('article').first();
  await expect(card).toContainText(team);
  const headline = (await card.getByRole('button', { name: /^Accept / }).getAttribute('aria-label'))!.replace(/^Accept /, '');
  await expectToast(page, () => card.getByRole('button', { name: /^Accept / }).click(), '1 match switched on');
  await expect(page.getByRole('list', { name: 'Matches list' }).getByRole('article').filter({ hasText: headline })).toHaveCount(0);
});
