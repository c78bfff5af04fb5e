import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import type { User } from '@app/contract/users';
import i18n from '../../../lib/i18n.ts';
import { renderWithApp } from '../../../testing/render-with-app.tsx';
import { stubApi, type ApiCall } from '../../../testing/api-stub.ts';
import { UsersPage } from './users-page.tsx';
import { pasteInto, setupUser } from '../../../testing/user-input.ts';

const ada: User = {
  id: '7d4f8d1e-8f39-4a57-9c61-3f1c2b7d9e10',
  nickname: 'Ada Admin',
  email: 'ada@example.com',
  role: 'admin',
  bar: null,
  active: true,
  hasPassword: true,
  lastSignInAt: '2026-03-01T18:45:00.000Z',
  createdAt: '2026-01-01T10:00:00.000Z',
};
const otto: User = {
  id: '9a1c4c57-2c2b-4ef0-8a34-5d8b8c1f7e21',
  nickname: 'Otto Owner',
  email: 'otto@example.com',
  role: 'owner',
  bar: { id: '3b2f7c1e-1d4a-4c5b-9e8f-7a6b5c4d3e2f', name: 'The Corner' },
  active: false,
  hasPassword: true,
  lastSignInAt: null,
  createdAt: '2026-01-02T10:00:00.000Z',
};
const sam: User = {
  ...ada,
  id: '5c9e2f4a-7b1d-4e3c-8a6f-2d1b0c9e8f7a',
  nickname: 'Sam Staff',
  email: 'sam@example.com',
  role: 'staff',
  hasPassword: false,
  lastSignInAt: null,
};

function renderAt(url = '/users') {
  const router = createMemoryRouter([{ path: '/users', element: <UsersPage /> }], { initialEntries: [url] });
  renderWithApp(router);
  return router;
}
const lists = (calls: ApiCall[]) =>
  calls.filter((c) => c.method === 'GET').map((c) => new URL(c.url, 'http://x').searchParams);

afterEach(() => {
  cleanup();
});

