import { expect, test } from '@playwright/test';
import { signIn } from './support/session.ts';
import { E2E } from './support/e2e-config.ts';

const sizes = { desktop: { width: 1440, height: 900 }, narrow: { width: 390, height: 844 } };
for (const [size, viewport] of Object.entries(sizes)) {
  test(`shots ${size}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    for (const [name, url] of [['login', '/login'], ['register', '/register'], ['forgot', '/forgot-password'], ['reset', '/reset-password?token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG'], ['reset-notoken', '/reset-password']]) {
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `/tmp/shots/auth-${name}-${size}.png`, fullPage: true });
    }
    await page.goto('/login');
    await page.getByLabel('Email').fill('owner@example.com');
    await page.getByLabel('Password').fill('nope');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await page.screenshot({ path: `/tmp/shots/auth-login-error-${size}.png`, fullPage: true });
    await page.goto('/register');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/tmp/shots/auth-register-errors-${size}.png`, fullPage: true });

    await page.goto('/login');
    await page.getByLabel('Email').fill(E2E.accounts.admin);
    await page.getByLabel('Password').fill(E2E.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/matches$/);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `/tmp/shots/auth-shell-${size}.png` });
    if (size === 'narrow') {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.waitForTimeout(500);
      await page.screenshot({ path: `/tmp/shots/auth-shell-drawer-${size}.png` });
      await page.keyboard.press('Escape');
    } else {
      await page.getByRole('button', { name: 'Collapse sidebar' }).click();
      await page.waitForTimeout(500);
      await page.screenshot({ path: `/tmp/shots/auth-shell-mini-${size}.png` });
      await page.getByRole('button', { name: 'Expand sidebar' }).click();
    }
    await page.goto('/change-password');
    await page.getByLabel('Old Password').fill('x');
    await page.getByLabel('New Password', { exact: true }).fill('weak');
    await page.getByLabel('Confirm New Password').fill('weaker');
    await page.screenshot({ path: `/tmp/shots/auth-change-password-${size}.png`, fullPage: true });
    await page.goto('/no-such-page');
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `/tmp/shots/auth-404-${size}.png`, fullPage: true });
    await page.getByRole('button', { name: 'Alex Admin' }).click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/tmp/shots/auth-user-menu-${size}.png` });
  });
}
void signIn;
