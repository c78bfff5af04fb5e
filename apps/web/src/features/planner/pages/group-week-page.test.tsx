import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import type { GroupMatch, GroupWeekAnswer } from '@app/contract/group-week';
import '../../../lib/i18n.ts';
import { clearSession, writeSession, type SessionPerson } from '../../../lib/session-store.ts';
import { GroupWeekPage } from './group-week-page.tsx';
import { renderWithApp } from '../../../testing/render-with-app.tsx';
import { stubApi, type ApiCall } from '../../../testing/api-stub.ts';

const DOCK = '3f0c1f7e-5b7a-4c43-9a55-8f0f4c2b1d10';
const CORNER = '4a1d2e8f-6c8b-4d54-8b66-9a1a5d3c2e21';
const NEW_ONE = '5b2e3f9a-7d9c-4e65-9c77-ab2b6e4d3f32';
const owner: SessionPerson = {
  userId: '7d4f8d1e-8f39-4a57-9c61-3f1c2b7d9e10',
  barId: DOCK,
  nickname: 'Olivia Owner',
  email: 'owner@example.com',
  role: 'owner',
};
const A = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const B = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const DAYS = ['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06'];
const NONE = { requested: 0, accepted: 0 };

const groupMatch = (matchId: string, headline: string, localDate: string, shownAt: GroupMatch['shownAt']) => ({
  matchId,
  headline,
  competitionName: 'Premier League',
  homeTeamEmblemUrl: '',
  awayTeamEmblemUrl: '',
  status: 'TIMED',
  kickoff: `${localDate}T19:00:00.000Z`,
  localDate,
  localTime: '20:00',
  demand: { views7d: 12, followers: 3 },
  shownAt,
});

/** Three bars: The Dock clashes on its one screen, the new bar waits for review and shows nothing. */
function stubServer(): ApiCall[] {
  const shownB = [DOCK];
  return stubApi((call) => {
    const url = new URL(call.url, 'http://console.test');
    if (url.pathname === '/api/planner/group-week') {
      const week: GroupWeekAnswer = {
        timeZone: 'Europe/London',
        weekStart: url.searchParams.get('start') ?? DAYS[0]!,
        days: DAYS,
        bars: [
          {
            id: DOCK,
            name: 'The Dock',
            status: 'accepted',
            role: 'owner',
            timeZone: 'Europe/London',
            broadcasts: 2,
            clashes: 2,
            going: 5,
            seats: { requested: 2, accepted: 4 },
          },
          {
            id: CORNER,
            name: 'The Corner',
            status: 'accepted',
            role: 'owner',
            timeZone: 'Europe/London',
            broadcasts: 1,
            clashes: 0,
            going: 0,
            seats: NONE,
          },
          {
            id: NEW_ONE,
            name: '',
            status: 'pending',
            role: 'owner',
            timeZone: 'Europe/London',
            broadcasts: 0,
            clashes: 0,
            going: 0,
            seats: NONE,
          },
        ],
        matches: [
          groupMatch(A, 'Arsenal - Chelsea', '2026-12-01', [
            { barId: DOCK, screen: 1, withSound: true, clashes: ['screen'], going: 5, seats: NONE },
            { barId: CORNER, screen: 1, withSound: false, clashes: [], going: 0, seats: NONE },
          ]),
          groupMatch(
            B,
            'Liverpool - Everton',
            '2026-12-03',
            shownB.map((barId) => ({ barId, screen: 1, withSound: false, clashes: [], going: 1, seats: NONE })),
          ),
        ],
      };
      return { status: 200, body: week };
    }
    if (url.pathname === '/api/planner/group-broadcasts') {
      const { barIds } = call.body as { barIds: string[] };
      shownB.push(...barIds);
      return {
        status: 200,
        body: { message: 'The match is shown in the bars chosen', matchId: B, shownAt: [...shownB] },
      };
    }
    return { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'nope' } };
  });
}

function renderPage(initial = '/group-week') {
  const router = createMemoryRouter([{ path: '/group-week', element: <GroupWeekPage /> }], {
    initialEntries: [initial],
  });
  renderWithApp(router);
  return router;
}

