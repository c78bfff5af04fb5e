import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { E2E } from './support/e2e-config.ts';
import { latestMailTo, openSignedIn, unique } from './support/session.ts';

const counterOf = async (page: Page, folder: string) =>
  Number(await page.getByTestId(`folder-count-${folder}`).textContent());
/** A folder's count as the server has it now (the admin's own session: the page's cookies). */
const countOnServer = (page: Page, folder: 'pending' | 'accepted') =>
  page.evaluate(async (name) => {
    const res = await fetch('/api/bar/counter');
    return Number(((await res.json()) as { folders: Record<string, number> }).folders[name]);
  }, folder);
const folder = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Folders' }).getByRole('button', { name: new RegExp(`^${name}`) });

test('a new owner signs up; the admin finds the bar in Pending and accepts it with a reason; the owner is told and the counters move', async ({
  page,
  browser,
}) => {
  test.slow();
  const email = `${unique('owner').replace(/\s+/g, '.')}@example.com`;
  const owner = await browser.newContext();
  const ownerPage = await owner.newPage();
  await ownerPage.goto('/register');
  await ownerPage.getByLabel('Name').fill('Nina Newcomer');
  await ownerPage.getByLabel('Email').fill(email);
  await ownerPage.getByLabel('Password').fill('Newcomer-Passw0rd');
  await ownerPage.getByRole('button', { name: 'Create account' }).click();
  await expect(ownerPage.getByRole('alert')).toHaveText(
    'Check your mail: we have sent a message to this address to finish signing up.',
  );
  // The mailed link confirms the address and signs the owner in, on their bar's page.
  const { text } = await latestMailTo(email, { subject: 'Confirm your email address' });
  await ownerPage.goto(/https?:\/\/\S+/.exec(text)![0]);
  await expect(ownerPage).toHaveURL(/\/edit-bar$/);
  await owner.close();

  await openSignedIn(page, 'admin', '/matches');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Bars' }).click();
  await expect(page.getByRole('heading', { name: 'Bars' })).toBeVisible();
  await expect(folder(page, 'Accepted')).toHaveAttribute('aria-current', 'true');

  // No template banner: the banner tells that bars wait in Pending, and its button opens Pending.
  await expect(page.getByText('Some message about bars list.')).toHaveCount(0);
  await expect(page.getByRole('alert').filter({ hasText: /waiting for review in Pending/ })).toBeVisible();
  await page.getByRole('button', { name: 'Open Pending' }).click();
  await expect(folder(page, 'Pending')).toHaveAttribute('aria-current', 'true');
  const row = page.getByTestId('bar-row').filter({ hasText: email });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Pending');

  await row.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(`${email}`).first()).toBeVisible();
  await expect(dialog.getByText('No status changes yet.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Accept' }).click();
  await dialog.getByLabel('Reason (optional, sent to the owner)').fill('Welcome to the league!');
  const acceptedBefore = await counterOf(page, 'accepted');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  // The snackbar sits behind the modal's aria-hidden, so it is found by its text.
  await expect(page.getByText('1 bar moved to accepted')).toBeVisible();
  await expect(dialog.getByText('Pending → Accepted')).toBeVisible();
  await expect(dialog.getByText('Reason: Welcome to the league!')).toBeVisible();
  await expect(dialog.getByText(/by Alex Admin/)).toBeVisible();
  // The owner's decision mail: queued, then sent (the dialog looks again while it is queued).
  await expect(dialog.getByText('Decision mail')).toBeVisible();
  await expect(dialog.getByTestId('mail-state')).toHaveAttribute('data-status', 'sent', { timeout: 15_000 });
  await dialog.getByRole('button', { name: 'Close' }).click();

  await expect(row).toHaveCount(0);
  await expect.poll(() => counterOf(page, 'accepted')).toBeGreaterThanOrEqual(acceptedBefore + 1);
  // A fresh load shows the server's counts. Other journeys may sign owners up (Pending) or create
  // bars (Accepted) meanwhile, so each counter must lie between the server's counts read just
  // before and just after the load: one load, no retry.
  const before = { pending: await countOnServer(page, 'pending'), accepted: await countOnServer(page, 'accepted') };
  await page.reload();
  // The counters are in (an empty counter reads as no number).
  await expect(page.getByTestId('folder-count-accepted')).toHaveText(/^\d+$/);
  const shown = { pending: await counterOf(page, 'pending'), accepted: await counterOf(page, 'accepted') };
  const after = { pending: await countOnServer(page, 'pending'), accepted: await countOnServer(page, 'accepted') };
  for (const name of ['pending', 'accepted'] as const) {
    expect(shown[name]).toBeGreaterThanOrEqual(Math.min(before[name], after[name]));
    expect(shown[name]).toBeLessThanOrEqual(Math.max(before[name], after[name]));
  }
  await folder(page, 'Accepted').click();
  await expect(page.getByTestId('bar-row').first()).toBeVisible();

  const mail = await latestMailTo(email, { subject: 'Your bar has been accepted' });
  expect(mail.text).toContain('Reason: Welcome to the league!');
});

