import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import type { Leaderboard, PlayChampionship } from '@app/contract/game';
import type { League } from '@app/contract/leagues';
import { clearSession, writeSession } from '../../../lib/session-store.ts';
import { renderWithApp } from '../../../testing/render-with-app.tsx';
import { stubApi, type ApiCall } from '../../../testing/api-stub.ts';
import { leaderboardPanel } from '../components/later-parts.ts';
import { LeaguePage } from './league-page.tsx';

const ID = '3b0f3c9e-6a55-4d7e-9a64-2f3f0f6f1a10';
const LEAGUE = '1f2e3d4c-5b6a-4978-8a6b-5c4d3e2f1a0b';
const championship: PlayChampionship = {
  id: ID,
  name: 'Derby Cup',
  stake: 'Glory',
  logo: '',
  cover: '',
  startDate: null,
  endDate: null,
  timeZone: 'UTC',
  howItWorks: [{ text: 'Predict', language: 'en' }],
  prizes: [],
  prizeTypesCounts: { daily: 0, weekly: 0, allTime: 1 },
  scoring: { exact: 3, goalDifference: 2, outcome: 1, answer: 1, lockMinutes: 0, timeZone: 'UTC' },
  matches: [],
  questions: [],
};
const league = (isOwner: boolean): League => ({
  id: LEAGUE,
  championshipId: ID,
  championshipName: 'Derby Cup',
  name: 'Office five',
  code: '58ETRAEY',
  joinOpen: true,
  isOwner,
  members: [
    { ref: 'AAAAAAAAAAAA', nickname: 'Pat Player', isOwner, isMe: true },
    { ref: 'BBBBBBBBBBBB', nickname: 'Sam Striker', isOwner: !isOwner, isMe: false },
  ],
  bar: null,
});
const board: Leaderboard = {
  period: 'allTime',
  periodKey: '',
  page: 0,
  pageSize: 20,
  total: 2,
  days: [],
  weeks: [],
  daysWithPoints: [],
  weeksWithPoints: [],
  opening: { day: '', week: '' },
  rows: [
    { position: 1, nickname: 'Sam Striker', points: 4, exact: 1, outcomes: 2, isMe: false },
    { position: 2, nickname: 'Pat Player', points: 3, exact: 1, outcomes: 1, isMe: true },
  ],
  me: { position: 2, nickname: 'Pat Player', points: 3, exact: 1, outcomes: 1, isMe: true },
};

function renderPage() {
  renderWithApp(
    createMemoryRouter(
      [
        { path: '/play/:id/leagues/:leagueId', element: <LeaguePage /> },
        { path: '/play/:id', element: <p>Championship page</p> },
      ],
      { initialEntries: [`/play/${ID}/leagues/${LEAGUE}`] },
    ),
  );
}

/** Answers as the server would: the league, its board, the owner's changes and a member's leave. */
function serve(isOwner: boolean, bar: League['bar'] = null): ApiCall[] {
  let current = { ...league(isOwner), bar };
  return stubApi((call) => {
    if (call.url.startsWith(`/api/play/leagues/${LEAGUE}/board`)) return { status: 200, body: board };
    if (call.method === 'DELETE' && call.url === `/api/play/leagues/${LEAGUE}/members/BBBBBBBBBBBB`) {
      current = { ...current, members: current.members.slice(0, 1) };
      return { status: 200, body: current };
    }
    if (call.method === 'PATCH') {
      current = { ...current, ...(call.body as Partial<League>) };
      return { status: 200, body: current };
    }
    if (call.method === 'POST' && call.url.endsWith('/leave'))
      return { status: 200, body: { message: 'You left the league' } };
    if (call.url === `/api/play/leagues/${LEAGUE}`) return { status: 200, body: current };
    if (call.url === `/api/play/championships/${ID}/leagues`) return { status: 200, body: { leagues: [] } };
    return { status: 200, body: championship };
  });
}

describe('LeaguePage', () => {
  beforeAll(() => leaderboardPanel.load());
  afterEach(() => {
    cleanup();
    clearSession();
  });
  const signIn = () =>
    writeSession(
      { userId: 'u-1', barId: null, nickname: 'Pat Player', email: 'pat@example.com', role: 'player' },
      true,
    );

  it("shows the owner the league's board, its invite, its players; the owner renames it and removes a player after confirming", async () => {
    signIn();
    const calls = serve(true);
    const user = userEvent.setup({ delay: null });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Office five', level: 1 })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'League board' });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(['1Sam Striker412', '2Pat Player311']);
    expect(screen.getByText('You are #2 with 3 points')).toBeVisible();
    expect(screen.getByLabelText('Code')).toHaveTextContent('58ETRAEY');
    expect(screen.getByTestId('league-link')).toHaveTextContent(`${window.location.origin}/play/join/58ETRAEY`);

    const name = screen.getByRole('textbox', { name: 'League name' });
    await user.clear(name);
    await user.type(name, 'x');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A league name has 2 to 40 characters')).toBeVisible();
    await user.type(name, ' and friends');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'x and friends', level: 1 })).toBeVisible();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ name: 'x and friends' });

    const players = screen.getByRole('list', { name: /Players/ });
    await user.click(within(players).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Sam Striker?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(players).getAllByRole('listitem')).toHaveLength(1));
    expect(within(players).getByRole('listitem')).toHaveTextContent('Pat Player (you)Owner');
  });

  it('gives a member no owner controls, and Leave takes them back to the championship', async () => {
    signIn();
    const calls = serve(false);
    const user = userEvent.setup({ delay: null });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Office five', level: 1 })).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'League name' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Leave the league' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave Office five?' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave the league' }));
    expect(await screen.findByText('Championship page')).toBeVisible();
    expect(calls.some((c) => c.method === 'POST' && c.url === `/api/play/leagues/${LEAGUE}/leave`)).toBe(true);
  });

  it("names the bar of a bar's league with a link to its page, and its house prize as text", async () => {
    signIn();
    serve(false, { name: 'The Red Lion', slug: 'the-red-lion', housePrize: 'A pint <b>free</b>' });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Office five', level: 1 })).toBeVisible();
    expect(screen.getByRole('link', { name: 'The Red Lion' })).toHaveAttribute('href', '/b/the-red-lion');
    expect(screen.getByText('House prize, given by the bar: A pint <b>free</b>')).toBeVisible();
  });

  it('sends a fan signed out to the fans’ sign-in, to come back to the league', async () => {
    serve(false);
    renderWithApp(
      createMemoryRouter(
        [
          { path: '/play/:id/leagues/:leagueId', element: <LeaguePage /> },
          { path: '/play/signin', element: <p>Fans’ sign-in</p> },
        ],
        { initialEntries: [`/play/${ID}/leagues/${LEAGUE}`] },
      ),
    );
    expect(await screen.findByText('Fans’ sign-in')).toBeVisible();
  });
});
