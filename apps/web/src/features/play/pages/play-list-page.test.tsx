import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import type { FollowedTeam } from '@app/contract/game';
import '../../../lib/i18n.ts';
import { clearSession, writeSession, type SessionPerson } from '../../../lib/session-store.ts';
import { renderWithApp } from '../../../testing/render-with-app.tsx';
import { stubApi, type ApiCall } from '../../../testing/api-stub.ts';
import { PAGE_ROUTES } from '../../../app/routes.tsx';

const player: SessionPerson = {
  userId: '6a7b8c9d-0e1f-4a2b-8c3d-4e5f6a7b8c9d',
  barId: null,
  nickname: 'Pat Player',
  email: 'pat@example.com',
  role: 'player',
};
const arsenal: FollowedTeam = { id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', name: 'Arsenal', emblemUrl: '' };
const chelsea: FollowedTeam = { id: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc', name: 'Chelsea', emblemUrl: '' };

/** /play as the route table composes it for `role`: a player's page holds "Teams you follow". */
function renderPage(role: 'player' | null) {
  const view = PAGE_ROUTES.find((route) => route.path === '/play')?.view(role);
  renderWithApp(createMemoryRouter([{ path: '/play', element: view?.element }], { initialEntries: ['/play'] }));
}

/** Decision 055: "Teams you follow" on the player's page. */
describe('PlayListPage: teams you follow', () => {
  // As the first load does (app/first-page-preload.ts): a player's parts arrive before the render.
  beforeAll(() =>
    Promise.all(
      PAGE_ROUTES.find((route) => route.path === '/play')
        ?.view('player')
        .parts.map((part) => part.load()) ?? [],
    ),
  );
  let calls: ApiCall[];
  beforeEach(() => {
    let followed: FollowedTeam[] = [arsenal];
    calls = stubApi((call) => {
      if (call.url === '/api/play/championships') return { status: 200, body: { championships: [] } };
      if (call.url === '/api/play/follows') return { status: 200, body: { teams: followed } };
      if (call.url.startsWith('/api/play/teams'))
        return {
          status: 200,
          body: {
            teams: [
              { ...arsenal, country: 'England' },
              { ...chelsea, country: 'England' },
            ],
          },
        };
      if (call.method === 'PUT' && call.url === `/api/play/follows/${chelsea.id}`) followed = [arsenal, chelsea];
      if (call.method === 'DELETE' && call.url === `/api/play/follows/${arsenal.id}`)
        followed = followed.filter((x) => x.id !== arsenal.id);
      return { status: 200, body: { teams: followed } };
    });
  });
  afterEach(() => {
    cleanup();
    clearSession();
  });

  it('shows the followed teams as chips, adds one from the search and removes one by its cross', async () => {
    writeSession(player, true);
    const user = userEvent.setup();
    renderPage('player');
    const section = await screen.findByRole('region', { name: 'Teams you follow' });
    const chips = within(section).getByRole('list', { name: 'Teams you follow' });
    await waitFor(() => expect(chips).toHaveTextContent('Arsenal'));

    await user.type(within(section).getByLabelText('Find a team'), 'che');
    // A team already followed is not offered again. (A chip reads its team, then its cross's name.)
    const option = await screen.findByRole('option', { name: 'Chelsea' });
    expect(screen.queryByRole('option', { name: 'Arsenal' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/play/teams?query=che&limit=10')).toBe(true);
    await user.click(option);
    await waitFor(() =>
      expect(
        within(chips)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['ArsenalStop following Arsenal', 'ChelseaStop following Chelsea']),
    );
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.url)).toEqual([`/api/play/follows/${chelsea.id}`]);

    await user.click(within(section).getByTitle('Stop following Arsenal'));
    await waitFor(() =>
      expect(
        within(chips)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['ChelseaStop following Chelsea']),
    );
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([`/api/play/follows/${arsenal.id}`]);
  });

  it('is not shown to someone signed out, who is not asked for follows nor loads its search', async () => {
    expect(
      PAGE_ROUTES.find((route) => route.path === '/play')
        ?.view(null)
        .parts.map((part) => part.name),
    ).toEqual(['playList']);
    renderPage(null);
    expect(await screen.findByText('No championship is open yet.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Teams you follow' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.url.startsWith('/api/play/follows'))).toBe(false);
  });
});
