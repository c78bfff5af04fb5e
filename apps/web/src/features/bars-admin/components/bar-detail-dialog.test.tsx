import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from '@mui/material';
import type { AdminBarDetail } from '@app/contract/bars-admin';
import type { MailState } from '@app/contract/mail';
import type { AuditEntry } from '@app/contract/audit';
import '../../../lib/i18n.ts';
import { theme } from '../../../config/theme.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { NotifierProvider } from '../../../components/feedback/notifier.tsx';
import { clearSession, writeSession } from '../../../lib/session-store.ts';
import { renderWithApp } from '../../../testing/render-with-app.tsx';
import { stubApi } from '../../../testing/api-stub.ts';
import { BarDetailDialog } from './bar-detail-dialog.tsx';

const BAR = '5f0c2b9e-1d3a-4c6e-8a7b-9c0d1e2f3a4b';
const REJECTED_AT = '2026-03-02T09:30:00.000Z';
const SENT_BACK_AT = '2026-03-04T18:05:00.000Z';

const profile = {
  viewing: { screens: 2, soundZones: 1, bigScreen: true, outdoorScreen: false, capacity: 60 },
  barProgram: Object.fromEntries(
    ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [d, '16:00 - 00:00']),
  ) as AdminBarDetail['barProgram'],
  timeZone: 'Europe/Bucharest',
  temporarilyClosed: false,
};

const detail = (decisionMail: MailState | null): AdminBarDetail => ({
  id: BAR,
  _id: BAR,
  name: 'The Second Chance',
  website: '',
  phone: '',
  email: 'hello@second-chance.ro',
  rating: 0,
  country: 'Romania',
  city: 'Iași',
  state: 'Iași',
  street: 'Strada Lăpușneanu',
  number: '14',
  postalCode: '700057',
  facebook: '',
  folder: 'pending',
  status: 'pending',
  barType: '',
  matchType: '',
  competition: '',
  profilePic: '',
  dates: [],
  starred: false,
  frequent: false,
  labels: [],
  hasOwner: true,
  trashedAt: null,
  createdAt: '2026-03-01T08:00:00.000Z',
  ownerEmail: 'review.owner@example.com',
  // Newest first, as the server answers.
  statusHistory: [
    {
      id: '0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e',
      fromStatus: 'rejected',
      toStatus: 'pending',
      reason: '',
      changedAt: SENT_BACK_AT,
      changedBy: 'Rita Owner',
    },
    {
      id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
      fromStatus: 'pending',
      toStatus: 'rejected',
      reason: 'The address could not be verified.',
      changedAt: REJECTED_AT,
      changedBy: 'Alex Admin',
    },
  ],
  decisionMail,
  ...profile,
});

function renderDialog() {
  render(
    <ThemeProvider theme={theme}>
      <NotifierProvider>
        <QueryClientProvider client={createQueryClient()}>
          <BarDetailDialog barId={BAR} labels={[]} onClose={vi.fn()} onEdit={vi.fn()} />
        </QueryClientProvider>
      </NotifierProvider>
    </ThemeProvider>,
  );
}

/**
 * Decision 017, admin side: the bar's detail shows each status move (who, when, why) and where the owner's decision
 * mail stands.
 */
