import { expect, test } from '@playwright/test';
import { closeQuestionsNow, publishedChampionship } from './support/championships.ts';
import { adminApi, changeMatch, createMatch } from './support/match-changes.ts';
import { apiAs, latestMailTo, openSignedIn, unique } from './support/session.ts';
import { scrollThrough } from './support/scroll-through.ts';

/** Two days ahead at noon and at three, UTC: one day of the championship, both open to predictions. */
function kickOffs(): [string, string] {
  const day = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  return [`${day}T12:00:00.000Z`, `${day}T15:00:00.000Z`];
}

/** Two moments of today (UTC) that have passed: the kick-offs once the matches are played, one day still. */
function playedKickOffs(): [string, string] {
  const now = Date.now();
  const first = Math.max(new Date(new Date(now).toISOString().slice(0, 10)).getTime(), now - 10 * 60_000);
  return [new Date(first).toISOString(), new Date(first + (now - first) / 2).toISOString()];
}

test('a player signs up, predicts two matches and answers the quiz; the admin enters the scores; the board shows the points; staff award the day from the proposal; the owner verifies the mailed code', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const admin = await adminApi();
  const staff = await apiAs('staff');
  const [first, second] = kickOffs();
  const derby = await createMatch(admin, 'Harbour', 'Quarry', first);
  const other = await createMatch(admin, 'Meadow', 'Ridge', second);
  const championship = unique('Play Cup');
  const id = await publishedChampionship(staff, championship, [derby.id, other.id]);

  // The fan finds the championship on /play and joins from its page.
  const nickname = unique('Fan');
  const email = `${nickname.toLowerCase().replace(/\s+/g, '.')}@example.net`;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/play');
  await page.getByRole('link', { name: championship }).click();
  await expect(page.getByRole('heading', { name: championship, level: 1 })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Sign up' }).click();
  await page.getByLabel('Nickname').fill(nickname);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('Fan-Passw0rd-1');
  await page.getByRole('button', { name: 'Create my player account' }).click();
  // The mailed link confirms the address and brings the fan back, signed in.
  await expect(page.getByRole('heading', { name: 'Check your mail' })).toBeVisible();
  await page.goto(/https?:\/\/\S+/.exec((await latestMailTo(email)).text)![0]);
  await expect(page).toHaveURL(new RegExp(`/play/${id}$`));

  // Exact on the first match (3 points), the right outcome on the second (1), the right answer (1) once its question
  // closes. A card's controls load as it nears the screen (decision 070): the fan scrolls to it first.
  // Both scores typed, then one Save all; what is typed and not saved stays across a reload, marked.
  const typeScore = async (title: string, home: string, away: string) => {
    const card = page.getByRole('listitem', { name: title });
    await card.scrollIntoViewIfNeeded();
    await card.getByRole('textbox', { name: `Home, ${title}` }).fill(home);
    await card.getByRole('textbox', { name: `Away, ${title}` }).fill(away);
    await expect(card.getByRole('status')).toHaveText('Not saved');
  };
  await typeScore(`${derby.homeTeam} – Quarry`, '2', '1');
  await typeScore(`${other.homeTeam} – Ridge`, '1', '0');
  await page.reload();
  const derbyTitle = `${derby.homeTeam} – Quarry`;
  await page.getByRole('listitem', { name: derbyTitle }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('textbox', { name: `Home, ${derbyTitle}` })).toHaveValue('2');
  await page.getByRole('button', { name: 'Save all (2)' }).click();
  await expect(page.getByText('2 predictions saved')).toBeVisible();
  await expect(page.getByRole('listitem', { name: derbyTitle }).getByRole('status')).toHaveText('Saved');
  // The quiz's choices load as the question nears the screen, as a card's controls do.
  await page.getByRole('heading', { name: 'How many players does a team field?' }).scrollIntoViewIfNeeded();
  const quiz = page.getByRole('radiogroup', { name: 'How many players does a team field?' });
  const answered = page.waitForResponse(
    (r) => r.url().endsWith(`/api/play/championships/${id}/answers`) && r.request().method() === 'PUT',
  );
  await quiz.getByRole('radio', { name: 'Eleven' }).check();
  expect((await answered).status()).toBe(200);
  // The answer is judged when the question closes: until then the page tells nothing of it but when that is.
  const question = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'How many players does a team field?' }) });
  await expect(question).toContainText(/You can change your answer until .+; answers are marked then/);
  await expect(question).not.toContainText('point');
  await closeQuestionsNow(staff, id);

  // The matches are played: a score comes only once its match has kicked off, so the kick-offs
  // come to today, passed. The admin enters the first score in the match dialog; the second arrives the same way by the
  // API.
  const [playedFirst, playedSecond] = playedKickOffs();
  await changeMatch(admin, derby, { scheduledDate: playedFirst });
  const adminPage = await browser.newPage();
  await openSignedIn(adminPage, 'admin', `/match/${derby.id}`);
  const dialog = adminPage.getByRole('dialog');
  await dialog.getByTestId('status').locator('..').getByRole('combobox').click();
  await adminPage.getByRole('option', { name: 'Full time', exact: true }).click();
  const score = dialog.getByRole('group', { name: 'Full-time score (90 minutes)' });
  await score.getByLabel('Home').fill('2');
  await score.getByLabel('Away').fill('1');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const ended = await admin.put('/api/match', {
    data: {
      match: {
        id: other.id,
        homeTeam: other.homeTeam,
        awayTeam: 'Ridge',
        country: 'Romania',
        competition: 'Liga 1',
        dates: [],
        scheduledDate: playedSecond,
        status: 'FT',
        goals: { fullTimeHomeGoals: 3, fullTimeAwayGoals: 0, liveHomeGoals: null, liveAwayGoals: null },
      },
    },
  });
  expect(ended.status(), await ended.text()).toBe(200);
  await adminPage.close();

  // Scoring runs in a job a moment after the saves (decision 063): the public board the page shows is
  // read until it has the player's points, then the player reloads the page once.
  await expect
    .poll(async () =>
      (await staff.get(`/api/play/championships/${id}/leaderboard?period=allTime`))
        .json()
        .then(
          (board: { rows: { nickname: string; points: number }[] }) =>
            board.rows.find((row) => row.nickname === nickname)?.points ?? null,
        ),
    )
    .toBe(5);
  // The player's page: the points per match and on the board (3 + 1 + 1).
  await page.reload();
  await page.getByRole('listitem', { name: `${other.homeTeam} – Ridge` }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('listitem', { name: `${derby.homeTeam} – Quarry` })).toContainText('3 points');
  await expect(page.getByRole('listitem', { name: `${other.homeTeam} – Ridge` })).toContainText('1 point');
  await expect(page.getByRole('status', { name: 'Your points' })).toHaveText('5 points · #1 overall');
  // The match has locked: everyone's picks show, the player's among them.
  const derbyCard = page.getByRole('listitem', { name: `${derby.homeTeam} – Quarry` });
  await derbyCard.getByRole('button', { name: "Everyone's predictions" }).click();
  await expect(
    derbyCard.getByRole('list', { name: "Everyone's predictions" }).getByRole('listitem').filter({ hasText: nickname }),
  ).toHaveText(`${nickname}2 – 13 points`);
  // The boards, at the page's foot, load when the fan scrolls down to them.
  await scrollThrough(page);
  const board = page.getByRole('table', { name: 'Leaderboard' });
  await expect(board.getByRole('row').filter({ hasText: nickname })).toContainText('5');

  // Staff: the day is complete, the board proposes the player; awarding opens the QR code, mailed to the player.
  const staffPage = await browser.newPage();
  await openSignedIn(staffPage, 'staff', `/official-championship/${id}/winners`);
  const day = playedFirst.slice(0, 10);
  const proposal = staffPage.getByRole('region', { name: `Day ${day}` });
  await expect(proposal.getByRole('listitem', { name: nickname })).toContainText('#1');
  await proposal.getByRole('listitem', { name: nickname }).getByRole('button', { name: 'Award' }).click();
  const qr = staffPage.getByRole('dialog', { name: `QR code – ${nickname}` });
  await expect(qr.getByText(/^1st place · Daily · /)).toBeVisible();
  await qr.getByRole('button', { name: 'Send by mail' }).click();
  const mail = await latestMailTo(email, { subject: /^Your prize in /, timeoutMs: 20_000 });
  const code = /[A-Za-z0-9_-]{24}/.exec(mail.text)?.[0] ?? '';
  expect(code).toMatch(/^[A-Za-z0-9_-]{24}$/);
  await qr.getByRole('button', { name: 'Close' }).click();
  await expect(qr).toBeHidden();

  // The week is complete too: "Award all" gives its one prize to the proposed player at once, and a
  // week whose prizes are all given is no longer proposed but listed as such.
  const week = staffPage.getByRole('region', { name: /^Week / });
  const weekName = await week.getAttribute('aria-label');
  await expect(week.getByRole('listitem', { name: nickname })).toContainText('#1');
  await week.getByRole('button', { name: 'Award all' }).click();
  await expect(qr.getByText(/^1st place · Weekly · /)).toBeVisible();
  await qr.getByRole('button', { name: 'Close' }).click();
  await expect(qr).toBeHidden();
  await expect(staffPage.getByRole('region', { name: weekName! })).toHaveCount(0);
  await expect(staffPage.getByText(`${weekName}: every prize is awarded`)).toBeVisible();
  await staffPage.close();

  // An owner verifies the code at the bar: the position the board computed.
  const ownerPage = await browser.newPage();
  await openSignedIn(ownerPage, 'owner', '/scan-qr-code');
  await ownerPage.getByLabel('QR code text').fill(code);
  await ownerPage.getByRole('button', { name: 'Verify code' }).click();
  await expect(ownerPage.getByTestId('scan-success')).toHaveText(`QR code valid – win 1st place in ${championship}`);
  await ownerPage.close();
  await admin.dispose();
  await staff.dispose();
});
