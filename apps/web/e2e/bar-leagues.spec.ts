import { expect, test } from '@playwright/test';
import { publishedChampionship } from './support/championships.ts';
import { nameTheBar } from './support/bar-setup.ts';
import { acceptedOwner, adminApi, changeMatch, createMatch } from './support/match-changes.ts';
import { newPlayerAccount } from './support/players.ts';
import { apiAs, openSignedIn, unique } from './support/session.ts';

test.use({ viewport: { width: 390, height: 844 } });

/** Two days ahead at noon, UTC: open to predictions. */
const kickOff = () => `${new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10)}T12:00:00.000Z`;

test("an owner makes the bar's league on a phone and prints its QR poster; a regular joins from the bar's page; the owner reads them on the board", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const admin = await adminApi();
  const staff = await apiAs('staff');
  const match = await createMatch(admin, 'Harbour', 'Quay', kickOff());
  const championship = unique('Bar Cup');
  const id = await publishedChampionship(staff, championship, [match.id]);
  const { credentials: owner, accessToken } = await acceptedOwner(page, admin, 'League Owner');
  const barName = unique('The Lion');
  await nameTheBar(page.request, accessToken, {
    name: barName,
    barProgram: Object.fromEntries(
      ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [d, '17:00 - 23:30']),
    ),
  });
  const headers = { authorization: `Bearer ${accessToken}` };
  const { barId } = (await (await page.request.get('/api/authentication/me', { headers })).json()) as { barId: string };
  const { slug } = (await (await page.request.get(`/api/bars/${barId}`, { headers })).json()) as { slug: string };

  // The owner opens Bar league from the console and makes the league of the championship, named after the bar.
  await openSignedIn(page, owner, '/bar-league');
  await expect(page.getByRole('heading', { name: 'Bar league', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: "Start your bar's league" });
  await form.getByRole('combobox', { name: 'Championship' }).click();
  await page.getByRole('option', { name: championship }).click();
  await expect(form.getByRole('textbox', { name: 'League name' })).toHaveValue(barName);
  await form.getByRole('button', { name: "Create the bar's league" }).click();
  const league = page.getByRole('region', { name: barName });
  await expect(league.getByText(`${championship} · 0 players`)).toBeVisible();
  const link = (await league.getByTestId('bar-league-link').textContent()) ?? '';
  expect(link).toMatch(/\/play\/join\/[2-9A-HJ-NP-Z]{8}$/);
  const code = link.slice(-8);

  // The house prize, saved and shown (typed text stays text).
  const prize = 'A pint <b>on the house</b> for the winner';
  await league.getByRole('textbox', { name: 'House prize (optional)' }).fill(prize);
  await league.getByRole('button', { name: 'Save' }).click();
  await expect(league.getByText(`House prize: ${prize}`)).toBeVisible();

  // The QR poster opens in a new tab, printable: the QR image and the invite link written under it.
  const [poster] = await Promise.all([
    page.waitForEvent('popup'),
    league.getByRole('link', { name: 'Print the QR poster' }).click(),
  ]);
  await expect(poster).toHaveURL(new RegExp(`/b/${slug}/leagues/${code}/poster$`));
  await poster.emulateMedia({ media: 'print' });
  const qr = poster.getByRole('img', { name: 'QR' });
  await expect(qr).toBeVisible();
  await expect(qr.locator('svg')).toHaveCount(1);
  await expect(poster.getByText(link, { exact: true })).toBeVisible();
  await expect(poster.getByRole('heading', { name: barName, level: 1 })).toBeVisible();
  await expect(poster.getByText(`House prize: ${prize}`)).toBeVisible();
  await poster.close();

  // A regular, signed in on their phone, finds the league on the bar's public page and joins it.
  const regular = await newPlayerAccount('Bar Regular');
  const regularContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const regularPage = await regularContext.newPage();
  await openSignedIn(regularPage, regular.login, `/b/${slug}`);
  const section = regularPage.getByRole('region', { name: 'Our prediction league' });
  await expect(section.getByText(`House prize: ${prize}`)).toBeVisible();
  await section.getByRole('link', { name: 'Join our prediction league' }).click();
  await expect(regularPage).toHaveURL(new RegExp(`/play/join/${code}$`));
  await regularPage.getByRole('button', { name: 'Join the league' }).click();
  await expect(regularPage.getByRole('heading', { name: barName, level: 1 })).toBeVisible();
  await expect(regularPage.getByText(`House prize, given by the bar: ${prize}`)).toBeVisible();

  // The regular predicts the exact score; the match is played and scored.
  const player = await apiAs(regular.login);
  const saved = await player.put(`/api/play/championships/${id}/predictions`, {
    data: { matchId: match.id, home: 2, away: 1 },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await player.dispose();
  const played = new Date(Date.now() - 10 * 60_000).toISOString();
  await changeMatch(admin, match, { scheduledDate: played });
  const ended = await admin.put('/api/match', {
    data: {
      match: {
        id: match.id,
        homeTeam: match.homeTeam,
        awayTeam: 'Quay',
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
          (board: { rows: { nickname: string }[] }) =>
            board.rows.filter((row) => row.nickname === regular.nickname).length,
        ),
    )
    .toBe(1);

  // The owner reads the league's board: the regular first, by nickname, with the points.
  await page.reload();
  const board = page.getByRole('table', { name: `Board of ${barName}` });
  await expect(board).toBeVisible();
  expect(
    await board
      .getByRole('row')
      .filter({ has: page.getByRole('cell') })
      .evaluateAll((rows) =>
        rows.map((row) => [...row.querySelectorAll('td')].slice(0, 3).map((td) => td.textContent)),
      ),
  ).toEqual([['1', regular.nickname, '3']]);
  // The same columns as the players' board: the figures the ranking reads.
  await expect(board.getByRole('columnheader')).toHaveText(['Pos.', 'Player', 'Points', 'Exact', 'Outcomes']);
  await expect(page.getByRole('region', { name: barName }).getByText(`${championship} · 1 player`)).toBeVisible();
  await regularContext.close();
});
