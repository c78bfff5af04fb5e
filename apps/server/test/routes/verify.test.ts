import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { LoginRecord } from '@app/contract/auth';
import { NOT_A_PRIZE_CODE, NO_CODE } from '@app/contract/winners';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { insertChampionship, insertWinner } from '../helpers/winners-fixtures.ts';
import { championships, rateLimits, winners } from '../../src/db/schema/index.ts';
import { newWinnerCode } from '../../src/services/winners/winner-codes.ts';

describe('POST /api/challenge-winners/verify', () => {
  let t: TestApp;
  let staff: LoginRecord;
  let admin: LoginRecord;
  let owner: LoginRecord;
  let fixture: Awaited<ReturnType<typeof insertChampionship>>;

  const verify = (challengeWinnerId: unknown, as?: LoginRecord) =>
    t.request({ method: 'POST', url: '/api/challenge-winners/verify', payload: { challengeWinnerId }, as });
  const rowOf = async (id: string) => (await t.db.select().from(winners).where(eq(winners.id, id)))[0]!;
  const newWinner = (position = 1) => insertWinner(t.db, fixture.championship.id, fixture.prizes[0]!.id, position);

  beforeAll(async () => {
    t = await buildTestApp();
    [staff, admin, owner] = await Promise.all([
      t.signIn('staff@example.com'),
      t.signIn('admin@example.com'),
      t.signIn('owner@example.com'),
    ]);
    fixture = await insertChampionship(t.db, { name: 'Weekend Predictor', allTime: 60, prizes: ['Signed shirt'] });
  });
  afterAll(async () => {
    await t.close();
  });

  it("redeems a prize on the first scan by an owner: position and championship name, who, when and the owner's bar", async () => {
    const code = await newWinner(2);
    const before = Date.now();
    const res = await verify(code, owner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      challengeRanking: { position: 2, period: 'allTime', periodDate: null },
      challenge: { name: 'Weekend Predictor' },
      prize: { name: 'Signed shirt' },
      winner: { name: 'Ana Popescu' },
    });
    const row = await rowOf(code);
    expect(row.redeemedBy).toBe(owner.userId);
    expect(row.redeemedBarId).toBe(owner.barId);
    expect(row.redeemedAt!.getTime()).toBeGreaterThanOrEqual(before - 5_000);
  });

  it('redeems for staff and admins without a bar', async () => {
    for (const who of [staff, admin]) {
      const code = await newWinner();
      const res = await verify(code, who);
      expect(res.statusCode).toBe(200);
      const row = await rowOf(code);
      expect(row).toMatchObject({ redeemedBy: who.userId, redeemedBarId: null });
    }
  });

  it('accepts the code with surrounding whitespace (a pasted code)', async () => {
    const code = await newWinner();
    expect((await verify(`  ${code}\n`, staff)).statusCode).toBe(200);
  });

  it('answers a second scan with 400 saying when and where it was redeemed', async () => {
    const code = await newWinner();
    expect((await verify(code, owner)).statusCode).toBe(200);
    const redeemedAt = (await rowOf(code)).redeemedAt!;
    const again = await verify(code, staff);
    expect(again.statusCode).toBe(400);
    const hh = String(redeemedAt.getUTCHours()).padStart(2, '0');
    const mm = String(redeemedAt.getUTCMinutes()).padStart(2, '0');
    const day = `${redeemedAt.getUTCDate()} ${redeemedAt.toLocaleString('en-GB', { month: 'short', timeZone: 'UTC' })} ${redeemedAt.getUTCFullYear()}`;
    expect(again.json()).toMatchObject({
      code: 'winners.ALREADY_REDEEMED',
      message: `This prize was already redeemed on ${day}, ${hh}:${mm} UTC, at The Corner Flag (by Olivia Owner).`,
      // The console writes it in the reader's language and time zone, by code.
      messageCode: 'prizeAlreadyRedeemedAtBarBy',
      // The bar's zone: the console writes the time on the bar's clock, named.
      params: { at: redeemedAt.toISOString(), bar: 'The Corner Flag', by: 'Olivia Owner', zone: 'Europe/Bucharest' },
    });
    // The first redemption stands.
    expect(await rowOf(code)).toMatchObject({ redeemedBy: owner.userId, redeemedBarId: owner.barId });

    const byStaff = await newWinner();
    await verify(byStaff, staff);
    const staffAgain = await verify(byStaff, owner);
    expect(staffAgain.json<{ message: string }>().message).toMatch(
      /^This prize was already redeemed on .+ UTC, by Sam Staff\.$/,
    );
    expect(staffAgain.json()).toMatchObject({ messageCode: 'prizeAlreadyRedeemedBy', params: { by: 'Sam Staff' } });
  });

  it('answers an unknown code with 400', async () => {
    const res = await verify(newWinnerCode(), staff);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'winners.UNKNOWN_CODE',
      message: 'This QR code is not valid: no prize has this code.',
      messageCode: 'qrCodeUnknown',
      params: {},
    });
  });

  it('refuses malformed text with 400 before any database work, without counting it as a guess', async () => {
    const cases: [unknown, string][] = [
      ['hello world', NOT_A_PRIZE_CODE],
      ['https://example.com/some/link', NOT_A_PRIZE_CODE],
      ["' or 1=1 --", NOT_A_PRIZE_CODE],
      ['short', NOT_A_PRIZE_CODE],
      ['A'.repeat(500), NOT_A_PRIZE_CODE],
      ['', NO_CODE],
      ['   ', NO_CODE],
      [12345, NO_CODE],
      [null, NO_CODE],
    ];
    for (const [code, message] of cases) {
      const res = await verify(code, admin);
      expect(res.statusCode, String(code)).toBe(400);
      expect(res.json<{ message: string }>().message, String(code)).toBe(message);
      // A zod issue of the contract carries its code too.
      expect(res.json<{ messageCode: string }>().messageCode, String(code)).toBe(
        message === NO_CODE ? 'noCode' : 'notAPrizeCode',
      );
    }
    const missing = await t.request({ method: 'POST', url: '/api/challenge-winners/verify', payload: {}, as: admin });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ message: string }>().message).toBe(NO_CODE);
    const extra = await t.request({
      method: 'POST',
      url: '/api/challenge-winners/verify',
      payload: { challengeWinnerId: newWinnerCode(), redeemedBy: admin.userId },
      as: admin,
    });
    expect(extra.statusCode).toBe(400);
    const notJson = await t.request({
      method: 'POST',
      url: '/api/challenge-winners/verify',
      payload: '{nope',
      headers: { 'content-type': 'application/json' },
      as: admin,
    });
    expect(notJson.statusCode).toBe(400);
    expect(
      await t.db
        .select()
        .from(rateLimits)
        .where(eq(rateLimits.key, `qr-verify:account:${admin.userId}`)),
    ).toHaveLength(0);
  });

  it('answers 400 for a championship without QR code prizes, and leaves the prize unredeemed', async () => {
    const plain = await insertChampionship(t.db, { name: 'Office Pool', qrCodeEligible: false });
    const code = await insertWinner(t.db, plain.championship.id, plain.prizes[0]!.id);
    const res = await verify(code, owner);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'winners.NOT_QR_ELIGIBLE',
      message: 'This championship does not give prizes by QR code.',
    });
    expect((await rowOf(code)).redeemedAt).toBeNull();

    // A championship whose QR prizes were switched off after the award.
    const code2 = await newWinner();
    await t.db
      .update(championships)
      .set({ qrCodeEligible: false })
      .where(eq(championships.id, fixture.championship.id));
    const off = await verify(code2, owner);
    await t.db.update(championships).set({ qrCodeEligible: true }).where(eq(championships.id, fixture.championship.id));
    expect(off.statusCode).toBe(400);
    expect((await rowOf(code2)).redeemedAt).toBeNull();
  });

  it('of 50 concurrent scans of one code, exactly one succeeds', async () => {
    const code = await newWinner(7);
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => verify(code, [owner, staff, admin][i % 3])));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 400)).toHaveLength(49);
    for (const a of answers.filter((x) => x.statusCode === 400)) {
      expect(a.json()).toMatchObject({ code: 'winners.ALREADY_REDEEMED' });
    }
    const winnerIndex = statuses.indexOf(200);
    const row = await rowOf(code);
    expect(row.redeemedBy).toBe([owner, staff, admin][winnerIndex % 3]!.userId);
  });

  it('needs a signed-in user', async () => {
    const code = await newWinner();
    const res = await verify(code);
    expect(res.statusCode).toBe(401);
    expect((await rowOf(code)).redeemedAt).toBeNull();
  });

  it('throttles repeated wrong codes per account with 429, and other accounts still scan', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await verify(newWinnerCode(), admin);
      expect(res.statusCode).toBe(400);
    }
    const valid = await newWinner();
    const blocked = await verify(valid, admin);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json<{ message: string }>().message).toMatch(
      /^Too many invalid QR codes\. Try again in \d+ minutes\.$/,
    );
    expect(blocked.headers['retry-after']).toBeDefined();
    expect((await rowOf(valid)).redeemedAt).toBeNull();
    expect((await verify(valid, staff)).statusCode).toBe(200);
  });
});
