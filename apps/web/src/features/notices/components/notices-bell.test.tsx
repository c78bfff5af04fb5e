import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { http, HttpResponse } from 'msw';
import type { BarDecisionNotice, MatchNotice, Notice } from '@app/contract/notices';
import '../../../lib/i18n.ts';
import { clearSession, writeSession, type SessionPerson } from '../../../lib/session-store.ts';
import { renderWithApp } from '../../../testing/render-with-app.tsx';
import { server } from '../../../testing/msw-server.ts';
import { AppShell } from '../../../app/app-shell.tsx';
import { navEntriesFor } from '../../../app/routes.tsx';

const owner: SessionPerson = {
  userId: '7d4f8d1e-8f39-4a57-9c61-3f1c2b7d9e10',
  barId: '2b1f0c7e-5a7d-4f35-9d43-2f6f3f9b8c11',
  nickname: 'Olga Owner',
  email: 'owner@example.com',
  role: 'owner',
};

const notice = (over: Partial<MatchNotice>): MatchNotice => ({
  id: '5b7e3c1a-0d4f-4c8e-9a61-7f2d1e3b4c5d',
  kind: 'postponed',
  matchId: '9c2d4e6f-1a3b-4c5d-8e7f-0a1b2c3d4e5f',
  headline: 'Rapid - Dinamo',
  previousDate: '2031-05-10T18:30:00.000Z',
  scheduledDate: '2031-05-10T18:30:00.000Z',
  createdAt: '2031-05-01T09:00:00.000Z',
  read: false,
  ...over,
});

/** The server's notices for one person, kept between calls as the real one keeps them. */
function serveNotices(initial: Notice[]) {
  let items = initial;
  const calls: string[] = [];
  const answer = () => HttpResponse.json({ items, unread: items.filter((n) => !n.read).length });
  server.use(
    http.get('/api/notices', ({ request }) => {
      calls.push(`GET ${new URL(request.url).pathname}`);
      return answer();
    }),
    http.post('/api/notices/read-all', () => {
      calls.push('POST read-all');
      items = items.map((n) => ({ ...n, read: true }));
      return HttpResponse.json({ unread: 0 });
    }),
    http.post('/api/notices/:id/read', ({ params }) => {
      calls.push(`POST read ${String(params['id'])}`);
      items = items.map((n) => (n.id === params['id'] ? { ...n, read: true } : n));
      return HttpResponse.json({ unread: items.filter((n) => !n.read).length });
    }),
  );
  return calls;
}

function renderShell(record: SessionPerson, start = '/edit-bar') {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: /min-width/.test(query),
    media: query,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  }));
  writeSession(record, true);
  const router = createMemoryRouter(
    [
      {
        element: <AppShell nav={navEntriesFor(record.role)} />,
        children: [
          { path: '/edit-bar', element: <p>bar content</p> },
          { path: '/matches', element: <p>matches content</p> },
        ],
      },
    ],
    { initialEntries: [start] },
  );
  renderWithApp(router);
  return router;
}

const moved = notice({
  id: '1e2d3c4b-5a69-4788-9a0b-1c2d3e4f5a6b',
  kind: 'moved',
  headline: 'Lazio - Roma',
  scheduledDate: '2031-05-12T20:00:00.000Z',
  createdAt: '2031-05-02T09:00:00.000Z',
});
const cancelled = notice({
  id: '2f3e4d5c-6b7a-4899-8a1b-2c3d4e5f6a7b',
  kind: 'cancelled',
  headline: 'Old - Match',
  read: true,
  createdAt: '2031-04-01T09:00:00.000Z',
});

