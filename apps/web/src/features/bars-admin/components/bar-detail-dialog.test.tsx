import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import type { AdminBarDetail } from '@app/contract/bars-admin';
import type { AuditEntry } from '@app/contract/audit';
import '../../../lib/i18n.ts';
import { clearSession, writeSession } from '../../../lib/session-store.ts';
import { renderWithApp } from '../../../testing/render-with-app.tsx';
import { stubApi } from '../../../testing/api-stub.ts';
import { BarDetailDialog } from './bar-detail-dialog.tsx';

const ID = '3b2f7c1e-1d4a-4c5b-9e8f-7a6b5c4d3e2f';
const ADMIN = '7d4f8d1e-8f39-4a57-9c61-3f1c2b7d9e10';
const bar: AdminBarDetail = {
  id: ID, _id: ID, name: 'The Corner Flag', website: '', phone: '', email: 'owner@example.com', rating: 0, country: 'Romania', city: 'Cluj',
  state: '', street: 'Main', number: '1', postalCode: '', facebook: '', folder: 'accepted', status: 'accepted', barType: '', matchType: '',
  competition: '', profilePic: '', dates: [], starred: true, frequent: false, labels: [], hasOwner: true, trashedAt: null,
  createdAt: '2026-01-01T10:00:00.000Z', ownerEmail: 'owner@example.com', statusHistory: [], decisionMail: null,
};
const renamed: AuditEntry = {
  id: '12', at: '2026-03-02T08:05:00.000Z', actor: { id: ADMIN, nickname: 'Alex Admin', email: 'admin@example.com' },
  action: 'PUT /api/bar/update', operation: 'update', entityKind: 'bar', entityId: ID, before: { name: 'Corner' }, after: { name: 'The Corner Flag' },
};

afterEach(() => {
  cleanup();
  clearSession();
});

describe('BarDetailDialog', () => {
  it('shows the bar\'s own change history to an admin: who changed it, and the field before and after', async () => {
    const calls = stubApi(({ url }) => ({ status: 200, body: url.startsWith('/api/audit-log') ? { items: [renamed], nextCursor: null } : bar }));
    writeSession({ accessToken: 'a', refreshToken: 'r', authToken: 'r', userId: ADMIN, barId: null, nickname: 'Alex Admin', email: 'admin@example.com', role: 'admin' }, true);
    const noop = () => undefined;
    renderWithApp(createMemoryRouter([{ path: '/', element: <BarDetailDialog barId={ID} labels={[]} onClose={noop} onEdit={noop} /> }]));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    const history = await within(dialog).findByRole('list', { name: 'Change history' }, { timeout: 10_000 });
    const [entry] = await within(history).findAllByTestId('audit-entry');
    expect(entry).toHaveTextContent('Alex Admin · admin@example.com');
    await userEvent.setup({ delay: null }).click(within(entry!).getByRole('button', { name: 'Changes (1)' }));
    expect(within(entry!).getByTestId('before')).toHaveTextContent('Corner');
    expect(within(entry!).getByTestId('after')).toHaveTextContent('The Corner Flag');
    const asked = calls.find((c) => c.url.startsWith('/api/audit-log'));
    expect(Object.fromEntries(new URL(asked!.url, 'http://x').searchParams)).toMatchObject({ entityKind: 'bar', entityId: ID });
  });
});
