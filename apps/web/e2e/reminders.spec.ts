import { expect, test } from '@playwright/test';
import { publishedChampionship } from './support/championships.ts';
import { adminApi, createMatch } from './support/match-changes.ts';
import { newPlayerAccount } from './support/players.ts';
import { apiAs, latestMailTo, unique } from './support/session.ts';

test('a player who has not predicted a match locking within 3 hours gets one reminder, opens the round from it, stops the reminders with one click and turns them on again a day ahead', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const admin = await adminApi();
  const staff = await apiAs('staff');
  const taken = await newPlayerAccount('Taken Name');
  // One match locks within the reminder's 3 hours, the other tomorrow.
  const soon = await createMatch(admin, 'Soon', 'Later', new Date(Date.now() + 2.5 * 3_600_000).toISOString());
  const tomorrow = await createMatch(admin, 'Next', 'Day', new Date(Date.now() + 26 * 3_600_000).toISOString());
  const championship = unique('Reminder Cup');
  const id = await publishedChampionship(staff, championship, [soon.id, tomorrow.id]);

  // A fan signs up on the fans' side (reminders are on from the sign-up) and predicts tomorrow's match only.
  const nickname = unique('Reminded');
  const email = `${nickname.toLowerCase().replace(/\s+/g, '.')}@example.net`;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/play/signup?next=${encodeURIComponent(`/play/${id}`)}`);
  await page.getByLabel('Nickname').fill(nickname);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('Fan-Passw0rd-1');
  await page.getByRole('button', { name: 'Create my player account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your mail' })).toBeVisible();
  await page.goto(
    /https?:\/\/\S+/.exec((await latestMailTo(email, { subject: 'Confirm your email address' })).text)![0],
  );
  await expect(page).toHaveURL(new RegExp(`/play/${id}$`));
  const title = `${tomorrow.homeTeam} – Day`;
  const card = page.getByRole('listitem', { name: title });
  await card.scrollIntoViewIfNeeded();
  await card.getByRole('textbox', { name: `Home, ${title}` }).fill('1');
  await card.getByRole('textbox', { name: `Away, ${title}` }).fill('0');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(card.getByRole('status')).toHaveText('Saved');

  // The reminder job's next pass mails the match still to predict, and the round's link.
  const mail = await latestMailTo(email, { subject: `Predictions close soon in ${championship}`, timeoutMs: 30_000 });
  expect(mail.text).toContain(`${soon.homeTeam} – Later`);
  expect(mail.text).not.toContain(`${tomorrow.homeTeam} – Day`);
  const round = mail.text.split('\n').find((line) => line.endsWith(`/play/${id}`))!;
  await page.goto(round);
  const due = page.getByRole('listitem', { name: `${soon.homeTeam} – Later` });
  await due.scrollIntoViewIfNeeded();
  await expect(due.getByRole('textbox', { name: `Home, ${soon.homeTeam} – Later` })).toBeEditable();

  // The mail's unsubscribe link: one button, then done; no sign-in asked.
  const stop = mail.text.split('\n').find((line) => line.includes('/api/play/reminders/unsubscribe?'))!;
  const stranger = await page.context().browser()!.newPage();
  await stranger.goto(stop);
  await stranger.getByRole('button', { name: 'Stop the reminders' }).click();
  await expect(stranger.getByText('You will get no more reminders before the lock.')).toBeVisible();
  await stranger.close();
  // The account page says so.
  await page.goto('/play/account');
  const reminders = page.getByRole('checkbox', { name: 'A reminder before a match I have not predicted locks' });
  await expect(reminders).not.toBeChecked();
  // The player turns them on again, a day ahead this time; the page keeps both after a reload.
  const within = page.getByRole('combobox', { name: 'For the matches that lock within' });
  await expect(within).toHaveValue('3');
  await reminders.check();
  await within.selectOption({ label: '24 hours' });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved.', { exact: true })).toBeVisible();
  await page.reload();
  await expect(reminders).toBeChecked();
  await expect(within).toHaveValue('24');
  await expect(within.locator('option:checked')).toHaveText('24 hours');

  // A nickname someone holds is refused on the page, with the free one it suggests; a free one saves.
  const nicknameField = page.getByRole('textbox', { name: 'Nickname' });
  await nicknameField.fill(taken.nickname);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: /^This nickname is taken\. .+ is free\.$/ })).toBeVisible();
  await nicknameField.fill(nickname);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved.', { exact: true })).toBeVisible();
  await admin.dispose();
  await staff.dispose();
});
