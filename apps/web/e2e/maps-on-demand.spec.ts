import { expect, test } from '@playwright/test';
import type { PublicMatchList } from '@app/contract/public-matches';

test("a fan on a phone opens a bar's map from a match's page: nothing is asked of the map's server until then", async ({
  page,
  request,
}) => {
  const list = await request.get('/api/public/matches?city=Paris&pageSize=1');
  const [match] = ((await list.json()) as PublicMatchList).matches;
  expect(match, 'the demo seed has a match shown in Paris').toBeTruthy();
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('openstreetmap.org')) asked.push(r.url());
  });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/watch/${match!.id}?near=48.8606,2.3376&lang=en`);
  const nearest = page.locator('ol > li.row').first();
  await expect(nearest.locator('.dist')).toBeVisible();
  const map = nearest.locator('details.map');
  await expect(map.locator('iframe')).toBeHidden();
  // The page has loaded whole (its images too), and asked nothing of the map's server.
  await page.waitForLoadState('load');
  expect(asked).toEqual([]);

  await map.getByText('Show on the map').click();
  const frame = map.locator('iframe');
  await expect(frame).toBeVisible();
  await expect
    .poll(() => asked.some((url) => url.startsWith('https://www.openstreetmap.org/export/embed.html?')))
    .toBe(true);
  // The map fits the phone's width.
  const box = (await frame.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(box.height).toBe(240);
});
