import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../../../lib/query-client.ts';
import { preloadFirstPage } from '../../../app/first-page-preload.ts';
import type { OwnerMatch, OwnerMatchesAnswer } from '@app/contract/matches';
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
const PL = {
  id: '11111111-1111-4111-8111-111111111111',
  _id: '11111111-1111-4111-8111-111111111111',
  name: 'Premier League',
  slug: 'premier-league',
  color: '#3d195b',
};

const match = (id: string, headline: string, extra: Partial<OwnerMatch> = {}): OwnerMatch => ({
  _id: id,
  id,
  headline,
  status: 'SCHEDULED',
  matchStatus: 'future',
  goals: { fullTimeHomeGoals: null, fullTimeAwayGoals: null, liveHomeGoals: null, liveAwayGoals: null },
  homeTeamEmblemUrl: '',
  awayTeamEmblemUrl: '',
  scheduledDate: '2026-12-03T19:45:00.000Z',
  competitionId: PL.id,
  competitionName: 'Premier League',
  broadcasted: false,
  demand: { views7d: 0, followers: 0 },
  ...extra,
});
const arsenal = match('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'Arsenal - Chelsea');
const liverpool = match('bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', 'Liverpool - Everton');
const finished = match('cccccccc-cccc-4ccc-8ccc-cccccccccccc', 'Everton - Arsenal', {
  status: 'FT',
  matchStatus: 'past',
  goals: { fullTimeHomeGoals: 2, fullTimeAwayGoals: 1, liveHomeGoals: null, liveAwayGoals: null },
});

/** The page's three endpoints, answered per test through the shared request stub (MSW). */
function stubServer(
  options: { broadcastStatus?: number; answerFor?: (url: URL) => OwnerMatchesAnswer; broadcasting?: string[] } = {},
): ApiCall[] {
  const broadcast = new Set<string>(options.broadcasting);
  const withFlags = (answer: OwnerMatchesAnswer) => ({
    ...answer,
    matches: answer.matches.map((m) => ({ ...m, broadcasted: broadcast.has(m.id) })),
  });
  return stubApi((call) => {
    const url = new URL(call.url, 'http://console.test');
    if (url.pathname === '/api/competitions/active') return { status: 200, body: [PL] };
    if (url.pathname === '/api/planner/suggestions') return { status: 200, body: { suggestions: [], count: 0 } };
    if (url.pathname === '/api/matches/admin')
      return { status: 200, body: withFlags(options.answerFor?.(url) ?? { matches: [arsenal, liverpool], count: 2 }) };
    if (url.pathname === '/api/bars/change-broadcast-status') {
      const status = options.broadcastStatus ?? 200;
      const body = call.body as { matchId: string; status: boolean };
      if (status === 200 && body.status) broadcast.add(body.matchId);
      if (status === 200 && !body.status) broadcast.delete(body.matchId);
      return status === 200
        ? {
            status: 200,
            body: { message: 'Set broadcast match success', matchId: body.matchId, broadcasted: body.status },
          }
        : {
            status,
            body: {
              statusCode: status,
              error: 'Bad Request',
              message: 'This match is already over and can no longer be broadcast',
            },
          };
    }
    return { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'nope' } };
  });
}

function renderPage(initial = '/matches', queryClient?: QueryClient) {
  const router = createMemoryRouter([{ path: '/matches', element: <MatchesPage /> }], { initialEntries: [initial] });
  renderWithApp(router, queryClient);
  return router;
}

/** The list's calls, with their query read as a URL (what these tests check). */
const listCalls = (calls: ApiCall[]) =>
  calls
    .map((c) => ({ ...c, url: new URL(c.url, 'http://console.test') }))
    .filter((c) => c.url.pathname === '/api/matches/admin');
const switchOf = (headline: string) => screen.getByRole('switch', { name: `Broadcast ${headline}` });

