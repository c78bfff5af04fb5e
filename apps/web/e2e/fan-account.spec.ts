import { expect, test } from '@playwright/test';
import { publishedChampionship } from './support/championships.ts';
import { adminApi, createMatch } from './support/match-changes.ts';
import { apiAs, latestMailTo, unique } from './support/session.ts';
import { scrollThrough } from './support/scroll-through.ts';

test.use({ viewport: { width: 390, height: 844 }, timezoneId: 'Europe/Bucharest' });

/** Three hours ahead: open to predictions, and (but late on a Sunday) in this week. */
const kickOff = () => new Date(Date.now() + 3 * 3_600_000).toISOString();

test("a fan opens a championship, signs up on the fans' side, confirms the address from the mail, is back on it, predicts and finds their row on this week's board", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const staff = await apiAs('staff');
  const startsAt = kickOff();
  const match = await createMatch(await adminApi(), 'Danube', 'Carpathia', startsAt);
  const championship = unique('Fans Cup');
  const id = await publishedChampionship(staff, championship, [match.id]);

  await page.goto(`/play/${id}`);
  await expect(page.getByRole('heading', { name: championship, level: 1 })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
  // The fans' sign-in, in the fans' frame, not the console's.
  await expect(page).toHaveURL(new RegExp(`/play/signin\\?next=%2Fplay%2F${id}$`));
  await expect(page.getByRole('heading', { name: 'Sign in to play' })).toBeVisible();
  await expect(page.getByText('Matchday Console')).toHaveCount(0);
  await page.getByRole('link', { name: 'Create a fan account' }).click();

  const nickname = unique('Bucharest Fan');
  const email = `${nickname.toLowerCase().replace(/\s+/g, '.')}@example.net`;
  await page.getByLabel('Nickname').fill(nickname);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('Fan-Passw0rd-1');
  await page.getByRole('button', { name: 'Create my player account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your mail' })).toBeVisible();

  const mail = await latestMailTo(email, { subject: 'Confirm your email address' });
  await page.goto(/https?:\/\/\S+/.exec(mail.text)![0]);
  await expect(page).toHaveURL(new RegExp(`/play/${id}$`));
  await expect(page.getByRole('banner').getByRole('link', { name: nickname })).toBeVisible();

  const title = `${match.homeTeam} – Carpathia`;
  const card = page.getByRole('listitem', { name: title });
  await card.scrollIntoViewIfNeeded();
  await card.getByRole('textbox', { name: `Home, ${title}` }).fill('2');
  await card.getByRole('textbox', { name: `Away, ${title}` }).fill('1');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(card.getByRole('status')).toHaveText('Saved');

  // The match is played and ends 2–1 (a score comes with a kick-off passed, in the same save): the
  // scoring job puts the fan's exact score on this week's board.
  const admin = await adminApi();
  const saved = await admin.put('/api/match', {
    data: {
      match: {
        id: match.id,
        homeTeam: match.homeTeam,
        awayTeam: 'Carpathia',
        country: 'Romania',
        competition: 'Liga 1',
        dates: [],
        scheduledDate: new Date(Date.now() - 60_000).toISOString(),
        status: 'FT',
        goals: { fullTimeHomeGoals: 2, fullTimeAwayGoals: 1, liveHomeGoals: null, liveAwayGoals: null },
      },
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await expect
    .poll(async () =>
      (await staff.get(`/api/play/championships/${id}/leaderboard?period=allTime`))
        .json()
        .then((board: { rows: { nickname: string }[] }) => board.rows.some((row) => row.nickname === nickname)),
    )
    .toBe(true);
  await page.reload();
  await scrollThrough(page);
  await page.getByRole('tab', { name: 'Week' }).click();
  const board = page.getByRole('table', { name: 'Leaderboard' });
  await expect(board.getByRole('row').filter({ hasText: nickname })).toBeVisible();
});

test("the console's sign-in offers no fan account, and its registration makes a bar owner, never a player", async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  const links = await page
    .getByRole('link')
    .evaluateAll((elements) => elements.map((element) => element.getAttribute('href')));
  expect(links.filter((href) => href?.startsWith('/play'))).toEqual([]);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByLabel('Nickname')).toHaveCount(0);
});
