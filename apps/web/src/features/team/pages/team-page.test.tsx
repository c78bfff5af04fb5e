import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from '@mui/material';
import type { TeamMember } from '@app/contract/team';
import '../../../lib/i18n.ts';
import { theme } from '../../../config/theme.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { NotifierProvider } from '../../../components/feedback/notifier.tsx';
import { stubApi } from '../../../testing/api-stub.ts';
import { TeamPage } from './team-page.tsx';

const member: TeamMember = {
  userId: '7d4f8d1e-8f39-4a57-9c61-3f1c2b7d9e10',
  nickname: 'sid',
  email: 'sid@example.com',
  role: 'scanner',
  hasPassword: false,
  lastSignInAt: null,
  invitedAt: '2026-03-01T10:00:00.000Z',
  removedAt: null,
  invitationExpiresAt: '2099-03-04T10:00:00.000Z',
};

function renderPage() {
  render(
    <ThemeProvider theme={theme}>
      <NotifierProvider>
        <QueryClientProvider client={createQueryClient()}>
          <MemoryRouter>
            <TeamPage />
          </MemoryRouter>
        </QueryClientProvider>
      </NotifierProvider>
    </ThemeProvider>,
  );
}

afterEach(() => {
  cleanup();
});

describe('TeamPage', () => {
  it("lists the team, invites by email with a role, and shows the server's refusal", async () => {
    const calls = stubApi((call) => {
      if (call.method === 'POST') {
        const body = call.body as { email: string };
        return body.email === 'taken@example.com'
          ? {
              status: 409,
              body: {
                statusCode: 409,
                error: 'Conflict',
                message: 'An account with this email already exists',
                code: 'auth.EMAIL_TAKEN',
              },
            }
          : {
              status: 201,
              body: { ...member, userId: '9a1c4c57-2c2b-4ef0-8a34-5d8b8c1f7e21', email: body.email, role: 'manager' },
            };
      }
      return { status: 200, body: { items: [member] } };
    });
    const user = userEvent.setup({ delay: null });
    renderPage();
    const table = await screen.findByRole('table', { name: 'Team' });
    expect(within(table).getByText('sid@example.com')).toBeInTheDocument();
    expect(within(table).getByText('Invited')).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'Scanner' })).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Email/), 'mara@example.com');
    await user.click(screen.getByLabelText(/^Role/));
    await user.click(await screen.findByRole('option', { name: 'Manager' }));
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to mara@example.com')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ email: 'mara@example.com', role: 'manager' });

    await user.type(screen.getByLabelText(/^Email/), 'taken@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('An account with this email already exists')).toBeInTheDocument();
  });

  it('removes a member only after the confirmation', async () => {
    const calls = stubApi((call) =>
      call.method === 'DELETE'
        ? { status: 200, body: { message: 'Removed from the team' } }
        : { status: 200, body: { items: [member] } },
    );
    const user = userEvent.setup({ delay: null });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Remove sid@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove from the team?' });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Removed from the team')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'DELETE')?.url).toContain(`/api/team/${member.userId}`);
  });

  it('keeps a removed person on the list, marked Removed, and invites them again with the role they had', async () => {
    const removed: TeamMember = {
      ...member,
      hasPassword: true,
      lastSignInAt: '2026-03-02T10:00:00.000Z',
      removedAt: '2026-03-03T10:00:00.000Z',
    };
    const calls = stubApi((call) =>
      call.method === 'POST'
        ? { status: 201, body: { ...removed, hasPassword: false, removedAt: null } }
        : { status: 200, body: { items: [removed] } },
    );
    const user = userEvent.setup({ delay: null });
    renderPage();
    const row = (await screen.findByRole('table', { name: 'Team' })).querySelector('tbody tr') as HTMLElement;
    expect(row).toHaveTextContent('Removed');
    expect(within(row).queryByRole('button', { name: 'Remove sid@example.com' })).toBeNull();
    await user.click(within(row).getByRole('button', { name: 'Invite sid@example.com again' }));
    expect(await screen.findByText('Invitation sent to sid@example.com')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ email: 'sid@example.com', role: 'scanner' });
  });

  it('says what each role can open, and sends an invitation again with its new expiry; an expired link says so', async () => {
    const expired: TeamMember = { ...member, invitationExpiresAt: '2020-03-04T10:00:00.000Z' };
    let current = expired;
    const calls = stubApi((call) => {
      if (call.method === 'POST' && call.url.endsWith('/invitation')) {
        current = { ...member, invitationExpiresAt: '2099-05-08T09:30:00.000Z' };
        return { status: 200, body: current };
      }
      return { status: 200, body: { items: [current] } };
    });
    const user = userEvent.setup({ delay: null });
    renderPage();
    expect(screen.getByText('What they can open: Scan QR Code only')).toBeInTheDocument();
    await user.click(screen.getByLabelText(/^Role/));
    await user.click(await screen.findByRole('option', { name: 'Manager' }));
    expect(screen.getByText(/^What they can open: Bar page, Matches/)).toBeInTheDocument();

    const table = await screen.findByRole('table', { name: 'Team' });
    expect(within(table).getByText('Link expired: send it again')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Send the invitation to sid@example.com again' }));
    expect(
      await screen.findByText('A new invitation was sent to sid@example.com; the earlier link no longer works'),
    ).toBeInTheDocument();
    expect(await within(table).findByText(/^Link valid until .*2099/)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
      `/api/team/${member.userId}/invitation`,
    ]);
  });
});