describe('MatchesPage', () => {
  beforeEach(() => {
    writeSession(owner, true);
  });
  afterEach(() => {
    cleanup();
    clearSession();
    vi.unstubAllGlobals();
  });

  it('opens on the future list with its counter, the competitions and the table columns', async () => {
    const calls = stubServer();
    renderPage();
    expect(await screen.findByText('Arsenal - Chelsea')).toBeInTheDocument();
    expect(listCalls(calls)[0]!.url.searchParams.get('matchStatus')).toBe('future');
    expect(screen.getByRole('button', { name: 'Future (2)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Premier League' })).toBeInTheDocument();
    const headers = within(screen.getByRole('table', { name: 'Matches list' }))
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Name', 'Date', 'Competition', 'Broadcast']);
    expect(screen.getAllByText('19:45 - 3 Dec 2026').length).toBeGreaterThan(0);
    expect(screen.getAllByText('(Scheduled)')).toHaveLength(2);
  });

  it("a first load's early requests are the ones the page reads: each list is asked for once (decision 036)", async () => {
    const calls = stubServer({
      answerFor: (url) =>
        url.searchParams.get('query') ? { matches: [arsenal], count: 1 } : { matches: [arsenal, liverpool], count: 2 },
    });
    const queryClient = createQueryClient();
    void preloadFirstPage({ pathname: '/matches', search: '?q=Arsenal' }, { role: 'owner', barId: null }, queryClient);
    await waitFor(() => expect(listCalls(calls)).toHaveLength(2));
    renderPage('/matches?q=Arsenal', queryClient);
    expect(await screen.findByText('Arsenal - Chelsea')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Future (2)' })).toBeInTheDocument();
    expect(screen.queryByText('Liverpool - Everton')).not.toBeInTheDocument();
    // The search's list and the Future counter's, each once, and the competitions once: nothing asked twice.
    expect(
      listCalls(calls)
        .map((c) => c.url.searchParams.get('query') ?? c.url.searchParams.get('matchStatus'))
        .sort(),
    ).toEqual(['Arsenal', 'future']);
    expect(calls.filter((c) => c.url.startsWith('/api/competitions/active'))).toHaveLength(1);
  });

  it("shows each match's demand compactly, named for screen readers, its explanation opened by a tap (decision 055)", async () => {
    const popular = { ...arsenal, demand: { views7d: 1234, followers: 3 } };
    stubServer({ answerFor: () => ({ matches: [popular, liverpool], count: 2 }) });
    const user = userEvent.setup();
    renderPage();
    const badge = await screen.findByRole('button', { name: '1,234 visitors in 7 days, 3 fans follow these teams' });
    expect(badge).toHaveTextContent('1,234·3');
    expect(screen.getByRole('button', { name: '0 visitors in 7 days, 0 fans follow these teams' })).toBeInTheDocument();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.click(badge);
    expect(screen.getByRole('tooltip')).toHaveTextContent(
      "Eye: people who opened the match's public page over the last 7 days (today included), each counted once a day",
    );
    expect(badge).toHaveAccessibleDescription(/fans of the game who follow either team, each counted once/);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows the switch on at once, keeps it on when the server agrees, and says so', async () => {
    const calls = stubServer();
    const user = userEvent.setup();
    renderPage();
    const toggle = await screen.findByRole('switch', { name: 'Broadcast Liverpool - Everton' });
    const before = listCalls(calls).length;
    await user.click(toggle);
    await waitFor(() => expect(switchOf('Liverpool - Everton')).toBeChecked());
    expect(await screen.findByRole('alert')).toHaveTextContent('Set broadcast match success');
    // The lists are read again from the server, which now says it is on.
    await waitFor(() => expect(listCalls(calls).length).toBeGreaterThan(before));
    expect(switchOf('Liverpool - Everton')).toBeChecked();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ matchId: liverpool.id, status: true });
  });

  it("switches back and says the server's reason when it refuses", async () => {
    stubServer({ broadcastStatus: 400 });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('switch', { name: 'Broadcast Arsenal - Chelsea' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This match is already over and can no longer be broadcast',
    );
    await waitFor(() => expect(switchOf('Arsenal - Chelsea')).not.toBeChecked());
  });

  it('searches after typing in the Future folder shown, clearing the competition; waits for a third character; cleared text returns to future', async () => {
    const calls = stubServer();
    const user = userEvent.setup();
    const router = renderPage('/matches?competition=' + PL.id);
    await screen.findByText('Arsenal - Chelsea');
    const box = screen.getByRole('searchbox', { name: 'Search matches' });
    await user.type(box, 'li');
    expect(await screen.findByText('Type at least 3 characters to search', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(listCalls(calls).some((c) => c.url.searchParams.get('query') === 'li')).toBe(false);
    await user.type(box, 'v');
    await waitFor(() => expect(listCalls(calls).at(-1)!.url.searchParams.get('query')).toBe('liv'), { timeout: 5000 });
    const searched = listCalls(calls).at(-1)!.url.searchParams;
    // The search is inside the folder shown as chosen: Future.
    expect(searched.get('matchStatus')).toBe('future');
    expect(searched.get('competitions')).toBeNull();
    expect(router.state.location.search).toBe('?q=liv');
    expect(screen.getByRole('button', { name: 'Premier League' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('button', { name: 'Future (2)' })).toHaveAttribute('aria-current', 'true');
    // Another folder chosen keeps the text: the search goes on there.
    await user.click(screen.getByRole('button', { name: 'Past' }));
    await waitFor(() => expect(listCalls(calls).at(-1)!.url.searchParams.get('matchStatus')).toBe('past'));
    expect(listCalls(calls).at(-1)!.url.searchParams.get('query')).toBe('liv');
    expect(box).toHaveValue('liv');
    expect(screen.getByRole('button', { name: 'Past' })).toHaveAttribute('aria-current', 'true');
    await user.click(screen.getByRole('button', { name: /^Future/ }));
    await user.clear(box);
    await waitFor(() => expect(router.state.location.search).toBe(''), { timeout: 5000 });
    await waitFor(
      () => expect(screen.getByRole('button', { name: 'Future (2)' })).toHaveAttribute('aria-current', 'true'),
      { timeout: 5000 },
    );
    expect(screen.getByText('Arsenal - Chelsea')).toBeInTheDocument();
  });

  it('choosing a competition clears the search and the status', async () => {
    const calls = stubServer();
    const user = userEvent.setup();
    const router = renderPage('/matches?q=arsenal');
    await screen.findByText('Arsenal - Chelsea');
    await user.click(screen.getByRole('button', { name: 'Premier League' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?competition=${PL.id}`), { timeout: 5000 });
    expect(screen.getByRole('searchbox', { name: 'Search matches' })).toHaveValue('');
    const last = listCalls(calls).at(-1)!.url.searchParams;
    expect(last.get('competitions')).toBe(PL.id);
    expect(last.get('query')).toBeNull();
    expect(last.get('matchStatus')).toBeNull();
  });

  it('shows the score for past matches and locks their switch', async () => {
    stubServer({
      answerFor: (url) =>
        url.searchParams.get('matchStatus') === 'past'
          ? { matches: [finished], count: 1 }
          : { matches: [arsenal], count: 1 },
    });
    renderPage('/matches?status=past');
    expect(await screen.findByText('2 - 1')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Score' })).toBeInTheDocument();
    expect(switchOf('Everton - Arsenal')).toBeDisabled();
  });

  it('marks a postponed, cancelled or moved match the bar shows, and switches a cancelled one off (decision 025)', async () => {
    const postponed = match('dddddddd-dddd-4ddd-8ddd-dddddddddddd', 'Leeds - Burnley', { status: 'POSTP' });
    const cancelled = match('eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee', 'Fulham - Brentford', {
      status: 'CANC',
      matchStatus: 'past',
    });
    const moved = match('ffffffff-ffff-4fff-8fff-ffffffffffff', 'Wolves - Spurs', {
      kickOffMovedFrom: '2026-12-02T17:30:00.000Z',
    });
    const calls = stubServer({
      answerFor: () => ({ matches: [postponed, cancelled, moved, arsenal], count: 4 }),
      broadcasting: [postponed.id, cancelled.id, moved.id, arsenal.id],
    });
    const user = userEvent.setup();
    renderPage();
    const rowOf = async (headline: string) => (await screen.findByText(headline)).closest('tr')!;
    expect(within(await rowOf('Leeds - Burnley')).getByText('Postponed')).toBeInTheDocument();
    expect(within(await rowOf('Wolves - Spurs')).getByText('Moved')).toBeInTheDocument();
    expect(
      within(await rowOf('Wolves - Spurs')).getByText('Kick-off moved from 17:30 - 2 Dec 2026'),
    ).toBeInTheDocument();
    expect(within(await rowOf('Arsenal - Chelsea')).queryByRole('button', { name: /Stop broadcasting/ })).toBeNull();

    // A cancelled match is over, yet a bar that still shows it may switch it off.
    expect(switchOf('Fulham - Brentford')).toBeEnabled();
    await user.click(
      within(await rowOf('Fulham - Brentford')).getByRole('button', { name: 'Stop broadcasting Fulham - Brentford' }),
    );
    await waitFor(() => expect(switchOf('Fulham - Brentford')).not.toBeChecked());
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ matchId: cancelled.id, status: false });
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Stop broadcasting Fulham - Brentford' })).toBeNull(),
    );
    expect(switchOf('Fulham - Brentford')).toBeDisabled();
  });

  it("says 'No matches found' for an empty list", async () => {
    stubServer({ answerFor: () => ({ matches: [], count: 0 }) });
    renderPage('/matches?q=zzz');
    expect(await screen.findByText('No matches found')).toBeInTheDocument();
  });

  it('gives staff no broadcast switch', async () => {
    writeSession({ ...owner, role: 'staff', barId: null, email: 'staff@example.com' }, true);
    stubServer();
    renderPage();
    await screen.findByText('Arsenal - Chelsea');
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Broadcast' })).not.toBeInTheDocument();
  });
});
