import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import '../lib/i18n.ts';
import { clearSession, readSession, writeSession, type SessionPerson } from '../lib/session-store.ts';
import { AppLayout } from '../components/layout/app-layout.tsx';
import { navEntriesFor } from './routes.tsx';
import { renderWithApp } from '../testing/render-with-app.tsx';
import { stubApi, TEST_CSRF_TOKEN } from '../testing/api-stub.ts';

const base: SessionPerson = {
  userId: '7d4f8d1e-8f39-4a57-9c61-3f1c2b7d9e10',
  barId: null,
  nickname: 'Sam Staff',
  email: 'staff@example.com',
  role: 'staff',
};

/** jsdom has no layout: media queries answer for a window of this width. */
function setWindowWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    };
  });
}

function renderShell(record: SessionPerson, width: number) {
  setWindowWidth(width);
  writeSession(record, true);
  const router = createMemoryRouter(
    [
      {
        element: <AppLayout nav={navEntriesFor(record.role)} />,
        children: [
          { path: '/matches', element: <p>matches content</p> },
          { path: '/edit-bar', element: <p>bar content</p> },
          { path: '/scan-qr-code', element: <p>scan content</p> },
          { path: '/official-championships', element: <p>championships content</p> },
        ],
      },
    ],
    { initialEntries: ['/matches'] },
  );
  renderWithApp(router);
  return router;
}

const nav = () => screen.getByRole('navigation', { name: 'Main navigation' });

describe('AppLayout', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    clearSession();
  });

  it("shows the user's name and email, the role's menu in docs/product.md order, and the page", async () => {
    renderShell(base, 1440);
    expect(await screen.findByText('matches content')).toBeInTheDocument();
    expect(within(nav()).getByTestId('sidebar-user-name')).toHaveTextContent('Sam Staff');
    expect(within(nav()).getByTestId('sidebar-user-email')).toHaveTextContent('staff@example.com');
    expect(
      within(nav())
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Match page', 'Official Championships', 'QR code scan']);
    expect(within(nav()).getByRole('link', { name: 'Match page' })).toHaveClass('active');
  });

  it("an owner sees Bar page, Match page, Demand, Planner, Bookings, Bar league, QR code scan and Team; without a nickname the name reads 'Admin'", async () => {
    renderShell({ ...base, role: 'owner', nickname: '', email: 'owner@example.com' }, 1440);
    await screen.findByText('matches content');
    expect(
      within(nav())
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Bar page', 'Match page', 'Demand', 'Planner', 'Bookings', 'Bar league', 'QR code scan', 'Team']);
    expect(within(nav()).getByTestId('sidebar-user-name')).toHaveTextContent('Admin');
  });

  it.each([
    ['manager', ['Bar page', 'Match page', 'Demand', 'Planner', 'Bookings', 'Bar league', 'QR code scan']],
    ['scanner', ['QR code scan']],
  ] as const)('a %s sees only its entries: %j', async (role, entries) => {
    renderShell({ ...base, role, barId: '0c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f' }, 1440);
    await screen.findByText('matches content');
    expect(
      within(nav())
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual([...entries]);
  });

  it('at desktop width the 304 px sidebar collapses to the 80 px mini sidebar and back', async () => {
    const user = userEvent.setup({ delay: null });
    renderShell(base, 1440);
    await screen.findByText('matches content');
    const sidebar = screen.getByTestId('sidebar');
    const paper = () => sidebar.querySelector<HTMLElement>('.MuiDrawer-paper')!;
    expect(sidebar).toHaveAttribute('data-mini', 'false');
    expect(getComputedStyle(paper()).width).toBe('304px');
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(sidebar).toHaveAttribute('data-mini', 'true');
    expect(getComputedStyle(paper()).width).toBe('80px');
    expect(within(nav()).queryByTestId('sidebar-user-name')).not.toBeInTheDocument();
    // Icons only, still links with their names (for the tooltip and assistive tech).
    expect(within(nav()).getAllByRole('link')).toHaveLength(3);
    expect(within(nav()).getByRole('link', { name: 'Match page' })).toBeInTheDocument();
    expect(within(nav()).queryByText('Match page')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    expect(sidebar).toHaveAttribute('data-mini', 'false');
    expect(getComputedStyle(paper()).width).toBe('304px');
    expect(within(nav()).getByText('Match page')).toBeInTheDocument();
  });

  it("below 1280 px the sidebar is a drawer opened by 'Open menu' and closed by choosing an entry", async () => {
    const user = userEvent.setup({ delay: null });
    const router = renderShell(base, 1279);
    await screen.findByText('matches content');
    expect(screen.queryByTestId('sidebar')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Collapse sidebar' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawerNav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(drawerNav).getByTestId('sidebar-user-email')).toHaveTextContent('staff@example.com');
    await user.click(within(drawerNav).getByRole('link', { name: 'QR code scan' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/scan-qr-code'));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument());
    expect(await screen.findByText('scan content')).toBeInTheDocument();
  });

  it('the footer (copyright line) is hidden by default', async () => {
    renderShell(base, 1440);
    await screen.findByText('matches content');
    expect(screen.queryByText(/All rights reserved/)).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });
});

describe('UserMenu', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    clearSession();
  });

  it('Change Password is a plain link to /change-password (a full page load)', async () => {
    const user = userEvent.setup({ delay: null });
    renderShell(base, 1440);
    await user.click(await screen.findByRole('button', { name: 'Sam Staff' }));
    const item = await screen.findByRole('menuitem', { name: 'Change Password' });
    expect(item.tagName).toBe('A');
    expect(item).toHaveAttribute('href', '/change-password');
  });

  it('Logout ends the session on the server and here', async () => {
    const calls = stubApi(() => ({ status: 200, body: { message: 'Signed out' } }));
    const user = userEvent.setup({ delay: null });
    renderShell(base, 1440);
    await user.click(await screen.findByRole('button', { name: 'Sam Staff' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(readSession()).toBeNull());
    expect(calls).toEqual([{ url: '/api/authentication/signout', method: 'POST', csrfToken: TEST_CSRF_TOKEN }]);
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument());
  });

  it('Logout clears the session here even when the server cannot be reached', async () => {
    stubApi(() => 'network-error');
    const user = userEvent.setup({ delay: null });
    renderShell(base, 1440);
    await user.click(await screen.findByRole('button', { name: 'Sam Staff' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(readSession()).toBeNull());
  });
});
