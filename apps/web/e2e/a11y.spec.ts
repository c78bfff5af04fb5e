import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { E2E } from './support/e2e-config.ts';
import { scrollThrough } from './support/scroll-through.ts';
import { openSignedIn, type DemoRole } from './support/session.ts';

/**
 * An accessibility scan (axe, WCAG 2.1 A and AA rules) of each screen in the light theme, and of its
 * colours in the dark theme: no serious or critical violation (contrast, names, labels, roles).
 */
type Screen = { name: string; role: DemoRole | null; path: string };

const SCREENS: Screen[] = [
  { name: 'login', role: null, path: '/login' },
  { name: 'register', role: null, path: '/register' },
  { name: 'forgot password', role: null, path: '/forgot-password' },
  { name: 'bar details', role: 'owner', path: '/edit-bar' },
  { name: 'matches (owner)', role: 'owner', path: '/matches' },
  { name: 'matches (admin)', role: 'admin', path: '/matches' },
  { name: 'planner', role: 'owner', path: '/planner' },
  { name: 'bar league', role: 'owner', path: '/bar-league' },
  { name: 'official championships', role: 'staff', path: '/official-championships' },
  { name: 'championship editor', role: 'staff', path: '/official-championship/new' },
  { name: 'scan QR code', role: 'staff', path: '/scan-qr-code' },
  { name: 'bars', role: 'admin', path: '/bars' },
  { name: 'teams', role: 'admin', path: '/teams' },
  { name: 'competitions', role: 'admin', path: '/competitions' },
  { name: 'languages', role: 'admin', path: '/languages' },
  { name: 'change password', role: 'owner', path: '/change-password' },
];

const preferTheme = (page: Page, theme: 'light' | 'dark') =>
  page.evaluate((mode) => {
    window.localStorage.setItem('preferences', JSON.stringify({ language: 'en', theme: mode, layout: 'full-width' }));
  }, theme);

/** The page is drawn and its data is in: the title shows and no fetch is under way. */
async function ready(page: Page, path: string) {
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('fetch-spinner')).toHaveCount(0);
}

/**
 * The rules a theme can change: colours only. Names, labels, roles and structure are the same in
 * both themes, so the dark theme is scanned for these alone (half of each journey's axe time).
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

async function seriousViolations(page: Page, theme: 'light' | 'dark'): Promise<string[]> {
  // Legacy mode runs axe in the page itself; the default mode opens an extra blank page per scan
  // to merge frame results, which this single-frame console does not need.
  const axe = new AxeBuilder({ page }).setLegacyMode(true);
  const scan =
    theme === 'light' ? axe.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']) : axe.withRules(COLOUR_RULES);
  const results = await scan.analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .slice(0, 5)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
}

for (const screen of SCREENS) {
  test(`${screen.name} has no serious or critical accessibility violation, in the light and the dark theme`, async ({
    page,
  }) => {
    if (screen.role) {
      await openSignedIn(page, screen.role, '/api/health');
    } else {
      await page.goto('/api/health');
    }
    for (const theme of ['light', 'dark'] as const) {
      await preferTheme(page, theme);
      await page.goto(screen.path);
      await ready(page, screen.path);
      // The theme took: the page background is the theme's (light grey, or near black).
      await expect(page.locator('body')).toHaveCSS(
        'background-color',
        theme === 'dark' ? 'rgb(18, 18, 18)' : 'rgb(244, 246, 244)',
      );
      expect(await seriousViolations(page, theme), `${theme} theme`).toEqual([]);
    }
  });
}

/**
 * The player pages (decision 051: accessible, mobile first), as a fan opens them signed out and as a
 * player does, every part drawn: the reader scrolls through, so the score fields, the quiz's radios
 * and the boards (loaded near the screen) are scanned too.
 */
test('the player pages have no serious or critical accessibility violation, for a fan and a player, in the light and the dark theme', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { championships } = (await (await page.request.get('/api/play/championships')).json()) as {
    championships: { id: string }[];
  };
  const game = `/play/${championships[0]!.id}`;
  await page.goto('/api/health');
  const scan = async (who: string, path: string) => {
    for (const theme of ['light', 'dark'] as const) {
      await preferTheme(page, theme);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('#root')).not.toHaveAttribute('inert');
      await scrollThrough(page);
      await expect(page.locator('body')).toHaveCSS(
        'background-color',
        theme === 'dark' ? 'rgb(18, 18, 18)' : 'rgb(244, 246, 244)',
      );
      expect(await seriousViolations(page, theme), `${who} ${path}, ${theme} theme`).toEqual([]);
    }
  };
  await scan('a fan', '/play');
  await scan('a fan', game);
  await openSignedIn(page, { email: 'player@example.com', password: E2E.password }, '/api/health');
  await scan('a player', '/play');
  await scan('a player', game);
  await expect(page.getByRole('radiogroup').first()).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Leaderboard' }).getByRole('tablist', { name: 'Period' }),
  ).toBeVisible();
});
