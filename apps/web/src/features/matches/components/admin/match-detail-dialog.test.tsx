import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import type { AdminMatch } from '@app/contract/matches-admin';
import type { AuditEntry } from '@app/contract/audit';
import '../../../../lib/i18n.ts';
import { clearSession, writeSession } from '../../../../lib/session-store.ts';
import { renderWithApp } from '../../../../testing/render-with-app.tsx';
import { stubApi } from '../../../../testing/api-stub.ts';
import { MatchDetailDialog } from './match-detail-dialog.tsx';

const ID = '5b0c8e8a-3c1d-4f7e-9a61-2d3b4c5d6e7f';
const ADMIN = '7d4f8d1e-8f39-4a57-9c61-3f1c2b7d9e10';
const match: AdminMatch = {
  id: ID,
  _id: ID,
  headline: 'Rapid - Dinamo',
  name: 'Rapid - Dinamo',
  homeTeam: 'Rapid',
  awayTeam: 'Dinamo',
  status: 'SCHEDULED',
  matchStatus: 'future',
  folder: 'future',
  goals: { fullTimeHomeGoals: null, fullTimeAwayGoals: null, liveHomeGoals: null, liveAwayGoals: null },
  homeTeamEmblemUrl: '',
  awayTeamEmblemUrl: '',
  scheduledDate: '2031-06-12T19:45:00.000Z',
  competitionId: null,
  competitionName: 'Liga 1',
  competition: 'Liga 1',
  country: 'Romania',
  matchType: 'League',
  profilePic: '',
  dates: [],
  broadcasted: false,
  popular: false,
  starred: true,
  frequent: false,
  labels: [],
  trashedAt: null,
  source: null,
  handEdited: [],
  feed: null,
};
const starred: AuditEntry = {
  id: '41',
  at: '2026-03-02T08:05:00.000Z',
  actor: { id: ADMIN, nickname: 'Alex Admin', email: 'admin@example.com' },
  action: 'PUT /api/match/update-starred',
  operation: 'update',
  entityKind: 'match',
  entityId: ID,
  before: { starred: false },
  after: { starred: true },
  summary: { what: 'updated', name: 'Liverpool - Arsenal', match: null, label: null },
};

afterEach(() => {
  cleanup();
  clearSession();
});

describe('MatchDetailDialog', () => {
  it("shows the match's own change history to an admin: who starred it, and the field before and after", async () => {
    const calls = stubApi(() => ({ status: 200, body: { items: [starred], nextCursor: null } }));
    writeSession(
      { userId: ADMIN, barId: null, nickname: 'Alex Admin', email: 'admin@example.com', role: 'admin' },
      true,
    );
    const noop = () => undefined;
    renderWithApp(
      createMemoryRouter([
        {
          path: '/',
          element: <MatchDetailDialog match={match} labels={[]} onClose={noop} onEdit={noop} onStarredChange={noop} />,
        },
      ]),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Match details' });
    const history = await within(dialog).findByRole('list', { name: 'Change history' }, { timeout: 10_000 });
    const [entry] = await within(history).findAllByTestId('audit-entry');
    await userEvent.setup({ delay: null }).click(within(entry!).getByRole('button', { name: 'Details' }));
    expect(entry).toHaveTextContent('Alex Admin · admin@example.com');
    expect(within(entry!).getByTestId('after')).toHaveTextContent('true');
    expect(Object.fromEntries(new URL(calls[0]!.url, 'http://x').searchParams)).toMatchObject({
      entityKind: 'match',
      entityId: ID,
    });
  });
});
