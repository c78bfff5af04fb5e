import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import jsQRModule from 'jsqr';
import type { LoginRecord } from '@app/contract/auth';
import type { QrChampionships, Winner, WinnersList } from '@app/contract/winners';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { insertChampionship } from '../helpers/winners-fixtures.ts';
import { winners } from '../../src/db/schema/index.ts';

type Fixture = Awaited<ReturnType<typeof insertChampionship>>;
// jsqr is CommonJS: under NodeNext its default import is module.exports, which carries the function as .default.
const jsQR = jsQRModule.default;

describe('winners: award, list, QR, mail, remove', () => {
  let t: TestApp;
  let staff: LoginRecord;
  let admin: LoginRecord;
  let owner: LoginRecord;
  let qr: Fixture;
  let noQr: Fixture;

  const award = (body: Record<string, unknown>, as: LoginRecord = staff) =>
    t.request({ method: 'POST', url: '/api/challenge-winners', payload: body, as });
  const base = () => ({
    challengeId: qr.championship.id,
    prizeId: qr.prizes[0]!.id,
    name: 'Maria Ionescu',
    email: 'Maria@Example.net',
  });
  const rowsOf = (championshipId: string) =>
    t.db.select().from(winners).where(eq(winners.championshipId, championshipId));

  beforeAll(async () => {
    t = await buildTestApp();
    [staff, admin, owner] = await Promise.all([
      t.signIn('staff@example.com'),
      t.signIn('admin@example.com'),
      t.signIn('owner@example.com'),
    ]);
    qr = await insertChampionship(t.db, {
      name: 'Derby Predictor',
      daily: 2,
      weekly: 1,
      allTime: 2,
      prizes: ['Signed shirt', 'Two tickets'],
      deletedPrizes: ['Old scarf'],
      // Its days run from 3 Mar to 31 May 2026 (a Tuesday to a Sunday).
      matchDays: ['2026-03-03', '2026-04-01', '2026-05-31'],
    });
    noQr = await insertChampionship(t.db, { name: 'Friendly Cup', qrCodeEligible: false, allTime: 3, prizes: ['Mug'] });
  });
  afterAll(async () => {
    await t.close();
  });

  it('awards an all-time prize: 201, a random 144-bit code, stored with who recorded it', async () => {
    const res = await award({ ...base(), period: 'allTime', position: 1 });
    expect(res.statusCode).toBe(201);
    const winner = res.json<Winner>();
    expect(winner).toMatchObject({
      challengeId: qr.championship.id,
      prize: { id: qr.prizes[0]!.id, name: 'Signed shirt' },
      period: 'allTime',
      periodDate: null,
      position: 1,
      name: 'Maria Ionescu',
      email: 'maria@example.net',
      redeemedAt: null,
      redeemedBy: null,
      redeemedBar: null,
      emailedAt: null,
    });
    expect(winner.id).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const [row] = await t.db.select().from(winners).where(eq(winners.id, winner.id));
    expect(row).toMatchObject({ position: 1, period: 'allTime', createdBy: staff.userId, redeemedAt: null });
  });

  it('gives every winner a different, non-sequential code', async () => {
    const other = await insertChampionship(t.db, { allTime: 5 });
    const ids: string[] = [];
    for (const position of [1, 2, 3, 4, 5]) {
      const res = await award(
        {
          challengeId: other.championship.id,
          prizeId: other.prizes[0]!.id,
          name: `W${position}`,
          email: `w${position}@example.net`,
          period: 'allTime',
          position,
        },
        admin,
      );
      expect(res.statusCode).toBe(201);
      ids.push(res.json<Winner>().id);
    }
    expect(new Set(ids).size).toBe(5);
    // No shared prefix beyond chance: the codes are not a counter.
    const prefixes = new Set(ids.map((id) => id.slice(0, 6)));
    expect(prefixes.size).toBe(5);
  });

  it("keeps positions within the championship's all-time prize count, once each", async () => {
    const tooFar = await award({ ...base(), period: 'allTime', position: 3 });
    expect(tooFar.statusCode).toBe(400);
    expect(tooFar.json()).toMatchObject({
      message: 'Position must be between 1 and 2: this championship gives 2 all-time prizes',
    });
    const taken = await award({ ...base(), period: 'allTime', position: 1 });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({ message: 'Position 1 of the all-time prizes is already awarded' });
    expect((await award({ ...base(), prizeId: qr.prizes[1]!.id, period: 'allTime', position: 2 })).statusCode).toBe(
      201,
    );
    const full = await award({ ...base(), period: 'allTime', position: 1 });
    expect(full.statusCode).toBe(400);
    expect(full.json()).toMatchObject({ message: 'All 2 of the all-time prizes are already awarded' });
    expect((await rowsOf(qr.championship.id)).filter((r) => r.period === 'allTime')).toHaveLength(2);
  });

  it('counts daily prizes per day', async () => {
    expect((await award({ ...base(), period: 'daily', periodDate: '2026-03-10', position: 1 })).statusCode).toBe(201);
    expect((await award({ ...base(), period: 'daily', periodDate: '2026-03-10', position: 2 })).statusCode).toBe(201);
    const full = await award({ ...base(), period: 'daily', periodDate: '2026-03-10', position: 1 });
    expect(full.statusCode).toBe(400);
    expect(full.json()).toMatchObject({ message: 'All 2 of the daily prizes of 10 Mar 2026 are already awarded' });
    const nextDay = await award({ ...base(), period: 'daily', periodDate: '2026-03-11', position: 1 });
    expect(nextDay.statusCode).toBe(201);
    expect(nextDay.json<Winner>().periodDate).toBe('2026-03-11');
  });

  it("counts weekly prizes per week, kept under the week's Monday", async () => {
    const tuesday = await award({ ...base(), period: 'weekly', periodDate: '2026-03-10', position: 1 });
    expect(tuesday.statusCode).toBe(201);
    expect(tuesday.json<Winner>().periodDate).toBe('2026-03-09');
    const sunday = await award({ ...base(), period: 'weekly', periodDate: '2026-03-15', position: 1 });
    expect(sunday.statusCode).toBe(400);
    expect(sunday.json()).toMatchObject({
      message: 'All 1 of the weekly prizes of the week of 9 Mar 2026 are already awarded',
    });
    expect((await award({ ...base(), period: 'weekly', periodDate: '2026-03-16', position: 1 })).statusCode).toBe(201);
  });

  it('needs the day for daily and weekly prizes', async () => {
    const res = await award({ ...base(), period: 'daily', position: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Choose the day of the prize' });
    const bad = await award({ ...base(), period: 'daily', periodDate: '2026-02-30', position: 1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'This date does not exist' });
  });

  it("awards daily and weekly prizes only for the championship's days, and writes nothing otherwise", async () => {
    const before = await award({ ...base(), period: 'daily', periodDate: '2026-03-02', position: 1 });
    expect(before.statusCode).toBe(400);
    expect(before.json()).toMatchObject({
      code: 'awardDayOutsideChampionship',
      message: 'Choose a day of the championship, from 2026-03-03 to 2026-05-31',
    });
    const after = await award({ ...base(), period: 'daily', periodDate: '2026-06-01', position: 1 });
    expect(after.json()).toMatchObject({ code: 'awardDayOutsideChampionship' });
    // A week counts when one of its days is a championship day: the week of Mon 2 Mar has Tue 3 Mar.
    expect((await award({ ...base(), period: 'daily', periodDate: '2026-05-31', position: 1 })).statusCode).toBe(201);
    const firstWeek = await award({ ...base(), period: 'weekly', periodDate: '2026-03-02', position: 1 });
    expect(firstWeek.statusCode).toBe(201);
    expect(firstWeek.json<Winner>().periodDate).toBe('2026-03-02');
    const weekAfter = await award({ ...base(), period: 'weekly', periodDate: '2026-06-02', position: 1 });
    expect(weekAfter.statusCode).toBe(400);
    expect(weekAfter.json()).toMatchObject({ code: 'awardDayOutsideChampionship' });
    expect(
      (await rowsOf(qr.championship.id)).filter((r) => r.periodDate === '2026-03-02' && r.period === 'daily'),
    ).toHaveLength(0);
    expect((await rowsOf(qr.championship.id)).filter((r) => (r.periodDate ?? '') >= '2026-06-01')).toHaveLength(0);
  });

  it('refuses daily and weekly prizes of a championship without matches, but not its all-time prizes', async () => {
    const empty = await insertChampionship(t.db, { daily: 1, weekly: 1, allTime: 1 });
    const body = {
      challengeId: empty.championship.id,
      prizeId: empty.prizes[0]!.id,
      name: 'X',
      email: 'x@example.net',
      position: 1,
    };
    for (const period of ['daily', 'weekly'] as const) {
      const res = await award({ ...body, period, periodDate: '2026-03-10' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'awardNoMatchDays',
        message: 'This championship has no matches yet, so it has no days for daily or weekly prizes',
      });
    }
    expect(await rowsOf(empty.championship.id)).toHaveLength(0);
    expect((await award({ ...body, period: 'allTime' })).statusCode).toBe(201);
    const list = (
      await t.request({ method: 'GET', url: `/api/challenge-winners?challengeId=${empty.championship.id}`, as: staff })
    ).json<WinnersList>();
    expect(list.championship.matchDays).toBeNull();
  });

  it('refuses a period the championship gives no prizes for', async () => {
    const other = await insertChampionship(t.db, { daily: 0, allTime: 1 });
    const res = await award({
      challengeId: other.championship.id,
      prizeId: other.prizes[0]!.id,
      name: 'X',
      email: 'x@example.net',
      period: 'daily',
      periodDate: '2026-03-10',
      position: 1,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'This championship gives no daily prizes' });
  });

  it('refuses a championship without QR code prizes, and writes nothing', async () => {
    const res = await award({
      challengeId: noQr.championship.id,
      prizeId: noQr.prizes[0]!.id,
      name: 'X',
      email: 'x@example.net',
      period: 'allTime',
      position: 1,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'winners.NOT_QR_ELIGIBLE',
      message: expect.stringContaining('does not give QR code prizes') as string,
    });
    expect(await rowsOf(noQr.championship.id)).toHaveLength(0);
  });

  it('refuses a prize of another championship, a deleted prize and an unknown championship', async () => {
    const foreign = await award({
      ...base(),
      prizeId: noQr.prizes[0]!.id,
      period: 'daily',
      periodDate: '2026-04-01',
      position: 1,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ message: 'This prize does not belong to this championship' });
    const deleted = await award({
      ...base(),
      prizeId: qr.deletedPrizes[0]!.id,
      period: 'daily',
      periodDate: '2026-04-01',
      position: 1,
    });
    expect(deleted.statusCode).toBe(400);
    expect(deleted.json()).toMatchObject({ message: 'This prize was deleted from the championship' });
    const unknown = await award({
      ...base(),
      challengeId: '00000000-0000-4000-8000-000000000000',
      period: 'allTime',
      position: 1,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'This championship does not exist' });
    expect((await rowsOf(qr.championship.id)).filter((r) => r.periodDate === '2026-04-01')).toHaveLength(0);
  });

  it('validates the input: unknown fields, email, name, position', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base(), period: 'allTime', position: 1, redeemedAt: '2026-01-01' }, 'Unrecognized key: "redeemedAt"'],
      [{ ...base(), period: 'allTime', position: 1, email: 'not-an-email' }, 'Email is not valid'],
      [{ ...base(), period: 'allTime', position: 1, name: '  ' }, 'Winner name should not be empty'],
      [{ ...base(), period: 'allTime', position: 0 }, 'Position must be 1 or more'],
      [{ ...base(), period: 'monthly', position: 1 }, 'Invalid option: expected one of "daily"|"weekly"|"allTime"'],
      [{ ...base(), challengeId: 'nope', period: 'allTime', position: 1 }, 'Invalid id'],
    ];
    for (const [body, message] of cases) {
      const res = await award(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<{ message: string }>().message).toBe(message);
    }
  });

  it("lists a championship's winners with its prize counts and awardable prizes", async () => {
    const res = await t.request({
      method: 'GET',
      url: `/api/challenge-winners?challengeId=${qr.championship.id}`,
      as: admin,
    });
    expect(res.statusCode).toBe(200);
    const list = res.json<WinnersList>();
    expect(list.championship).toEqual({
      id: qr.championship.id,
      name: 'Derby Predictor',
      qrCodeEligible: true,
      prizeTypesCounts: { daily: 2, weekly: 1, allTime: 2 },
      matchDays: { first: '2026-03-03', last: '2026-05-31' },
    });
    expect(list.prizes.map((p) => p.name)).toEqual(['Signed shirt', 'Two tickets']);
    expect(list.winners.map((w) => `${w.period}:${w.periodDate ?? '-'}:${w.position}`)).toEqual([
      'allTime:-:1',
      'allTime:-:2',
      'weekly:2026-03-16:1',
      'weekly:2026-03-09:1',
      'weekly:2026-03-02:1',
      'daily:2026-05-31:1',
      'daily:2026-03-11:1',
      'daily:2026-03-10:1',
      'daily:2026-03-10:2',
    ]);
    const unknown = await t.request({
      method: 'GET',
      url: '/api/challenge-winners?challengeId=00000000-0000-4000-8000-000000000000',
      as: admin,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('lists the championships that give QR code prizes, with their counts', async () => {
    const res = await t.request({ method: 'GET', url: '/api/challenge-winners/championships', as: staff });
    expect(res.statusCode).toBe(200);
    const { championships } = res.json<QrChampionships>();
    expect(championships.find((c) => c.id === qr.championship.id)).toEqual({
      id: qr.championship.id,
      name: 'Derby Predictor',
      winners: 9,
      redeemed: 0,
    });
    expect(championships.some((c) => c.id === noQr.championship.id)).toBe(false);
  });

  it("serves the QR code as a PNG whose text is the winner's signed code", async () => {
    const winner = (await award({ ...base(), period: 'daily', periodDate: '2026-05-01', position: 1 })).json<Winner>();
    const res = await t.request({ method: 'GET', url: `/api/challenge-winners/${winner.id}/qr.png`, as: staff });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    const { data, info } = await sharp(res.rawPayload).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const decoded = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height);
    const [row] = await t.db.select().from(winners).where(eq(winners.id, winner.id));
    expect(row!.signedCode).toMatch(new RegExp(`^${winner.id}\\.\\d+\\.[A-Za-z0-9_-]{86}$`));
    expect(decoded?.data).toBe(row!.signedCode);
    const missing = await t.request({
      method: 'GET',
      url: `/api/challenge-winners/${'A'.repeat(24)}/qr.png`,
      as: staff,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('mails the winner the QR code (outbox without SMTP) and records when', async () => {
    const winner = (
      await award({
        ...base(),
        name: 'Tom Brown',
        email: 'tom.brown@example.net',
        period: 'daily',
        periodDate: '2026-05-02',
        position: 1,
      })
    ).json<Winner>();
    const res = await t.request({ method: 'POST', url: `/api/challenge-winners/${winner.id}/send`, as: staff });
    expect(res.statusCode).toBe(200);
    expect(res.json<Winner>().emailedAt).not.toBeNull();
    const mail = (await t.outbox()).find((m) => m.to === 'tom.brown@example.net');
    expect(mail).toMatchObject({ subject: 'Your prize in Derby Predictor', attachments: ['prize-qr-code.png'] });
    expect(mail!.text).toContain('you won 1st place in Derby Predictor (the daily prizes of 2 May 2026)');
    expect(mail!.text).toContain(winner.id);
    const eml = await readFile(path.join(t.outboxDir, `${mail!.id}.eml`), 'utf8');
    expect(eml).toContain('Content-Type: image/png');
    expect(eml).toContain('cid:prize-qr');
    const [row] = await t.db.select().from(winners).where(eq(winners.id, winner.id));
    expect(row!.emailedAt).toBeInstanceOf(Date);
  });

  it("writes the winner's mail in the language of the person who sends it (a winner has no account)", async () => {
    const winner = (
      await award({
        ...base(),
        name: 'Jeanne Dupont',
        email: 'jeanne.dupont@example.net',
        period: 'daily',
        periodDate: '2026-05-13',
        position: 1,
      })
    ).json<Winner>();
    expect(
      (await t.request({ method: 'PATCH', url: '/api/authentication/me', payload: { language: 'fr' }, as: staff }))
        .statusCode,
    ).toBe(200);
    try {
      expect(
        (await t.request({ method: 'POST', url: `/api/challenge-winners/${winner.id}/send`, as: staff })).statusCode,
      ).toBe(200);
    } finally {
      await t.request({ method: 'PATCH', url: '/api/authentication/me', payload: { language: 'en' }, as: staff });
    }
    const mail = (await t.outbox()).find((m) => m.to === 'jeanne.dupont@example.net');
    expect(mail?.subject).toBe('Votre lot dans Derby Predictor');
    expect(mail?.text).toContain('Bonjour Jeanne Dupont,');
    expect(mail?.text).toContain(
      'Félicitations : vous avez gagné la 1e place dans Derby Predictor (les lots du jour du 13 mai 2026).',
    );
  });

  it('removes a waiting winner, but never a redeemed one', async () => {
    const waiting = (await award({ ...base(), period: 'daily', periodDate: '2026-05-03', position: 1 })).json<Winner>();
    const redeemed = (
      await award({ ...base(), period: 'daily', periodDate: '2026-05-03', position: 2 })
    ).json<Winner>();
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/challenge-winners/verify',
          payload: { challengeWinnerId: redeemed.id },
          as: owner,
        })
      ).statusCode,
    ).toBe(200);

    const removed = await t.request({ method: 'DELETE', url: `/api/challenge-winners/${waiting.id}`, as: staff });
    expect(removed.statusCode).toBe(200);
    expect(await t.db.select().from(winners).where(eq(winners.id, waiting.id))).toHaveLength(0);
    const kept = await t.request({ method: 'DELETE', url: `/api/challenge-winners/${redeemed.id}`, as: staff });
    expect(kept.statusCode).toBe(400);
    expect(kept.json()).toMatchObject({ message: 'This prize was already redeemed and cannot be removed' });
    expect(await t.db.select().from(winners).where(eq(winners.id, redeemed.id))).toHaveLength(1);
    const resend = await t.request({ method: 'POST', url: `/api/challenge-winners/${redeemed.id}/send`, as: staff });
    expect(resend.statusCode).toBe(400);

    // The list shows who redeemed it, where.
    const list = (
      await t.request({ method: 'GET', url: `/api/challenge-winners?challengeId=${qr.championship.id}`, as: staff })
    ).json<WinnersList>();
    expect(list.winners.find((w) => w.id === redeemed.id)).toMatchObject({
      redeemedBy: { id: owner.userId, nickname: 'Olivia Owner', email: 'owner@example.com' },
      redeemedBar: { id: owner.barId, name: 'The Corner Flag' },
    });
  });

  it('lets only staff and admins manage winners', async () => {
    const winner = (await award({ ...base(), period: 'daily', periodDate: '2026-05-04', position: 1 })).json<Winner>();
    const calls = [
      { method: 'GET' as const, url: `/api/challenge-winners?challengeId=${qr.championship.id}` },
      { method: 'GET' as const, url: '/api/challenge-winners/championships' },
      {
        method: 'POST' as const,
        url: '/api/challenge-winners',
        payload: { ...base(), period: 'daily', periodDate: '2026-05-04', position: 2 },
      },
      { method: 'GET' as const, url: `/api/challenge-winners/${winner.id}/qr.png` },
      { method: 'POST' as const, url: `/api/challenge-winners/${winner.id}/send` },
      { method: 'DELETE' as const, url: `/api/challenge-winners/${winner.id}` },
    ];
    for (const call of calls) {
      const asOwner = await t.request({ ...call, as: owner });
      expect(asOwner.statusCode, `${call.method} ${call.url}`).toBe(403);
      const anonymous = await t.request(call);
      expect(anonymous.statusCode, `${call.method} ${call.url}`).toBe(401);
    }
    const rows = await t.db.select().from(winners).where(eq(winners.id, winner.id));
    expect(rows[0]).toMatchObject({ emailedAt: null });
    expect((await rowsOf(qr.championship.id)).filter((r) => r.periodDate === '2026-05-04')).toHaveLength(1);
  });
});
