import { expect, request, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E } from './support/e2e-config.ts';
import { latestMailTo, openSignedIn, signIn, signInThroughApi, unique } from './support/session.ts';
import { awardOnFreeDay, demoFirst } from './support/award-day.ts';
import type { WinnersList } from '@app/contract/winners';

/**
 * Decision 030's journeys: an admin invites and deactivates a colleague on /users, an owner's scanner
 * redeems a prize, and the audit log names who did it. Every person here is invited by the journey.
 */
const PASSWORD = 'Invited-Passw0rd';

/** Follows the invitation mail's link and chooses a password, as the invited person would. */
async function acceptInvitation(page: Page, email: string): Promise<void> {
  const mail = await latestMailTo(email, { subject: 'You are invited to Matchday Console' });
  const link = /https?:\/\/\S+\/reset-password\?token=\S+/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeTruthy();
  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Choose your password' })).toBeVisible();
  await page.getByLabel('New Password', { exact: false }).first().fill(PASSWORD);
  await page.getByLabel('Confirm New Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Set password' }).click();
  // An invited person had no password: it is set, not changed.
  await expect(page.getByText('Your password is set. Please sign in.')).toBeVisible();
}

async function apiAs(who: 'staff'): Promise<APIRequestContext> {
  const anonymous = await request.newContext({ baseURL: E2E.baseUrl });
  const { accessToken } = await signInThroughApi(anonymous, who);
  await anonymous.dispose();
  return request.newContext({ baseURL: E2E.baseUrl, extraHTTPHeaders: { authorization: `Bearer ${accessToken}` } });
}

test('an admin invites a staff member, who sets a password and signs in; deactivated, their open console goes to /login', async ({
  page,
  browser,
}) => {
  const name = unique('Stella Staff');
  const email = `${name.replace(/\s+/g, '-').toLowerCase()}@example.com`;
  await openSignedIn(page, 'admin', '/users');
  await page.getByRole('button', { name: 'Invite' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a person' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();
  await page.getByRole('textbox', { name: 'Search by name or email' }).fill(email);
  const row = page.getByTestId('user-row').filter({ hasText: email });
  await expect(row).toContainText('Invited');
  await expect(row).toContainText('Staff');

  // The colleague, in a browser of their own.
  const theirs = await browser.newContext();
  const colleague = await theirs.newPage();
  await acceptInvitation(colleague, email);
  await signIn(colleague, { email, password: PASSWORD });
  await expect(colleague).toHaveURL(/\/matches$/);
  await expect(colleague.getByRole('link', { name: 'Official Championships' })).toBeVisible();

  await page.reload();
  await expect(row).toContainText('Active');
  await row.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Deactivate' }).click();
  const confirm = page.getByRole('dialog', { name: `Deactivate ${name}?` });
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText('Account deactivated')).toBeVisible();
  await expect(row).toContainText('Deactivated');

  // Their console's next call is refused: it ends at /login, and the password no longer opens it.
  await colleague.getByRole('link', { name: 'Official Championships' }).click();
  await expect(colleague).toHaveURL(/\/login$/, { timeout: 15_000 });
  await colleague.getByLabel('Email').fill(email);
  await colleague.getByLabel('Password').fill(PASSWORD);
  await colleague.getByRole('button', { name: 'Sign in' }).click();
  await expect(colleague.getByText('This account is deactivated')).toBeVisible();
  await theirs.close();
});

test('an owner invites a scanner, who sees only the scan page and redeems a prize; the winners list and the audit log name them; removed, they are invited again', async ({
  page,
  browser,
}) => {
  const email = `${unique('scanner').replace(/\s+/g, '-').toLowerCase()}@example.com`;
  const nickname = email.split('@')[0]!;
  await openSignedIn(page, 'owner', '/team');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Team' })).toContainText(email);

  // A prize to redeem, awarded by staff (each run on a day of its own).
  const staff = await apiAs('staff');
  const { championships } = (await (await staff.get('/api/challenge-winners/championships')).json()) as {
    championships: { id: string; name: string }[];
  };
  let award: { championshipId: string; winnerId: string; winner: string } | null = null;
  for (const { id } of demoFirst(championships)) {
    const list = (await (await staff.get(`/api/challenge-winners?challengeId=${id}`)).json()) as WinnersList;
    if (list.championship.prizeTypesCounts.daily === 0 || list.prizes.length === 0 || !list.championship.matchDays)
      continue;
    const winner = unique('Lucky');
    const { id: winnerId } = await awardOnFreeDay(staff, id, { name: winner, email: 'lucky@example.net' });
    award = { championshipId: id, winnerId, winner };
    break;
  }
  await staff.dispose();
  expect(award, 'a demo championship with daily prizes').not.toBeNull();

  const theirs = await browser.newContext();
  const scanner = await theirs.newPage();
  await acceptInvitation(scanner, email);
  await signIn(scanner, { email, password: PASSWORD });
  await expect(scanner).toHaveURL(/\/scan-qr-code$/);
  const menu = scanner.getByRole('navigation', { name: 'Main navigation' });
  await expect(menu.getByRole('link')).toHaveText(['QR code scan']);
  // Any other page is not theirs: the console says so (not the 404 page).
  await scanner.goto('/bars');
  await expect(scanner.getByText("You don't have access to this page")).toBeVisible();
  await scanner.goto('/scan-qr-code');
  await scanner.getByLabel('QR code text').fill(award!.winnerId);
  await scanner.getByRole('button', { name: 'Verify code' }).click();
  await expect(scanner.getByTestId('scan-success')).toBeVisible();
  await theirs.close();

  await openSignedIn(page, 'staff', `/official-championship/${award!.championshipId}/winners`);
  await expect(page.getByText(new RegExp(`at The Corner Flag by ${nickname}`))).toBeVisible();

  await openSignedIn(page, 'admin', '/audit');
  const person = page.getByRole('combobox', { name: 'Person' });
  await person.fill(email);
  await page.getByRole('option', { name: new RegExp(email) }).click();
  await expect(page).toHaveURL(/[?&]actor=/);
  const entries = page.getByTestId('audit-entry');
  // The log tells what happened in a sentence; who, the record and the changed fields are behind Details.
  const redemption = entries.filter({ hasText: `${nickname} redeemed ${award!.winner}'s prize` });
  await expect(redemption.getByTestId('audit-sentence')).toContainText('at The Corner Flag');
  await redemption.getByRole('button', { name: 'Details' }).click();
  await expect(redemption.getByTestId('audit-who')).toContainText(email);
  await expect(redemption).toContainText(`Winner ${award!.winnerId}`);
  await expect(redemption.getByText('Changes (3)')).toBeVisible();
  await expect(redemption.getByText('redeemed_by', { exact: true })).toBeVisible();
  // Only that person's entries are listed: each one's sentence starts with them.
  for (const sentence of await entries.getByTestId('audit-sentence').allTextContents())
    expect(sentence.startsWith(nickname)).toBe(true);

  // The owner removes the scanner, who stays on the list as Removed, and brings them back with a new invitation.
  await openSignedIn(page, 'owner', '/team');
  const member = page.getByRole('table', { name: 'Team' }).getByRole('row').filter({ hasText: email });
  await member.getByRole('button', { name: `Remove ${email}` }).click();
  await page.getByRole('dialog', { name: 'Remove from the team?' }).getByRole('button', { name: 'Remove' }).click();
  await expect(member).toContainText('Removed');
  await member.getByRole('button', { name: `Invite ${email} again` }).click();
  await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();
  await expect(member).toContainText('Invited');
});
