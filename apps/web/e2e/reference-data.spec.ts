import { expect, test } from '@playwright/test';
import { adminApi, createMatch } from './support/match-changes.ts';
import { openSignedIn } from './support/session.ts';

/** A team the match dialog's picker would add (POST /api/match/teams), named as a match already names it. */
async function addTeam(admin: Awaited<ReturnType<typeof adminApi>>, name: string): Promise<void> {
  const res = await admin.post('/api/match/teams', { data: { name, country: 'England' } });
  expect(res.status(), await res.text()).toBe(200);
}

test('an admin renames a team, merges its duplicate into it and finds both matches under the kept team; a language in use stays on', async ({
  page,
}) => {
  test.slow();
  const admin = await adminApi();
  const kickOff = new Date(Date.now() + 5 * 86_400_000).toISOString();
  // A team typed by hand and its duplicate, each with a match.
  const keptMatch = await createMatch(admin, 'Rovers', 'Harbour Town', kickOff);
  const duplicateMatch = await createMatch(admin, 'Rovers FC', 'Valley Athletic', kickOff);
  await addTeam(admin, keptMatch.homeTeam);
  await addTeam(admin, duplicateMatch.homeTeam);
  const keptName = `${keptMatch.homeTeam} United`;

  await openSignedIn(page, 'admin', '/teams');
  await expect(page.getByRole('heading', { name: 'Teams' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Search teams' }).fill(keptMatch.homeTeam);
  const keptRow = page.getByTestId('team-row').filter({ hasText: keptMatch.homeTeam });
  await expect(keptRow).toHaveCount(1);
  await keptRow.getByRole('button', { name: `Actions for ${keptMatch.homeTeam}` }).click();
  await page.getByRole('menuitem', { name: 'Rename' }).click();
  const rename = page.getByRole('dialog', { name: `Rename ${keptMatch.homeTeam}` });
  await rename.getByLabel('Name').fill(keptName);
  await rename.getByRole('button', { name: 'Rename' }).click();
  await expect(page.getByText(`Renamed to ${keptName}`)).toBeVisible();
  await expect(rename).toBeHidden();

  await page.getByRole('textbox', { name: 'Search teams' }).fill(duplicateMatch.homeTeam);
  const duplicateRow = page.getByTestId('team-row').filter({ hasText: duplicateMatch.homeTeam });
  await expect(duplicateRow).toHaveCount(1);
  await duplicateRow.getByRole('button', { name: `Actions for ${duplicateMatch.homeTeam}` }).click();
  await page.getByRole('menuitem', { name: 'Merge into another team…' }).click();
  const merge = page.getByRole('dialog', { name: `Merge ${duplicateMatch.homeTeam} into another team` });
  await merge.getByRole('combobox', { name: 'Team to keep' }).fill(keptName);
  await page.getByRole('option', { name: keptName }).click();
  await merge.getByRole('button', { name: 'Merge' }).click();
  await expect(page.getByText(`${duplicateMatch.homeTeam} merged into ${keptName}: 1 match moved`)).toBeVisible();
  await expect(merge).toBeHidden();
  await expect(page.getByText('No team matches.')).toBeVisible();

  // Both matches are the kept team's now.
  await page.goto('/matches');
  await page.getByRole('searchbox').first().fill(keptName);
  await expect(page.getByRole('row').filter({ hasText: `${keptName} - Harbour Town` })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: `${keptName} - Valley Athletic` })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: duplicateMatch.homeTeam })).toHaveCount(0);

  // English is what the demo championships are written in: switching it off is refused with where it is used.
  await page.goto('/languages');
  const english = page.getByRole('switch', { name: 'English active' });
  await expect(english).toBeChecked();
  await english.click();
  // The championships are named, the first few and how many more ('+2') when other journeys made some;
  // the notifier titles it 'ERROR!'.
  const refusal = page.getByRole('alert').filter({ hasText: 'ERROR!' });
  await expect(refusal).toContainText(/English is used by ".+"( \+\d+)?: deactivating it would drop those texts\./);
  await expect(english).toBeChecked();
  await admin.dispose();
});
