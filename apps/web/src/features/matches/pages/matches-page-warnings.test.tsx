import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import type { OwnerMatch } from '@app/contract/matches';
import type { BroadcastWarning } from '@app/contract/bar-profile';
import '../../../lib/i18n.ts';
import { clearSession, writeSession, type SessionPerson } from '../../../lib/session-store.ts';
import { MatchesPage } from './matches-page.tsx';
import { renderWithApp } from '../../../testing/render-with-app.tsx';
import { stubApi, type ApiCall } from '../../../testing/api-stub.ts';

const owner: SessionPerson = {
  userId: '7d4f8d1e-8f39-4a57-9c61-3f1c2b7d9e10',
  barId: '3f0c1f7e-5b7a-4c43-9a55-8f0f4c2b1d10',
  nickname: 'Olivia Owner',
  email: 'owner@example.com',
  role: 'owner',
};
const late: OwnerMatch = {
  _id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
  id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
  headline: 'Arsenal - Chelsea',
  status: 'SCHEDULED',
  matchStatus: 'future',
  goals: { fullTimeHomeGoals: null, fullTimeAwayGoals: null, liveHomeGoals: null, liveAwayGoals: null },
  homeTeamEmblemUrl: '',
  awayTeamEmblemUrl: '',
  scheduledDate: '2026-12-03T15:00:00.000Z',
  competitionId: null,
  competitionName: 'Premier League',
  broadcasted: false,
  demand: { views7d: 0, followers: 0 },
};
const openLonger = {
  date: '2026-12-03',
  intervals: [
    { opens: '14:30', closes: '17:00' },
    { opens: '18:00', closes: '01:00' },
  ],
};
const warnings: BroadcastWarning[] = [
  {
    code: 'outsideHours',
    message: 'This match kicks off while the bar is closed',
    kickOff: late.scheduledDate,
    date: '2026-12-03',
    openLonger,
  },
  {
    code: 'notEnoughScreens',
    message: 'More broadcasts overlap than the bar has screens',
    overlapping: 3,
    screens: 2,
    matchIds: [late.id],
  },
];

const closedWeek = { monday: [], tuesday: [], wednesday: [], thursday: [], friday: [], saturday: [], sunday: [] };
/** The owner's bar as PUT /bars/special-hours answers it, with the special day it was sent. */
const barWith = (special: unknown) => ({
  barId: owner.barId,
  name: 'The Corner Flag',
  email: 'hello@cornerflag.ro',
  telephoneNumber: '+40 721 000 111',
  website: '',
  facebookUrl: '',
  status: 'accepted',
  statusReason: null,
  statusChangedAt: null,
  bar_user: [{ email: 'hello@cornerflag.ro' }],
  address: {
    country: 'United Kingdom',
    state: 'London',
    city: 'London',
    street: 'High Street',
    number: '1',
    postalCode: 'N1 1AA',
  },
  slug: 'the-corner-flag-3f0c1f',
  publicUrl: 'http://localhost:3000/b/the-corner-flag-3f0c1f',
  openingHours: { weekly: closedWeek, special: [special], temporarilyClosed: false },
  timeZone: 'UTC',
  timeZoneFromCountry: false,
  viewing: { screens: 2, soundZones: 1, bigScreen: false, outdoorScreen: false, capacity: null },
  latitude: null,
  longitude: null,
  contactsShownToFans: false,
  logo: null,
  photos: [],
  bookings: { takesBookings: false, seatsPerMatch: 20 },
  barProgram: {
    monday: 'Closed',
    tuesday: 'Closed',
    wednesday: 'Closed',
    thursday: 'Closed',
    friday: 'Closed',
    saturday: 'Closed',
    sunday: 'Closed',
  },
});

/** The server of these tests: one match, on once switched (answering two warnings); special hours are saved. */
function stubServer(): ApiCall[] {
  let on = false;
  return stubApi((call) => {
    const url = new URL(call.url, 'http://console.test');
    if (url.pathname === '/api/competitions/active') return { status: 200, body: [] };
    if (url.pathname === '/api/matches/admin')
      return { status: 200, body: { matches: [{ ...late, broadcasted: on }], count: 1 } };
    if (url.pathname === '/api/planner/suggestions') return { status: 200, body: { suggestions: [], count: 0 } };
    if (url.pathname === '/api/bars/change-broadcast-status') {
      on = true;
      return {
        status: 200,
        body: { message: 'Set broadcast match success', matchId: late.id, broadcasted: true, warnings },
      };
    }
    if (url.pathname === '/api/bars/special-hours') return { status: 200, body: barWith(call.body) };
    return { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'nope' } };
  });
}

describe('MatchesPage: warnings when a broadcast is switched on (decision 027)', () => {
  beforeEach(() => {
    writeSession(owner, true);
  });
  afterEach(() => {
    cleanup();
    clearSession();
  });

  it('switches on, then names what is wrong and offers to plan the screens, without blocking', async () => {
    const calls = stubServer();
    const user = userEvent.setup();
    renderWithApp(
      createMemoryRouter([{ path: '/matches', element: <MatchesPage /> }], { initialEntries: ['/matches'] }),
    );
    await user.click(await screen.findByRole('switch', { name: 'Broadcast Arsenal - Chelsea' }));
    const panel = await screen.findByRole('status', { name: 'Arsenal - Chelsea is on, with warnings' });
    expect(panel).toHaveTextContent(
      'This match kicks off while the bar is closed (Open that day: 14:30–17:00, 18:00–01:00.)',
    );
    expect(panel).toHaveTextContent('More broadcasts overlap than the bar has screens (3 at once, 2 screens.)');
    expect(within(panel).getByRole('link', { name: 'Plan the screens' })).toHaveAttribute(
      'href',
      '/planner?week=2026-12-03',
    );
    expect(screen.getByRole('switch', { name: 'Broadcast Arsenal - Chelsea' })).toBeChecked();
    expect(calls.filter((c) => c.url.includes('/special-hours'))).toHaveLength(0);
    await user.click(within(panel).getByRole('button', { name: 'Dismiss the warnings' }));
    expect(screen.queryByRole('status', { name: /with warnings/ })).not.toBeInTheDocument();
  });

  it('Open longer that day saves the proposed special hours and leaves the other warnings', async () => {
    const calls = stubServer();
    const user = userEvent.setup();
    renderWithApp(
      createMemoryRouter([{ path: '/matches', element: <MatchesPage /> }], { initialEntries: ['/matches'] }),
    );
    await user.click(await screen.findByRole('switch', { name: 'Broadcast Arsenal - Chelsea' }));
    const panel = await screen.findByRole('status', { name: 'Arsenal - Chelsea is on, with warnings' });
    await user.click(within(panel).getByRole('button', { name: 'Open longer that day' }));
    // The switch's own notice may still be showing beside it under load: the saved hours are looked for by their text.
    expect(await screen.findByText('Special hours saved for that day: 14:30–17:00, 18:00–01:00')).toBeInTheDocument();
    const put = calls.filter((c) => c.url === '/api/bars/special-hours');
    expect(put.map((c) => [c.method, c.body])).toEqual([['PUT', openLonger]]);
    expect(panel).not.toHaveTextContent('kicks off while the bar is closed');
    expect(panel).toHaveTextContent('More broadcasts overlap than the bar has screens');
  });
});
