import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { openSignedIn, signInThroughApi } from './support/session.ts';
import { SHOTS_DIR } from './support/shots-dir.ts';

const DIR = SHOTS_DIR;
mkdirSync(DIR, { recursive: true });

const SIZES = [
  ['desktop', { width: 1440, height: 900 }],
  ['narrow', { width: 390, height: 844 }],
] as const;
const LOOKS = [
  { language: 'en', theme: 'light', layout: 'full-width' },
  { language: 'ar', theme: 'light', layout: 'full-width' },
] as const;

async function prefer(page: Page, p: { language: string; theme: string; layout: string }) {
  await page.evaluate((v) => window.localStorage.setItem('preferences', JSON.stringify(v)), p);
  await page.reload();
}

/**
 * The console's screens: the feed's possible duplicates on /teams, what the last syncs brought
 * on /data-feed, "From the feed" on /matches, /bars on a phone, the owner's card switch, /team's
 * invitations and the scanner after Reset.
 */
test.describe.configure({ mode: 'serial' });

test('a club typed under another name, then a sync; a person invited to the team', async ({ page }) => {
  const { accessToken } = await signInThroughApi(page.request, 'admin');
  const headers = { authorization: `Bearer ${accessToken}` };
  const teams = (await (await page.request.get('/api/teams?q=Chelsea', { headers })).json()) as {
    items: { id: string; name: string }[];
  };
  const chelsea = teams.items.find((t) => t.name === 'Chelsea')!;
  // "Chelsea London" is not certainly the feed's Chelsea FC: the pair waits on /teams.
  expect(
    (await page.request.patch(`/api/teams/${chelsea.id}`, { headers, data: { name: 'Chelsea London' } })).status(),
  ).toBe(200);
  expect((await page.request.post('/api/feed/sync', { data: {}, headers })).status()).toBe(202);
  // A sync run before (another tour or journey) leaves the clubs linked: this one is the first of its server.
  await expect
    .poll(
      async () => {
        const status = (await (await page.request.get('/api/feed', { headers })).json()) as {
          competitions: { outcome: string | null }[];
        };
        return status.competitions.every((c) => c.outcome === 'ok');
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  const owner = await signInThroughApi(page.request, 'owner');
  expect(
    (
      await page.request.post('/api/team', {
        headers: { authorization: `Bearer ${owner.accessToken}` },
        data: { email: 'new.scanner@cornerflag.example', role: 'scanner' },
      })
    ).status(),
  ).toBe(201);
});

for (const look of LOOKS) {
  for (const [size, viewport] of SIZES) {
    test(`admin screens, ${look.language} (${size})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await openSignedIn(page, 'admin', '/teams');
      await prefer(page, look);
      await expect(page.getByTestId('team-row').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `${DIR}/cf-teams-${look.language}-${size}.png`, fullPage: size === 'narrow' });

      await page.goto('/data-feed');
      await expect(page.getByTestId('feed-job').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `${DIR}/cf-data-feed-${look.language}-${size}.png`, fullPage: true });

      await page.goto('/matches?source=feed');
      await expect(page.getByTestId('feed-chip').first()).toBeVisible();
      await page.screenshot({ path: `${DIR}/cf-matches-feed-${look.language}-${size}.png` });

      await page.goto('/bars');
      await expect(page.getByRole('table').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `${DIR}/cf-bars-${look.language}-${size}.png` });
    });

    test(`owner screens, ${look.language} (${size})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await openSignedIn(page, 'owner', '/matches');
      await prefer(page, look);
      if (size === 'narrow') await expect(page.getByRole('list').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `${DIR}/cf-owner-matches-${look.language}-${size}.png` });

      await page.goto('/team');
      await expect(page.getByRole('table').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `${DIR}/cf-team-${look.language}-${size}.png`, fullPage: true });

      await page.goto('/scan-qr-code');
      // The typed-code field, whatever the language.
      const field = page.locator('input[spellcheck="false"]');
      await field.fill('hello world');
      await page.keyboard.press('Enter');
      await page.screenshot({ path: `${DIR}/cf-scan-wrong-${look.language}-${size}.png`, fullPage: true });
      await page.getByRole('button', { name: look.language === 'ar' ? 'إعادة تشغيل الماسح' : 'Reset Scanner' }).click();
      await page.screenshot({ path: `${DIR}/cf-scan-reset-${look.language}-${size}.png`, fullPage: true });
    });
  }
}