describe('GroupWeekPage', () => {
  beforeEach(() => {
    writeSession(owner, true);
  });
  afterEach(() => {
    cleanup();
    clearSession();
  });

  it("shows each bar's week in figures and every match where it shows, clashes marked", async () => {
    stubServer();
    renderPage();
    const bars = await screen.findByRole('list', { name: 'Your bars' });
    const dock = within(bars).getByRole('listitem', { name: 'The Dock' });
    expect(dock).toHaveTextContent('2 broadcasts this week');
    expect(dock).toHaveTextContent('2 clashes on its screens');
    expect(dock).toHaveTextContent('5 fans going · seats booked: 4 accepted · 2 waiting');
    expect(within(dock).getByRole('link', { name: 'Open the planner of The Dock' })).toHaveAttribute(
      'href',
      `/planner?bar=${DOCK}`,
    );
    expect(within(bars).getByRole('listitem', { name: 'The Corner' })).toHaveTextContent('No clash');
    const unnamed = within(bars).getByRole('listitem', { name: 'Bar without a name' });
    expect(unnamed).toHaveTextContent('Pending');
    expect(unnamed).toHaveTextContent('0 broadcasts this week');

    const tuesday = screen.getByRole('region', { name: 'Tuesday 1 December' });
    const arsenal = within(tuesday).getByRole('listitem', { name: 'Arsenal - Chelsea' });
    expect(arsenal).toHaveTextContent('20:00 · Premier League');
    expect(arsenal).toHaveTextContent('12 visitors in 7 days, 3 fans follow these teams');
    expect(arsenal).toHaveTextContent('The Dock · Screen 1 with sound · 5 fans going · Same screen');
    expect(arsenal).toHaveTextContent('The Corner · Screen 1 · 0 fans going');
    expect(screen.getByText('Times in Europe/London')).toBeInTheDocument();
    // Days with nothing shown are left out.
    expect(screen.queryByRole('region', { name: 'Monday 30 November' })).not.toBeInTheDocument();
  });

  it('shows a match in more bars: the bars already showing it are ticked and fixed, the rest chosen', async () => {
    const calls = stubServer();
    const user = userEvent.setup();
    renderPage();
    const liverpool = await screen.findByRole('listitem', { name: 'Liverpool - Everton' });
    await user.click(within(liverpool).getByRole('button', { name: 'Show in more bars' }));
    const dialog = await screen.findByRole('dialog', { name: 'Show Liverpool - Everton in' });
    const dock = within(dialog).getByRole('checkbox', { name: 'The Dock already shows it' });
    expect(dock).toBeChecked();
    expect(dock).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Show in 0 bars' })).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: 'The Corner' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Bar without a name' }));
    await user.click(within(dialog).getByRole('button', { name: 'Show in 2 bars' }));
    expect(await screen.findByText('Liverpool - Everton is now shown in 2 more bars')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ matchId: B, barIds: [CORNER, NEW_ONE] });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Read again: shown in every bar, so nothing more to offer.
    await waitFor(() =>
      expect(
        within(screen.getByRole('listitem', { name: 'Liverpool - Everton' })).queryByRole('button', {
          name: 'Show in more bars',
        }),
      ).not.toBeInTheDocument(),
    );
    // Arsenal is shown in two bars of three: the third can still be offered.
    expect(
      within(screen.getByRole('listitem', { name: 'Arsenal - Chelsea' })).getByRole('button', {
        name: 'Show in more bars',
      }),
    ).toBeInTheDocument();
  });

  it('goes to the next week, keeping it in the address', async () => {
    const calls = stubServer();
    const user = userEvent.setup();
    const router = renderPage();
    await screen.findByText('Week of 30 Nov – 6 Dec 2026');
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    await waitFor(() => expect(router.state.location.search).toBe('?week=2026-12-07'));
    await waitFor(() => expect(calls.at(-1)!.url).toContain('/api/planner/group-week?start=2026-12-07'));
  });
});
