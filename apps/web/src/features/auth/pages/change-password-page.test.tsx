import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import '../../../lib/i18n.ts';
import { clearSession, readSession, writeSession, type SessionPerson } from '../../../lib/session-store.ts';
import { ChangePasswordPage } from './change-password-page.tsx';
import { renderWithApp } from '../../../testing/render-with-app.tsx';
import { stubApi, TEST_CSRF_TOKEN } from '../../../testing/api-stub.ts';
import { pasteInto, setupUser } from '../../../testing/user-input.ts';

const HINT = 'At least 8 characters, one uppercase, one lowercase and one number';
const MISMATCH = 'New password and confirm password does not match';
const record: SessionPerson = {
  userId: '7d4f8d1e-8f39-4a57-9c61-3f1c2b7d9e10',
  barId: null,
  nickname: 'Sam Staff',
  email: 'staff@example.com',
  role: 'staff',
};

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/change-password', element: <ChangePasswordPage /> },
      { path: '/login', element: <p>login screen</p> },
    ],
    { initialEntries: ['/change-password'] },
  );
  renderWithApp(router);
  return router;
}

const oldField = () => screen.getByLabelText('Old Password');
const newField = () => screen.getByLabelText('New Password');
const confirmField = () => screen.getByLabelText('Confirm New Password');
const submit = () => screen.getByRole('button', { name: 'Change Password' });

describe('ChangePasswordPage', () => {
  beforeEach(() => {
    writeSession(record, true);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    clearSession();
  });

  it('shows the title, the three fields and the hint; submit starts disabled', () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'Change Password' })).toBeInTheDocument();
    expect(oldField()).toHaveAttribute('type', 'password');
    expect(newField()).toHaveAttribute('type', 'password');
    expect(confirmField()).toHaveAttribute('type', 'password');
    expect(screen.getByText(HINT)).toBeInTheDocument();
    expect(submit()).toBeDisabled();
  });

  it('enables submit only when the new password is valid, matches, and the old one has 2+ characters', async () => {
    const user = setupUser();
    renderPage();
    await user.type(oldField(), 'o');
    await pasteInto(user, newField(), 'Abcdefg1');
    await pasteInto(user, confirmField(), 'Abcdefg1');
    expect(submit()).toBeDisabled(); // old password of 1 character

    await user.type(oldField(), 'k');
    expect(submit()).toBeEnabled();

    await user.type(confirmField(), 'x');
    expect(submit()).toBeDisabled(); // no longer matches
    expect(screen.getByText(MISMATCH)).toBeInTheDocument();
    expect(confirmField()).toHaveAttribute('aria-invalid', 'true');

    await user.type(confirmField(), '{Backspace}');
    expect(screen.queryByText(MISMATCH)).not.toBeInTheDocument();
    expect(submit()).toBeEnabled();
  });

  it.each([
    ['too short', 'Abcde1'],
    ['without an uppercase letter', 'abcdefg1'],
    ['without a lowercase letter', 'ABCDEFG1'],
    ['without a digit', 'Abcdefgh'],
  ])('keeps submit disabled for a new password %s, and marks the field', async (_why, password) => {
    const user = setupUser();
    renderPage();
    await pasteInto(user, oldField(), 'old-password');
    await pasteInto(user, newField(), password);
    await pasteInto(user, confirmField(), password);
    expect(submit()).toBeDisabled();
    expect(newField()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(HINT)).toBeInTheDocument();
  });

  it('an empty confirmation keeps submit disabled without showing the mismatch yet', async () => {
    const user = setupUser();
    renderPage();
    await pasteInto(user, oldField(), 'old-password');
    await pasteInto(user, newField(), 'Abcdefg1');
    expect(submit()).toBeDisabled();
    expect(screen.queryByText(MISMATCH)).not.toBeInTheDocument();
  });

  it("on success sends oldPassword and password, says 'Password Changed', clears the session and goes to /login", async () => {
    const calls = stubApi(() => ({ status: 200, body: { message: 'Password Changed' } }));
    const user = setupUser();
    const router = renderPage();
    await pasteInto(user, oldField(), 'Old-Passw0rd');
    await pasteInto(user, newField(), 'New-Passw0rd');
    await pasteInto(user, confirmField(), 'New-Passw0rd');
    await user.click(submit());

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls).toEqual([
      {
        url: '/api/users/change-password',
        method: 'POST',
        body: { oldPassword: 'Old-Passw0rd', password: 'New-Passw0rd' },
        csrfToken: TEST_CSRF_TOKEN,
      },
    ]);
    expect(await screen.findByText('Password Changed')).toBeInTheDocument();
    expect(await screen.findByText('login screen')).toBeInTheDocument();
    expect(readSession()).toBeNull();
  });

  it("a wrong old password (auth.WRONG_CREDENTIALS) shows 'Invalid old password' and keeps the session", async () => {
    stubApi(() => ({
      status: 400,
      body: { statusCode: 400, error: 'Bad Request', message: 'Invalid old password', code: 'auth.WRONG_CREDENTIALS' },
    }));
    const user = setupUser();
    const router = renderPage();
    await pasteInto(user, oldField(), 'Wrong-0ld');
    await pasteInto(user, newField(), 'New-Passw0rd');
    await pasteInto(user, confirmField(), 'New-Passw0rd');
    await user.click(submit());

    expect(await screen.findByText('Invalid old password')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/change-password');
    expect(readSession()).toMatchObject({ email: 'staff@example.com' });
  });

  it("another failure says 'Something went wrong'", async () => {
    stubApi(() => ({
      status: 500,
      body: { statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong' },
    }));
    const user = setupUser();
    renderPage();
    await pasteInto(user, oldField(), 'Old-Passw0rd');
    await pasteInto(user, newField(), 'New-Passw0rd');
    await pasteInto(user, confirmField(), 'New-Passw0rd');
    await user.click(submit());
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.queryByText('Invalid old password')).not.toBeInTheDocument();
  });
});
