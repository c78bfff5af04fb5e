import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import type { Leaderboard, PlayChampionship, PlayMe } from '@app/contract/game';
import i18n, { loadAllCatalogues } from '../../../lib/i18n.ts';
import { clearSession, writeSession, type SessionPerson } from '../../../lib/session-store.ts';
import { renderWithApp } from '../../../testing/render-with-app.tsx';
import { stubApi, type ApiCall } from '../../../testing/api-stub.ts';
import { PlayChampionshipPage } from './play-championship-page.tsx';
import {
  everyonePredictions,
  leaderboardPanel,
  leaguesSection,
  matchPredictionForm,
  questionChoices,
  saveAllPredictions,
} from '../components/later-parts.ts';
import { forgetDrafts } from '../components/prediction-drafts.ts';

const ID = '3b0f3c9e-6a55-4d7e-9a64-2f3f0f6f1a10';
const OPEN = '0c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const DONE = '7d4f8d1e-8f39-4a57-9c61-3f1c2b7d9e10';
const LATE = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const QUESTION = '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b';
const ME = '6a7b8c9d-0e1f-4a2b-8c3d-4e5f6a7b8c9d';
const player: SessionPerson = {
  userId: ME,
  barId: null,
  nickname: 'Pat Player',
  email: 'pat@example.com',
  role: 'player',
};

const goals = (h: number | null, a: number | null) => ({
  fullTimeHomeGoals: h,
  fullTimeAwayGoals: a,
  liveHomeGoals: null,
  liveAwayGoals: null,
});
const championship: PlayChampionship = {
  id: ID,
  name: 'Derby Cup',
  stake: 'Glory',
  logo: '',
  cover: '',
  startDate: '2026-03-01T18:00:00.000Z',
  endDate: '2030-01-01T18:00:00.000Z',
  timeZone: 'Europe/London',
  howItWorks: [
    { text: 'Predict every derby', language: 'en' },
    { text: 'Pronostiquez chaque derby', language: 'fr' },
  ],
  prizes: [
    {
      id: 'c0ffee00-1111-4222-8333-444455556666',
      name: 'Signed ball',
      description: [{ description: 'A ball', language: 'en' }],
      photo: '',
    },
  ],
  prizeTypesCounts: { daily: 1, weekly: 0, allTime: 1 },
  scoring: { exact: 3, goalDifference: 2, outcome: 1, answer: 1, lockMinutes: 0, timeZone: 'UTC' },
  matches: [
    {
      id: DONE,
      homeTeam: 'Arsenal',
      awayTeam: 'Chelsea',
      homeTeamEmblemUrl: '',
      awayTeamEmblemUrl: '',
      competitionName: 'PL',
      scheduledDate: '2026-03-01T18:00:00.000Z',
      status: 'FT',
      locksAt: '2026-03-01T18:00:00.000Z',
      locked: true,
      goals: goals(2, 1),
    },
    {
      id: OPEN,
      homeTeam: 'Dinamo',
      awayTeam: 'Rapid',
      homeTeamEmblemUrl: '',
      awayTeamEmblemUrl: '',
      competitionName: 'SL',
      scheduledDate: '2030-01-01T18:00:00.000Z',
      status: 'TIMED',
      locksAt: '2030-01-01T18:00:00.000Z',
      locked: false,
      goals: goals(null, null),
    },
  ],
  questions: [
    {
      id: QUESTION,
      questionText: [{ text: 'Who wins the league?', language: 'en' }],
      possibleAnswers: [{ answers: ['Arsenal', 'Liverpool'], language: 'en' }],
      closesAt: '2030-01-01T18:00:00.000Z',
      closed: false,
      correctAnswer: null,
    },
  ],
};
const me: PlayMe = {
  nickname: 'Pat Player',
  predictions: [{ matchId: DONE, home: 2, away: 1, points: 3, exact: true, outcome: true }],
  answers: [],
  standing: { position: 2, nickname: 'Pat Player', points: 3, exact: 1, outcomes: 1, isMe: true },
  prizes: [],
};
const board: Leaderboard = {
  period: 'allTime',
  periodKey: '',
  page: 0,
  pageSize: 20,
  total: 2,
  days: ['2026-03-01', '2026-03-08', '2030-01-01'],
  weeks: ['2026-W09', '2026-W10', '2030-W01'],
  daysWithPoints: ['2026-03-01', '2026-03-08'],
  weeksWithPoints: ['2026-W09', '2026-W10'],
  opening: { day: '2026-03-08', week: '2026-W10' },
  rows: [
    { position: 1, nickname: 'Goal Getter', points: 5, exact: 1, outcomes: 2, isMe: false },
    { position: 2, nickname: 'Pat Player', points: 3, exact: 1, outcomes: 1, isMe: true },
  ],
  me: { position: 2, nickname: 'Pat Player', points: 3, exact: 1, outcomes: 1, isMe: true },
};

