import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import type { AuditEntry } from '@app/contract/audit';
import type { User } from '@app/contract/users';
import '../../../lib/i18n.ts';
import { renderWithApp } from '../../../testing/render-with-app.tsx';
import { stubApi, type ApiCall } from '../../../testing/api-stub.ts';
import { AuditPage } from './audit-page.tsx';

const SCANNER = '5c9e2f4a-7b1d-4e3c-8a6f-2d1b0c9e8f7a';
const BAR = '3b2f7c1e-1d4a-4c5b-9e8f-7a6b5c4d3e2f';
const scanner: User = {
  id: SCANNER,
  nickname: 'Sid Scanner',
  email: 'sid@example.com',
  role: 'scanner',
  bar: { id: BAR, name: 'The Corner' },
  active: true,
  hasPassword: true,
  lastSignInAt: null,
  createdAt: '2026-01-01T10:00:00.000Z',
};
const redemption: AuditEntry = {
  id: '42',
  at: '2026-03-01T18:45:00.000Z',
  actor: { id: SCANNER, nickname: 'Sid Scanner', email: 'sid@example.com' },
  action: 'POST /api/challenge-winners/verify',
  operation: 'update',
  entityKind: 'winner',
  entityId: 'w-7',
  before: { redeemed_at: null, redeemed_by: null },
  after: { redeemed_at: '2026-03-01T18:45:00+00:00', redeemed_by: SCANNER },
  summary: {
    what: 'prizeRedeemed',
    name: 'Lucas Smith',
    match: null,
    label: null,
    place: 2,
    championship: 'Premier League Predictor',
    bar: 'The Corner Flag',
  },
};
const created: AuditEntry = {
  id: '41',
  at: '2026-03-01T09:00:00.000Z',
  actor: null,
  action: 'POST /api/bars',
  operation: 'insert',
  entityKind: 'bar',
  entityId: BAR,
  before: null,
  after: { name: 'The Corner' },
  summary: { what: 'created', name: 'The Corner', match: null, label: null },
};
const older: AuditEntry = {
  ...created,
  id: '7',
  entityId: 'bar-old',
  at: '2026-02-01T09:00:00.000Z',
  after: { name: 'Old Bar' },
  summary: { what: 'created', name: 'Old Bar', match: null, label: null },
};
const broadcast: AuditEntry = {
  id: '43',
  at: '2026-03-01T19:00:00.000Z',
  actor: { id: '5b683386-0000-4000-8000-000000000001', nickname: 'Olivia Owner', email: 'owner@example.com' },
  action: 'POST /api/bars/change-broadcast-status',
  operation: 'insert',
  entityKind: 'bar',
  entityId: BAR,
  before: null,
  after: { bar_id: BAR, match_id: 'm-1', screen: 1, with_sound: false },
  summary: { what: 'broadcastOn', name: 'The Corner Flag', match: 'Liverpool – Arsenal', label: null },
};

function renderAt(url = '/audit') {
  const router = createMemoryRouter([{ path: '/audit', element: <AuditPage /> }], { initialEntries: [url] });
  renderWithApp(router);
  return router;
}
const logCalls = (calls: ApiCall[]) =>
  calls
    .filter((c) => c.url.startsWith('/api/audit-log'))
    .map((c) => Object.fromEntries(new URL(c.url, 'http://x').searchParams));

function stubServer() {
  return stubApi((call) => {
    if (call.url.startsWith('/api/users')) return { status: 200, body: { items: [scanner], total: 1 } };
    const cursor = new URL(call.url, 'http://x').searchParams.get('cursor');
    return {
      status: 200,
      body:
        cursor === 'next-1'
          ? { items: [older], nextCursor: null }
          : { items: [broadcast, redemption, created], nextCursor: 'next-1' },
    };
  });
}

afterEach(() => {
  cleanup();
});

