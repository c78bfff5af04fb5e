import { expect, test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { E2E } from './support/e2e-config.ts';
import { openSignedIn } from './support/session.ts';
import { scrollThrough } from './support/scroll-through.ts';
import { SHOTS_DIR } from './support/shots-dir.ts';

mkdirSync(SHOTS_DIR, { recursive: true });

/** The player pages (decision 051): the demo player on the demo championship, desktop and narrow. */
for (const [name, size] of [
  ['desktop', { width: 1440, height: 900 }],
  ['narrow', { width: 390, height: 844 }],
] as const) {
  test(`shots play ${name}`, async ({ page }) => {
    await page.setViewportSize(size);
    await openSignedIn(page, { email: 'player@example.com', password: E2E.password }, '/play');
    await page.getByRole('link', { name: /Premier League Predictor/ }).click();
    // The cards' controls and the boards load as the reader scrolls near them (decision 070).
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    await scrollThrough(page);
    await expect(page.getByRole('table', { name: 'Leaderboard' })).toBeVisible({ timeout: 30_000 });
    await page.screenshot({ path: `${SHOTS_DIR}/play-championship-${name}.png`, fullPage: true });
    // A locked match with everyone's predictions open.
    await page.getByRole('button', { name: "Everyone's predictions" }).first().click();
    await expect(page.getByRole('list', { name: "Everyone's predictions" }).first()).toBeVisible();
    await page.getByRole('list', { name: "Everyone's predictions" }).first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS_DIR}/play-everyone-${name}.png` });
  });
}

/**
 * The same pages in Arabic (right to left) at 1280 and 390 px: scores, numbers and nicknames
 * isolated, chevrons mirrored, nothing cut; and the sign-up page signed out.
 */
for (const [name, size] of [
  ['ar-desktop', { width: 1280, height: 900 }],
  ['ar-narrow', { width: 390, height: 844 }],
] as const) {
  test(`shots play ${name}`, async ({ page }) => {
    await page.setViewportSize(size);
    await openSignedIn(page, { email: 'player@example.com', password: E2E.password }, '/api/health');
    await page.evaluate(() =>
      window.localStorage.setItem(
        'preferences',
        JSON.stringify({ language: 'ar', theme: 'light', layout: 'full-width' }),
      ),
    );
    await page.goto('/play');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('link', { name: /Premier League Predictor/ })).toBeVisible({ timeout: 30_000 });
    await page.screenshot({ path: `${SHOTS_DIR}/play-list-${name}.png`, fullPage: true });
    await page.getByRole('link', { name: /Premier League Predictor/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    await scrollThrough(page);
    await expect(page.getByRole('table', { name: 'الترتيب' })).toBeVisible({ timeout: 30_000 });
    await page.screenshot({ path: `${SHOTS_DIR}/play-championship-${name}.png`, fullPage: true });
    await page.getByRole('button', { name: 'توقعات الجميع' }).first().click();
    await expect(page.getByRole('list', { name: 'توقعات الجميع' }).first()).toBeVisible();
    await page.getByRole('list', { name: 'توقعات الجميع' }).first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS_DIR}/play-everyone-${name}.png` });
    await page.getByRole('table', { name: 'الترتيب' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS_DIR}/play-board-${name}.png` });

    // Signed out here: who signed in forgotten, the session's cookies dropped (decision 062).
    await page.evaluate(() => {
      window.localStorage.removeItem('login');
    });
    await page.context().clearCookies({ name: 'session' });
    await page.goto('/play/signup');
    await expect(page.getByRole('heading').first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS_DIR}/play-signup-${name}.png`, fullPage: true });
  });
}

/**
 * A fan's first visit (decision 074): /play and /play/{id} as the server draws them, before any script, and once taken
 * over.
 */
for (const [name, size] of [
  ['desktop', { width: 1440, height: 900 }],
  ['narrow', { width: 390, height: 844 }],
] as const) {
  test(`shots play fan drawn ${name}`, async ({ browser }) => {
    for (const javaScriptEnabled of [false, true]) {
      const context = await browser.newContext({ javaScriptEnabled, viewport: size, timezoneId: 'Asia/Tokyo' });
      const page = await context.newPage();
      const when = javaScriptEnabled ? 'taken-over' : 'drawn';
      await page.goto('/play');
      await expect(page.getByRole('link', { name: /Premier League Predictor/ })).toBeVisible();
      await page.screenshot({ path: `${SHOTS_DIR}/play-fan-list-${when}-${name}.png`, fullPage: true });
      const href = await page.getByRole('link', { name: /Premier League Predictor/ }).getAttribute('href');
      await page.goto(href!);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (javaScriptEnabled) await expect(page.locator('#root')).not.toHaveAttribute('inert');
      await page.screenshot({ path: `${SHOTS_DIR}/play-fan-championship-${when}-${name}.png`, fullPage: true });
      await context.close();
    }
  });
}

/**
 * /play and /play/{id} for the demo player in English, Arabic and Chinese at 1440 and 390 px, the
 * language taken from `?lang=` and kept by the next page; and the player's header at 390 px in
 * every language, signed in and out (it holds on one line).
 */
for (const language of ['en', 'ar', 'zh'] as const) {
  for (const [name, size] of [
    ['desktop', { width: 1440, height: 900 }],
    ['narrow', { width: 390, height: 844 }],
  ] as const) {
    test(`shots play languages ${language} ${name}`, async ({ page }) => {
      await page.setViewportSize(size);
      await openSignedIn(page, { email: 'player@example.com', password: E2E.password }, `/play?lang=${language}`);
      await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${language}`));
      // The demo's championship under way (its name is the same in every language).
      const underWay = page.getByRole('link', { name: /Premier League Predictor/ });
      await expect(underWay).toBeVisible({ timeout: 30_000 });
      await page.screenshot({ path: `${SHOTS_DIR}/play-lang-list-${language}-${name}.png`, fullPage: true });
      await underWay.click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
      await scrollThrough(page);
      await expect(page.locator('main table')).toBeVisible({ timeout: 30_000 });
      await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${language}`));
      await page.screenshot({ path: `${SHOTS_DIR}/play-lang-championship-${language}-${name}.png`, fullPage: true });
      await page.locator('main table').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS_DIR}/play-lang-board-${language}-${name}.png` });
    });
  }
}

test('shots play header every language narrow', async ({ browser }) => {
  test.setTimeout(600_000);
  for (const signedIn of [false, true]) {
    for (const language of ['en', 'fr', 'es', 'it', 'ar', 'zh']) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      if (signedIn)
        await openSignedIn(page, { email: 'player@example.com', password: E2E.password }, `/play?lang=${language}`);
      else await page.goto(`/play?lang=${language}`);
      const header = page.getByRole('banner');
      await expect(header.getByRole('combobox')).toHaveValue(language, { timeout: 30_000 });
      // One line: the header is as tall as its tallest control.
      expect((await header.boundingBox())!.height).toBeLessThan(70);
      await header.screenshot({
        path: `${SHOTS_DIR}/play-header-${signedIn ? 'player' : 'fan'}-${language}-narrow.png`,
      });
      await context.close();
    }
  }
});
