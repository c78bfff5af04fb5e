import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import type { BarDemandAnswer, DemandMatch } from '@app/contract/bar-demand';
import '../../../lib/i18n.ts';
import { clearSession, writeSession, type SessionPerson } from '../../../lib/session-store.ts';
import { DemandPage } from './demand-page.tsx';
import { renderWithApp } from '../../../testing/render-with-app.tsx';
import { stubApi, type ApiCall } from '../../../testing/api-stub.ts';

const owner: SessionPerson = {
  userId: '7d4f8d1e-8f39-4a57-9c61-3f1c2b7d9e10',
  barId: '3f0c1f7e-5b7a-4c43-9a55-8f0f4c2b1d10',
  nickname: 'Olivia Owner',
  email: 'owner@example.com',
  role: 'owner',
};
const DERBY = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const CUP = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';

const demandMatch = (matchId: string, headline: string, extra: Partial<DemandMatch>): DemandMatch => ({
  matchId,
  headline,
  competitionName: 'Liga 1',
  status: 'TIMED',
  kickoff: '2026-12-09T18:00:00.000Z',
  shownHere: false,
  near: { viewers: 0, going: 0, seats: 0 },
  viewers: 0,
  followers: 0,
  score: 0,
  ...extra,
});

/** The derby is wanted near the bar and not shown yet, until it is switched on; the cup is shown. */
function stubServer(located = true): ApiCall[] {
  const shown = new Set([CUP]);
  return stubApi((call) => {
    const url = new URL(call.url, 'http://console.test');
    if (url.pathname === '/api/bars/demand') {
      const km = Number(url.searchParams.get('km'));
      const answer: BarDemandAnswer = {
        km,
        days: 14,
        located,
        timeZone: 'Europe/Bucharest',
        matches: [
          demandMatch(DERBY, 'Dinamo - Rapid', {
            shownHere: shown.has(DERBY),
            near: located ? { viewers: 21, going: 3, seats: km > 25 ? 8 : 4 } : null,
            viewers: 23,
            followers: 1,
            score: 83,
          }),
          demandMatch(CUP, 'Steaua - Petrolul', {
            shownHere: true,
            near: located ? { viewers: 1, going: 1, seats: 0 } : null,
          }),
        ],
      };
      return { status: 200, body: answer };
    }
    if (url.pathname === '/api/bars/change-broadcast-status') {
      shown.add(DERBY);
      return {
        status: 200,
        body: { message: 'Set broadcast match success', matchId: DERBY, broadcasted: true, warnings: [] },
      };
    }
    return { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'nope' } };
  });
}

function renderPage(initial = '/demand') {
  const router = createMemoryRouter([{ path: '/demand', element: <DemandPage /> }], { initialEntries: [initial] });
  renderWithApp(router);
  return router;
}

describe('DemandPage', () => {
  beforeEach(() => {
    writeSession(owner, true);
  });
  afterEach(() => {
    cleanup();
    clearSession();
  });

  it('lists the coming matches by demand near the bar, and switches one on from its row', async () => {
    const calls = stubServer();
    const user = userEvent.setup();
    renderPage();
    const derby = await screen.findByRole('listitem', { name: 'Dinamo - Rapid' });
    expect(derby).toHaveTextContent('Within 25 km: 3 fans going · 21 fans looked · 4 seats booked');
    expect(derby).toHaveTextContent('23 visitors in 7 days, 1 fan follows these teams');
    expect(derby).toHaveTextContent('Not shown yet');
    expect(within(screen.getByRole('listitem', { name: 'Steaua - Petrolul' })).getByText('Shown')).toBeInTheDocument();
    expect(calls[0]!.url).toContain('/api/bars/demand?km=25');

    await user.click(within(derby).getByRole('button', { name: 'Show Dinamo - Rapid' }));
    expect(await screen.findByText('Dinamo - Rapid is now shown at your bar')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ matchId: DERBY, status: true });
    await waitFor(() =>
      expect(within(screen.getByRole('listitem', { name: 'Dinamo - Rapid' })).getByText('Shown')).toBeInTheDocument(),
    );
  });

  it('reads a wider distance and keeps it and the filter in the address', async () => {
    const calls = stubServer();
    const user = userEvent.setup();
    const router = renderPage();
    await screen.findByRole('listitem', { name: 'Dinamo - Rapid' });
    await user.click(screen.getByRole('combobox', { name: 'Distance' }));
    await user.click(await screen.findByRole('option', { name: 'Within 50 km' }));
    await waitFor(() => expect(router.state.location.search).toBe('?km=50'));
    expect(await screen.findByText('Within 50 km: 3 fans going · 21 fans looked · 8 seats booked')).toBeInTheDocument();
    expect(calls.at(-1)!.url).toContain('km=50');

    await user.click(screen.getByRole('switch', { name: "Only the matches you don't show yet" }));
    await waitFor(() => expect(router.state.location.search).toBe('?km=50&only=not-shown'));
    expect(screen.queryByRole('listitem', { name: 'Steaua - Petrolul' })).not.toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Dinamo - Rapid' })).toBeInTheDocument();
  });

  it('says so when the bar is not on the map, and shows the fans anywhere only', async () => {
    stubServer(false);
    renderPage();
    expect(
      await screen.findByText('Your bar is not on the map yet, so only the fans anywhere are counted.', {
        exact: false,
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Place it on the bar page' })).toHaveAttribute('href', '/edit-bar');
    expect(screen.getByRole('listitem', { name: 'Dinamo - Rapid' })).not.toHaveTextContent('Within');
  });
});
