import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import type { TeamMember } from '@app/contract/team';
import type { AccountBar } from '@app/contract/account-bars';
import '../lib/i18n.ts';
import { clearSession, readChosenBar, writeSession, type SessionPerson } from '../lib/session-store.ts';
import { AppShell } from './app-shell.tsx';
import { navEntriesFor } from './routes.tsx';
import { TeamPage } from '../features/team/pages/team-page.tsx';
import { renderWithApp } from '../testing/render-with-app.tsx';
import { stubApi } from '../testing/api-stub.ts';

const corner: AccountBar = {
  id: '1b0c8f3e-5a7d-4c2e-9f10-2d3e4f5a6b71',
  name: 'The Corner Flag',
  slug: 'the-corner-flag',
  status: 'accepted',
  role: 'owner',
};
const second: AccountBar = {
  id: '2c1d9a4f-6b8e-4d3f-8a21-3e4f5a6b7c82',
  name: 'The Second Half',
  slug: 'the-second-half',
  status: 'pending',
  role: 'owner',
};
const owner = (bars: AccountBar[]): SessionPerson => ({
  userId: '7d4f8d1e-8f39-4a57-9c61-3f1c2b7d9e10',
  barId: bars.length === 1 ? bars[0]!.id : null,
  bars,
  nickname: 'Olivia Owner',
  email: 'owner@example.com',
  role: 'owner',
});
const memberOf = (email: string): TeamMember => ({
  userId: '9a1c4c57-2c2b-4ef0-8a34-5d8b8c1f7e21',
  nickname: email.split('@')[0]!,
  email,
  role: 'scanner',
  hasPassword: true,
  lastSignInAt: null,
  invitedAt: '2026-03-01T10:00:00.000Z',
  removedAt: null,
  invitationExpiresAt: null,
});
/** Each bar's team, as the server answers it for the bar the request names. */
const teams: Record<string, TeamMember[]> = {
  [corner.id]: [memberOf('corner.scanner@example.com')],
  [second.id]: [memberOf('second.scanner@example.com')],
};

function renderTeam(record: SessionPerson, at = '/team') {
  writeSession(record, false);
  const calls = stubApi((call) =>
    call.url.startsWith('/api/team')
      ? { status: 200, body: { items: call.barId ? teams[call.barId] : teams[corner.id] } }
      : { status: 200, body: { items: [], unread: 0 } },
  );
  const router = createMemoryRouter(
    [{ element: <AppShell nav={navEntriesFor('owner')} />, children: [{ path: '/team', element: <TeamPage /> }] }],
    { initialEntries: [at] },
  );
  renderWithApp(router);
  return { calls, router };
}

const table = () => screen.findByRole('table', { name: 'Team' });

describe('BarSwitcher', () => {
  afterEach(() => {
    cleanup();
    clearSession();
  });

  it("shows the current bar, lists the account's bars with their status, and switches: the page shows the new bar's data only, the address and the tab keep it", async () => {
    const user = userEvent.setup({ delay: null });
    const { calls, router } = renderTeam(owner([corner, second]));
    expect(await within(await table()).findByText('corner.scanner@example.com')).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Current bar: The Corner Flag' });
    await waitFor(() => expect(router.state.location.search).toBe(`?bar=${corner.id}`));
    expect(calls.filter((c) => c.url === '/api/team').map((c) => c.barId)).toEqual([corner.id]);

    await user.click(button);
    const menu = await screen.findByRole('menu', { name: 'Your bars' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['The Corner FlagAccepted', 'The Second HalfPending', 'This week in all your bars', 'Add a bar']);
    await user.click(within(menu).getByRole('menuitem', { name: /The Second Half/ }));

    const switched = await table();
    expect(await within(switched).findByText('second.scanner@example.com')).toBeInTheDocument();
    expect(within(switched).queryByText('corner.scanner@example.com')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Current bar: The Second Half' })).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?bar=${second.id}`);
    expect(readChosenBar()).toBe(second.id);
    expect(calls.filter((c) => c.url === '/api/team').map((c) => c.barId)).toEqual([corner.id, second.id]);
  });

  it('opens on the bar the address names', async () => {
    renderTeam(owner([corner, second]), `/team?bar=${second.id}`);
    expect(await within(await table()).findByText('second.scanner@example.com')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Current bar: The Second Half' })).toBeInTheDocument();
    expect(readChosenBar()).toBe(second.id);
  });

  it('is not shown for one bar, whose requests name no bar; its owner adds a bar from the account menu', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls, router } = renderTeam(owner([corner]));
    expect(await within(await table()).findByText('corner.scanner@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Current bar/ })).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(calls.every((c) => c.barId === undefined)).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Olivia Owner' }));
    expect(await screen.findByRole('menuitem', { name: 'Add a bar' })).toHaveAttribute('href', '/add-bar');
  });
});
