import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import type { AuditEntry } from '@app/contract/audit';
import '../../lib/i18n.ts';
import { clearSession, writeSession, type SessionPerson } from '../../lib/session-store.ts';
import { renderWithApp } from '../../testing/render-with-app.tsx';
import { stubApi } from '../../testing/api-stub.ts';
import { RecordHistory } from './record-history.tsx';

const BAR = '3b2f7c1e-1d4a-4c5b-9e8f-7a6b5c4d3e2f';
const session = (role: SessionPerson['role']): SessionPerson => ({
  userId: '7d4f8d1e-8f39-4a57-9c61-3f1c2b7d9e10',
  barId: null,
  nickname: 'Ada',
  email: 'ada@example.com',
  role,
});
const renamed: AuditEntry = {
  id: '9',
  at: '2026-03-02T08:05:00.000Z',
  actor: { id: '7d4f8d1e-8f39-4a57-9c61-3f1c2b7d9e10', nickname: 'Ada', email: 'ada@example.com' },
  action: 'PATCH /api/bars/:id',
  operation: 'update',
  entityKind: 'bar',
  entityId: BAR,
  before: { name: 'Corner' },
  after: { name: 'The Corner' },
  summary: { what: 'updated', name: 'The Corner', match: null, label: null },
};

function renderHistory(role: SessionPerson['role']) {
  writeSession(session(role), true);
  renderWithApp(createMemoryRouter([{ path: '/', element: <RecordHistory entityKind="bar" entityId={BAR} /> }]));
}

afterEach(() => {
  cleanup();
  clearSession();
});

describe('RecordHistory', () => {
  it("lists the record's own entries for an admin: who, when, and the field before → after", async () => {
    const calls = stubApi(() => ({ status: 200, body: { items: [renamed], nextCursor: null } }));
    const user = userEvent.setup({ delay: null });
    renderHistory('admin');
    const list = await screen.findByRole('list', { name: 'Change history' });
    const [entry] = await within(list).findAllByTestId('audit-entry');
    expect(entry).toHaveTextContent('8:05 - 2 Mar 2026');
    await user.click(within(entry!).getByRole('button', { name: 'Details' }));
    expect(entry).toHaveTextContent('Ada · ada@example.com');
    expect(entry).not.toHaveTextContent(BAR);
    expect(within(entry!).getByTestId('before')).toHaveTextContent('Corner');
    expect(within(entry!).getByTestId('after')).toHaveTextContent('The Corner');
    expect(Object.fromEntries(new URL(calls[0]!.url, 'http://x').searchParams)).toEqual({
      entityKind: 'bar',
      entityId: BAR,
      limit: '10',
    });
  });

  it('says so when nothing was recorded yet', async () => {
    stubApi(() => ({ status: 200, body: { items: [], nextCursor: null } }));
    renderHistory('admin');
    expect(await screen.findByText('No change recorded yet.')).toBeInTheDocument();
  });

  it("shows nothing and asks nothing for staff (the log is the admins')", async () => {
    const calls = stubApi(() => ({ status: 200, body: { items: [renamed], nextCursor: null } }));
    renderHistory('staff');
    await new Promise((resolve) => {
      setTimeout(resolve, 50);
    });
    expect(screen.queryByText('Change history')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
