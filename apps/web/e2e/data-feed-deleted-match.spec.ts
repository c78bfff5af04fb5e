import { expect, test, type Page } from '@playwright/test';
import { openSignedIn } from './support/session.ts';

/** A replayed Champions League match no other journey uses (scripts/e2e-server.ts), its clubs the demo's. */
const HEADLINE = 'Paris Saint-Germain - Real Madrid';

async function syncNow(page: Page): Promise<void> {
  await page.goto('/data-feed');
  await expect(page.getByRole('heading', { name: 'Data feed' })).toBeVisible();
  await page.getByRole('button', { name: 'Sync now' }).click();
  await expect(page.getByText('Sync started')).toBeVisible();
  // The page follows the sync; the button comes back once every competition ran after the press.
  await expect(page.getByRole('button', { name: 'Sync now' })).toBeEnabled({ timeout: 60_000 });
  await expect(page.getByTestId('feed-job').filter({ hasText: 'UEFA Champions League' })).toContainText('OK');
}

async function searchMatches(page: Page) {
  // "From the feed": the demo's own matches of the two clubs are left out.
  await page.goto('/matches?source=feed');
  await page.getByRole('searchbox', { name: 'Search matches' }).fill('Paris Saint-Germain');
  return page.getByRole('row').filter({ hasText: HEADLINE });
}

test('a fed match the admin deletes for good stays gone through a sync, until the admin lets it follow the feed again', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await openSignedIn(page, 'admin', '/data-feed');
  await syncNow(page);

  // Into the trash, then deleted for good.
  let row = await searchMatches(page);
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `Actions for ${HEADLINE}` }).click();
  await page.getByRole('menuitem', { name: 'Delete', exact: true }).click();
  await expect(row).toHaveCount(0);
  await page.getByRole('button', { name: 'Trash', exact: true }).click();
  await row.getByRole('checkbox', { name: `Select ${HEADLINE}` }).check();
  await page
    .getByRole('toolbar', { name: 'Actions on the chosen matches' })
    .getByRole('button', { name: 'Delete for good' })
    .click();
  await page.getByRole('dialog', { name: 'Delete for good?' }).getByRole('button', { name: 'Delete for good' }).click();
  await expect(row).toHaveCount(0);

  // The next sync does not bring it back; /data-feed says it is kept out.
  await syncNow(page);
  const keptOut = page.getByRole('region', { name: 'Deleted for good: kept out of the feed' });
  await expect(keptOut).toContainText(HEADLINE);
  row = await searchMatches(page);
  await expect(page.getByText('No matches found')).toBeVisible();
  await expect(row).toHaveCount(0);

  // Following the feed again: the next sync brings it back.
  await page.goto('/data-feed');
  await keptOut.getByRole('button', { name: `Follow the feed again: ${HEADLINE}` }).click();
  await expect(page.getByText('The match comes back with the next sync')).toBeVisible();
  await expect(keptOut).toHaveCount(0);
  await syncNow(page);
  row = await searchMatches(page);
  await expect(row).toBeVisible();
});
