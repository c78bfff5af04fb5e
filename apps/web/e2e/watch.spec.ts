import { expect, test } from '@playwright/test';
import type { PublicMatchBars, PublicMatchList } from '@app/contract/public-matches';
import type { OwnerMatchesAnswer } from '@app/contract/matches';
import { apiAs, openSignedIn } from './support/session.ts';

/**
 * Near the Louvre: the demo's Paris bars are a few km away, its other located bars (Bucharest, Madrid, Berlin, …) far.
 */
const PARIS = { latitude: 48.8606, longitude: 2.3376 };

/**
 * A phone's browser of its own: a headless browser is a crawler to the view count, and the journeys share
 * one address, so the fan's view counts only with a user agent no other journey sends.
 */
const FAN_BROWSER = `Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.${Date.now() % 100_000}.0 Mobile Safari/537.36`;

test.use({
  viewport: { width: 390, height: 844 },
  geolocation: PARIS,
  permissions: ['geolocation'],
  userAgent: FAN_BROWSER,
});

/**
 * A fan on a phone finds a match on /watch, opens it and, sharing the
 * position, sees the nearest bar first. The demo seed's located bars (London, Paris; the owner's in
 * Bucharest, all accepted) show the owner's next matches.
 */
/**
 * The visitors the owner's list counts now for the matches of this headline (the demo has a few
 * with the same teams on other days: the rows are told apart by their sum, which grows only by the
 * fan who opens the one page).
 */
async function ownerViews(match: { id: string; homeTeam: string; awayTeam: string }): Promise<number> {
  const owner = await apiAs('owner');
  const answer = (await (
    await owner.get(`/api/matches/admin?query=${encodeURIComponent(match.homeTeam)}&matchStatus=future`)
  ).json()) as OwnerMatchesAnswer;
  await owner.dispose();
  expect(
    answer.matches.map((m) => m.id),
    "the demo owner's bar shows the match",
  ).toContain(match.id);
  return answer.matches
    .filter((m) => m.headline === `${match.homeTeam} - ${match.awayTeam}`)
    .reduce((sum, m) => sum + m.demand.views7d, 0);
}

test('a fan searches a team on /watch, opens the match and sees the nearest bar first; the owner sees the fan counted once', async ({
  page,
  request,
  browser,
}) => {
  const list = await request.get('/api/public/matches?city=Paris&pageSize=1');
  expect(list.status()).toBe(200);
  const [match] = ((await list.json()) as PublicMatchList).matches;
  expect(match, 'the demo seed has a match shown in Paris').toBeTruthy();

  const viewsBefore = await ownerViews(match!);

  await page.goto('/watch');
  await expect(page.getByRole('heading', { level: 1, name: 'Where to watch football' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Team or competition' }).fill(match!.homeTeam);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/watch\?q=/);
  await page.locator(`a[href^="/watch/${match!.id}/"]`).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${match!.homeTeam} – ${match!.awayTeam}`);
  const bars = page.locator('ol > li.row');
  // Without a position: by city and name (Paris after Berlin, Bucharest, Madrid, …), no distance.
  await expect(bars.first()).not.toContainText('Paris');
  await expect(page.locator('.dist')).toHaveCount(0);

  await page.getByRole('button', { name: 'Bars near me' }).click();
  await expect(page).toHaveURL(/near=48\.8606%2C2\.3376|near=48\.8606,2\.3376/);
  // The game's heading stands beside it when the match is in a championship.
  await expect(page.getByRole('heading', { level: 2, name: /^Bars showing it/ })).toContainText('Nearest first');
  await expect(bars.first()).toContainText('Paris');
  await expect(bars.first().locator('.dist')).toHaveText(/^\d+(\.\d)? km$/);

  // The nearest bar is the one the API puts first for the same position, and the distances grow down the list.
  const nearest = await request.get(
    `/api/public/matches/${match!.id}/bars?near=${PARIS.latitude},${PARIS.longitude}&pageSize=1`,
  );
  const [first] = ((await nearest.json()) as PublicMatchBars).bars;
  const nearestRow = bars.first();
  await expect(nearestRow.getByRole('link').first()).toHaveText(first!.name);
  // From the nearest bar: the way there, and the match at that bar into a calendar, as one event.
  await expect(nearestRow.getByRole('link', { name: 'Directions' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.openstreetmap\.org\/directions\?to=-?\d/,
  );
  const calendar = await request.get(
    (await nearestRow.getByRole('link', { name: 'Add to calendar' }).getAttribute('href'))!,
  );
  expect(calendar.headers()['content-type']).toContain('text/calendar');
  expect((await calendar.text()).match(/BEGIN:VEVENT/g)).toHaveLength(1);
  // Share: this browser has no share sheet, so the page's address is copied and the page says so.
  expect(await page.evaluate(() => 'share' in navigator)).toBe(false);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(canonical);
  const km = (await page.locator('.dist').allTextContents()).map((text) => Number(text.replace(/[^\d.]/g, '')));
  expect(km).toEqual([...km].sort((a, b) => a - b));

  // The owner, choosing what to show, sees the fan on their /matches: one visitor for the two loads above.
  const ownerPage = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await openSignedIn(ownerPage, 'owner', `/matches?q=${encodeURIComponent(match!.homeTeam)}`);
  const rows = ownerPage.getByRole('row').filter({ hasText: `${match!.homeTeam} - ${match!.awayTeam}` });
  await expect(rows.first().getByRole('button', { name: /visitors? in 7 days/ })).toBeVisible();
  const labels = await rows
    .getByRole('button', { name: /visitors? in 7 days/ })
    .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''));
  const views = labels.reduce(
    (sum, label) => sum + Number(/^([\d,]+) visitors?/.exec(label)?.[1]?.replace(/,/g, '')),
    0,
  );
  expect(views).toBeGreaterThanOrEqual(viewsBefore + 1);
  await ownerPage.close();
});
