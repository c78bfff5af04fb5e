import { expect, test } from '@playwright/test';
import { openSignedIn } from './support/session.ts';

for (const [path, rowSel] of [['/matches', 'tbody tr'], ['/bars', 'tbody tr']] as const) {
  test(`measure ${path}`, async ({ page }) => {
    await openSignedIn(page, 'admin', path);
    await expect(page.locator(rowSel).first()).toBeVisible({ timeout: 30_000 });
    await page.waitForTimeout(1500);
    const rows = await page.locator(rowSel).count();
    const all = await page.evaluate(() => document.querySelectorAll('main *').length);
    const table = await page.evaluate(() => document.querySelector('main table')?.querySelectorAll('*').length ?? 0);
    console.log(`MEASURE ${path} rows=${rows} main=${all} table=${table}`);
    for (const w of [1440, 390]) {
      await page.setViewportSize({ width: w, height: w > 1000 ? 900 : 844 });
      await page.waitForTimeout(800);
      await page.screenshot({ path: `/tmp/h15w/before${path.replace('/', '-')}-${w}.png`, fullPage: false });
    }
  });
}
