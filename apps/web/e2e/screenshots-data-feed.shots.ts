import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { openSignedIn, signInThroughApi } from './support/session.ts';
import { SHOTS_DIR } from './support/shots-dir.ts';

/** SHOTS_DIR: where the PNGs go (a folder of one's own when several people take shots on one machine). */
const DIR = SHOTS_DIR;
mkdirSync(DIR, { recursive: true });
const KEPT_OUT = 'Paris Saint-Germain - Real Madrid';

const SIZES = [
  ['desktop', { width: 1440, height: 900 }],
  ['narrow', { width: 390, height: 844 }],
] as const;
const LOOKS = [
  { language: 'en', theme: 'light', layout: 'full-width' },
  { language: 'ar', theme: 'dark', layout: 'framed' },
] as const;

async function prefer(page: Page, p: { language: string; theme: string; layout: string }) {
  await page.evaluate((v) => window.localStorage.setItem('preferences', JSON.stringify(v)), p);
}

/**
 * The fixtures feed (decision 050): /data-feed after a sync, with a match deleted for good kept out
 * (decision 061), and a fed match edited by hand in its dialog.
 */
test.describe.configure({ mode: 'serial' });

test('a sync first, and a fed match edited by hand', async ({ page }) => {
  const { accessToken } = await signInThroughApi(page.request, 'admin');
  const headers = { authorization: `Bearer ${accessToken}` };
  expect((await page.request.post('/api/feed/sync', { data: {}, headers })).status()).toBe(202);
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
  const list = (await (
    await page.request.get('/api/match?selectedFolder=future&source=feed&searchText=Tottenham Hotspur', { headers })
  ).json()) as {
    folderMatches: {
      id: string;
      homeTeam: string;
      awayTeam: string;
      country: string;
      competition: string;
      scheduledDate: string;
    }[];
  };
  const match = list.folderMatches[0]!;
  const moved = new Date(Date.parse(match.scheduledDate) + 2 * 3_600_000).toISOString();
  const edit = await page.request.put('/api/match', {
    headers,
    data: {
      match: {
        id: match.id,
        homeTeam: match.homeTeam,
        awayTeam: match.awayTeam,
        country: match.country,
        competition: match.competition,
        dates: [],
        scheduledDate: moved,
      },
    },
  });
  expect(edit.status()).toBe(200);

  // A fed match deleted for good: /data-feed lists it as kept out of the feed.
  const kept = (await (
    await page.request.get(`/api/match?selectedFolder=future&source=feed&searchText=${encodeURIComponent(KEPT_OUT)}`, {
      headers,
    })
  ).json()) as { folderMatches: { id: string }[] };
  const keptId = kept.folderMatches[0]!.id;
  expect((await page.request.put('/api/match/delete', { headers, data: { matchIds: [keptId] } })).status()).toBe(200);
  expect(
    (await page.request.put('/api/match/delete-for-good', { headers, data: { matchIds: [keptId] } })).status(),
  ).toBe(200);
});

for (const look of LOOKS) {
  for (const [size, viewport] of SIZES) {
    test(`/data-feed and the fed match's dialog, ${look.language} (${size})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await openSignedIn(page, 'admin', '/data-feed');
      await prefer(page, look);
      await page.reload();
      await expect(page.getByTestId('feed-job').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `${DIR}/data-feed-${look.language}-${size}.png`, fullPage: true });

      await page.goto('/matches?source=feed');
      await page.getByRole('searchbox').first().fill('Tottenham Hotspur');
      await expect(page.getByTestId('feed-chip').first()).toBeVisible();
      await page.screenshot({ path: `${DIR}/data-feed-matches-${look.language}-${size}.png` });
      const { accessToken } = await signInThroughApi(page.request, 'admin');
      const found = (await (
        await page.request.get(
          '/api/match?selectedFolder=future&source=feed&searchText=Tottenham Hotspur - Manchester United',
          { headers: { authorization: `Bearer ${accessToken}` } },
        )
      ).json()) as { folderMatches: { id: string }[] };
      await page.goto(`/match/${found.folderMatches[0]!.id}`);
      await expect(page.getByTestId('feed-notice')).toBeVisible();
      await page.screenshot({ path: `${DIR}/data-feed-dialog-${look.language}-${size}.png` });
    });
  }
}

test('the match kept out follows the feed again (the journeys find it as before)', async ({ page }) => {
  const { accessToken } = await signInThroughApi(page.request, 'admin');
  const answer = (await (
    await page.request.get('/api/feed', { headers: { authorization: `Bearer ${accessToken}` } })
  ).json()) as { ignored: { externalId: string; headline: string }[] };
  const kept = answer.ignored.find((m) => m.headline === KEPT_OUT)!;
  expect(
    (
      await page.request.put('/api/feed/ignored/follow-feed', {
        headers: { authorization: `Bearer ${accessToken}` },
        data: { source: 'football-data', externalId: kept.externalId },
      })
    ).status(),
  ).toBe(200);
});
