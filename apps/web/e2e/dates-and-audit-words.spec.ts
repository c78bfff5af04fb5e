import { expect, test, type Page } from '@playwright/test';
import { apiAs, openSignedIn, signInThroughApi } from './support/session.ts';
import { DEMO_QR_CHAMPIONSHIP } from './support/award-day.ts';

/** The console's language is the reader's: set before the page's first paint, as the settings keep it. */
async function readIn(page: Page, language: string) {
  await page.addInitScript((lang) => {
    window.localStorage.setItem(
      'preferences',
      JSON.stringify({ language: lang, theme: 'light', layout: 'full-width' }),
    );
  }, language);
}

test("a French admin reads the audit log's From filter as 07/12/2026 for 7 December", async ({ page }) => {
  await readIn(page, 'fr');
  await openSignedIn(page, 'admin', '/audit?from=2026-12-07');
  const from = page.getByRole('group', { name: 'Du' });
  await expect(from).toBeVisible();
  expect((await from.textContent())?.replace(/[\u2066-\u2069\u200e\u200f]/g, '')).toContain('07/12/2026');
});

test('a French admin types 7 December into the add-winner dialog and reads 07/12/2026, day before month', async ({
  page,
}) => {
  const staff = await apiAs('staff');
  const { championships } = (await (await staff.get('/api/challenge-winners/championships')).json()) as {
    championships: { id: string; name: string }[];
  };
  await staff.dispose();
  const demo = championships.find((c) => c.name === DEMO_QR_CHAMPIONSHIP)!;
  await readIn(page, 'fr');
  await openSignedIn(page, 'admin', `/official-championship/${demo.id}/winners`);
  await page.getByRole('button', { name: 'Ajouter un gagnant' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter un gagnant' });
  const day = dialog.getByRole('group', { name: 'Jour' });
  // The sections in the French order: day, month, year.
  await day.getByRole('spinbutton').first().click();
  await page.keyboard.type('07122026');
  expect((await day.textContent())?.replace(/[\u2066-\u2069\u200e\u200f]/g, '')).toContain('07/12/2026');
  await expect(day.getByRole('spinbutton').nth(1)).toHaveAttribute('aria-valuetext', 'décembre');
});

test("the audit log's first page reads as sentences in Arabic, each name isolated for right-to-left text", async ({
  page,
}) => {
  // A write of the admin's own, so the first page has an entry.
  const { accessToken } = await signInThroughApi(page.request, 'admin');
  const headers = { authorization: `Bearer ${accessToken}` };
  const bars = (await (await page.request.get('/api/bar?selectedFolder=accepted', { headers })).json()) as {
    folderBars: { _id: string }[];
  };
  const starred = await page.request.put('/api/bar/update-starred', {
    headers,
    data: { barIds: [bars.folderBars[0]!._id], status: true },
  });
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
