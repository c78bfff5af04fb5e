import { expect, test, type Locator, type Page } from '@playwright/test';
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { openSignedIn, unique } from './support/session.ts';

/** Real PNG files, made here, for the file pickers. */
async function pictures(): Promise<Record<'logo' | 'cover' | 'ball' | 'shirt', string>> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'championship-e2e-'));
  const make = async (name: string, color: string, width: number, height: number) => {
    const file = path.join(dir, `${name}.png`);
    await writeFile(
      file,
      await sharp({ create: { width, height, channels: 3, background: color } })
        .png()
        .toBuffer(),
    );
    return file;
  };
  return {
    logo: await make('logo', '#c62828', 128, 128),
    cover: await make('cover', '#1565c0', 600, 200),
    ball: await make('ball', '#2e7d32', 96, 96),
    shirt: await make('shirt', '#f9a825', 96, 96),
  };
}

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

async function expectToast(page: Page, text: string): Promise<void> {
  await expect(page.getByRole('alert').filter({ hasText: text })).toBeVisible();
}

/** Searches the picker and adds the first match it offers; returns that match's headline. */
async function addFirstMatch(matches: Locator, search: string, how: 'enter' | 'button'): Promise<string> {
  const box = matches.getByRole('textbox', { name: 'Search Match...' });
  await box.fill(search);
  if (how === 'enter') await box.press('Enter');
  else await matches.getByRole('button', { name: 'Search', exact: true }).click();
  const results = matches.getByRole('list', { name: 'Future matches to add' }).getByRole('listitem');
  await expect(results.first()).toContainText(search, { ignoreCase: true });
  const row = results.filter({ has: matches.page().getByRole('button', { name: 'Add', exact: true }) }).first();
  const headline = (await row.getAttribute('aria-label')) ?? '';
  await row.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(
    matches.getByRole('list', { name: 'Selected matches' }).getByRole('listitem', { name: headline }),
  ).toBeVisible();
  return headline;
}

