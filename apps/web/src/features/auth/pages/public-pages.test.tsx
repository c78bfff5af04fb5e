import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import i18n from '../../../lib/i18n.ts';
import { clearSession, readSession } from '../../../lib/session-store.ts';
import { RegisterPage } from './register-page.tsx';
import { ForgotPasswordPage } from './forgot-password-page.tsx';
import { ResetPasswordPage } from './reset-password-page.tsx';
import { LandingRedirect } from '../../../app/guards.tsx';
import { renderWithApp } from '../../../testing/render-with-app.tsx';
import { stubApi } from '../../../testing/api-stub.ts';

const HINT = 'At least 8 characters, one uppercase, one lowercase and one number';
const MISMATCH = 'New password and confirm password does not match';
const FORGOT_ANSWER = 'If an account exists for this email, we have sent a link to reset the password.';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/register', element: <RegisterPage /> },
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/login', element: <p>login screen</p> },
      { path: '/edit-bar', element: <p>bar page</p> },
      { path: '/', element: <LandingRedirect /> },
    ],
    { initialEntries: [path] },
  );
  renderWithApp(router);
  return router;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearSession();
});

describe('RegisterPage', () => {
  it("is titled 'Create an account' with name, email, password, the hint and 'Have an account? Sign In'", () => {
    renderAt('/register');
    expect(screen.getByRole('heading', { name: 'Create an account' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
    expect(screen.getByText(HINT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Have an account? Sign In' })).toHaveAttribute('href', '/login');
  });

  it('a weak password is refused before anything is sent', async () => {
    const calls = stubApi(() => ({ status: 500, body: {} }));
    const user = userEvent.setup({ delay: null });
    renderAt('/register');
    await user.type(screen.getByLabelText(/^Name/), 'Nora');
    await user.type(screen.getByLabelText(/^Email/), 'nora@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'weakpass');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(screen.getByLabelText(/^Password/)).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText(HINT)).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('sends name as username and says to check the mail, starting no session: the same answer for any address', async () => {
    const answer = 'Check your mail: we have sent a message to this address to finish signing up.';
    const calls = stubApi(() => ({ status: 200, body: { message: answer } }));
    const user = userEvent.setup({ delay: null });
    const router = renderAt('/register');
    await user.type(screen.getByLabelText(/^Name/), 'Nora');
    await user.type(screen.getByLabelText(/^Email/), 'nora@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'Fresh-Passw0rd');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(answer);
    expect(calls).toEqual([
      {
        url: '/api/authentication/signup',
        method: 'POST',
        body: { username: 'Nora', email: 'nora@example.com', password: 'Fresh-Passw0rd' },
        csrfToken: undefined,
      },
    ]);
    expect(router.state.location.pathname).toBe('/register');
    expect(readSession()).toBeNull();
  });
});

describe('ForgotPasswordPage', () => {
  it("sends the email and shows the server's answer", async () => {
    const calls = stubApi(() => ({ status: 200, body: { message: FORGOT_ANSWER } }));
    const user = userEvent.setup({ delay: null });
    renderAt('/forgot-password');
    await user.type(screen.getByLabelText(/^Email/), 'owner@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(FORGOT_ANSWER)).toBeInTheDocument();
    expect(calls).toEqual([
      { url: '/api/authentication/forgot-password', method: 'POST', body: { email: 'owner@example.com' } },
    ]);
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  });

  it('shows the throttling message', async () => {
    stubApi(() => ({
      status: 429,
      body: { statusCode: 429, error: 'Too Many Requests', message: 'Too many requests. Please try again later.' },
    }));
    const user = userEvent.setup({ delay: null });
    renderAt('/forgot-password');
    await user.type(screen.getByLabelText(/^Email/), 'owner@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please try again later.');
  });
});

const LINK_LIVE = { status: 200, body: { expiresAt: '2026-11-27T23:00:00.000Z' } };
const LINK_DEAD = {
  status: 400,
  body: {
    statusCode: 400,
    error: 'Bad Request',
    message: 'This reset link is not valid or has expired. Please ask for a new one.',
    code: 'auth.INVALID_RESET_LINK',
    messageCode: 'resetLinkExpired',
  },
};
/** The page's opening check (GET) answered with `link`, the reset itself (POST) with `sent`. */
const stubReset = (link: { status: number; body: unknown }, sent: { status: number; body: unknown }) =>
  stubApi((call) => (call.method === 'GET' ? link : sent));

describe('ResetPasswordPage', () => {
  it('without a token in the link it says so and cannot submit', () => {
    renderAt('/reset-password');
    expect(screen.getByText('This page needs the link from the reset email.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset password' })).toBeDisabled();
  });

  it('shows the hint and the mismatch text, and sends nothing until both are right', async () => {
    const calls = stubReset(LINK_LIVE, {
      status: 200,
      body: { message: 'Your password has been changed. Please sign in.' },
    });
    const user = userEvent.setup({ delay: null });
    renderAt('/reset-password?token=tok_123456789012345678901234567890');
    expect(await screen.findByText(HINT)).toBeInTheDocument();
    const posts = () => calls.filter((c) => c.method === 'POST');
    await user.type(screen.getByLabelText(/^New Password/), 'Brand-New-Passw0rd');
    await user.type(screen.getByLabelText(/^Confirm New Password/), 'Brand-New-Passw0rx');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText(MISMATCH)).toBeInTheDocument();
    expect(posts()).toEqual([]);

    await user.type(screen.getByLabelText(/^Confirm New Password/), '{Backspace}d');
    await waitFor(() => expect(screen.queryByText(MISMATCH)).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Your password has been changed. Please sign in.')).toBeInTheDocument();
    expect(calls.map(({ url, method, body }) => ({ url, method, body }))).toEqual([
      {
        url: '/api/authentication/reset-password?token=tok_123456789012345678901234567890',
        method: 'GET',
        body: undefined,
      },
      {
        url: '/api/authentication/reset-password',
        method: 'POST',
        body: { token: 'tok_123456789012345678901234567890', password: 'Brand-New-Passw0rd' },
      },
    ]);
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/login');
  });

  it('from an invitation, the password is set, not changed', async () => {
    stubReset(LINK_LIVE, { status: 200, body: { message: 'Your password has been changed. Please sign in.' } });
    const user = userEvent.setup({ delay: null });
    renderAt('/reset-password?token=tok_123456789012345678901234567890&invitation=1');
    expect(screen.getByRole('heading', { name: 'Choose your password' })).toBeInTheDocument();
    await user.type(await screen.findByLabelText(/^New Password/), 'Brand-New-Passw0rd');
    await user.type(screen.getByLabelText(/^Confirm New Password/), 'Brand-New-Passw0rd');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('Your password is set. Please sign in.')).toBeInTheDocument();
    expect(screen.queryByText(/changed/)).not.toBeInTheDocument();
  });

  it('a used or expired link says so when the page opens: no form, the way to a new link, nothing sent', async () => {
    const calls = stubReset(LINK_DEAD, { status: 500, body: {} });
    renderAt('/reset-password?token=tok_123456789012345678901234567890&invitation=1');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This invitation link has been used or has expired. Ask for a new link to choose your password.',
    );
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByLabelText(/^New Password/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Set password' })).not.toBeInTheDocument();
    expect(calls.map((c) => c.method)).toEqual(['GET']);
    // Said once, on the page: the notifier says nothing more.
    await expect(screen.findByText('ERROR!')).rejects.toThrow();
  });

  it("the opening check in French: the server's message in the reader's language", async () => {
    await i18n.changeLanguage('fr');
    try {
      stubReset(LINK_DEAD, { status: 500, body: {} });
      renderAt('/reset-password?token=tok_123456789012345678901234567890');
      expect(await screen.findByRole('alert')).toHaveTextContent(
        "Ce lien de réinitialisation n'est pas valide ou a expiré. Veuillez en demander un nouveau.",
      );
      expect(screen.getByRole('link', { name: 'Demander un nouveau lien' })).toHaveAttribute(
        'href',
        '/forgot-password',
      );
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it("shows the server's message for a link spent after the page opened", async () => {
    stubReset(LINK_LIVE, {
      status: 400,
      body: {
        statusCode: 400,
        error: 'Bad Request',
        message: 'This reset link is not valid or has expired. Please ask for a new one.',
        code: 'auth.INVALID_RESET_LINK',
      },
    });
    const user = userEvent.setup({ delay: null });
    renderAt('/reset-password?token=tok_123456789012345678901234567890');
    await user.type(await screen.findByLabelText(/^New Password/), 'Brand-New-Passw0rd');
    await user.type(screen.getByLabelText(/^Confirm New Password/), 'Brand-New-Passw0rd');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This reset link is not valid or has expired. Please ask for a new one.',
    );
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
  });
});
