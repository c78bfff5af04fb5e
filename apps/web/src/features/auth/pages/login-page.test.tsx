import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import '../../../lib/i18n.ts';
import { clearSession, readSession, writeSession, type SessionPerson } from '../../../lib/session-store.ts';
import { LandingRedirect, PublicOnly } from '../../../app/guards.tsx';
import { LoginPage } from './login-page.tsx';
import { renderWithApp } from '../../../testing/render-with-app.tsx';
import { stubApi } from '../../../testing/api-stub.ts';
import { api } from '../../../lib/api-client.ts';

const record: SessionPerson = {
  userId: '7d4f8d1e-8f39-4a57-9c61-3f1c2b7d9e10',
  barId: 'c1e0a6a4-1b7e-4a39-a0c8-6b6d4a1f2e33',
  bars: [],
  nickname: 'Olivia Owner',
  email: 'owner@example.com',
  role: 'owner',
};

function renderLogin() {
  // The app's '/' too: the page sends a signed-in person there, and the guard takes them on to their landing page.
  const router = createMemoryRouter(
    [
      { path: '/', element: <LandingRedirect /> },
      {
        path: '/login',
        element: (
          <PublicOnly>
            <LoginPage />
          </PublicOnly>
        ),
      },
      { path: '/edit-bar', element: <p>bar page</p> },
      { path: '/matches', element: <p>matches page</p> },
      { path: '/register', element: <p>register screen</p> },
      { path: '/forgot-password', element: <p>forgot screen</p> },
    ],
    { initialEntries: ['/login'] },
  );
  renderWithApp(router);
  return router;
}

async function fillAndSubmit(email: string, password: string, options: { remember?: boolean } = {}) {
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText(/^Email/), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  if (options.remember === false) await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('LoginPage', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    clearSession();
  });

  it('has email, password, Remember me (on), and links to forgot-password and register; no social icons', () => {
    renderLogin();
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
    // The console's sign-in is for bars and staff: no way to a fan's account from here.
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).not.toContainEqual(
      expect.stringMatching(/^\/play/),
    );
    expect(screen.queryByRole('button', { name: /google|facebook|apple|twitter/i })).not.toBeInTheDocument();
  });

  it("shows the server's message when sign-in fails, and stores nothing", async () => {
    const calls = stubApi(() => ({
      status: 400,
      body: {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Invalid email or password',
        code: 'auth.WRONG_CREDENTIALS',
      },
    }));
    const router = renderLogin();
    await fillAndSubmit('owner@example.com', 'Wrong-Passw0rd');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(calls).toEqual([
      {
        url: '/api/authentication/session',
        method: 'POST',
        body: { email: 'owner@example.com', password: 'Wrong-Passw0rd', remember: true },
        csrfToken: undefined,
      },
    ]);
    expect(router.state.location.pathname).toBe('/login');
    expect(readSession()).toBeNull();
  });

  it('shows the throttling message the server sends', async () => {
    stubApi(() => ({
      status: 429,
      body: {
        statusCode: 429,
        error: 'Too Many Requests',
        message: 'Too many failed sign-in attempts. Try again in 15 minutes.',
        code: 'auth.THROTTLED',
      },
    }));
    renderLogin();
    await fillAndSubmit('owner@example.com', 'Demo-Passw0rd');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many failed sign-in attempts. Try again in 15 minutes.',
    );
  });

  it('without an answer from the server it says so', async () => {
    stubApi(() => 'network-error');
    renderLogin();
    await fillAndSubmit('owner@example.com', 'Demo-Passw0rd');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
  });

  it("on success stores who signed in, no token (Remember me on: kept beyond the tab), and goes to the role's landing page", async () => {
    // Even a token the answer carried by mistake is never written: the session is in HttpOnly cookies (decision 062).
    const calls = stubApi(() => ({
      status: 200,
      body: { ...record, csrfToken: 'csrf-from-signin', accessToken: 'must-not-be-kept', refreshToken: 'nor-this' },
    }));
    const router = renderLogin();
    await fillAndSubmit('owner@example.com', 'Demo-Passw0rd');
    await waitFor(() => expect(router.state.location.pathname).toBe('/edit-bar'));
    expect(calls[0]?.body).toEqual({ email: 'owner@example.com', password: 'Demo-Passw0rd', remember: true });
    expect(readSession()).toEqual(record);
    expect(window.localStorage.getItem('login')).not.toBeNull();
    expect(window.sessionStorage.getItem('login')).toBeNull();
    const stored = JSON.stringify({ ...window.localStorage }) + JSON.stringify({ ...window.sessionStorage });
    for (const secret of ['must-not-be-kept', 'nor-this', 'csrf-from-signin']) expect(stored).not.toContain(secret);
    // The console's writes carry the CSRF token the sign-in answered.
    await api('/authentication/me', { method: 'PATCH', body: { language: 'fr' } });
    expect(calls.at(-1)).toMatchObject({
      url: '/api/authentication/me',
      method: 'PATCH',
      csrfToken: 'csrf-from-signin',
    });
  });

  it('with Remember me off the session is kept for this tab only (session storage)', async () => {
    const router = renderLogin();
    const calls = stubApi(() => ({
      status: 200,
      body: { ...record, role: 'staff', barId: null, csrfToken: 'csrf-1' },
    }));
    await fillAndSubmit('staff@example.com', 'Demo-Passw0rd', { remember: false });
    await waitFor(() => expect(router.state.location.pathname).toBe('/matches'));
    expect(calls[0]?.body).toMatchObject({ remember: false });
    expect(window.sessionStorage.getItem('login')).not.toBeNull();
    expect(window.localStorage.getItem('login')).toBeNull();
  });

  it('a signed-in user opening /login goes to the landing page', async () => {
    writeSession(record, true);
    const router = renderLogin();
    await waitFor(() => expect(router.state.location.pathname).toBe('/edit-bar'));
    expect(await screen.findByText('bar page')).toBeInTheDocument();
  });
});
