import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { LoginRecord } from '@app/contract/auth';
import type { OwnerMatchesAnswer } from '@app/contract/matches';
import { barBroadcasts } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { insertKnownMatches, signUpOwner } from '../helpers/console-matches-fixtures.ts';

type Known = Awaited<ReturnType<typeof insertKnownMatches>>;

describe('POST /api/bars/change-broadcast-status', () => {
  let t: TestApp;
  let owner: LoginRecord;
  let newcomer: LoginRecord;
  let admin: LoginRecord;
  let staff: LoginRecord;
  let k: Known;

  const send = (as: LoginRecord | undefined, payload: unknown) =>
    t.request({
      method: 'POST',
      url: '/api/bars/change-broadcast-status',
      payload: payload as object,
      ...(as ? { as } : {}),
    });
  const broadcasts = async (barId: string, matchId: string) =>
    (
      await t.db
        .select()
        .from(barBroadcasts)
        .where(and(eq(barBroadcasts.barId, barId), eq(barBroadcasts.matchId, matchId)))
    ).length;
  const allBroadcasts = async () => (await t.db.select().from(barBroadcasts)).length;
  const shownAs = async (as: LoginRecord, matchId: string) => {
    const res = await t.request({
      method: 'GET',
      url: '/api/matches/admin',
      query: { competitions: k.competitionId },
      as,
    });
    return res.json<OwnerMatchesAnswer>().matches.find((m) => m.id === matchId)?.broadcasted;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await t.signIn('owner@example.com');
    admin = await t.signIn('admin@example.com');
    staff = await t.signIn('staff@example.com');
    newcomer = await signUpOwner(t, 'third-owner@example.com');
    k = await insertKnownMatches(t.db);
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });

  it("switches a future match on for the caller's bar only, and off again", async () => {
    const match = k.byStatus('SCHEDULED');
    const on = await send(owner, { matchId: match.id, status: true });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({
      message: 'Set broadcast match success',
      matchId: match.id,
      broadcasted: true,
      warnings: expect.any(Array) as unknown,
    });
    expect(await broadcasts(owner.barId!, match.id)).toBe(1);
    expect(await broadcasts(newcomer.barId!, match.id)).toBe(0);
    expect(await shownAs(owner, match.id)).toBe(true);
    expect(await shownAs(newcomer, match.id)).toBe(false);

    const off = await send(owner, { matchId: match.id, status: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({
      message: 'Set broadcast match success',
      matchId: match.id,
      broadcasted: false,
      warnings: [],
    });
    expect(await broadcasts(owner.barId!, match.id)).toBe(0);
    expect(await shownAs(owner, match.id)).toBe(false);
  });

  it("counts only accepted bars as showing a match: a pending or rejected bar's broadcast is kept but not shown", async () => {
    const match = k.byStatus('SCHEDULED');
    const adminSees = async () => {
      const res = await t.request({ method: 'GET', url: `/api/match/${match.id}`, as: admin });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ broadcasted: boolean }>().broadcasted;
    };
    const adminListSees = async () => {
      const res = await t.request({
        method: 'GET',
        url: '/api/match',
        query: { searchText: match.headline, pageSize: '100' },
        as: admin,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res
        .json<{ folderMatches: { id: string; broadcasted: boolean }[] }>()
        .folderMatches.find((m) => m.id === match.id)?.broadcasted;
    };
    const moveNewcomer = async (status: 'accepted' | 'rejected' | 'pending', reason?: string) => {
      const res = await t.request({
        method: 'PUT',
        url: '/api/bar/update-status',
        payload: { barIds: [newcomer.barId], status, ...(reason ? { reason } : {}) },
        as: admin,
      });
      expect(res.statusCode, res.body).toBe(200);
    };

    // The newcomer's bar is pending: its switch is on for itself, stored, and counted nowhere else.
    expect((await send(newcomer, { matchId: match.id, status: true })).statusCode).toBe(200);
    expect(await broadcasts(newcomer.barId!, match.id)).toBe(1);
    expect(await shownAs(newcomer, match.id)).toBe(true);
    expect(await adminSees()).toBe(false);
    expect(await adminListSees()).toBe(false);

    await moveNewcomer('rejected', 'The address could not be verified.');
    expect(await broadcasts(newcomer.barId!, match.id)).toBe(1);
    expect(await adminSees()).toBe(false);

    await moveNewcomer('accepted');
    expect(await adminSees()).toBe(true);
    expect(await adminListSees()).toBe(true);

    await moveNewcomer('pending');
    expect((await send(newcomer, { matchId: match.id, status: false })).statusCode).toBe(200);
  });

  it('is idempotent: on twice keeps one row, off twice is fine', async () => {
    const match = k.byStatus('TIMED');
    expect((await send(newcomer, { matchId: match.id, status: true })).statusCode).toBe(200);
    expect((await send(newcomer, { matchId: match.id, status: true })).statusCode).toBe(200);
    expect(await broadcasts(newcomer.barId!, match.id)).toBe(1);
    expect((await send(newcomer, { matchId: match.id, status: false })).statusCode).toBe(200);
    expect((await send(newcomer, { matchId: match.id, status: false })).statusCode).toBe(200);
    expect(await broadcasts(newcomer.barId!, match.id)).toBe(0);
  });

  it('accepts live and postponed matches', async () => {
    for (const status of ['LIVE', 'HT', 'POSTP']) {
      const match = k.byStatus(status);
      const res = await send(owner, { matchId: match.id, status: true });
      expect(res.statusCode, status).toBe(200);
      expect(await broadcasts(owner.barId!, match.id)).toBe(1);
    }
  });

  it('refuses a match that is already over with a 400 and a message, both ways, writing nothing', async () => {
    for (const status of ['FT', 'AET', 'PEN', 'CANC']) {
      const match = k.byStatus(status);
      const before = await allBroadcasts();
      // A cancelled match can be switched off (decision 025), never on.
      for (const on of status === 'CANC' ? [true] : [true, false]) {
        const res = await send(owner, { matchId: match.id, status: on });
        expect(res.statusCode, status).toBe(400);
        expect(res.json()).toMatchObject({
          message: 'This match is already over and can no longer be broadcast',
          code: 'matches.OVER',
        });
      }
      expect(await allBroadcasts()).toBe(before);
    }
  });

  it('switches a cancelled match off for a bar that showed it (decision 025)', async () => {
    const match = k.byStatus('CANC');
    await t.db.insert(barBroadcasts).values({ barId: owner.barId!, matchId: match.id });
    const off = await send(owner, { matchId: match.id, status: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ broadcasted: false });
    expect(await broadcasts(owner.barId!, match.id)).toBe(0);
  });

  it('answers 404 for an unknown or trashed match', async () => {
    for (const matchId of ['00000000-0000-4000-8000-000000000000', k.trashed.id]) {
      const res = await send(owner, { matchId, status: true });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'This match does not exist' });
    }
    expect(await broadcasts(owner.barId!, k.trashed.id)).toBe(0);
  });

  it('is for owners only: staff and admins get 403, strangers 401, nothing written', async () => {
    const match = k.byStatus('SCHEDULED');
    const before = await allBroadcasts();
    for (const as of [staff, admin]) {
      const res = await send(as, { matchId: match.id, status: true });
      expect(res.statusCode).toBe(403);
    }
    expect((await send(undefined, { matchId: match.id, status: true })).statusCode).toBe(401);
    expect(await allBroadcasts()).toBe(before);
  });

  it('refuses a malformed body with a 400', async () => {
    const match = k.byStatus('SCHEDULED');
    const bodies = [
      {},
      { matchId: match.id },
      { matchId: match.id, status: 'yes' },
      { matchId: 'abc', status: true },
      { matchId: match.id, status: true, barId: newcomer.barId },
    ];
    for (const body of bodies) {
      const res = await send(owner, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await broadcasts(newcomer.barId!, match.id)).toBe(0);
  });
});
