import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { LoginRecord } from '@app/contract/auth';
import type { PublicMatchList } from '@app/contract/public-matches';
import { barBroadcasts, bars, matches, matchPublicBars } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { barsAdminClient } from '../helpers/bars-admin-fixtures.ts';
import { signUpOwner } from '../helpers/console-matches-fixtures.ts';

const DAY = 86_400_000;

/**
 * Decision 057: the stored number of public bars showing a match (migration 0019's triggers)
 * follows every way a bar starts or stops being shown, and is what fans and the admin read.
 */
describe('the stored count of public bars showing a match', () => {
  let t: TestApp;
  let owner: LoginRecord;
  let newcomer: LoginRecord;
  let admin: LoginRecord;
  let matchId: string;
  const c = () => barsAdminClient(t, () => admin);

  /** What the database holds for the match: the stored count (no row: 0) beside a count of the bars themselves. */
  const counts = async () => {
    const [stored] = await t.db
      .select({ bars: matchPublicBars.bars })
      .from(matchPublicBars)
      .where(eq(matchPublicBars.matchId, matchId));
    const [live] = await t.db
      .select({ n: count() })
      .from(barBroadcasts)
      .innerJoin(bars, eq(bars.id, barBroadcasts.barId))
      .where(and(eq(barBroadcasts.matchId, matchId), eq(bars.status, 'accepted'), isNull(bars.trashedAt)));
    return { stored: stored?.bars ?? 0, live: live!.n };
  };
  /** What a fan reads on /api/public/matches and the admin on the match's detail. */
  const shown = async () => {
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/public/matches?q=storedcount' })
    ).json<PublicMatchList>();
    const detail = await t.request({ method: 'GET', url: `/api/match/${matchId}`, as: admin });
    expect(detail.statusCode, detail.body).toBe(200);
    const adminList = (
      await t.request({
        method: 'GET',
        url: '/api/match',
        query: { searchText: 'storedcount', pageSize: '100' },
        as: admin,
      })
    ).json<{ folderMatches: { id: string; broadcasted: boolean }[] }>();
    return {
      fans: list.matches.find((m) => m.id === matchId)?.barCount,
      admin: detail.json<{ demand: { bars: number }; broadcasted: boolean }>().demand.bars,
      broadcasted: adminList.folderMatches.find((m) => m.id === matchId)?.broadcasted,
    };
  };
  const expectCount = async (n: number) => {
    expect(await counts()).toEqual({ stored: n, live: n });
    expect(await shown()).toEqual({ fans: n, admin: n, broadcasted: n > 0 });
  };
  const broadcast = async (as: LoginRecord, status: boolean) => {
    const res = await t.request({
      method: 'POST',
      url: '/api/bars/change-broadcast-status',
      payload: { matchId, status },
      as,
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const moveBar = async (barId: string, status: 'accepted' | 'rejected' | 'pending') => {
    const res = await c().put('/bar/update-status', {
      barIds: [barId],
      status,
      ...(status === 'rejected' ? { reason: 'Closed for works.' } : {}),
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const bulk = async (url: '/bar/delete' | '/bar/restore' | '/bar/delete-forever', barId: string) => {
    const res = await c().put(url, { barIds: [barId] });
    expect(res.statusCode, res.body).toBe(200);
  };

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await t.signIn('owner@example.com');
    admin = await t.signIn('admin@example.com');
    newcomer = await signUpOwner(t, 'stored-count-owner@example.com');
    const [row] = await t.db
      .insert(matches)
      .values({
        homeTeam: 'Storedcount Rovers',
        awayTeam: 'Tally Town',
        headline: 'Storedcount Rovers - Tally Town',
        status: 'SCHEDULED',
        scheduledDate: new Date(Date.now() + 2 * DAY),
        competitionName: 'Count Cup',
        searchText: 'storedcount rovers - tally town count cup',
      })
      .returning({ id: matches.id });
    matchId = row!.id;
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });

  it('holds the count for every match of the demo set', async () => {
    const stored = await t.db
      .select({ matchId: matchPublicBars.matchId, bars: matchPublicBars.bars })
      .from(matchPublicBars);
    const live = await t.db
      .select({ matchId: barBroadcasts.matchId, n: count() })
      .from(barBroadcasts)
      .innerJoin(bars, eq(bars.id, barBroadcasts.barId))
      .where(and(eq(bars.status, 'accepted'), isNull(bars.trashedAt)))
      .groupBy(barBroadcasts.matchId);
    expect(live.length).toBeGreaterThan(0);
    const byMatch = new Map(stored.map((s) => [s.matchId, s.bars]));
    for (const { matchId: id, n } of live) expect({ id, n: byMatch.get(id) }).toEqual({ id, n });
    expect(stored.filter((s) => s.bars !== 0).length).toBe(live.length);
  });

  it('follows a broadcast switched on and off, a bar accepted, rejected, trashed, restored and deleted for good', async () => {
    await expectCount(0);
    await broadcast(owner, true);
    await expectCount(1);
    // A pending bar's broadcast is kept but not shown; accepting the bar shows it.
    await broadcast(newcomer, true);
    await expectCount(1);
    await moveBar(newcomer.barId!, 'accepted');
    await expectCount(2);
    await moveBar(newcomer.barId!, 'rejected');
    await expectCount(1);
    await moveBar(newcomer.barId!, 'accepted');
    await expectCount(2);

    await bulk('/bar/delete', owner.barId!);
    await expectCount(1);
    // Switched off while in the trash: nothing to take away, and nothing to give back on restoring.
    await broadcast(owner, false);
    await expectCount(1);
    await bulk('/bar/restore', owner.barId!);
    await expectCount(1);
    await broadcast(owner, true);
    await expectCount(2);

    // A bar without an owner, put on the match by hand (the triggers count whoever writes), then deleted for good.
    const loose = await c().create({ name: 'Storedcount Loose Bar', city: 'Cluj' });
    await t.db.insert(barBroadcasts).values({ barId: loose.id, matchId });
    await expectCount(3);
    await bulk('/bar/delete', loose.id);
    await expectCount(2);
    await bulk('/bar/restore', loose.id);
    await expectCount(3);
    await bulk('/bar/delete', loose.id);
    await bulk('/bar/delete-forever', loose.id);
    await expectCount(2);
    // Deleted while public (by hand, as a cleanup script would): counted out before its broadcasts go.
    const gone = await c().create({ name: 'Storedcount Gone Bar', city: 'Cluj' });
    await t.db.insert(barBroadcasts).values({ barId: gone.id, matchId });
    await expectCount(3);
    await t.db.delete(bars).where(eq(bars.id, gone.id));
    await expectCount(2);

    // A broadcast moved to another match (by hand) moves its count with it.
    const [other] = await t.db
      .insert(matches)
      .values({
        homeTeam: 'Elsewhere',
        awayTeam: 'Nobody',
        headline: 'Elsewhere - Nobody',
        scheduledDate: new Date(Date.now() + 3 * DAY),
      })
      .returning({ id: matches.id });
    await t.db
      .update(barBroadcasts)
      .set({ matchId: other!.id })
      .where(and(eq(barBroadcasts.barId, owner.barId!), eq(barBroadcasts.matchId, matchId)));
    await expectCount(1);
    const [moved] = await t.db
      .select({ bars: matchPublicBars.bars })
      .from(matchPublicBars)
      .where(eq(matchPublicBars.matchId, other!.id));
    expect(moved?.bars).toBe(1);
  });
});