describe('UsersPage', () => {
  it('lists every account with role, bar, state and last sign-in; search, role and state go to the server and the address', async () => {
    const calls = stubApi(() => ({ status: 200, body: { items: [ada, otto, sam], total: 3 } }));
    const user = setupUser();
    const router = renderAt();
    const table = await screen.findByRole('table', { name: 'Users' });
    const rows = await within(table).findAllByTestId('user-row');
    // The name cell starts with the name; its second lines (shown instead of the columns in a narrow box) follow.
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .slice(0, 5)
          .map((c, i) => (i === 0 ? c.firstChild?.textContent : c.textContent)),
      ),
    ).toEqual([
      ['Ada Admin', 'ada@example.com', 'Admin', '', 'Active'],
      ['Otto Owner', 'otto@example.com', 'Bar owner', 'The Corner', 'Deactivated'],
      ['Sam Staff', 'sam@example.com', 'Staff', '', 'Invited'],
    ]);
    expect(within(rows[1]!).getByText('Bar owner · The Corner')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('18:45 - 1 Mar 2026')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Never')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Search by name or email' }), 'otto');
    await waitFor(() => expect(lists(calls).at(-1)?.get('q')).toBe('otto'));
    await user.click(screen.getByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: 'Bar owner' }));
    await user.click(screen.getByRole('combobox', { name: 'State' }));
    await user.click(await screen.findByRole('option', { name: 'Deactivated' }));
    await waitFor(() =>
      expect(Object.fromEntries(lists(calls).at(-1)!)).toMatchObject({
        q: 'otto',
        role: 'owner',
        state: 'deactivated',
        page: '0',
      }),
    );
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      q: 'otto',
      role: 'owner',
      state: 'deactivated',
    });
  });

  it('in Arabic, an email reads left to right inside the right-to-left page, isolated from the words around it (decision 052)', async () => {
    await i18n.changeLanguage('ar');
    try {
      stubApi(() => ({ status: 200, body: { items: [otto], total: 1 } }));
      renderAt();
      const row = (await screen.findAllByTestId('user-row'))[0]!;
      const emails = within(row).getAllByText('otto@example.com');
      expect(emails.length).toBeGreaterThan(0);
      for (const email of emails) expect(email.closest('bdi')).toHaveAttribute('dir', 'ltr');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('reads the filters from a shared link and ignores a role that does not exist', async () => {
    const calls = stubApi(() => ({ status: 200, body: { items: [], total: 0 } }));
    renderAt('/users?role=wizard&state=active&page=2');
    expect(await screen.findByText('No account matches.')).toBeInTheDocument();
    const sent = Object.fromEntries(lists(calls)[0]!);
    expect(sent).toMatchObject({ state: 'active', page: '2' });
    expect(sent.role).toBeUndefined();
  });

  it("invites a staff member or an admin by email and name, and shows the server's refusal in the dialog", async () => {
    const calls = stubApi((call) => {
      if (call.method === 'POST') {
        const body = call.body as { email: string; nickname: string; role: User['role'] };
        return body.email === 'ada@example.com'
          ? {
              status: 409,
              body: {
                statusCode: 409,
                error: 'Conflict',
                message: 'An account with this email already exists',
                code: 'auth.EMAIL_TAKEN',
              },
            }
          : { status: 201, body: { ...sam, email: body.email, nickname: body.nickname, role: body.role } };
      }
      return { status: 200, body: { items: [ada], total: 1 } };
    });
    const user = setupUser();
    renderAt();
    await user.click(await screen.findByRole('button', { name: 'Invite' }));
    let dialog = await screen.findByRole('dialog', { name: 'Invite a person' });
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await pasteInto(user, within(dialog).getByLabelText(/^Email/), 'ada@example.com');
    await pasteInto(user, within(dialog).getByLabelText(/^Name/), 'Ada Again');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('An account with this email already exists')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText(/^Email/));
    await pasteInto(user, within(dialog).getByLabelText(/^Email/), 'Nia@Example.com');
    await user.click(within(dialog).getByLabelText(/^Role/));
    await user.click(await screen.findByRole('option', { name: 'Admin' }));
    dialog = screen.getByRole('dialog', { name: 'Invite a person' });
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to nia@example.com')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({
      email: 'nia@example.com',
      nickname: 'Ada Again',
      role: 'admin',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Invite a person' })).not.toBeInTheDocument());
  });

  it('deactivates only after the confirmation, and shows the last-admin rule when the server refuses a demotion', async () => {
    const calls = stubApi((call) => {
      if (call.method !== 'PATCH') return { status: 200, body: { items: [ada, sam], total: 2 } };
      if (call.url.includes(ada.id))
        return {
          status: 400,
          body: {
            statusCode: 400,
            error: 'Bad Request',
            message: 'The last active admin cannot be deactivated or demoted',
            code: 'users.LAST_ADMIN',
          },
        };
      return { status: 200, body: { ...sam, active: false } };
    });
    const user = setupUser();
    renderAt();
    await user.click(await screen.findByRole('button', { name: 'Actions for Sam Staff' }));
    expect(screen.getByRole('menuitem', { name: 'Make admin' })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Deactivate' }));
    const confirm = await screen.findByRole('dialog', { name: 'Deactivate Sam Staff?' });
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Account deactivated')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({
      url: `/api/users/${sam.id}`,
      body: { active: false },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Actions for Ada Admin' }));
    await user.click(screen.getByRole('menuitem', { name: 'Make staff' }));
    const demote = await screen.findByRole('dialog', { name: 'Make Ada Admin staff?' });
    await user.click(within(demote).getByRole('button', { name: 'Make staff' }));
    expect(
      await within(demote).findByText('The last active admin cannot be deactivated or demoted'),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PATCH').at(-1)?.body).toEqual({ role: 'staff' });
  });
});