test('the admin creates a bar (validation first), labels and stars it, exports Accepted and the CSV holds it', async ({
  page,
}) => {
  test.slow(); // a long journey on a shared two-core machine
  const name = unique('Journey Bar');
  const labelName = unique('Label');
  await openSignedIn(page, 'admin', '/bars');
  await folder(page, 'Pending').click();

  // Validation first: name, then country.
  await page.getByRole('button', { name: 'Create New' }).click();
  const form = page.getByRole('dialog');
  await expect(form.getByText('New Bar')).toBeVisible();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('This field is required!')).toHaveCount(2);
  await expect(page.getByRole('alert', { includeHidden: true }).filter({ hasText: 'ERROR!' })).toContainText(
    'This field is required!',
  );
  await form.getByLabel('Name').fill(name);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('This field is required!')).toHaveCount(1);
  await form.getByLabel('Country').fill('Portugal');
  await form.getByLabel('City').fill('Porto');
  await form.getByLabel('Website').fill('https://journey.example');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Bar created' })).toBeVisible();
  await expect(form).toHaveCount(0);

  // It went to Accepted: not shown in Pending, on top of Accepted.
  await expect(page.getByTestId('bar-row').filter({ hasText: name })).toHaveCount(0);
  await folder(page, 'Accepted').click();
  await expect(page.getByTestId('bar-row').first()).toContainText(name);
  const row = page.getByTestId('bar-row').filter({ hasText: name });
  await expect(row).toContainText('0.0');
  await expect(row).toContainText('Accepted');

  // A label: the editor asks for a name, then the label is applied to the bar.
  await page.getByRole('button', { name: 'Add label' }).click();
  const editor = page.getByRole('form', { name: 'Create label' });
  await editor.getByRole('button', { name: 'Done' }).click();
  await expect(editor.getByText('This field is required!')).toBeVisible();
  await editor.getByLabel('Name').fill(labelName);
  await editor.getByRole('radio', { name: 'Pick colour #388e3c' }).click();
  await editor.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Label saved' })).toBeVisible();
  const labelItem = page
    .getByRole('list', { name: 'Labels' })
    .getByRole('button', { name: new RegExp(`^${labelName}`) });
  await expect(labelItem).toContainText('0');

  await row.getByRole('checkbox', { name: `Select ${name}` }).check();
  await page.getByRole('toolbar').getByRole('button', { name: 'Labels' }).click();
  const apply = page.getByRole('group', { name: 'Apply labels' });
  await apply.getByRole('checkbox', { name: labelName }).check();
  await apply.getByRole('button', { name: 'Apply' }).click();
  await expect(row.getByText(labelName)).toBeVisible();
  await expect(labelItem).toContainText('1');
  await labelItem.click();
  await expect(page.getByTestId('bar-row')).toHaveCount(1);
  await expect(page.getByTestId('bar-row')).toContainText(name);

  // Starred: it shows in Starred; un-starring there removes it from view.
  await folder(page, 'Starred').click();
  await expect(page.getByTestId('bar-row').filter({ hasText: name })).toHaveCount(0);
  await folder(page, 'Accepted').click();
  await row.getByRole('button', { name: `Star ${name}` }).click();
  await expect(row.getByRole('button', { name: `Remove star from ${name}` })).toBeVisible();
  await folder(page, 'Starred').click();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `Remove star from ${name}` }).click();
  await expect(row).toHaveCount(0);
  await folder(page, 'Accepted').click();
  await row.getByRole('button', { name: `Star ${name}` }).click();
  await expect(row.getByRole('button', { name: `Remove star from ${name}` })).toBeVisible();

  // Search finds it across folders and clears the folder; export the Accepted folder.
  await page.getByRole('textbox', { name: 'Search Bar...' }).fill(name);
  await expect(page.getByTestId('bar-row')).toHaveCount(1);
  await expect(folder(page, 'Accepted')).not.toHaveAttribute('aria-current', 'true');
  await folder(page, 'Accepted').click();
  await expect(page.getByRole('textbox', { name: 'Search Bar...' })).toHaveValue('');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^bars-accepted-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  const [header, ...lines] = csv.trim().split('\n');
  expect(header).toBe('Id,Name,Bar type,Country,Dates,Competition');
  expect(lines.find((l) => l.includes(name))).toMatch(new RegExp(`^[0-9a-f-]{36},${name},,Portugal,,$`));

  // Print opens the browser's print dialog (stubbed here).
  await page.evaluate(() => {
    window.print = () => {
      document.body.dataset['printed'] = 'yes';
    };
  });
  await page.getByRole('button', { name: 'Print' }).click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
  expect(E2E.port).toBeGreaterThan(0);
});

test('a filtered admin list lives in the address: it survives a reload and Back, and a shared link opens it', async ({
  page,
}) => {
  await openSignedIn(page, 'admin', '/bars');
  await folder(page, 'Rejected').click();
  await expect(page).toHaveURL(/\/bars\?folder=rejected$/);
  await expect(page.getByTestId('bar-row').first()).toContainText('Rejected');

  await page.reload();
  await expect(folder(page, 'Rejected')).toHaveAttribute('aria-current', 'true');
  await expect(page.getByTestId('bar-row').first()).toContainText('Rejected');

  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Match page' }).click();
  await expect(page.getByRole('heading', { name: 'Matches' })).toBeVisible();
  await page.goBack();
  await expect(folder(page, 'Rejected')).toHaveAttribute('aria-current', 'true');
  await expect(page.getByTestId('bar-row').first()).toContainText('Rejected');

  // A shared link with a search: the box shows it, no folder is chosen, the list is searched.
  await page.goto('/bars?q=Corner');
  await expect(page.getByRole('textbox', { name: 'Search Bar...' })).toHaveValue('Corner');
  await expect(page.getByRole('list', { name: 'Folders' }).locator('[aria-current="true"]')).toHaveCount(0);
  await expect(page.getByTestId('bar-row').first()).toContainText('Corner');

  // The admin's matches keep their folder the same way.
  await page.goto('/matches?folder=trash');
  await expect(page.getByRole('button', { name: 'Trash', exact: true })).toHaveAttribute('aria-current', 'true');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Trash', exact: true })).toHaveAttribute('aria-current', 'true');
});
