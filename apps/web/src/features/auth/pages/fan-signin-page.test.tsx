import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import '../../../lib/i18n.ts';
import { clearSession, readSession, type SessionPerson } from '../../../lib/session-store.ts';
import { LandingRedirect } from '../../../app/guards.tsx';
import { FanSigninPage } from './fan-signin-page.tsx';
import { renderWithApp } from '../../../testing/render-with-app.tsx';
import { stubApi } from '../../../testing/api-stub.ts';

const player: SessionPerson = {
  userId: '7d4f8d1e-8f39-4a57-9c61-3f1c2b7d9e10',
  barId: null,
  bars: [],
  nickname: 'Pat Player',
  email: 'player@example.com',
  role: 'player',
};
const owner: SessionPerson = {
  ...player,
  barId: 'c1e0a6a4-1b7e-4a39-a0c8-6b6d4a1f2e33',
  nickname: 'Olivia Owner',
  email: 'owner@example.com',
  role: 'owner',
};

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <LandingRedirect /> },
      { path: '/play/signin', element: <FanSigninPage /> },
      { path: '/play', element: <p>play list</p> },
      { path: '/play/:id', element: <p>championship page</p> },
      { path: '/edit-bar', element: <p>bar page</p> },
    ],
    { initialEntries: [path] },
  );
  renderWithApp(router);
  return router;
}

async function signIn(email: string) {
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText(/^Email/), email);
  await user.type(screen.getByLabelText(/^Password/), 'Player-pass-1');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

/** /play/signin: the fans' sign-in, back to the page it was asked from, never to another site. */
describe('FanSigninPage', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    clearSession();
  });

  it("brings a fan back to the page named by next, and offers the fans' sign-up and forgot password", async () => {
    stubApi(() => ({ status: 200, body: { ...player, csrfToken: 'csrf' } }));
    const router = renderAt('/play/signin?next=%2Fplay%2Fabc');
    expect(screen.getByRole('link', { name: 'Create a fan account' })).toHaveAttribute(
      'href',
      '/play/signup?next=%2Fplay%2Fabc',
    );
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/play/forgot-password');
    await signIn('player@example.com');
    await waitFor(() => expect(router.state.location.pathname).toBe('/play/abc'));
    expect(readSession()).toEqual(player);
  });

  it.each(['//evil.test/play', 'https://evil.test/', '/\\evil.test'])(
    'never follows a next of another site (%s): the fan lands on /play',
    async (next) => {
      stubApi(() => ({ status: 200, body: { ...player, csrfToken: 'csrf' } }));
      const router = renderAt(`/play/signin?next=${encodeURIComponent(next)}`);
      await signIn('player@example.com');
      await waitFor(() => expect(router.state.location.pathname).toBe('/play'));
    },
  );

  it("sends a bar's account to the console", async () => {
    stubApi(() => ({ status: 200, body: { ...owner, csrfToken: 'csrf' } }));
    const router = renderAt('/play/signin?next=%2Fplay%2Fabc');
    await signIn('owner@example.com');
    await waitFor(() => expect(router.state.location.pathname).toBe('/edit-bar'));
  });

  it('an unconfirmed account is told so, with "Send the link again", which sends the typed email and password', async () => {
    const message = 'Confirm your email address first: open the link we sent you, or send it again.';
    const again = 'If this account still waits for its confirmation, we have sent the link again.';
    const calls = stubApi(({ url }) =>
      url.endsWith('/again')
        ? { status: 200, body: { message: again } }
        : {
            status: 403,
            body: {
              statusCode: 403,
              error: 'Forbidden',
              message,
              code: 'auth.EMAIL_UNCONFIRMED',
              messageCode: 'emailUnconfirmed',
            },
          },
    );
    renderAt('/play/signin');
    await signIn('new.fan@example.com');
    expect(await screen.findByText(message)).toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText(again)).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({
      url: '/api/authentication/confirm-email/again',
      body: { email: 'new.fan@example.com', password: 'Player-pass-1' },
    });
    expect(readSession()).toBeNull();
  });
});