const leagues = [
  {
    id: '1f2e3d4c-5b6a-4978-8a6b-5c4d3e2f1a0b',
    name: 'Office five',
    memberCount: 4,
    isOwner: true,
    joinOpen: true,
    position: 2,
  },
];

function renderPage() {
  renderWithApp(
    createMemoryRouter([{ path: '/play/:id', element: <PlayChampionshipPage /> }], { initialEntries: [`/play/${ID}`] }),
  );
}

/** Types a prediction of the open match and presses Save; returns its card. */
async function predictOpenMatch(user: ReturnType<typeof userEvent.setup>, home: string, away: string) {
  const open = await screen.findByRole('listitem', { name: 'Dinamo – Rapid' });
  await user.type(within(open).getByLabelText('Home, Dinamo – Rapid'), home);
  await user.type(within(open).getByLabelText('Away, Dinamo – Rapid'), away);
  await user.click(within(open).getByRole('button', { name: 'Save' }));
  return open;
}

describe('PlayChampionshipPage', () => {
  // Loaded as a reader's scroll would (jsdom has no IntersectionObserver: every part is drawn at once).
  beforeAll(() =>
    Promise.all([
      matchPredictionForm.load(),
      everyonePredictions.load(),
      leaderboardPanel.load(),
      leaguesSection.load(),
      questionChoices.load(),
      saveAllPredictions.load(),
    ]),
  );
  let calls: ApiCall[];
  let served: PlayChampionship;
  beforeEach(() => {
    served = championship;
    writeSession(player, true);
    // Like the server: a saved prediction is in the player's next /me.
    let predictions = me.predictions;
    calls = stubApi((call) => {
      if (call.url.startsWith(`/api/play/championships/${ID}/leaderboard`)) return { status: 200, body: board };
      if (call.url === `/api/play/championships/${ID}/leagues`) return { status: 200, body: { leagues } };
      if (call.url === `/api/play/championships/${ID}/matches/${DONE}/predictions`) {
        return {
          status: 200,
          body: {
            matchId: DONE,
            total: 2,
            page: 0,
            pageSize: 50,
            rows: [
              { nickname: 'Goal Getter', home: 2, away: 1, points: 3 },
              { nickname: 'Pat Player', home: 0, away: 2, points: 0 },
            ],
          },
        };
      }
      if (call.url === `/api/play/championships/${ID}/me`) return { status: 200, body: { ...me, predictions } };
      if (call.method === 'PUT' && call.url.endsWith('/predictions') && 'predictions' in (call.body as object)) {
        // A round: the late match closed meanwhile, the others are saved.
        const round = (call.body as { predictions: { matchId: string; home: number; away: number }[] }).predictions;
        const saved = round
          .filter((p) => p.matchId !== LATE)
          .map((p) => ({ ...p, points: null, exact: false, outcome: false }));
        predictions = [...predictions.filter((p) => !saved.some((s) => s.matchId === p.matchId)), ...saved];
        served = { ...served, matches: served.matches.map((m) => (m.id === LATE ? { ...m, locked: true } : m)) };
        return {
          status: 200,
          body: {
            saved,
            closed: round
              .filter((p) => p.matchId === LATE)
              .map((p) => ({ matchId: p.matchId, message: 'Predictions for this match are closed' })),
          },
        };
      }
      if (call.method === 'PUT' && call.url.endsWith('/predictions')) {
        const saved = {
          ...(call.body as { matchId: string; home: number; away: number }),
          points: null,
          exact: false,
          outcome: false,
        };
        predictions = [...predictions.filter((p) => p.matchId !== saved.matchId), saved];
        return { status: 200, body: saved };
      }
      if (call.method === 'PUT' && call.url.endsWith('/answers'))
        return { status: 200, body: { questionId: QUESTION, answer: 1 } };
      return { status: 200, body: served };
    });
  });
  afterEach(() => {
    cleanup();
    forgetDrafts(ID, [OPEN, LATE]);
    vi.unstubAllGlobals();
    clearSession();
  });

  it("signed out: no score to type, the invitation to sign up, and a locked match's picks of everyone", async () => {
    clearSession();
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Derby Cup' })).toBeVisible();
    expect(screen.getByText('Sign up to predict the scores and answer the quiz.')).toBeVisible();
    expect(screen.queryByRole('textbox')).toBeNull();
    const open = screen.getByRole('listitem', { name: 'Dinamo – Rapid' });
    expect(within(open).queryByRole('button')).toBeNull();
    // A coming match leads to the bars showing it (the fans' page, in the reader's language); a finished one does not.
    expect(within(open).getByRole('link', { name: 'Where to watch it' })).toHaveAttribute(
      'href',
      `/watch/${OPEN}?lang=en`,
    );
    expect(within(screen.getByRole('listitem', { name: 'Arsenal – Chelsea' })).queryByRole('link')).toBeNull();
    // The quiz is read, not answered: its answers as a list, no radio (nor their code).
    expect(
      within(screen.getByRole('list', { name: 'Who wins the league?' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Arsenal', 'Liverpool']);
    expect(screen.queryByRole('radio')).toBeNull();
    const done = screen.getByRole('listitem', { name: 'Arsenal – Chelsea' });
    await userEvent.setup({ delay: null }).click(within(done).getByRole('button', { name: "Everyone's predictions" }));
    expect(await within(done).findByText('Goal Getter')).toBeVisible();
    expect(calls.some((call) => call.url.endsWith('/me'))).toBe(false);
  });

  it("shows how it works, the rule, the player's points and the board with their own row and the columns it ranks by", async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Derby Cup' })).toBeVisible();
    expect(screen.getByText('Predict every derby')).toBeVisible();
    expect(
      within(screen.getByRole('list', { name: 'Points' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Exact score: 3 points',
      'Right winner and goal difference, or a draw with another score: 2 points',
      'Right outcome, a win or a draw: 1 point',
      'Right quiz answer: 1 point',
    ]);
    expect(
      screen.getByText('Predictions count on the score after 90 minutes. Predictions close at kick-off.'),
    ).toBeVisible();
    expect(await screen.findByText('3 points · #2 overall')).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Leaderboard' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['#PlayerPointsExactOutcomes', '1Goal Getter512', '2Pat Player311']);
    expect(screen.getByText('You are #2 with 3 points')).toBeVisible();
    // The player's own row is marked, from the server's isMe (no account id on the board).
    expect(
      within(table)
        .getAllByRole('row')
        .filter((r) => r.classList.contains('Mui-selected'))
        .map((r) => r.textContent),
    ).toEqual(['2Pat Player311']);
    // The quiz names its close, when answers are marked.
    expect(
      screen.getByText(/^You can change your answer until .*1 Jan 2030.*; answers are marked then$/),
    ).toBeVisible();
    const done = screen.getByRole('listitem', { name: 'Arsenal – Chelsea' });
    expect(within(done).getByText(/Predictions closed/)).toBeVisible();
    expect(within(done).getByText('Full time 2 – 1')).toBeVisible();
    expect(within(done).getByText('3 points')).toBeVisible();
    expect(within(done).queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it("lists the player's leagues with their place in each, beside the forms to make one and to join one by code", async () => {
    renderPage();
    const section = await screen.findByRole('region', { name: 'Leagues' });
    const office = await within(section).findByRole('link', { name: /Office five/ });
    expect(office).toHaveAttribute('href', `/play/${ID}/leagues/${leagues[0]!.id}`);
    expect(office).toHaveTextContent('4 players · You are #2 · Owner');
    expect(within(section).getByRole('form', { name: 'Create a league' })).toBeVisible();
    expect(within(section).getByRole('textbox', { name: 'Code' })).toBeVisible();
  });

  it('saves a prediction of an open match and an answer to the quiz', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    await predictOpenMatch(user, '1', '0');
    // The card shows what the server now holds, and says it is saved.
    const card = () => screen.getByRole('listitem', { name: 'Dinamo – Rapid' });
    // The card is drawn anew from the saved prediction: looked up again each time.
    await waitFor(() => expect(within(card()).getByText('Saved')).toBeVisible());
    expect(within(card()).getByLabelText('Home, Dinamo – Rapid')).toHaveValue('1');
    expect(within(card()).getByLabelText('Away, Dinamo – Rapid')).toHaveValue('0');
    expect(calls.find((c) => c.method === 'PUT' && c.url.endsWith('/predictions'))?.body).toEqual({
      matchId: OPEN,
      home: 1,
      away: 0,
    });
    await user.click(screen.getByRole('radio', { name: 'Liverpool' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT' && c.url.endsWith('/answers'))?.body).toEqual({
        questionId: QUESTION,
        answer: 1,
      }),
    );
  });

  it('a typed score not saved is marked and kept for a reload; Save all sends every open match typed, and says what was saved and what had closed', async () => {
    served = {
      ...championship,
      matches: [
        ...championship.matches,
        { ...championship.matches[1]!, id: LATE, homeTeam: 'Steaua', awayTeam: 'Petrolul' },
      ],
    };
    const user = userEvent.setup({ delay: null });
    renderPage();
    const card = async (title: string) => screen.findByRole('listitem', { name: title });
    await user.type(within(await card('Dinamo – Rapid')).getByLabelText('Home, Dinamo – Rapid'), '2');
    await user.type(within(await card('Dinamo – Rapid')).getByLabelText('Away, Dinamo – Rapid'), '1');
    await user.type(within(await card('Steaua – Petrolul')).getByLabelText('Home, Steaua – Petrolul'), '0');
    await user.type(within(await card('Steaua – Petrolul')).getByLabelText('Away, Steaua – Petrolul'), '0');
    expect(within(await card('Dinamo – Rapid')).getByRole('status')).toHaveTextContent('Not saved');
    expect(JSON.parse(window.localStorage.getItem(`play-drafts:${ID}`) ?? '{}')).toEqual({
      [OPEN]: { home: '2', away: '1' },
      [LATE]: { home: '0', away: '0' },
    });

    // A reload: the typed scores come back, still marked.
    cleanup();
    renderPage();
    expect(within(await card('Dinamo – Rapid')).getByLabelText('Home, Dinamo – Rapid')).toHaveValue('2');
    expect(within(await card('Steaua – Petrolul')).getByRole('status')).toHaveTextContent('Not saved');
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);

    await user.click(await screen.findByRole('button', { name: 'Save all (2)' }));
    expect(await screen.findByText('1 prediction saved')).toBeInTheDocument();
    expect(screen.getByText('Closed before they could be saved: Steaua – Petrolul')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      {
        predictions: [
          { matchId: OPEN, home: 2, away: 1 },
          { matchId: LATE, home: 0, away: 0 },
        ],
      },
    ]);
    await waitFor(() =>
      expect(within(screen.getByRole('listitem', { name: 'Dinamo – Rapid' })).getByRole('status')).toHaveTextContent(
        'Saved',
      ),
    );
    expect(window.localStorage.getItem(`play-drafts:${ID}`)).toBeNull();
  });

  it('a tapped answer is chosen the moment it is tapped, and stays chosen while the player view is read again', async () => {
    // The view read after a prediction's save still holds no answer when the tap lands (its read left before).
    let answersSaved = false;
    const seen = stubApi((call) => {
      if (call.url === `/api/play/championships/${ID}/me`) return { status: 200, body: me };
      if (call.method === 'PUT' && call.url.endsWith('/answers')) {
        answersSaved = true;
        return { status: 200, body: { questionId: QUESTION, answer: 1 } };
      }
      if (call.url.startsWith(`/api/play/championships/${ID}/leaderboard`)) return { status: 200, body: board };
      return { status: 200, body: championship };
    });
    renderPage();
    const liverpool = await screen.findByRole('radio', { name: 'Liverpool' });
    await waitFor(() => expect(liverpool).toBeEnabled());
    // A browser's own click, as a tap: no test-library wrapper flushes the work React schedules after it.
    liverpool.click();
    expect(liverpool).toBeChecked();
    await waitFor(() => expect(answersSaved).toBe(true));
    // The view is read again after the save and still answers without it: the tap is not drawn over.
    const saveAt = seen.findIndex((c) => c.method === 'PUT');
    await waitFor(() =>
      expect(seen.slice(saveAt).some((c) => c.url === `/api/play/championships/${ID}/me`)).toBe(true),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('radio', { name: 'Liverpool' })).toBeChecked();
  });

  it('an answer the server refuses is not shown as chosen: the question says why', async () => {
    stubApi((call) => {
      if (call.url === `/api/play/championships/${ID}/me`) return { status: 200, body: me };
      if (call.method === 'PUT' && call.url.endsWith('/answers'))
        return { status: 409, body: { statusCode: 409, error: 'Conflict', message: 'This question is closed' } };
      if (call.url.startsWith(`/api/play/championships/${ID}/leaderboard`)) return { status: 200, body: board };
      return { status: 200, body: championship };
    });
    renderPage();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('radio', { name: 'Liverpool' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This question is closed');
    expect(screen.getByRole('radio', { name: 'Liverpool' })).not.toBeChecked();
  });

  it('a goal the contract refuses is not sent: the card says why and the focus goes to that goal', async () => {
    renderPage();
    const open = await predictOpenMatch(userEvent.setup({ delay: null }), '1', '99');
    expect(await within(open).findByRole('alert')).toHaveTextContent('Goals are whole numbers from 0 to 20');
    expect(within(open).getByLabelText('Away, Dinamo – Rapid')).toHaveFocus();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it("a locked match offers everyone's predictions, read when opened; an open one does not", async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    const done = await screen.findByRole('listitem', { name: 'Arsenal – Chelsea' });
    expect(
      within(screen.getByRole('listitem', { name: 'Dinamo – Rapid' })).queryByRole('button', {
        name: "Everyone's predictions",
      }),
    ).toBeNull();
    expect(calls.some((c) => c.url.includes('/predictions') && c.method === 'GET')).toBe(false);
    await user.click(within(done).getByRole('button', { name: "Everyone's predictions" }));
    const list = await within(done).findByRole('list', { name: "Everyone's predictions" });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Goal Getter2 – 13 points', 'Pat Player0 – 20 points']);
    expect(within(done).getByText('2 predictions')).toBeVisible();
  });

  it('the week and day boards open where the server says the game is; the picker marks the periods with points', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    const panel = await screen.findByRole('region', { name: 'Leaderboard' });
    await user.click(within(panel).getByRole('tab', { name: 'Week' }));
    await waitFor(() => expect(calls.some((c) => c.url.includes('period=weekly&week=2026-W10'))).toBe(true));
    const picker = within(panel).getByRole('combobox', { name: 'Week' });
    expect(picker.textContent?.replace(/\s/g, ' ')).toBe('Mar 2 – 8');
    await user.click(picker);
    const options = await screen.findAllByRole('option');
    // Intl writes a range with thin spaces around its dash: read as plain spaces.
    expect(options.map((o) => (o.getAttribute('aria-label') ?? o.textContent ?? '').replace(/\s/g, ' '))).toEqual([
      'Feb 23 – Mar 1, has points',
      'Mar 2 – 8, has points',
      'Dec 31, 2029 – Jan 6, 2030',
    ]);
    await user.click(options[0]!);
    await waitFor(() => expect(calls.some((c) => c.url.includes('period=weekly&week=2026-W09'))).toBe(true));
    await user.click(within(panel).getByRole('tab', { name: 'Day' }));
    await waitFor(() => expect(calls.some((c) => c.url.includes('period=daily&date=2026-03-08'))).toBe(true));
    expect(within(panel).getByRole('combobox', { name: 'Day' })).toHaveTextContent('Sun, Mar 8');
  });

  it('a championship\'s own numbers make its rule, on "How it works" and on the board alike', async () => {
    const own = {
      ...championship,
      scoring: { exact: 5, goalDifference: 0, outcome: 2, answer: 4, lockMinutes: 15, timeZone: 'UTC' },
    };
    stubApi((call) => {
      if (call.url.startsWith(`/api/play/championships/${ID}/leaderboard`)) return { status: 200, body: board };
      if (call.url === `/api/play/championships/${ID}/me`) return { status: 200, body: me };
      return { status: 200, body: own };
    });
    renderPage();
    const rules = ['Exact score: 5 points', 'Right outcome, a win or a draw: 2 points', 'Right quiz answer: 4 points'];
    expect(
      within(await screen.findByRole('list', { name: 'Points' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(rules);
    expect(
      screen.getByText(
        'Predictions count on the score after 90 minutes. Predictions close 15 minutes before kick-off.',
      ),
    ).toBeVisible();
    const panel = await screen.findByRole('region', { name: 'Leaderboard' });
    expect(within(panel).getByText(rules.join(' · '))).toBeVisible();
    expect(
      within(panel).getByText(
        'Ranked by points, then by exact scores, then by right outcomes; players still level share a place.',
      ),
    ).toBeVisible();
  });

  it('a live match reads "Live" with its live score, a finished one "Full time"', async () => {
    const live = {
      ...championship.matches[1]!,
      status: 'LIVE',
      locked: true,
      goals: { fullTimeHomeGoals: null, fullTimeAwayGoals: null, liveHomeGoals: 1, liveAwayGoals: 0 },
    };
    stubApi((call) => {
      if (call.url.startsWith(`/api/play/championships/${ID}/leaderboard`)) return { status: 200, body: board };
      if (call.url === `/api/play/championships/${ID}/me`) return { status: 200, body: me };
      return { status: 200, body: { ...championship, matches: [championship.matches[0], live] } };
    });
    renderPage();
    const playing = await screen.findByRole('listitem', { name: 'Dinamo – Rapid' });
    expect(within(playing).getByText('Live 1 – 0')).toBeVisible();
    expect(
      within(screen.getByRole('listitem', { name: 'Arsenal – Chelsea' })).getByText('Full time 2 – 1'),
    ).toBeVisible();
  });

  it("reads each block of championship texts in one language: the reader's where the block has it, else the championship's first", async () => {
    const texts = {
      ...championship,
      howItWorks: [
        { text: 'Predict every derby', language: 'en' },
        { text: 'Pronostiquez chaque derby', language: 'fr' },
      ],
      prizes: [
        {
          ...championship.prizes[0]!,
          description: [
            { description: 'A ball', language: 'en' },
            { description: 'Un ballon', language: 'fr' },
          ],
        },
      ],
      // The question is in French, its answers are not: the whole question falls back to English.
      questions: [
        {
          ...championship.questions[0]!,
          questionText: [
            { text: 'Who wins the league?', language: 'en' },
            { text: 'Qui gagne le championnat ?', language: 'fr' },
          ],
        },
      ],
    };
    stubApi((call) => {
      if (call.url.startsWith(`/api/play/championships/${ID}/leaderboard`)) return { status: 200, body: board };
      if (call.url === `/api/play/championships/${ID}/me`) return { status: 200, body: me };
      return { status: 200, body: texts };
    });
    await i18n.changeLanguage('fr');
    await loadAllCatalogues();
    try {
      renderPage();
      expect(await screen.findByText('Pronostiquez chaque derby')).toHaveAttribute('lang', 'fr');
      expect(screen.getByText('Un ballon')).toBeVisible();
      const question = screen.getByRole('heading', { name: 'Who wins the league?' });
      expect(question.closest('li')).toHaveAttribute('lang', 'en');
      expect(screen.queryByText('Qui gagne le championnat ?')).toBeNull();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('in Arabic (right to left), team names and nicknames are isolated and a score keeps the home side first, beside the home team', async () => {
    await i18n.changeLanguage('ar');
    await loadAllCatalogues();
    try {
      const user = userEvent.setup({ delay: null });
      renderPage();
      const done = await screen.findByRole('listitem', { name: 'Arsenal – Chelsea' });
      expect(document.documentElement).toHaveAttribute('dir', 'rtl');
      // Each name its own isolate: the dash between them is Arabic text, so the home team reads first (on the right).
      expect(within(done).getByRole('heading', { name: 'Arsenal – Chelsea' }).querySelectorAll('bdi')).toHaveLength(2);
      expect(within(done).getByText('النتيجة النهائية: 2 – 1')).toBeVisible();
      const table = await screen.findByRole('table', { name: 'الترتيب' });
      expect(within(table).getByText('Goal Getter').tagName).toBe('BDI');
      await user.click(within(done).getByRole('button', { name: 'توقعات الجميع' }));
      const list = await within(done).findByRole('list', { name: 'توقعات الجميع' });
      expect(within(list).getByText('Pat Player').tagName).toBe('BDI');
      expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Goal Getter2 – 1');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