test('staff create, publish, edit and delete an official championship', async ({ page }) => {
  // One long journey through every section of the editor.
  test.slow();
  const files = await pictures();
  const name = unique('Derby Cup');
  await openSignedIn(page, 'staff', '/official-championships');
  await expect(page.getByRole('heading', { name: 'Official Championships' })).toBeVisible();
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/official-championship\/new$/);
  await expect(page.getByRole('heading', { name: 'Create Official Championship' })).toBeVisible();

  // Header form: name, stake, images (with previews), how it works (copied to Romanian), counts.
  await page.getByLabel('Championship Name').fill(name);
  await page.getByLabel('Official stake').fill('100 points');
  await page.getByLabel('Upload Logo').setInputFiles(files.logo);
  await expect(page.getByRole('img', { name: 'Logo preview' })).toBeVisible();
  await page.getByLabel('Upload Cover').setInputFiles(files.cover);
  await expect(page.getByRole('img', { name: 'Cover preview' })).toBeVisible();
  await page.getByLabel('How it works (EN)').fill('Predict every derby score.');
  const details = section(page, 'Championship');
  await details.getByRole('tab', { name: 'RO' }).click();
  await expect(page.getByLabel('How it works (RO)')).toHaveValue('Predict every derby score.');
  await page.getByLabel('How it works (RO)').fill('Ghicește scorul fiecărui derby.');
  await details.getByRole('tab', { name: 'EN' }).click();
  await page.getByLabel('Prizes per day').fill('1');
  await page.getByLabel('Prizes per week').fill('1');
  await page.getByLabel('All time prizes').fill('2');
  await page.getByLabel('QR code eligible').check();

  // Nothing is sent while a rule fails: the toast says which.
  await page.getByRole('button', { name: 'Create Championship' }).click();
  await expectToast(page, 'Prizes should not be empty');
  await expect(page.getByRole('alert')).toContainText('ERROR!');

  // Two prizes with photos. While one is open, the other Add buttons wait.
  const prizes = section(page, 'Prizes');
  const questions = section(page, 'Questions');
  await expect(prizes.getByText('There are no prizes. Please add one.')).toBeVisible();
  for (const [prizeName, photo] of [
    ['Signed ball', files.ball],
    ['Club shirt', files.shirt],
  ] as const) {
    await prizes.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(prizes.getByRole('button', { name: 'Add', exact: true })).toBeDisabled();
    await expect(questions.getByRole('button', { name: 'Add', exact: true })).toBeDisabled();
    await prizes.getByLabel('Prize Name').fill(prizeName);
    await prizes.getByLabel('Description (EN)').fill(`${prizeName} for the best player`);
    await prizes.getByLabel('Upload Photo').setInputFiles(photo);
    // The photo is checked (decoded) before it shows; Save Prize waits for it.
    await expect(prizes.getByRole('img', { name: 'Prize photo preview' })).toBeVisible();
    await prizes.getByRole('button', { name: 'Save Prize' }).click();
    await expect(prizes.getByRole('listitem', { name: prizeName })).toBeVisible();
  }
  await expect(prizes.getByRole('list', { name: 'Prizes' }).getByRole('listitem')).toHaveCount(2);

  // A question with three answers (it starts with two).
  await expect(questions.getByText('There are no questions. Please add one.')).toBeVisible();
  await questions.getByRole('button', { name: 'Add', exact: true }).click();
  await questions.getByLabel('Question (EN)').fill('Who scores first?');
  await expect(questions.getByLabel(/^Answer \d \(EN\)/)).toHaveCount(2);
  await questions.getByLabel('Answer 1 (EN)').fill('Home');
  await questions.getByLabel('Answer 2 (EN)').fill('Away');
  await questions.getByRole('button', { name: 'Add Answer' }).click();
  await questions.getByLabel('Answer 3 (EN)').fill('Nobody');
  await questions.getByRole('button', { name: 'Save Question' }).click();
  await expect(questions.getByRole('listitem', { name: 'Who scores first?' })).toContainText('Home · Away · Nobody');

  // Three matches found by search: by headline (any case, with Enter) and by competition (with the button).
  const matches = section(page, 'Matches');
  await expect(matches.getByText('There are no selected matches. Please add one.')).toBeVisible();
  const picked = [
    await addFirstMatch(matches, 'arsenal', 'enter'),
    await addFirstMatch(matches, 'LaLiga', 'button'),
    await addFirstMatch(matches, 'Bundesliga', 'button'),
  ];
  await expect(matches.getByRole('list', { name: 'Selected matches' }).getByRole('listitem')).toHaveCount(3);

  await page.getByRole('button', { name: 'Create Championship' }).click();
  await expect(page).toHaveURL(/\/official-championships$/);
  await expectToast(page, 'Official championship created.');
  const card = page.getByRole('article', { name });
  await expect(card).toBeVisible();
  await expect(card.getByRole('img', { name: `${name} logo` })).toBeVisible();
  await expect(card).toContainText(/Start: \d{1,2}:\d{2} - \d{1,2} \w{3} \d{4}/);

  // Publish from the card: sent at once, still on after a reload.
  await card.getByRole('switch', { name: 'Published' }).check();
  await expect(card.getByRole('switch', { name: 'Published' })).toBeChecked();
  await page.reload();
  await expect(page.getByRole('article', { name }).getByRole('switch', { name: 'Published' })).toBeChecked();

  // Edit: remove a match and delete a prize, update, reload and see the saved state.
  await page.getByRole('article', { name }).getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Official Championship' })).toBeVisible();
  await expect(page.getByLabel('Championship Name')).toHaveValue(name);
  await expect(page.getByLabel('How it works (EN)')).toHaveValue('Predict every derby score.');
  const selected = matches.getByRole('list', { name: 'Selected matches' });
  await expect(selected.getByRole('listitem')).toHaveCount(3);
  await selected.getByRole('listitem', { name: picked[1] }).getByRole('button', { name: 'Remove' }).click();
  await prizes.getByRole('listitem', { name: 'Club shirt' }).getByRole('button', { name: 'Delete Prize' }).click();
  await page.getByRole('button', { name: 'Update Championship' }).click();
  await expectToast(page, 'Official championship updated.');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Edit Official Championship' })).toBeVisible();
  await expect(selected.getByRole('listitem')).toHaveCount(2);
  await expect(selected.getByRole('listitem', { name: picked[1] })).toHaveCount(0);
  await expect(selected.getByRole('listitem', { name: picked[0] })).toBeVisible();
  await expect(prizes.getByRole('list', { name: 'Prizes' }).getByRole('listitem')).toHaveCount(1);
  await expect(prizes.getByRole('listitem', { name: 'Signed ball' })).toBeVisible();
  await expect(questions.getByRole('listitem', { name: 'Who scores first?' })).toBeVisible();
  await expect(page.getByLabel('QR code eligible')).toBeChecked();

  // Delete it through the dialog.
  await page.getByRole('link', { name: 'Back to Official Championships' }).click();
  await page.getByRole('article', { name }).getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(dialog).toContainText('Are you sure you want to delete this Official Championship?');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('article', { name }).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('article', { name })).toHaveCount(0);
});

test('owners do not see or reach official championships', async ({ page }) => {
  await openSignedIn(page, 'owner', '/edit-bar');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Bar page' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Official Championships' })).toHaveCount(0);
  await page.goto('/official-championship/new');
  await expect(page.getByRole('heading', { name: "You don't have access to this page" })).toBeVisible();
  await expect(page.getByRole('heading', { name: '404' })).toHaveCount(0);
});