describe('AuditPage', () => {
  it('tells each entry as a sentence with the tag of what was done; the account, record, request and fields open as details', async () => {
    stubServer();
    const user = userEvent.setup({ delay: null });
    renderAt();
    const list = await screen.findByRole('list', { name: 'Audit log' });
    const all = await within(list).findAllByTestId('audit-entry');
    expect(all).toHaveLength(3);
    const sentences = all.map((entry) => within(entry).getByTestId('audit-sentence').textContent);
    expect(sentences).toEqual([
      'Olivia Owner started broadcasting Liverpool – Arsenal at The Corner Flag',
      "Sid Scanner redeemed Lucas Smith's prize (2nd place, Premier League Predictor) at The Corner Flag",
      'System created The Corner (Bar)',
    ]);
    expect(all.map((entry) => within(entry).getByTestId('audit-tag').textContent)).toEqual([
      'Broadcast',
      'Redeemed',
      'Created',
    ]);
    // Names are isolated for bidirectional text.
    expect(within(all[1]!).getByText('Lucas Smith').tagName).toBe('BDI');
    const [, entry] = all;
    expect(entry).toHaveTextContent('18:45 - 1 Mar 2026');
    // The technical side stays behind the details.
    expect(entry).not.toHaveTextContent('POST /api/challenge-winners/verify');
    expect(entry).not.toHaveTextContent('w-7');
    const toggle = within(entry!).getByRole('button', { name: 'Details' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(entry!).getByTestId('audit-who')).toHaveTextContent('Sid Scanner · sid@example.com');
    expect(entry).toHaveTextContent('Winner w-7');
    expect(entry).toHaveTextContent('POST /api/challenge-winners/verify');
    expect(entry).toHaveTextContent('Changes (2)');
    const befores = within(entry!)
      .getAllByTestId('before')
      .map((e) => e.textContent);
    const afters = within(entry!)
      .getAllByTestId('after')
      .map((e) => e.textContent);
    expect(within(entry!).getByText('redeemed_by')).toBeInTheDocument();
    expect(befores).toEqual(['—', '—']);
    expect(afters).toEqual(['2026-03-01T18:45:00+00:00', SCANNER]);
  });

  it("tags a review move by its status and tells the reason; stopping a broadcast is 'Stopped', not 'Deleted'", async () => {
    const rejected: AuditEntry = {
      ...created,
      id: '50',
      actor: { id: SCANNER, nickname: 'Alex Admin', email: 'admin@example.com' },
      action: 'PUT /api/bar/update-status',
      after: { bar_id: BAR, from_status: 'pending', to_status: 'rejected', reason: 'No photos of the screens.' },
      summary: {
        what: 'statusChanged',
        name: 'The Golden Lounge',
        match: null,
        label: 'rejected',
        reason: 'No photos of the screens.',
      },
    };
    const stopped: AuditEntry = {
      ...broadcast,
      id: '51',
      operation: 'delete',
      before: broadcast.after,
      after: null,
      summary: { ...broadcast.summary, what: 'broadcastOff' },
    };
    stubApi((call) =>
      call.url.startsWith('/api/users')
        ? { status: 200, body: { items: [], total: 0 } }
        : { status: 200, body: { items: [rejected, stopped], nextCursor: null } },
    );
    renderAt();
    const all = await within(await screen.findByRole('list', { name: 'Audit log' })).findAllByTestId('audit-entry');
    expect(all.map((entry) => within(entry).getByTestId('audit-sentence').textContent)).toEqual([
      'Alex Admin rejected The Golden Lounge: reason No photos of the screens.',
      'Olivia Owner stopped broadcasting Liverpool – Arsenal at The Corner Flag',
    ]);
    expect(all.map((entry) => within(entry).getByTestId('audit-tag').textContent)).toEqual(['Rejected', 'Stopped']);
  });

  it("Load more follows the server's cursor and adds the older entries below", async () => {
    const calls = stubServer();
    const user = userEvent.setup({ delay: null });
    renderAt();
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    const list = screen.getByRole('list', { name: 'Audit log' });
    await waitFor(() => expect(within(list).getAllByTestId('audit-entry')).toHaveLength(4));
    expect(within(within(list).getAllByTestId('audit-entry')[3]!).getByTestId('audit-sentence')).toHaveTextContent(
      'System created Old Bar (Bar)',
    );
    expect(logCalls(calls).map((q) => q.cursor)).toEqual([undefined, 'next-1']);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('filters by person, record kind, record id and days, and keeps them in the address', async () => {
    const calls = stubServer();
    const user = userEvent.setup({ delay: null });
    const router = renderAt();
    await screen.findAllByTestId('audit-entry');
    await user.click(screen.getByRole('combobox', { name: 'Person' }));
    await user.click(await screen.findByRole('option', { name: 'Sid Scanner (sid@example.com)' }));
    await user.click(screen.getByRole('combobox', { name: 'Record kind' }));
    await user.click(await screen.findByRole('option', { name: 'Winner' }));
    await user.type(screen.getByRole('textbox', { name: 'Record id' }), 'w-7');
    await waitFor(() =>
      expect(logCalls(calls).at(-1)).toMatchObject({ actorId: SCANNER, entityKind: 'winner', entityId: 'w-7' }),
    );
    // The day as the person's language writes it (en-US: month, day, year), section by section.
    const from = screen.getByRole('group', { name: 'From' });
    await user.click(within(from).getAllByRole('spinbutton')[0]!);
    await user.keyboard('03012026');
    await waitFor(() => expect(logCalls(calls).at(-1)?.from).toBe(new Date(2026, 2, 1).toISOString()));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      actor: SCANNER,
      kind: 'winner',
      q: 'w-7',
      from: '2026-03-01',
    });
    // Language changes are asked for only when chosen.
    expect(logCalls(calls).every((q) => q.preferences === undefined)).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Language changes' }));
    await waitFor(() => expect(logCalls(calls).at(-1)?.preferences).toBe('true'));

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('combobox', { name: 'Person' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Record id' })).toHaveValue('');
    expect(await screen.findAllByTestId('audit-entry')).toHaveLength(3);
  });

  it('a shared link with a person shows their name once the log names them', async () => {
    stubServer();
    renderAt(`/audit?actor=${SCANNER}&to=2026-03-01`);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Person' })).toHaveValue('Sid Scanner (sid@example.com)'),
    );
  });
});
