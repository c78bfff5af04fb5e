import { expect, test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { signInThroughApi } from './support/session.ts';
import { SHOTS_DIR } from './support/shots-dir.ts';

/** The owner's poster of the week (/b/{slug}/poster, server-drawn) at 1280 and 390 px, in English and Arabic. */
const DIR = SHOTS_DIR;
mkdirSync(DIR, { recursive: true });

for (const [name, size] of [
  ['1280', { width: 1280, height: 900 }],
  ['390', { width: 390, height: 844 }],
] as const) {
  test(`shots poster ${name}`, async ({ page }) => {
    await page.setViewportSize(size);
    const owner = (await signInThroughApi(page.request, 'owner')) as { accessToken: string; barId: string };
    const bar = await page.request.get(`/api/bars/${owner.barId}`, {
      headers: { authorization: `Bearer ${owner.accessToken}` },
    });
    const { slug } = (await bar.json()) as { slug: string };
    for (const lang of ['en', 'ar']) {
      await page.goto(`/b/${slug}/poster?lang=${lang}`);
      await expect(page.locator('h1')).toBeVisible();
      await page.screenshot({ path: `${DIR}/poster-${lang}-${name}.png`, fullPage: true });
    }
  });
}
