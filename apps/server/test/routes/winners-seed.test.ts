import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { LoginRecord } from '@app/contract/auth';
import type { QrChampionships, WinnersList } from '@app/contract/winners';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { insertChampionship } from '../helpers/winners-fixtures.ts';
import { winners } from '../../src/db/schema/index.ts';
import { seedAccounts } from '../../src/seed/seed-accounts.ts';
import { seedWinners } from '../../src/seed/seed-winners.ts';
import { createRandom } from '../../src/seed/random.ts';

describe('demo winners', () => {
  it('every QR-eligible demo championship with prizes has winners, some redeemed, all verifiable once', async () => {
    const t = await buildTestApp();
    try {
      const staff = await t.signIn('staff@example.com');
      const { championships } = (
        await t.request({ method: 'GET', url: '/api/challenge-winners/championships', as: staff })
      ).json<QrChampionships>();
      for (const c of championships) {
        const list = (
          await t.request({ method: 'GET', url: `/api/challenge-winners?challengeId=${c.id}`, as: staff })
        ).json<WinnersList>();
        if (list.prizes.length === 0) continue;
        expect(c.winners, c.name).toBeGreaterThan(0);
        expect(c.redeemed, c.name).toBeGreaterThan(0);
        expect(c.redeemed, c.name).toBeLessThan(c.winners);
        const waiting = list.winners.find((w) => !w.redeemedAt);
        const verified = await t.request({
          method: 'POST',
          url: '/api/challenge-winners/verify',
          payload: { challengeWinnerId: waiting!.id },
          as: staff,
        });
        expect(verified.statusCode).toBe(200);
      }
    } finally {
      await t.close();
    }
  });

  describe('seedWinners', () => {
    let t: TestApp;
    let accounts: Awaited<ReturnType<typeof seedAccounts>>;
    let owner: LoginRecord;
    const now = new Date('2026-03-12T15:00:00Z');

    beforeAll(async () => {
      t = await buildTestApp({ seed: false });
      accounts = await seedAccounts(t.db, 'Demo-Passw0rd');
      owner = await t.signIn('owner@example.com');
    });
    afterAll(async () => {
      await t.close();
    });

    it('does nothing without QR-eligible championships', async () => {
      await insertChampionship(t.db, { qrCodeEligible: false, allTime: 3 });
      await seedWinners({
        db: t.db,
        now,
        random: createRandom(1),
        users: accounts.users,
        ownerBarId: accounts.ownerBarId,
      });
      expect(await t.db.select().from(winners)).toHaveLength(0);
    });

    it('gives QR-eligible championships winners within their prize counts, some redeemed by the owner at their bar', async () => {
      const qr = await insertChampionship(t.db, {
        daily: 2,
        weekly: 1,
        allTime: 3,
        prizes: ['Shirt', 'Ball', 'Scarf'],
      });
      const noPrizes = await insertChampionship(t.db, { allTime: 1, prizes: [] });
      await seedWinners({
        db: t.db,
        now,
        random: createRandom(7),
        users: accounts.users,
        ownerBarId: accounts.ownerBarId,
      });
      const rows = await t.db.select().from(winners).where(eq(winners.championshipId, qr.championship.id));
      expect(rows.filter((r) => r.period === 'daily')).toHaveLength(6);
      expect(rows.filter((r) => r.period === 'weekly')).toEqual([
        expect.objectContaining({ position: 1, periodDate: '2026-03-02' }),
      ]);
      expect(
        rows
          .filter((r) => r.period === 'allTime')
          .map((r) => r.position)
          .sort(),
      ).toEqual([1, 2, 3]);
      const perPeriod = new Set(rows.map((r) => `${r.period}:${r.periodDate}:${r.position}`));
      expect(perPeriod.size).toBe(rows.length);
      for (const r of rows) expect(r.id).toMatch(/^[A-Za-z0-9_-]{24}$/);
      const redeemed = rows.filter((r) => r.redeemedAt);
      expect(redeemed.length).toBeGreaterThan(0);
      expect(redeemed.length).toBeLessThan(rows.length);
      for (const r of redeemed) {
        expect(r.redeemedAt!.getTime()).toBeLessThan(now.getTime());
        expect(r.redeemedAt!.getTime()).toBeGreaterThan(r.createdAt.getTime());
        // Redeemed by the demo owner: at the owner's bar; by anyone else: no bar of theirs.
        expect(r.redeemedBarId).toBe(r.redeemedBy === accounts.users.owner ? accounts.ownerBarId : null);
      }
      expect(
        await t.db.select().from(winners).where(eq(winners.championshipId, noPrizes.championship.id)),
      ).toHaveLength(0);

      const again = await t.request({
        method: 'POST',
        url: '/api/challenge-winners/verify',
        payload: { challengeWinnerId: redeemed[0]!.id },
        as: owner,
      });
      expect(again.statusCode).toBe(400);
      expect(again.json<{ message: string }>().message).toContain('already redeemed');
    });
  });
});
