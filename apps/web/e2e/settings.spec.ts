import { expect, test, type Page } from '@playwright/test';
import { newOwnerAccount, openSignedIn, signInThroughApi } from './support/session.ts';

/** docs/product.md §9: six languages (ar right to left), three themes, three layouts, kept on this browser. */

async function choose(page: Page, settingsName: string, option: string) {
  await page.getByRole('button', { name: settingsName }).click();
  const panel = page.getByRole('dialog');
  await panel.getByRole('radio', { name: option, exact: true }).check();
  await panel.press('Escape');
  await expect(panel).toBeHidden();
}

// Picking a language is also kept on the account (PATCH /api/authentication/me): the demo staff
// account goes back to English, so journeys that sign in through the form see the console in English.
test.afterAll(async ({ request }) => {
  const { accessToken } = await signInThroughApi(request, 'staff');
  const res = await request.patch('/api/authentication/me', {
    data: { language: 'en' },
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(res.status()).toBe(200);
});

const box = async (page: Page, selector: string) => (await page.locator(selector).first().boundingBox())!;
const background = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => getComputedStyle(el).backgroundColor);

test('Arabic mirrors the console: rtl page, sidebar on the right, menu drawer from the right, back arrow flipped', async ({
  page,
}) => {
  await openSignedIn(page, 'staff', '/matches');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await choose(page, 'Settings', 'العربية');

  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  expect(await page.evaluate(() => document.dir)).toBe('rtl');
  const nav = page.getByRole('navigation', { name: 'التنقل الرئيسي' });
  await expect(nav.getByRole('link')).toHaveText(['صفحة المباريات', 'البطولات الرسمية', 'مسح رمز QR']);
  // The 304 px sidebar sits against the right edge, the page content to its left.
  const sidebar = await box(page, '[data-testid="sidebar"] .MuiDrawer-paper');
  const main = await box(page, 'main');
  expect(sidebar.x + sidebar.width).toBeCloseTo(1440, 0);
  expect(main.x + main.width).toBeLessThanOrEqual(sidebar.x + 1);
  await expect(page.getByRole('button', { name: 'الإعدادات' })).toBeVisible();

  // Arrows that point back point the other way.
  await page.goto('/official-championship/new');
  const back = page.locator('main a[href="/official-championships"] svg');
  await expect(back).toHaveCSS('transform', 'matrix(-1, 0, 0, 1, 0, 0)');

  // Below lg the menu drawer slides in from the right edge.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'فتح القائمة' }).click();
  const drawer = page.getByTestId('sidebar-drawer').locator('.MuiDrawer-paper');
  await expect(drawer).toBeVisible();
  await expect
    .poll(async () => {
      const b = (await drawer.boundingBox())!;
      return Math.round(b.x + b.width);
    })
    .toBe(390);
});

test('dark darkens the main area; semi-dark darkens only the sidebar; light is light', async ({ page }) => {
  await openSignedIn(page, 'owner', '/edit-bar');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await background(page, 'main')).toBe('rgb(244, 246, 244)');

  await choose(page, 'Settings', 'Dark');
  expect(await background(page, 'main')).toBe('rgb(18, 18, 18)');
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(18, 18, 18)');
  expect(await background(page, '[data-testid="sidebar"] .MuiDrawer-paper')).toBe('rgb(30, 30, 30)');

  await choose(page, 'Settings', 'Semi-dark');
  expect(await background(page, 'main')).toBe('rgb(244, 246, 244)');
  expect(await background(page, '[data-testid="sidebar"] .MuiDrawer-paper')).toBe('rgb(16, 36, 26)');
  const name = page.getByTestId('sidebar-user-name');
  expect(await name.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(255, 255, 255)');
});

test('layouts: boxed is narrower than full width and centred; framed leaves a margin all round', async ({ page }) => {
  await page.setViewportSize({ width: 1600, height: 900 });
  await openSignedIn(page, 'staff', '/matches');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const frame = '[data-testid="app-frame"]';
  const full = await box(page, 'main');
  expect((await box(page, frame)).width).toBe(1600);

  await choose(page, 'Settings', 'Boxed');
  await expect.poll(async () => (await box(page, frame)).width).toBe(1280);
  const boxed = await box(page, frame);
  expect(boxed.x).toBe(160);
  expect((await box(page, 'main')).width).toBeLessThan(full.width);

  await choose(page, 'Settings', 'Framed');
  await expect.poll(async () => (await box(page, frame)).x).toBe(24);
  const framed = await box(page, frame);
  expect(framed.y).toBe(24);
  expect(framed.width).toBe(1600 - 48);
  const sidebar = await box(page, '[data-testid="sidebar"] .MuiDrawer-paper');
  expect(sidebar.x).toBe(24);
  expect(sidebar.y).toBe(24);
  expect((await box(page, 'main')).width).toBe(full.width - 48);
});

test('the choice is kept after a reload and across sign-out and sign-in, and the sign-in screen follows it', async ({
  page,
}) => {
  // An owner of its own: signing out ends every session of the account.
  const owner = await newOwnerAccount(page, 'Nora Newowner');
  await openSignedIn(page, owner, '/edit-bar');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await choose(page, 'Settings', 'العربية');
  await choose(page, 'الإعدادات', 'داكن');
  await choose(page, 'الإعدادات', 'ضمن صندوق');

  await page.reload();
  await expect(page.getByRole('navigation', { name: 'التنقل الرئيسي' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(await background(page, 'main')).toBe('rgb(18, 18, 18)');
  await expect(page.locator('[data-layout]')).toHaveAttribute('data-layout', 'boxed');

  await page.getByRole('button', { name: 'Nora Newowner' }).click();
  await page.getByRole('menuitem', { name: 'تسجيل الخروج' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'تسجيل الدخول' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  await page.getByLabel('البريد الإلكتروني').fill(owner.email);
  await page.getByLabel('كلمة المرور').fill(owner.password);
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await expect(page.getByRole('navigation', { name: 'التنقل الرئيسي' })).toBeVisible();
  expect(await background(page, 'main')).toBe('rgb(18, 18, 18)');
  await expect(page.locator('[data-layout]')).toHaveAttribute('data-layout', 'boxed');
});

test('the public screens offer the settings too: the sign-in screen in French, then back to English', async ({
  page,
}) => {
  await page.goto('/login');
  await choose(page, 'Settings', 'Français');
  await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
  await expect(page.getByLabel('Mot de passe')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
  await page.getByRole('link', { name: 'Créer un compte' }).click();
  await expect(page.getByRole('heading', { name: 'Créer un compte' })).toBeVisible();
  await choose(page, 'Paramètres', 'English');
  await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
});
