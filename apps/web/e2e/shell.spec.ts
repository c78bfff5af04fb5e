import { expect, test } from '@playwright/test';
import { openSignedIn, signIn } from './support/session.ts';

test('an unauthenticated visitor is sent to /login', async ({ page }) => {
  await page.goto('/matches');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});

const menus = {
  owner: {
    landing: '/edit-bar',
    entries: ['Bar page', 'Match page', 'Demand', 'Planner', 'Bookings', 'Bar league', 'QR code scan', 'Team'],
  },
  staff: { landing: '/matches', entries: ['Match page', 'Official Championships', 'QR code scan'] },
  admin: {
    landing: '/matches',
    entries: [
      'Match page',
      'Official Championships',
      'QR code scan',
      'Bars',
      'Users',
      'Audit log',
      'Data feed',
      'Competitions',
      'Teams',
      'Languages',
    ],
  },
} as const;

for (const [role, { landing, entries }] of Object.entries(menus)) {
  test(`${role} signs in, lands on ${landing} and sees only the ${role}'s menu`, async ({ page }) => {
    await signIn(page, role as keyof typeof menus);
    await expect(page).toHaveURL(new RegExp(`${landing}$`));
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link')).toHaveText([...entries]);
    await expect(nav.getByTestId('sidebar-user-email')).toHaveText(`${role}@example.com`);
  });
}

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  await openSignedIn(page, 'staff', '/no-such-page');
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Search' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to homepage' }).click();
  await expect(page).toHaveURL(/\/matches$/);
});
