import { expect, test, type Page } from '@playwright/test';
import type { PublicMatchList } from '@app/contract/public-matches';

/**
 * The fans' pages hold still while their one script runs: the kick-offs written again in the fan's
 * zone, the zone's name, the Share button shown where the browser can share. A shift there is what
 * a fan feels as the page jumping under their thumb (and Lighthouse's CLS).
 */
test.use({ viewport: { width: 390, height: 844 }, timezoneId: 'Europe/Bucharest' });

/** The layout shifts the page made, as the browser reports them, once its script has run. */
async function shifts(page: Page): Promise<number[]> {
  await page.waitForLoadState('load');
  await expect(page.locator('p.share')).toBeVisible();
  return page.evaluate(
    () =>
      new Promise<number[]>((resolve) => {
        const values: number[] = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) values.push((entry as unknown as { value: number }).value);
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(values), 500);
      }),
  );
}

test("a match's page and a bar's page do not move once drawn", async ({ page, request }) => {
  const list = (await (await request.get('/api/public/matches?city=Berlin&pageSize=50')).json()) as PublicMatchList;
  const match = list.matches.find((m) => m.barCount > 0);
  expect(match, 'the demo seed has a match shown in Berlin').toBeDefined();
  // A kick-off written again in the fan's zone may move a glyph's width (0.0001); Share showing moved the page 0.05.
  const total = async () => (await shifts(page)).reduce((a, b) => a + b, 0);
  await page.goto(`/watch/${match!.id}?city=Berlin`);
  expect(await total()).toBeLessThan(0.001);

  await page.locator('a.name').first().click();
  await expect(page).toHaveURL(/\/b\//);
  expect(await total()).toBeLessThan(0.001);
});
