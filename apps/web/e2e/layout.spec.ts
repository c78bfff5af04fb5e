import { expect, test, type Locator } from '@playwright/test';
import { openSignedIn } from './support/session.ts';

/** The console's shell: 304 px sidebar, 80 px mini sidebar, a drawer below 1280 px, the user menu. */

test('at desktop width the sidebar collapses to the 80 px mini sidebar and back', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openSignedIn(page, 'staff', '/matches');
  const sidebar = page.getByTestId('sidebar');
  const paper = sidebar.locator('.MuiDrawer-paper');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const main = page.locator('main');
  await expect(paper).toHaveCSS('width', '304px');
  await expect(nav.getByTestId('sidebar-user-name')).toHaveText('Sam Staff');
  await expect(nav.getByText('Match page')).toBeVisible();
  expect((await main.boundingBox())!.x).toBeGreaterThanOrEqual(304);

  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  await expect(sidebar).toHaveAttribute('data-mini', 'true');
  await expect(paper).toHaveCSS('width', '80px');
  await expect.poll(async () => (await nav.boundingBox())?.width).toBeLessThanOrEqual(80);
  await expect(nav.getByTestId('sidebar-user-name')).toHaveCount(0);
  await expect(nav.getByText('Match page')).toHaveCount(0);
  // Icons stay usable, with their names.
  await nav.getByRole('link', { name: 'Official Championships' }).click();
  await expect(page).toHaveURL(/\/official-championships$/);
  await expect.poll(async () => (await main.boundingBox())?.x).toBeLessThan(120);

  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  await expect(paper).toHaveCSS('width', '304px');
  await expect(nav.getByTestId('sidebar-user-name')).toHaveText('Sam Staff');
});

for (const viewport of [
  { width: 1279, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`below 1280 px (${viewport.width} px) the sidebar is a drawer behind 'Open menu'`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await openSignedIn(page, 'owner', '/edit-bar');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
    await expect(page.getByTestId('sidebar')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toHaveCount(0);
    expect((await page.locator('main').boundingBox())!.x).toBeLessThan(10);

    await page.getByRole('button', { name: 'Open menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav).toBeVisible();
    await expect(page.getByTestId('sidebar-drawer').locator('.MuiDrawer-paper')).toHaveCSS('width', '304px');
    await expect(nav.getByTestId('sidebar-user-email')).toHaveText('owner@example.com');
    await nav.getByRole('link', { name: 'QR code scan' }).click();
    await expect(page).toHaveURL(/\/scan-qr-code$/);
    await expect(nav).toBeHidden();
  });
}

test("the user menu's Change Password is a full page load to /change-password", async ({ page }) => {
  await openSignedIn(page, 'admin', '/matches');
  await expect(page.getByRole('heading', { name: 'Matches' })).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { journeyMarker?: string }).journeyMarker = 'still here';
  });
  await page.getByRole('button', { name: 'Alex Admin' }).click();
  await page.getByRole('menuitem', { name: 'Change Password' }).click();
  // A full page load on a busy machine can take longer than the usual wait.
  await expect(page).toHaveURL(/\/change-password$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Change Password' })).toBeVisible({ timeout: 30_000 });
  // A full page load starts a new document: the marker set on the old one is gone.
  expect(await page.evaluate(() => (window as unknown as { journeyMarker?: string }).journeyMarker)).toBeUndefined();
  // And the session survived the load.
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
});

test('the footer is hidden by default and the page title sits in the top bar', async ({ page }) => {
  await openSignedIn(page, 'admin', '/matches');
  await expect(page.getByRole('heading', { name: 'Matches' })).toBeVisible();
  await expect(page.getByText(/All rights reserved/)).toHaveCount(0);
  await expect(page.getByRole('banner')).toContainText('Matchday Console');
});

/** Whether `locator`'s centre is inside the window and nothing (a clipping edge, a pinned column) covers it. */
async function reachable(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const x = r.x + r.width / 2;
    const y = r.y + r.height / 2;
    if (r.x < 0 || r.right > window.innerWidth || y < 0 || y > window.innerHeight) return false;
    const hit = document.elementFromPoint(x, y);
    return hit !== null && (hit === el || el.contains(hit));
  });
}

// The narrowest boxes: 1280 px in the boxed and framed layouts (sidebar, folders) and a phone. The
// list fits its box there (its less important columns go under the name, decision 052); the row
// buttons and menu stay in reach and the menu opens on screen.
for (const [layout, viewport] of [
  ['boxed', { width: 1280, height: 800 }],
  ['framed', { width: 1280, height: 800 }],
  ['full-width', { width: 390, height: 844 }],
] as const) {
  test(`admin /matches at ${viewport.width} px, ${layout}: the row menu is in reach and opens inside the window`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await openSignedIn(page, 'admin', '/matches');
    await page.evaluate(
      (chosen) =>
        window.localStorage.setItem('preferences', JSON.stringify({ language: 'en', theme: 'light', layout: chosen })),
      layout,
    );
    await page.reload();
    await expect(page.locator('[data-layout]')).toHaveAttribute('data-layout', layout);
    await page.getByRole('button', { name: 'Table view' }).click();
    const table = page.getByRole('table', { name: 'Matches list' });
    const firstRow = table.locator('tbody tr').first();
    const menuButton = firstRow.getByRole('button', { name: /^Actions for / });
    await expect(menuButton).toBeVisible();
    expect(await table.evaluate((t) => t.parentElement!.scrollWidth <= t.parentElement!.clientWidth + 1)).toBe(true);
    expect(await reachable(menuButton)).toBe(true);
    expect(await reachable(firstRow.getByRole('button', { name: /^Starred: / }))).toBe(true);

    await menuButton.click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Details' })).toBeVisible();
    const box = (await menu.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    await menu.getByRole('menuitem', { name: 'Details' }).click();
    await expect(page.getByRole('dialog', { name: 'Match details' })).toBeVisible();
  });
}
