import { expect, test, type Page } from '@playwright/test';
import { openSignedIn, signInThroughApi } from './support/session.ts';

/** The console's language is the reader's: set before the page's first paint, as the settings keep it. */
async function readIn(page: Page, language: string) {
  await page.addInitScript((lang) => {
    window.localStorage.setItem('preferences', JSON.stringify({ language: lang, theme: 'light', layout: 'full-width' }));
  }, language);
}

test("a French admin reads the audit log's From filter as 07/12/2026 for 7 December", async ({ page }) => {
  await readIn(page, 'fr');
  await openSignedIn(page, 'admin', '/audit?from=2026-12-07');
  const from = page.getByRole('group', { name: 'Du' });
  await expect(from).toBeVisible();
  expect((await from.textContent())?.replace(/[\u2066-\u2069\u200e\u200f]/g, '')).toContain('07/12/2026');
});

test("the audit log's first page reads as sentences in Arabic, each name isolated for right-to-left text", async ({ page }) => {
  // A write of the admin's own, so the first page has an entry.
  const { accessToken } = await signInThroughApi(page.request, 'admin');
  const headers = { authorization: `Bearer ${accessToken}` };
  const bars = (await (await page.request.get('/api/bar?selectedFolder=accepted', { headers })).json()) as { folderBars: { _id: string }[] };
  const starred = await page.request.put('/api/bar/update-starred', { headers, data: { barIds: [bars.folderBars[0]!._id], status: true } });
  expect(starred.status(), await starred.text()).toBe(200);
  await readIn(page, 'ar');
  await openSignedIn(page, 'admin', '/audit');
  const entries = page.getByTestId('audit-entry');
  await expect(entries.first()).toBeVisible();
  const sentence = entries.first().getByTestId('audit-sentence');
  await expect(sentence.locator('bdi').first()).toBeVisible();
  await expect(sentence).not.toContainText('/api/');
  await expect(entries.first().getByRole('button', { name: 'التفاصيل' })).toBeVisible();
});