describe('NoticesBell', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    clearSession();
  });

  it('shows the unread count, lists the notices, and opening one marks it read for this person and opens the match list searched for its match', async () => {
    const calls = serveNotices([moved, notice({}), cancelled]);
    const user = userEvent.setup({ delay: null });
    const router = renderShell(owner);
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    await user.click(bell);
    const list = within(await screen.findByRole('dialog', { name: 'Notifications' })).getByRole('list', {
      name: 'Notifications',
    });
    const rows = within(list).getAllByRole('button');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('Lazio - Roma now kicks off at 20:00 - 12 May 2031 (was 18:30 - 10 May 2031)'),
      expect.stringContaining('Rapid - Dinamo (18:30 - 10 May 2031) has been postponed'),
      expect.stringContaining('Old - Match (18:30 - 10 May 2031) has been cancelled'),
    ]);
    expect(rows.map((r) => r.getAttribute('aria-current'))).toEqual(['true', 'true', null]);

    await user.click(rows[1]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/matches'));
    expect(router.state.location.search).toBe('?q=Rapid+-+Dinamo');
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    expect(calls).toContain(`POST read ${notice({}).id}`);
  });

  it("tells the owner an admin's decision on the bar, with the reason, and opens the bar's page", async () => {
    const rejected: BarDecisionNotice = {
      id: '3a4b5c6d-7e8f-4a9b-8c0d-1e2f3a4b5c6d',
      kind: 'bar_rejected',
      headline: 'Sunset Pub',
      reason: 'The address could not be verified.',
      createdAt: '2031-05-03T09:00:00.000Z',
      read: false,
    };
    const pending: BarDecisionNotice = {
      ...rejected,
      id: '4b5c6d7e-8f9a-4b0c-9d1e-2f3a4b5c6d7e',
      kind: 'bar_pending',
      headline: ' ',
      reason: '',
      read: true,
    };
    const calls = serveNotices([rejected, pending] satisfies Notice[]);
    const user = userEvent.setup({ delay: null });
    const router = renderShell(owner, '/matches');
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const list = within(await screen.findByRole('dialog', { name: 'Notifications' })).getByRole('list', {
      name: 'Notifications',
    });
    const rows = within(list).getAllByRole('button');
    // The bar's name and the reason, typed by people, keep their own direction (isolates, U+2068…U+2069).
    expect(rows[0]!.textContent).toContain(
      '\u2068Sunset Pub\u2069 has been rejected. Reason: \u2068The address could not be verified.\u2069',
    );
    expect(rows.map((r) => r.textContent?.replace(/[\u2068\u2069]/g, ''))).toEqual([
      expect.stringContaining('Sunset Pub has been rejected. Reason: The address could not be verified.'),
      expect.stringContaining('Your bar has been moved back to review.'),
    ]);
    expect(rows[1]!.textContent).not.toContain('Reason');

    await user.click(rows[0]!);
    expect(await screen.findByText('bar content')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/edit-bar');
    expect(calls).toContain(`POST read ${rejected.id}`);
  });

  it('marks every notice read at once', async () => {
    const calls = serveNotices([moved, notice({})]);
    const user = userEvent.setup({ delay: null });
    renderShell(owner);
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    const list = screen.getByRole('list', { name: 'Notifications' });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('button')
          .map((r) => r.getAttribute('aria-current')),
      ).toEqual([null, null]),
    );
    expect(calls).toContain('POST read-all');
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    // The bell behind the open list (hidden from the accessibility tree while the list is open).
    expect(await screen.findByRole('button', { name: 'Notifications, 0 unread', hidden: true })).toBeInTheDocument();
  });

  it('says so when there is nothing, and is not there for staff (who get no notices)', async () => {
    serveNotices([]);
    const user = userEvent.setup({ delay: null });
    renderShell(owner);
    await user.click(await screen.findByRole('button', { name: 'Notifications, 0 unread' }));
    expect(await screen.findByText(/Nothing new/)).toBeInTheDocument();
    cleanup();
    clearSession();

    const calls = serveNotices([notice({})]);
    renderShell({ ...owner, role: 'staff', barId: null, nickname: 'Sam Staff' });
    expect(await screen.findByText('bar content')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Notifications/ })).toBeNull();
    expect(calls).toEqual([]);
  });
});
