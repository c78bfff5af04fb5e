import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import '../lib/i18n.ts';
import { clearSession, writeSession, type SessionPerson } from '../lib/session-store.ts';
import { renderWithApp } from '../testing/render-with-app.tsx';
import { LandingRedirect, RequireAuth } from './guards.tsx';
import { noAccess } from './routes.tsx';

const staff: SessionPerson = {
  userId: '7d4f8d1e-8f39-4a57-9c61-3f1c2b7d9e10',
  barId: null,
  nickname: 'Sam Staff',
  email: 'staff@example.com',
  role: 'staff',
};

function renderAt(path: string, history: string[] = []) {
  writeSession(staff, true);
  const router = createMemoryRouter(
    [
      { path: '/', element: <LandingRedirect /> },
      {
        path: '/edit-bar',
        element: (
          <RequireAuth roles={['owner', 'manager']}>
            <p>bar content</p>
          </RequireAuth>
        ),
      },
      {
        path: '/official-championships',
        element: (
          <RequireAuth roles={['staff', 'admin']}>
            <p>championships content</p>
          </RequireAuth>
        ),
      },
      {
        path: '/matches',
        element: (
          <RequireAuth>
            <p>matches content</p>
          </RequireAuth>
        ),
      },
    ],
    { initialEntries: [...history, path], initialIndex: history.length },
  );
  renderWithApp(router);
  return router;
}

describe('RequireAuth with roles', () => {
  // The lock page's code, as a first load has it before the page is shown (app/first-page-preload.ts).
  beforeAll(() => noAccess.load());
  afterEach(() => {
    cleanup();
    clearSession();
  });

  it('tells a signed-in person whose role cannot use the page that they have no access (not the 404 page), and offers their start page', async () => {
    const router = renderAt('/edit-bar');
    expect(await screen.findByRole('heading', { name: "You don't have access to this page" })).toBeInTheDocument();
    expect(screen.queryByText('404')).not.toBeInTheDocument();
    expect(screen.queryByText('bar content')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Go to my start page' }));
    expect(router.state.location.pathname).not.toBe('/edit-bar');
    expect(await screen.findByText(/content$/)).toBeInTheDocument();
  });

  it('Go back returns to the page before', async () => {
    const router = renderAt('/edit-bar', ['/matches']);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Go back' }));
    expect(router.state.location.pathname).toBe('/matches');
    expect(await screen.findByText('matches content')).toBeInTheDocument();
  });
});
