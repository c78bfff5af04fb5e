import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import type { FeedStatus } from '@app/contract/feed';
import '../../../lib/i18n.ts';
import { renderWithApp } from '../../../testing/render-with-app.tsx';
import { stubApi } from '../../../testing/api-stub.ts';
import { DataFeedPage } from './data-feed-page.tsx';

const never = { lastRunAt: null, outcome: null, created: 0, updated: 0, unchanged: 0, lastError: null, lastErrorAt: null, nextRunAt: null, running: false };
const status = (over: Partial<FeedStatus> = {}): FeedStatus => ({
  enabled: true,
  syncMinutes: 360,
  requestsAvailable: 8,
  requestsReadAt: '2026-11-27T14:00:00.000Z',
  competitions: [
    { ...never, code: 'PL', name: 'Premier League', lastRunAt: '2026-11-27T14:00:00.000Z', outcome: 'ok', created: 14, updated: 1, unchanged: 0, nextRunAt: '2026-11-27T20:00:00.000Z' },
    { ...never, code: 'CL', name: null, lastRunAt: '2026-11-27T14:00:00.000Z', outcome: 'refused', lastError: 'The matches of CL did not have the documented shape (matches.3.utcDate: Invalid ISO datetime); nothing of CL was written', lastErrorAt: '2026-11-27T14:00:00.000Z' },
  ],
  live: never,
  ...over,
});

function renderPage() {
  renderWithApp(createMemoryRouter([{ path: '/data-feed', element: <DataFeedPage /> }], { initialEntries: ['/data-feed'] }));
}

afterEach(() => { cleanup(); });

describe('DataFeedPage', () => {
  it('shows each competition\'s last sync, outcome, rows and error, the budget, and starts a sync', async () => {
    const calls = stubApi((call) => (call.method === 'POST' ? { status: 202, body: { message: 'Sync started' } } : { status: 200, body: status() }));
    renderPage();
    const league = await screen.findByRole('row', { name: 'Premier League' });
    expect(within(league).getByText('OK')).toBeInTheDocument();
    expect(within(league).getByText('14 new · 1 changed · 0 unchanged')).toBeInTheDocument();
    const cup = screen.getByRole('row', { name: 'CL' });
    expect(within(cup).getByText('Refused')).toBeInTheDocument();
    expect(within(cup).getByText(/matches\.3\.utcDate/)).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: 'Live scores' })).getByText('Never run')).toBeInTheDocument();
    expect(screen.getByText(/8 requests left this minute/)).toBeInTheDocument();

    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Sync now' }));
    expect(await screen.findByText('Sync started')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([expect.objectContaining({ url: '/api/feed/sync', body: {} })]);
    // Until every competition has run since the press, the page waits for it.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Syncing…' })).toBeDisabled());
  });

  it('without a token: says how to turn the feed on, and Sync now cannot be pressed', async () => {
    stubApi(() => ({ status: 200, body: status({ enabled: false, requestsAvailable: null, requestsReadAt: null }) }));
    renderPage();
    expect(await screen.findByText('The data feed is off')).toBeInTheDocument();
    expect(screen.getByText(/Set FOOTBALL_DATA_TOKEN to your football-data.org API token/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sync now' })).toBeDisabled();
    expect(screen.getByText(/not known yet/)).toBeInTheDocument();
  });
});