describe('BarDetailDialog', () => {
  afterEach(() => {
    cleanup();
  });

  it('shows the status history: each move with who made it, when, and the reason', async () => {
    stubApi(() => ({ status: 200, body: detail(null) }));
    renderDialog();
    const history = await screen.findByRole('list', { name: 'Status history' });
    const moves = within(history).getAllByRole('listitem');
    expect(moves).toHaveLength(2);
    expect(moves[0]).toHaveTextContent('Rejected → Pending');
    expect(moves[0]).toHaveTextContent(`${formatDateTime(SENT_BACK_AT)} by Rita Owner`);
    expect(moves[0]).not.toHaveTextContent('Reason:');
    expect(moves[1]).toHaveTextContent('Pending → Rejected');
    expect(moves[1]).toHaveTextContent(`${formatDateTime(REJECTED_AT)} by Alex Admin`);
    expect(moves[1]).toHaveTextContent('Reason: The address could not be verified.');
    // Decision 027: the bar's screens and hours, as the owner set them.
    expect(screen.getByText('2 screens, 1 with sound · Big screen or projector · 60 guests')).toBeInTheDocument();
    expect(screen.getAllByText('16:00 - 00:00')).toHaveLength(7);
  });

  it('a failed decision mail offers Retry, which puts it back in the queue', async () => {
    let mail: MailState = { status: 'failed', queuedAt: REJECTED_AT, sentAt: null };
    const calls = stubApi((call) => {
      if (call.method === 'POST' && call.url === `/api/bar/${BAR}/decision-mail/retry`) {
        mail = { status: 'queued', queuedAt: REJECTED_AT, sentAt: null };
        return { status: 200, body: mail };
      }
      return { status: 200, body: detail(mail) };
    });
    const user = userEvent.setup();
    renderDialog();
    const state = await screen.findByTestId('mail-state');
    expect(state).toHaveAttribute('data-status', 'failed');
    expect(state).toHaveTextContent('Mail not delivered');

    await user.click(within(state).getByRole('button', { name: 'Retry' }));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([`/api/bar/${BAR}/decision-mail/retry`]);
    expect(await screen.findByText('The mail is queued again')).toBeInTheDocument();
    expect(await screen.findByText('Mail queued')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('rejecting from the detail: Confirm waits for a reason, which is sent trimmed with the bar and the new status', async () => {
    const calls = stubApi((call) =>
      call.url === '/api/bar/update-status'
        ? { status: 200, body: { message: 'Bar rejected', count: 1 } }
        : { status: 200, body: detail(null) },
    );
    const user = userEvent.setup();
    renderDialog();
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const form = screen.getByRole('textbox', { name: /Reason \(required/ }).closest('form')!;
    const confirm = within(form).getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();
    await user.type(within(form).getByRole('textbox', { name: /Reason/ }), '  No such street ');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    expect(await screen.findByText('Bar rejected')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      { barIds: [BAR], status: 'rejected', reason: 'No such street' },
    ]);
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
  });

  it('a sent decision mail says when, with nothing to retry', async () => {
    stubApi(() => ({ status: 200, body: detail({ status: 'sent', queuedAt: REJECTED_AT, sentAt: REJECTED_AT }) }));
    renderDialog();
    expect(await screen.findByTestId('mail-state')).toHaveTextContent(`Mail sent ${formatDateTime(REJECTED_AT)}`);
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });
});

const ID = '3b2f7c1e-1d4a-4c5b-9e8f-7a6b5c4d3e2f';
const ADMIN = '7d4f8d1e-8f39-4a57-9c61-3f1c2b7d9e10';
const bar: AdminBarDetail = {
  id: ID,
  _id: ID,
  name: 'The Corner Flag',
  website: '',
  phone: '',
  email: 'owner@example.com',
  rating: 0,
  country: 'Romania',
  city: 'Cluj',
  state: '',
  street: 'Main',
  number: '1',
  postalCode: '',
  facebook: '',
  folder: 'accepted',
  status: 'accepted',
  barType: '',
  matchType: '',
  competition: '',
  profilePic: '',
  dates: [],
  starred: true,
  frequent: false,
  labels: [],
  hasOwner: true,
  trashedAt: null,
  createdAt: '2026-01-01T10:00:00.000Z',
  ownerEmail: 'owner@example.com',
  statusHistory: [],
  decisionMail: null,
  ...profile,
};
const renamed: AuditEntry = {
  id: '12',
  at: '2026-03-02T08:05:00.000Z',
  actor: { id: ADMIN, nickname: 'Alex Admin', email: 'admin@example.com' },
  action: 'PUT /api/bar/update',
  operation: 'update',
  entityKind: 'bar',
  entityId: ID,
  before: { name: 'Corner' },
  after: { name: 'The Corner Flag' },
  summary: { what: 'updated', name: 'The Corner Flag', match: null, label: null },
};

/** Decision 022: an admin sees the bar's own change history from the audit log. */
describe('BarDetailDialog history', () => {
  afterEach(() => {
    cleanup();
    clearSession();
  });

  it("shows the bar's own change history to an admin: who changed it, and the field before and after", async () => {
    const calls = stubApi(({ url }) => ({
      status: 200,
      body: url.startsWith('/api/audit-log') ? { items: [renamed], nextCursor: null } : bar,
    }));
    writeSession(
      { userId: ADMIN, barId: null, nickname: 'Alex Admin', email: 'admin@example.com', role: 'admin' },
      true,
    );
    const noop = () => undefined;
    renderWithApp(
      createMemoryRouter([
        { path: '/', element: <BarDetailDialog barId={ID} labels={[]} onClose={noop} onEdit={noop} /> },
      ]),
    );
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    const history = await within(dialog).findByRole('list', { name: 'Change history' }, { timeout: 10_000 });
    const [entry] = await within(history).findAllByTestId('audit-entry');
    await userEvent.setup({ delay: null }).click(within(entry!).getByRole('button', { name: 'Details' }));
    expect(entry).toHaveTextContent('Alex Admin · admin@example.com');
    expect(within(entry!).getByTestId('before')).toHaveTextContent('Corner');
    expect(within(entry!).getByTestId('after')).toHaveTextContent('The Corner Flag');
    const asked = calls.find((c) => c.url.startsWith('/api/audit-log'));
    expect(Object.fromEntries(new URL(asked!.url, 'http://x').searchParams)).toMatchObject({
      entityKind: 'bar',
      entityId: ID,
    });
  });
});
