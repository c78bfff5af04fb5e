import { expect, test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { signInThroughApi } from './support/session.ts';
import { SHOTS_DIR } from './support/shots-dir.ts';

/**
 * The fans' public pages (React elements written whole by the server, decision 076) at 1440 and 390 px, in English and
 * Arabic.
 */
const DIR = SHOTS_DIR;
mkdirSync(DIR, { recursive: true });

for (const [name, size] of [
  ['1440', { width: 1440, height: 900 }],
  ['390', { width: 390, height: 844 }],
] as const) {
  test(`shots public pages ${name}`, async ({ page }) => {
    await page.setViewportSize(size);
    const owner = (await signInThroughApi(page.request, 'owner')) as { accessToken: string; barId: string };
    const bar = await page.request.get(`/api/bars/${owner.barId}`, {
      headers: { authorization: `Bearer ${owner.accessToken}` },
    });
    const { slug } = (await bar.json()) as { slug: string };
    const matches = (await (await page.request.get('/api/public/matches')).json()) as {
      matches: Array<{ id: string; barCount: number }>;
    };
    const shown = matches.matches.find((match) => match.barCount > 0) ?? matches.matches[0]!;
    // A coming match of a published championship: its page leads to the game.
    const [championship] = (
      (await (await page.request.get('/api/play/championships')).json()) as { championships: Array<{ id: string }> }
    ).championships;
    const played = (await (await page.request.get(`/api/play/championships/${championship!.id}`)).json()) as {
      matches: Array<{ id: string; locked: boolean }>;
    };
    const inGame = played.matches.find((match) => !match.locked)!;
    for (const lang of ['en', 'ar']) {
      for (const [shot, url] of [
        ['watch', '/watch'],
        ['match', `/watch/${shown.id}?near=51.5074,-0.1278`],
        ['bar', `/b/${slug}`],
        ['match-in-game', `/watch/${inGame.id}`],
      ] as const) {
        await page.goto(`${url}${url.includes('?') ? '&' : '?'}lang=${lang}`);
        await expect(page.locator('h1')).toBeVisible();
        await page.screenshot({ path: `${DIR}/public-${shot}-${lang}-${name}.png`, fullPage: true });
      }
    }
  });
}
