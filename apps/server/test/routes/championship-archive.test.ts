import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { LoginRecord } from '@app/contract/auth';
import type { ChampionshipListItem } from '@app/contract/championships';
import type { WinnersList } from '@app/contract/winners';
import { championships, prizes, winners } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { insertChampionship, insertWinner } from '../helpers/winners-fixtures.ts';

/** Decision 017: a prize handed out is a promise; championships with winners are archived, not wiped. */
describe('championships: archive instead of wiping (DELETE, ?archived=true, restore, publish)', () => {
  let t: TestApp;
  let staff: LoginRecord;
  let owner: LoginRecord;

  beforeAll(async () => {
    t = await buildTestApp();
    [staff, owner] = await Promise.all([t.signIn('staff@example.com'), t.signIn('owner@example.com')]);
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (method: 'DELETE' | 'POST' | 'GET', url: string, payload?: object, as: LoginRecord = staff) =>
    t.request({ method, url: `/api${url}`, as, ...(payload ? { payload } : {}) });
  const remove = (id: string) => call('DELETE', '/challenges/official-championship', { challengeId: id });
  const list = async (archived?: boolean) =>
    (await call('GET', `/challenges/bar-championships${archived === undefined ? '' : `?archived=${archived}`}`)).json<
      ChampionshipListItem[]
    >();
  const row = async (id: string) => (await t.db.select().from(championships).where(eq(championships.id, id)))[0];
  const verify = (code: string) => call('POST', '/challenge-winners/verify', { challengeWinnerId: code }, owner);

  /** A published championship with three winners, one of whose prizes was already handed over. */
  async function withWinners() {
    const f = await insertChampionship(t.db, { allTime: 5, prizes: ['Signed ball'] });
    await t.db.update(championships).set({ published: true }).where(eq(championships.id, f.championship.id));
    const codes = [
      await insertWinner(t.db, f.championship.id, f.prizes[0]!.id, 1),
      await insertWinner(t.db, f.championship.id, f.prizes[0]!.id, 2),
      await insertWinner(t.db, f.championship.id, f.prizes[0]!.id, 3),
    ];
    expect((await verify(codes[0]!)).statusCode).toBe(200);
    return { id: f.championship.id, prizeId: f.prizes[0]!.id, codes };
  }

  it('the list says what a championship holds: winners and prizes already redeemed', async () => {
    const { id } = await withWinners();
    expect((await list()).find((c) => c._id === id)).toMatchObject({ winners: 3, redeemed: 1, archivedAt: null });
  });

  it('Delete on a championship with winners archives it: kept whole, unpublished, out of the list, in the archive', async () => {
    const { id } = await withWinners();
    const res = await remove(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: 'Official championship archived: it has winners, so their prizes stay valid.',
      outcome: 'archived',
    });

    const kept = await row(id);
    expect(kept?.archivedAt).toBeInstanceOf(Date);
    expect(kept?.published).toBe(false);
    expect(await t.db.select().from(winners).where(eq(winners.championshipId, id))).toHaveLength(3);
    expect(await t.db.select().from(prizes).where(eq(prizes.championshipId, id))).toHaveLength(1);

    expect((await list()).map((c) => c._id)).not.toContain(id);
    expect((await list(false)).map((c) => c._id)).not.toContain(id);
    const archived = await list(true);
    expect(archived.find((c) => c._id === id)).toMatchObject({ winners: 3, redeemed: 1, published: false });
    expect(archived.every((c) => c.archivedAt !== null)).toBe(true);

    // The detail still opens (the editor shows it, read as archived).
    const detail = await call('GET', `/challenges/bar-championship-details?challengeId=${id}`);
    expect(detail.json<ChampionshipListItem>().archivedAt).not.toBeNull();
  });

  it("an archived championship's winner code still verifies exactly once, and the history stays", async () => {
    const { id, codes } = await withWinners();
    await remove(id);
    const first = await verify(codes[1]!);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ challengeRanking: { position: 2 } });
    const second = await verify(codes[1]!);
    expect(second.statusCode).toBe(400);
    expect(second.json()).toMatchObject({ code: 'winners.ALREADY_REDEEMED' });
    const history = (await call('GET', `/challenge-winners?challengeId=${id}`)).json<WinnersList>();
    expect(
      history.winners
        .filter((w) => w.redeemedAt !== null)
        .map((w) => w.position)
        .sort(),
    ).toEqual([1, 2]);
  });

  it('cannot be published while archived (400), nor get new winners; unpublishing is harmless', async () => {
    const { id, prizeId } = await withWinners();
    await remove(id);
    const on = await call('POST', '/challenges/publish-official-championship', { challengeId: id, publish: true });
    expect(on.statusCode).toBe(400);
    expect(on.json()).toMatchObject({
      message: 'An archived championship cannot be published; restore it first.',
      code: 'championships.ARCHIVED',
    });
    expect((await row(id))?.published).toBe(false);
    expect(
      (await call('POST', '/challenges/publish-official-championship', { challengeId: id, publish: false })).statusCode,
    ).toBe(200);

    const award = await call('POST', '/challenge-winners', {
      challengeId: id,
      prizeId,
      period: 'allTime',
      position: 4,
      name: 'Late Winner',
      email: 'late@example.net',
    });
    expect(award.statusCode).toBe(400);
    expect(award.json()).toMatchObject({ code: 'championships.ARCHIVED' });
    expect(await t.db.select().from(winners).where(eq(winners.championshipId, id))).toHaveLength(3);
  });

  it('refuses to delete for good while winners exist: 409, everything kept', async () => {
    const { id } = await withWinners();
    await remove(id);
    const again = await remove(id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'championships.HAS_WINNERS' });
    expect(await row(id)).toBeDefined();
    expect(await t.db.select().from(winners).where(eq(winners.championshipId, id))).toHaveLength(3);
  });

  it('Restore brings it back to the list (unpublished), and it can be published again', async () => {
    const { id } = await withWinners();
    await remove(id);
    const res = await call('POST', '/challenges/restore-official-championship', { challengeId: id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ChampionshipListItem>()).toMatchObject({ _id: id, archivedAt: null, published: false });
    expect((await list()).map((c) => c._id)).toContain(id);
    expect((await list(true)).map((c) => c._id)).not.toContain(id);
    expect(
      (await call('POST', '/challenges/publish-official-championship', { challengeId: id, publish: true })).statusCode,
    ).toBe(200);
  });

  it('an archived championship whose winners were all removed can then be deleted for good', async () => {
    const f = await insertChampionship(t.db, { allTime: 2 });
    const code = await insertWinner(t.db, f.championship.id, f.prizes[0]!.id, 1);
    expect((await remove(f.championship.id)).json()).toMatchObject({ outcome: 'archived' });
    expect((await call('DELETE', `/challenge-winners/${code}`)).statusCode).toBe(200);
    const res = await remove(f.championship.id);
    expect(res.json()).toMatchObject({ outcome: 'deleted' });
    expect(await row(f.championship.id)).toBeUndefined();
  });

  it('answers 400 for a bad archived filter, 404 for an unknown championship, 403 for owners', async () => {
    expect((await call('GET', '/challenges/bar-championships?archived=maybe')).statusCode).toBe(400);
    expect((await call('GET', '/challenges/bar-championships?archived=true&x=1')).statusCode).toBe(400);
    expect(
      (await call('POST', '/challenges/restore-official-championship', { challengeId: crypto.randomUUID() }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('POST', '/challenges/restore-official-championship', { challengeId: crypto.randomUUID() }, owner))
        .statusCode,
    ).toBe(403);
    expect((await call('GET', '/challenges/bar-championships?archived=true', undefined, owner)).statusCode).toBe(403);
  });
});
