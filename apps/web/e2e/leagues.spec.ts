import { expect, test, type Page } from '@playwright/test';
import { publishedChampionship } from './support/championships.ts';
import { adminApi, changeMatch, createMatch } from './support/match-changes.ts';
import { newPlayerAccount } from './support/players.ts';
import { apiAs, openSignedIn, unique } from './support/session.ts';

/** Two days ahead at noon, UTC: open to predictions. */
const kickOff = () => `${new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10)}T12:00:00.000Z`;

/** The league's board as a player reads it: each row's place, nickname and points. */
async function boardRows(page: Page) {
  const table = page.getByRole('table', { name: 'League board' });
  await expect(table).toBeVisible();
  return table
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
    .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].slice(0, 3).map((td) => td.textContent)));
}

test('a player makes a league, a second joins from its link through the sign-in, both predict, the result comes in, and both read the league board in order', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const admin = await adminApi();
  const staff = await apiAs('staff');
  const match = await createMatch(admin, 'Lighthouse', 'Pier', kickOff());
  const championship = unique('League Cup');
  const id = await publishedChampionship(staff, championship, [match.id]);
  const [ana, ben] = await Promise.all([newPlayerAccount('Ana League'), newPlayerAccount('Ben League')]);

  // Ana makes the league from the championship's page, on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, ana.login, `/play/${id}`);
  const leagues = page.getByRole('region', { name: 'Leagues' });
  await leagues.scrollIntoViewIfNeeded();
  await expect(leagues.getByText('You are in no league of this championship yet.')).toBeVisible();
  const name = unique('Office five');
  await leagues.getByRole('textbox', { name: 'League name' }).fill(`  ${name}  `);
  await leagues.getByRole('button', { name: 'Create a league' }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/play/${id}/leagues/[0-9a-f-]{36}$`));
  const leagueUrl = page.url();
  const link = (await page.getByTestId('league-link').textContent()) ?? '';
  expect(link).toMatch(/\/play\/join\/[2-9A-HJ-NP-Z]{8}$/);

  // Ben opens the link signed out: the fans' sign-in, then back to the invite, joined in one tap.
  const benContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const benPage = await benContext.newPage();
  await benPage.goto(link);
  await expect(benPage).toHaveURL(/\/play\/signin\?next=%2Fplay%2Fjoin%2F/);
  await benPage.getByLabel('Email').fill(ben.login.email);
  await benPage.getByLabel('Password').fill(ben.login.password);
  await benPage.getByRole('button', { name: 'Sign in' }).click();
  await benPage.getByRole('button', { name: 'Join the league' }).click();
  await expect(benPage.getByRole('heading', { name, level: 1 })).toBeVisible();
  expect(benPage.url()).toBe(leagueUrl);
  const players = benPage.getByRole('list', { name: /Players/ });
  await expect(players.getByRole('listitem')).toHaveText([`${ana.nickname}Owner`, `${ben.nickname} (you)`]);

  // Both predict: Ana the exact score (3 points), Ben the right outcome only (1).
  for (const [who, home, away] of [
    [ana, 2, 1],
    [ben, 3, 0],
  ] as const) {
    const player = await apiAs(who.login);
    const saved = await player.put(`/api/play/championships/${id}/predictions`, {
      data: { matchId: match.id, home, away },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    await player.dispose();
  }

  // The match is played: kicked off ten minutes ago, ended 2–1, as the admin's dialog saves it.
  const played = new Date(Date.now() - 10 * 60_000).toISOString();
  await changeMatch(admin, match, { scheduledDate: played });
  const ended = await admin.put('/api/match', {
    data: {
      match: {
        id: match.id,
        homeTeam: match.homeTeam,
        awayTeam: 'Pier',
        country: 'Romania',
        competition: 'Liga 1',
        dates: [],
        scheduledDate: played,
        status: 'FT',
        goals: { fullTimeHomeGoals: 2, fullTimeAwayGoals: 1, liveHomeGoals: null, liveAwayGoals: null },
      },
    },
  });
  expect(ended.status(), await ended.text()).toBe(200);
  // Scoring runs in a job a moment after the save: the official board is read until it has the points.
  await expect
    .poll(async () =>
      (await staff.get(`/api/play/championships/${id}/leaderboard?period=allTime`))
        .json()
        .then(
          (board: { rows: { nickname: string; points: number }[] }) =>
            board.rows.filter((row) => row.nickname === ana.nickname || row.nickname === ben.nickname).length,
        ),
    )
    .toBe(2);

  // Both read the league board: Ana first with 3, Ben second with 1.
  const expected = [
    ['1', ana.nickname, '3'],
    ['2', ben.nickname, '1'],
  ];
  await page.reload();
  expect(await boardRows(page)).toEqual(expected);
  await expect(page.getByText('You are #1 with 3 points')).toBeVisible();
  await benPage.reload();
  expect(await boardRows(benPage)).toEqual(expected);
  await expect(benPage.getByText('You are #2 with 1 point')).toBeVisible();

  // Back on the championship's page, Ana's league says where she stands.
  await page.getByRole('link', { name: `Back to ${championship}` }).click();
  const mine = page.getByRole('region', { name: 'Leagues' });
  await mine.scrollIntoViewIfNeeded();
  await expect(mine.getByRole('link', { name: new RegExp(name) })).toContainText('2 players · You are #1 · Owner');
  await benContext.close();
});
