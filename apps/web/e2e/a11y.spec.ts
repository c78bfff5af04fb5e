import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { signIn, type DemoRole } from './support/session.ts';

/**
 * An accessibility scan (axe, WCAG 2.1 A and AA rules) of each screen in the light and the dark
 * theme: no serious or critical violation (contrast, names, labels, roles).
 */
type Screen = { name: string; role: DemoRole | null; path: string; ready: (page: Page) => Promise<void> };

const heading = (page: Page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible();
const noSpinner = (page: Page) => expect(page.getByTestId('fetch-spinner')).toHaveCount(0);

const SCREENS: Screen[] = [
  { name: 'login', role: null, path: '/login', ready: heading },
  { name: 'register', role: null, path: '/register', ready: heading },
  { name: 'forgot password', role: null, path: '/forgot-password', ready: heading },
  { name: 'bar details', role: 'owner', path: '/edit-bar', ready: heading },
  { name: 'matches (owner)', role: 'owner', path: '/matches', ready: heading },
  { name: 'matches (admin)', role: 'admin', path: '/matches', ready: heading },
  { name: 'official championships', role: 'staff', path: '/official-championships', ready: heading },
  { name: 'championship editor', role: 'staff', path: '/official-championship/new', ready: heading },
  { name: 'scan QR code', role: 'staff', path: '/scan-qr-code', ready: heading },
  { name: 'bars', role: 'admin', path: '/bars', ready: heading },
  { name: 'change password', role: 'owner', path: '/change-password', ready: heading },
];

for (const theme of ['light', 'dark'] as const) {
  for (const screen of SCREENS) {
    test(`${screen.name} in the ${theme} theme has no serious or critical accessibility violation`, async ({ page }) => {
      await page.addInitScript((mode) => {
        window.localStorage.setItem('preferences', JSON.stringify({ language: 'en', theme: mode, layout: 'full-width' }));
      }, theme);
      if (screen.role) await signIn(page, screen.role);
      await page.goto(screen.path);
      await screen.ready(page);
      await noSpinner(page);

      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const blocking = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 5).map((n) => n.target.join(' ')).join(' | ')}`);
      expect(blocking).toEqual([]);
    });
  }
}
