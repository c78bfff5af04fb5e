import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { AdminMatch, AdminMatchList, AdminMatchListQuery } from '@app/contract/matches-admin';
import { adminMatchKeys } from './matches-keys.ts';
import { applyChangedMatches, removeFromLists, showCreatedMatch } from './admin-list-cache.ts';

let next = 0;
const match = (over: Partial<AdminMatch> = {}): AdminMatch => {
  const id = `00000000-0000-4000-8000-${String(++next).padStart(12, '0')}`;
  return {
    id,
    _id: id,
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
    matchType: '',
    profilePic: '',
    dates: [],
    broadcasted: false,
    popular: false,
    starred: false,
    frequent: false,
    labels: [],
    trashedAt: null,
    source: null,
    handEdited: [],
    feed: null,
    ...over,
  };
};
const query = (over: Partial<AdminMatchListQuery>): AdminMatchListQuery => ({ page: 0, pageSize: 50, ...over });

function clientWith(lists: [AdminMatchListQuery, AdminMatch[]][]) {
  const client = new QueryClient();
  vi.spyOn(client, 'invalidateQueries').mockResolvedValue();
  for (const [q, rows] of lists)
    client.setQueryData<AdminMatchList>(adminMatchKeys.list(q), { folderMatches: rows, total: rows.length });
  const rowsOf = (q: AdminMatchListQuery) => client.getQueryData<AdminMatchList>(adminMatchKeys.list(q));
  return { client, rowsOf };
}

describe('list cache', () => {
  it("shows a changed match's new values in place at once, and reads every list again: the server decides what still fits", async () => {
    const a = match({ starred: true });
    const b = match({ starred: true });
    const starred = query({ selectedFolder: 'starred' });
    const future = query({ selectedFolder: 'future' });
    const { client, rowsOf } = clientWith([
      [starred, [a, b]],
      [future, [a, b]],
    ]);
    await applyChangedMatches(client, [{ ...a, starred: false }]);
    for (const list of [starred, future])
      expect(rowsOf(list)?.folderMatches.map((m) => [m.id, m.starred])).toEqual([
        [a.id, false],
        [b.id, true],
      ]);
    expect(client.invalidateQueries).toHaveBeenCalledWith({ queryKey: adminMatchKeys.lists() });
  });

  it('shows a new match where the lists order it: nothing is put on top, every list is read again', async () => {
    const old = match();
    const created = match({ headline: 'New - Match', starred: true });
    const future = query({ selectedFolder: 'future' });
    const live = query({ selectedFolder: 'live' });
    const { client, rowsOf } = clientWith([
      [future, [old]],
      [live, [old]],
    ]);
    await showCreatedMatch(client, created);
    expect(rowsOf(future)).toEqual({ folderMatches: [old], total: 1 });
    expect(client.invalidateQueries).toHaveBeenCalledWith({ queryKey: adminMatchKeys.lists() });
    expect(client.getQueryData(adminMatchKeys.detail(created.id))).toEqual(created);
  });

  it('takes trashed matches out of every list at once', async () => {
    const a = match();
    const b = match();
    const future = query({ selectedFolder: 'future' });
    const { client, rowsOf } = clientWith([[future, [a, b]]]);
    await removeFromLists(client, [a.id]);
    expect(rowsOf(future)).toEqual({ folderMatches: [b], total: 1 });
  });
});
