import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import type { FeedStatus } from '@app/contract/feed';
import i18n from '../../../lib/i18n.ts';
import { renderWithApp } from '../../../testing/render-with-app.tsx';
import { stubApi } from '../../../testing/api-stub.ts';
import { DataFeedPage } from './data-feed-page.tsx';

const never = {
  lastRunAt: null,
  outcome: null,
  created: 0,
  updated: 0,
  unchanged: 0,
  lastError: null,
  lastErrorAt: null,
  nextRunAt: null,
  running: false,
};
const status = (over: Partial<FeedStatus> = {}): FeedStatus => ({
  enabled: true,
  syncMinutes: 360,
  requestsAvailable: 8,
  requestsReadAt: '2026-11-27T14:00:00.000Z',
  competitions: [
    {
      ...never,
      code: 'PL',
      name: 'Premier League',
      lastRunAt: '2026-11-27T14:00:00.000Z',
      outcome: 'ok',
      created: 14,
      updated: 1,
      unchanged: 0,
      nextRunAt: '2026-11-27T20:00:00.000Z',
    },
    {
      ...never,
      code: 'CL',
      name: null,
      lastRunAt: '2026-11-27T14:00:00.000Z',
      outcome: 'refused',
      lastError: {
        code: 'feedMatchesShape',
        params: { competition: 'CL', path: 'matches.3.utcDate' },
        message:
          'The matches of CL did not have the documented shape (at matches.3.utcDate); nothing of CL was written',
      },
      lastErrorAt: '2026-11-27T14:00:00.000Z',
    },
  ],
  live: never,
  ignored: [],
  latest: { created: [], changed: [] },
  ...over,
});

function renderPage() {
  renderWithApp(
    createMemoryRouter([{ path: '/data-feed', element: <DataFeedPage /> }], { initialEntries: ['/data-feed'] }),
  );
}

afterEach(() => {
  cleanup();
});

describe('DataFeedPage', () => {
  it("shows each competition's last sync, outcome, rows and error, the budget, and starts a sync", async () => {
    const calls = stubApi((call) =>
      call.method === 'POST' ? { status: 202, body: { message: 'Sync started' } } : { status: 200, body: status() },
    );
    renderPage();
    const league = await screen.findByRole('row', { name: 'Premier League' });
    expect(within(league).getByText('OK')).toBeInTheDocument();
    expect(within(league).getByText('14 new · 1 changed · 0 unchanged')).toBeInTheDocument();
    const cup = screen.getByRole('row', { name: 'CL' });
    expect(within(cup).getByText('Refused')).toBeInTheDocument();
    expect(
      within(cup).getByText(
        'The matches of CL did not have the documented shape (at matches.3.utcDate); nothing of CL was written',
      ),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: 'Live scores' })).getByText('Never run')).toBeInTheDocument();
    expect(screen.getByText(/8 requests left this minute/)).toBeInTheDocument();

    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Sync now' }));
    expect(await screen.findByText('Sync started')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      expect.objectContaining({ url: '/api/feed/sync', body: {} }),
    ]);
    // Until every competition has run since the press, the page waits for it.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Syncing…' })).toBeDisabled());
  });

  it('syncs an earlier season when the admin chooses one', async () => {
    const calls = stubApi((call) =>
      call.method === 'POST' ? { status: 202, body: { message: 'Sync started' } } : { status: 200, body: status() },
    );
    renderPage();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('combobox', { name: 'Season' }));
    const seasons = screen.getAllByRole('option');
    expect(seasons[0]).toHaveTextContent('Current season');
    const earlier = seasons[1]!;
    const startYear = Number(/^(\d{4})–\d{2}$/.exec(earlier.textContent ?? '')?.[1]);
    await user.click(earlier);
    await user.click(screen.getByRole('button', { name: 'Sync now' }));
    expect(await screen.findByText('Sync started')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      expect.objectContaining({ url: '/api/feed/sync', body: { season: startYear } }),
    ]);
    expect(startYear).toBeGreaterThan(2000);
  });

  it("writes why a sync gave up in the admin's language, from its code", async () => {
    await i18n.changeLanguage('fr');
    try {
      stubApi(() => ({ status: 200, body: status() }));
      renderPage();
      const cup = await screen.findByRole('row', { name: 'CL' });
      expect(
        within(cup).getByText(
          'Les matchs de CL n’avaient pas la forme documentée (à matches.3.utcDate) ; rien de CL n’a été écrit',
        ),
      ).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('lists the matches deleted for good and lets one follow the feed again', async () => {
    const ignored = [
      {
        source: 'football-data',
        externalId: '537002',
        headline: 'Arsenal FC - Liverpool FC',
        competitionName: 'Premier League',
        scheduledDate: '2026-12-19T15:00:00.000Z',
        deletedAt: '2026-11-27T14:00:00.000Z',
      },
    ];
    const calls = stubApi((call) =>
      call.method === 'PUT'
        ? { status: 200, body: { message: 'The match comes back with the next sync' } }
        : { status: 200, body: status({ ignored }) },
    );
    renderPage();
    const section = await screen.findByRole('region', { name: 'Deleted for good: kept out of the feed' });
    expect(within(section).getByText('Arsenal FC - Liverpool FC')).toBeInTheDocument();
    await userEvent
      .setup({ delay: null })
      .click(within(section).getByRole('button', { name: 'Follow the feed again: Arsenal FC - Liverpool FC' }));
    expect(await screen.findByText('The match comes back with the next sync')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([
      expect.objectContaining({
        url: '/api/feed/ignored/follow-feed',
        body: { source: 'football-data', externalId: '537002' },
      }),
    ]);
  });

  it('without a token: says how to turn the feed on, and Sync now cannot be pressed', async () => {
    stubApi(() => ({ status: 200, body: status({ enabled: false, requestsAvailable: null, requestsReadAt: null }) }));
    renderPage();
    expect(await screen.findByText('The data feed is off')).toBeInTheDocument();
    expect(screen.getByText(/Set FOOTBALL_DATA_TOKEN to your football-data.org API token/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sync now' })).toBeDisabled();
    expect(screen.getByText(/not known yet/)).toBeInTheDocument();
  });

  it('lists the latest matches the feed created and changed, each a link to the match', async () => {
    const match = {
      headline: 'Chelsea - Liverpool',
      competitionName: 'Premier League',
      scheduledDate: '2026-11-28T15:00:00.000Z',
      at: '2026-11-27T14:00:00.000Z',
    };
    stubApi(() => ({
      status: 200,
      body: status({
        latest: {
          created: [{ ...match, id: '7d4f8d1e-8f39-4a57-9c61-3f1c2b7d9e10' }],
          changed: [{ ...match, id: '9a1c4c57-2c2b-4ef0-8a34-5d8b8c1f7e21', headline: 'Arsenal - Chelsea' }],
        },
      }),
    }));
    renderPage();
    const created = await screen.findByRole('region', { name: 'New matches' });
    expect(within(created).getByRole('link', { name: 'Chelsea - Liverpool' })).toHaveAttribute(
      'href',
      '/match/7d4f8d1e-8f39-4a57-9c61-3f1c2b7d9e10',
    );
    const changed = screen.getByRole('region', { name: 'Changed matches' });
    expect(within(changed).getByRole('link', { name: 'Arsenal - Chelsea' })).toHaveAttribute(
      'href',
      '/match/9a1c4c57-2c2b-4ef0-8a34-5d8b8c1f7e21',
    );
    expect(within(changed).getByText(/^Premier League · kick-off /)).toBeInTheDocument();
  });
});
