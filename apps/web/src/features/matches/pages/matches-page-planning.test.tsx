import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import type { OwnerMatch } from '@app/contract/matches';
import type { Suggestion } from '@app/contract/planner';
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
const match = (id: string, headline: string, broadcasted = false): OwnerMatch => ({
  _id: id,
  id,
  headline,
  status: 'SCHEDULED',
  matchStatus: 'future',
  goals: { fullTimeHomeGoals: null, fullTimeAwayGoals: null, liveHomeGoals: null, liveAwayGoals: null },
  homeTeamEmblemUrl: '',
  awayTeamEmblemUrl: '',
  scheduledDate: '2026-12-03T19:45:00.000Z',
  competitionId: null,
  competitionName: 'Premier League',
  broadcasted,
  demand: { views7d: 0, followers: 0 },
});
const suggestion = (id: string, headline: string): Suggestion => ({ ...match(id, headline), because: ['Arsenal'] });
const shown = match('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'Arsenal - Chelsea', true);
const notShown = match('bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', 'Liverpool - Everton');
const first = suggestion('cccccccc-cccc-4ccc-8ccc-cccccccccccc', 'Arsenal - Spurs');
const second = suggestion('dddddddd-dddd-4ddd-8ddd-dddddddddddd', 'Fulham - Arsenal');

/**
 * The server of these tests: a list that honours `broadcasting`, and suggestions that accepting or dismissing removes.
 */
function stubServer(): ApiCall[] {
  let suggestions = [first, second];
  return stubApi((call) => {
    const url = new URL(call.url, 'http://console.test');
    if (url.pathname === '/api/competitions/active') return { status: 200, body: [] };
    if (url.pathname === '/api/matches/admin') {
      const rows = url.searchParams.get('broadcasting') === 'true' ? [shown] : [shown, notShown];
      return { status: 200, body: { matches: rows, count: rows.length } };
    }
    if (url.pathname === '/api/planner/suggestions')
      return { status: 200, body: { suggestions, count: suggestions.length } };
    if (url.pathname === '/api/planner/suggestions/accept' || url.pathname === '/api/planner/suggestions/dismiss') {
      const body = call.body as { matchIds?: string[]; all?: true };
      const ids = body.all ? suggestions.map((s) => s.id) : (body.matchIds ?? []);
      suggestions = suggestions.filter((s) => !ids.includes(s.id));
      return { status: 200, body: { matchIds: ids } };
    }
    return { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'nope' } };
  });
}

function renderPage(initial = '/matches') {
  const router = createMemoryRouter([{ path: '/matches', element: <MatchesPage /> }], { initialEntries: [initial] });
  renderWithApp(router);
  return router;
}

const callsTo = (calls: ApiCall[], path: string) =>
  calls.filter((c) => new URL(c.url, 'http://console.test').pathname === path);

describe("MatchesPage: a bar's Broadcasting filter and Suggested folder", () => {
  beforeEach(() => {
    writeSession(owner, true);
  });
  afterEach(() => {
    cleanup();
    clearSession();
  });

  it("the Broadcasting filter asks the server for the bar's broadcasts only, is kept in the address and across folders", async () => {
    const calls = stubServer();
    const user = userEvent.setup();
    const router = renderPage();
    expect(await screen.findByText('Liverpool - Everton')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Broadcasting', pressed: false }));
    await waitFor(() => expect(screen.queryByText('Liverpool - Everton')).not.toBeInTheDocument());
    expect(screen.getByText('Arsenal - Chelsea')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?broadcasting=1');
    expect(screen.getByRole('button', { name: 'Broadcasting', pressed: true })).toBeInTheDocument();
    const last = () => new URL(callsTo(calls, '/api/matches/admin').at(-1)!.url, 'http://console.test').searchParams;
    expect(last().get('broadcasting')).toBe('true');
    expect(last().get('matchStatus')).toBe('future');
    await user.click(screen.getByRole('button', { name: 'Past' }));
    await waitFor(() => expect(last().get('matchStatus')).toBe('past'));
    expect(last().get('broadcasting')).toBe('true');
    expect(router.state.location.search).toBe('?status=past&broadcasting=1');
  });

  it("the Suggested folder lists the rules' matches; Accept, Dismiss and Accept all say what happened", async () => {
    const calls = stubServer();
    const user = userEvent.setup();
    const router = renderPage();
    await user.click(await screen.findByRole('button', { name: /^Suggested/ }));
    expect(router.state.location.search).toBe('?status=suggested');
    expect(await screen.findByText('Arsenal - Spurs')).toBeInTheDocument();
    expect(screen.getAllByText('For Arsenal')).toHaveLength(2);
    // Nothing is switched on by looking: the folder has no broadcast switch.
    expect(screen.queryByRole('switch', { name: /^Broadcast / })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Dismiss Arsenal - Spurs' }));
    expect(await screen.findByText('1 suggestion dismissed')).toBeInTheDocument();
    expect(callsTo(calls, '/api/planner/suggestions/dismiss')[0]!.body).toEqual({ matchIds: [first.id] });
    await waitFor(() => expect(screen.queryByText('Arsenal - Spurs')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Accept all (1)' }));
    expect(await screen.findByText('1 match switched on')).toBeInTheDocument();
    expect(callsTo(calls, '/api/planner/suggestions/accept')[0]!.body).toEqual({ all: true });
    expect(
      await screen.findByText('No suggestions. Add rules on the planner to have matches suggested.'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Match filters' })).getByRole('button', { name: 'Suggested' }),
    ).toBeInTheDocument();
  });

  it('Accept switches one match on', async () => {
    const calls = stubServer();
    const user = userEvent.setup();
    renderPage('/matches?status=suggested');
    await user.click(await screen.findByRole('button', { name: 'Accept Fulham - Arsenal' }));
    expect(await screen.findByText('1 match switched on')).toBeInTheDocument();
    expect(callsTo(calls, '/api/planner/suggestions/accept')[0]!.body).toEqual({ matchIds: [second.id] });
  });

  it('the Broadcasting filter stays in view in Suggested, off; switched on there it opens what the bar shows', async () => {
    const calls = stubServer();
    const user = userEvent.setup();
    renderPage('/matches?status=suggested');
    await screen.findByRole('button', { name: 'Accept Fulham - Arsenal' });
    await user.click(screen.getByRole('button', { name: 'Broadcasting', pressed: false }));
    expect(await screen.findByRole('button', { name: 'Broadcasting', pressed: true })).toBeInTheDocument();
    await waitFor(() =>
      expect(callsTo(calls, '/api/matches/admin').some((c) => c.url.includes('broadcasting=true'))).toBe(true),
    );
    expect(screen.queryByRole('button', { name: 'Accept Fulham - Arsenal' })).not.toBeInTheDocument();
  });

  it('staff have neither the folder nor the filter, and never ask for suggestions', async () => {
    writeSession({ ...owner, role: 'staff', barId: null, email: 'staff@example.com' }, true);
    const calls = stubServer();
    renderPage();
    await screen.findByText('Liverpool - Everton');
    expect(screen.queryByRole('button', { name: /^Suggested/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Broadcasting' })).not.toBeInTheDocument();
    expect(callsTo(calls, '/api/planner/suggestions')).toHaveLength(0);
  });
});
