import { expect, test, type Page } from '@playwright/test';
import { openSignedIn } from './support/session.ts';
import { typeKickOff } from './support/match-dialog.ts';

// Kick-offs read in UTC, as the replayed provider writes them.
test.use({ timezoneId: 'UTC' });

/**
 * The replayed season's Tottenham - Manchester United: two days after today, 16:30 UTC (scripts/e2e-server.ts);
 * the feed's Tottenham Hotspur FC and Manchester United FC are the demo's clubs, under their names.
 */
const HEADLINE = 'Tottenham Hotspur - Manchester United';
const kickOffDay = (() => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 2));
})();
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** The lists' 'H:mm - d MMM yyyy', its day part. */
const dayText = `${kickOffDay.getUTCDate()} ${MONTHS[kickOffDay.getUTCMonth()]} ${kickOffDay.getUTCFullYear()}`;
const digits = (date: Date, time: string) =>
  `${String(date.getUTCDate()).padStart(2, '0')}${String(date.getUTCMonth() + 1).padStart(2, '0')}${date.getUTCFullYear()}${time}`;

async function syncNow(page: Page): Promise<void> {
  await page.goto('/data-feed');
  await expect(page.getByRole('heading', { name: 'Data feed' })).toBeVisible();
  const button = page.getByRole('button', { name: 'Sync now' });
  await button.click();
  await expect(page.getByText('Sync started')).toBeVisible();
  // The page follows the sync; the button comes back once every competition ran after the press.
  await expect(page.getByRole('button', { name: 'Sync now' })).toBeEnabled({ timeout: 60_000 });
  const league = page.getByTestId('feed-job').filter({ hasText: 'Premier League' });
  await expect(league).toContainText('OK');
}

async function findFedMatch(page: Page) {
  // "From the feed": the demo's own Tottenham matches typed by hand are left out.
  await page.goto('/matches?source=feed');
  await page.getByRole('searchbox').first().fill('Tottenham Hotspur');
  const row = page.getByRole('row').filter({ hasText: HEADLINE });
  await expect(row).toBeVisible();
  return row;
}

test("an admin syncs the feed, edits a fed match's kick-off by hand, syncs again and keeps it, then follows the feed again", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await openSignedIn(page, 'admin', '/data-feed');
  await syncNow(page);

  let row = await findFedMatch(page);
  await expect(row.getByTestId('feed-chip')).toHaveText('Feed');
  await expect(row).toContainText(`16:30 - ${dayText}`);

  // The kick-off moved by hand to 19:00.
  await row.getByRole('link', { name: `Edit ${HEADLINE}` }).click();
  let dialog = page.getByRole('dialog', { name: 'Edit Match' });
  await expect(dialog.getByTestId('feed-notice')).toContainText('From the data feed');
  await typeKickOff(dialog, digits(kickOffDay, '1900'));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  await syncNow(page);
  row = await findFedMatch(page);
  await expect(row.getByTestId('feed-chip')).toHaveText('Feed · edited by hand');
  await expect(row).toContainText(`19:00 - ${dayText}`);

  await row.getByRole('link', { name: `Edit ${HEADLINE}` }).click();
  dialog = page.getByRole('dialog', { name: 'Edit Match' });
  const notice = dialog.getByTestId('feed-notice');
  await expect(notice).toContainText('Edited by hand — the feed says:');
  await expect(notice).toContainText(/Kick-off: .*16:30/);
  await notice.getByRole('button', { name: 'Follow the feed again' }).click();
  await expect(page.getByText('The match follows the feed again')).toBeVisible();
  await expect(dialog).toBeHidden();

  row = await findFedMatch(page);
  await expect(row.getByTestId('feed-chip')).toHaveText('Feed');
  await expect(row).toContainText(`16:30 - ${dayText}`);
});
