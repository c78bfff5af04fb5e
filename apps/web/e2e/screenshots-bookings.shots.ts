import { expect, test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { adminApi } from './support/match-changes.ts';
import { barTakingBookings, newFanAccount } from './support/bookings.ts';
import { openSignedIn } from './support/session.ts';
import { SHOTS_DIR } from './support/shots-dir.ts';

/**
 * The bookings' screens: the fans' booking page and account, the owner's Bookings page, /matches row and /edit-bar
 * settings.
 */
const DIR = SHOTS_DIR;
mkdirSync(DIR, { recursive: true });

for (const [name, size] of [
  ['1280', { width: 1280, height: 900 }],
  ['390', { width: 390, height: 844 }],
] as const) {
  test(`shots bookings ${name}`, async ({ page, browser }) => {
    test.slow();
    await page.setViewportSize(size);
    const { owner, barName, slug, match } = await barTakingBookings(page, await adminApi(), 12);
    const fan = await newFanAccount(page, `Shots Fan ${name}`);

    await openSignedIn(page, fan, `/watch/${match.id}`);
    await expect(page.getByRole('link', { name: barName })).toBeVisible();
    await page.screenshot({ path: `${DIR}/bookings-watch-${name}.png`, fullPage: true });
    await page.goto(`/b/${slug}`);
    await expect(page.getByRole('link', { name: 'Book a table' }).first()).toBeVisible();
    await page.screenshot({ path: `${DIR}/bookings-bar-page-${name}.png`, fullPage: true });

    await page.goto(`/play/book/${slug}/${match.id}`);
    const form = page.getByRole('form', { name: 'Book a table' });
    await expect(form).toBeVisible();
    await page.screenshot({ path: `${DIR}/bookings-book-form-${name}.png`, fullPage: true });
    await form.getByLabel('People').selectOption('3');
    await form.getByLabel('Name to ask for').fill('Ana; "the, fan"');
    await form.getByLabel('Note for the bar (optional)').fill('A high chair\nnear the big screen');
    await form.getByRole('button', { name: 'Ask for the table' }).click();
    await expect(page.getByText('Waiting for the bar')).toBeVisible();
    await page.screenshot({ path: `${DIR}/bookings-book-sent-${name}.png`, fullPage: true });

    const ownerContext = await browser.newContext({ viewport: size });
    const ownerPage = await ownerContext.newPage();
    await openSignedIn(ownerPage, owner, '/bookings');
    await expect(ownerPage.getByRole('region', { name: match.headline })).toBeVisible();
    await ownerPage.screenshot({ path: `${DIR}/bookings-console-week-${name}.png`, fullPage: true });
    await ownerPage.getByRole('button', { name: 'Decline' }).click();
    await expect(ownerPage.getByRole('dialog')).toBeVisible();
    await ownerPage.screenshot({ path: `${DIR}/bookings-console-decline-${name}.png` });
    await ownerPage.getByRole('button', { name: 'Cancel' }).click();
    await ownerPage.goto(`/matches?q=${encodeURIComponent(match.homeTeam)}`);
    await expect(ownerPage.getByRole('link', { name: /0 seats booked, 3 waiting/ }).first()).toBeVisible();
    await ownerPage.screenshot({ path: `${DIR}/bookings-matches-row-${name}.png` });
    await ownerPage.goto('/edit-bar');
    const settings = ownerPage.getByRole('region', { name: 'Bookings' });
    await settings.scrollIntoViewIfNeeded();
    await ownerPage.screenshot({ path: `${DIR}/bookings-edit-bar-${name}.png` });
    await ownerPage.getByRole('button', { name: /Notifications/ }).click();
    await expect(ownerPage.getByText(/asks for a table for 3/)).toBeVisible();
    // The popover fades in: the picture waits for its end.
    await expect(ownerPage.locator('.MuiPopover-paper')).toHaveCSS('opacity', '1');
    await ownerPage.screenshot({ path: `${DIR}/bookings-bell-${name}.png` });
    await ownerContext.close();

    await page.goto('/play/account');
    await expect(page.getByRole('region', { name: 'My bookings' })).toBeVisible();
    await page.screenshot({ path: `${DIR}/bookings-account-${name}.png` });
  });
}
