import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { openSignedIn } from './support/session.ts';
import { pickParty } from './support/match-dialog.ts';

/** A word only this run's matches carry, so the journey never depends on other journeys' data. */
const token = `m${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const REQUIRED = 'This field is required!';

function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else if (c !== '\r') cell += c;
  }
  if (cell || row.length) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

/** A search in the Future folder, waited for until it applies: a search stays in the folder shown as chosen. */
async function searchFor(page: Page, text: string) {
  await page
    .getByRole('navigation', { name: 'Match filters' })
    .getByRole('button', { name: /^Future/ })
    .click();
  await page.getByRole('searchbox', { name: 'Search matches' }).fill(text);
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(text);
  await expect(
    page.getByRole('navigation', { name: 'Match filters' }).getByRole('button', { name: /^Future/ }),
  ).toHaveAttribute('aria-current', 'true');
}
const row = (page: Page, headline: string) => page.getByRole('row').filter({ hasText: headline });

async function createThroughDialog(
  page: Page,
  values: { home: string; away?: string; country: string; date: string; competition?: string },
) {
  await page.getByRole('button', { name: 'Create New' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Match' });
  await pickParty(dialog, 'Home team', values.home);
  if (values.away) await pickParty(dialog, 'Away team', values.away);
  await dialog.getByLabel('Country').fill(values.country);
  await dialog.getByLabel('Date 1', { exact: true }).pressSequentially(values.date);
  if (values.competition) await pickParty(dialog, 'Competition', values.competition);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
}

test('an admin creates, finds, edits, stars, labels, trashes, restores and exports matches', async ({ page }) => {
  // One long journey on a shared two-core machine: more time than a single screen needs.
  test.setTimeout(180_000);
  const first = { home: `Home ${token}`, away: 'Visitors' };
  const headline = `${first.home} - ${first.away}`;
  const second = `Second ${token}`;
  const label = `Derby ${token}`;

  await openSignedIn(page, 'admin', '/matches');
  await expect(page.getByRole('heading', { name: 'Matches' })).toBeVisible();

  // Create: each validation message in turn, nothing sent until all pass.
  await page.getByRole('button', { name: 'Create New' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Match' });
  const create = dialog.getByRole('button', { name: 'Create' });
  await create.click();
  await expect(dialog.getByLabel('Home team')).toHaveAccessibleDescription(REQUIRED);
  await expect(dialog.getByLabel('Country')).not.toHaveAccessibleDescription(REQUIRED);
  await pickParty(dialog, 'Home team', first.home);
  await create.click();
  await expect(dialog.getByLabel('Country')).toHaveAccessibleDescription(REQUIRED);
  await expect(dialog.getByLabel('Home team')).not.toHaveAccessibleDescription(REQUIRED);
  await dialog.getByLabel('Country').fill('Romania');
  await create.click();
  // Neither a kick-off nor a date: the message shows under the kick-off.
  await expect(dialog.getByText(REQUIRED)).toBeVisible();
  await dialog.getByLabel('Date 1', { exact: true }).pressSequentially('12062031');
  await expect(dialog.getByLabel('Date 1', { exact: true })).toHaveValue('12.06.2031');
  await pickParty(dialog, 'Away team', first.away);
  await dialog.getByRole('button', { name: 'Add date' }).click();
  await dialog.getByLabel('Date 2', { exact: true }).pressSequentially('13062031');
  await create.click();
  await expect(dialog).toBeHidden();
  // The list keeps its order (decision 052): a match of 2031 is not put on top of the Future folder,
  // which starts with the nearest kick-offs; it is found by search below.
  await expect(page.getByRole('row').nth(1)).not.toContainText(headline);

  await createThroughDialog(page, { home: second, country: 'Italy', date: '01072031', competition: 'Serie A' });

  // Find it by search.
  await searchFor(page, `home ${token}`);
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(row(page, headline)).toContainText('Scheduled');

  // Edit it at /match/{id}.
  await row(page, headline)
    .getByRole('link', { name: `Edit ${headline}` })
    .click();
  await expect(page).toHaveURL(/\/match\/[0-9a-f-]{36}$/);
  const edit = page.getByRole('dialog', { name: 'Edit Match' });
  await expect(edit.getByLabel('Home team')).toHaveValue(first.home);
  await expect(edit.getByLabel('Date 1', { exact: true })).toHaveValue('12.06.2031');
  await expect(edit.getByLabel('Date 2', { exact: true })).toHaveValue('13.06.2031');
  await pickParty(edit, 'Away team', 'Guests');
  await edit.getByLabel('Match type').fill('Friendly');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/matches$/);
  const edited = `${first.home} - Guests`;

  // Star both of this run's matches in one go.
  await searchFor(page, token);
  await expect(page.getByRole('row')).toHaveCount(3);
  await expect(row(page, edited)).toBeVisible();
  await page.getByRole('button', { name: 'Choose which matches to select' }).click();
  await page.getByRole('menuitem', { name: 'All' }).click();
  const toolbar = page.getByRole('toolbar', { name: 'Actions on the chosen matches' });
  await expect(toolbar).toContainText('2 selected');
  await toolbar.getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: 'Mark as starred' }).click();
  await expect(row(page, edited).getByRole('button', { name: `Starred: ${edited}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(row(page, second).getByRole('button', { name: `Starred: ${second}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('button', { name: 'Starred', exact: true }).click();
  await expect(row(page, edited)).toBeVisible();
  await expect(row(page, second)).toBeVisible();
  // Un-starring inside Starred takes the match out of that view: the list is read again, and the
  // server decides what fits (the browser keeps no copy of the filter).
  await row(page, second)
    .getByRole('button', { name: `Starred: ${second}` })
    .click();
  await expect(row(page, second)).toHaveCount(0);
  await expect(row(page, edited)).toBeVisible();

  // A new label, put on one match.
  await page.getByRole('button', { name: 'Add label' }).click();
  const editor = page.getByRole('form', { name: 'Create label' });
  await editor.getByRole('button', { name: 'Done' }).click();
  await expect(editor.getByLabel('Name')).toHaveAccessibleDescription(REQUIRED);
  await editor.getByLabel('Name').fill(label);
  await editor.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('button', { name: label, exact: true })).toBeVisible();
  await searchFor(page, token);
  await expect(page.getByRole('row')).toHaveCount(3);
  await row(page, second)
    .getByRole('checkbox', { name: `Select ${second}` })
    .check();
  await toolbar.getByRole('button', { name: 'Labels' }).click();
  await page.getByRole('group', { name: 'Apply labels' }).getByRole('checkbox', { name: label }).check();
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(row(page, second)).toContainText(label);
  await expect(row(page, edited)).not.toContainText(label);
  await page.getByRole('button', { name: label, exact: true }).click();
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(row(page, second)).toBeVisible();

  // Trash one, then restore it from the trash.
  await searchFor(page, token);
  await expect(page.getByRole('row')).toHaveCount(3);
  await row(page, edited)
    .getByRole('button', { name: `Actions for ${edited}` })
    .click();
  await page.getByRole('menuitem', { name: 'Delete', exact: true }).click();
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.getByRole('button', { name: 'Trash', exact: true }).click();
  await row(page, edited)
    .getByRole('checkbox', { name: `Select ${edited}` })
    .check();
  await toolbar.getByRole('button', { name: 'Restore' }).click();
  await expect(row(page, edited)).toHaveCount(0);
  await searchFor(page, token);
  await expect(page.getByRole('row')).toHaveCount(3);

  // Export the filter: every match of the search, as CSV.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export list' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^matches-\d{4}-\d{2}-\d{2}\.csv$/);
  const rows = parseCsv(await readFile(await download.path(), 'utf8'));
  expect(rows[0]).toEqual([
    'Id',
    'Name',
    'Match type',
    'Country',
    'Dates',
    'Competition',
    'Kick-off (UTC)',
    'Status',
    'Score',
  ]);
  // A match given dates only kicks off on its first date's day; neither is played yet.
  expect(rows.slice(1).map((r) => r.slice(1))).toEqual([
    [
      edited,
      'Friendly',
      'Romania',
      'Start: 2031-06-12; End: 2031-06-13',
      '',
      expect.stringMatching(/^2031-06-1[12] \d{2}:\d{2}$/),
      'SCHEDULED',
      '',
    ],
    [
      second,
      '',
      'Italy',
      'Start: 2031-07-01',
      'Serie A',
      expect.stringMatching(/^2031-0[67]-(?:30|01) \d{2}:\d{2}$/),
      'SCHEDULED',
      '',
    ],
  ]);
});
