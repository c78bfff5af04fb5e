import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { LoginRecord } from '@app/contract/auth';
import type { NoticesAnswer } from '@app/contract/notices';
import type { VerifyQueuedAnswer, Winner } from '@app/contract/winners';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { insertChampionship, insertWinner } from '../helpers/winners-fixtures.ts';
import { inviteToTeam } from '../helpers/team-fixtures.ts';
import { notices, winners } from '../../src/db/schema/index.ts';

/** Signed prize codes and the scans a scanner page queued offline (decision 096). */
describe('signed prize codes and queued scans', () => {
  let t: TestApp;
  let staff: LoginRecord;
  let owner: LoginRecord;
  let manager: LoginRecord;
  let scanner: LoginRecord;
  let fixture: Awaited<ReturnType<typeof insertChampionship>>;

  const verify = (challengeWinnerId: string, as: LoginRecord) =>
    t.request({ method: 'POST', url: '/api/challenge-winners/verify', payload: { challengeWinnerId }, as });
  const sendQueue = (scans: { idempotencyKey: string; code: string; scannedAt?: string }[], as: LoginRecord) =>
    t.request({
      method: 'POST',
      url: '/api/challenge-winners/verify-queued',
      payload: { scans: scans.map((s) => ({ scannedAt: new Date().toISOString(), ...s })) },
      as,
    });
  const rowOf = async (id: string) => (await t.db.select().from(winners).where(eq(winners.id, id)))[0]!;
  /** A winner awarded through the API, as staff do: the signed code it was issued. */
  const awardSigned = async (position: number) => {
    const res = await t.request({
      method: 'POST',
      url: '/api/challenge-winners',
      payload: {
        challengeId: fixture.championship.id,
        prizeId: fixture.prizes[0]!.id,
        period: 'allTime',
        position,
        name: 'Ana Popescu',
        email: 'ana@example.net',
      },
      as: staff,
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json<Winner>();
    return { id, code: (await rowOf(id)).signedCode! };
  };
  let position = 0;
  const nextSigned = () => awardSigned(++position);

  beforeAll(async () => {
    t = await buildTestApp();
    [staff, owner] = await Promise.all([t.signIn('staff@example.com'), t.signIn('owner@example.com')]);
    fixture = await insertChampionship(t.db, { name: 'Offline Cup', allTime: 200, prizes: ['Scarf'] });
    manager = await inviteToTeam(t, owner, 'manager-offline@example.com', 'manager');
    scanner = await inviteToTeam(t, owner, 'scanner-offline@example.com', 'scanner');
  });
  afterAll(async () => {
    await t.close();
  });

  it('issues a signed code (id, expiry, signature) and redeems it online', async () => {
    const { id, code } = await nextSigned();
    const [codeId, exp, signature] = code.split('.');
    expect(codeId).toBe(id);
    expect(Number(exp) * 1000).toBeGreaterThan(Date.now() + 364 * 86_400_000);
    expect(signature).toMatch(/^[A-Za-z0-9_-]{86}$/);
    const res = await verify(code, owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ prize: { name: 'Scarf' }, challenge: { name: 'Offline Cup' } });
    expect(await rowOf(id)).toMatchObject({ redeemedBy: owner.userId, redeemedBarId: owner.barId });
  });

  it('serves the public key the page checks codes with, to scanners only', async () => {
    const res = await t.request({ method: 'GET', url: '/api/challenge-winners/verify-key', as: owner });
    expect(res.statusCode).toBe(200);
    const key = res.json<Record<string, string>>();
    expect(Object.keys(key).sort()).toEqual(['crv', 'kty', 'x', 'y']);
    expect(key).toMatchObject({ kty: 'EC', crv: 'P-256' });
    expect(res.body).not.toContain('"d"');
    expect((await t.request({ method: 'GET', url: '/api/challenge-winners/verify-key' })).statusCode).toBe(401);
  });

  it('keeps a code issued before codes were signed (the id alone) working online', async () => {
    const id = await insertWinner(t.db, fixture.championship.id, fixture.prizes[0]!.id);
    expect((await verify(id, staff)).statusCode).toBe(200);
  });

  it('refuses a tampered code and an expired one with clear coded 400s, redeeming nothing', async () => {
    const a = await nextSigned();
    const b = await nextSigned();
    const [, exp, signature] = a.code.split('.');
    // b's id under a's signature, a's expiry pushed later, and a flipped signature character.
    const flipped = `${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const forged of [
      `${b.id}.${exp}.${signature}`,
      `${a.id}.${Number(exp) + 86_400}.${signature}`,
      `${a.id}.${exp}.${flipped}`,
    ]) {
      const res = await verify(forged, owner);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'winners.CODE_TAMPERED',
        messageCode: 'prizeCodeTampered',
        message: 'This QR code was altered or not issued by us.',
      });
    }
    const old = t.app.prizeSigner.sign(b.id, new Date(Date.now() - 400 * 86_400_000));
    const expired = await verify(old.code, owner);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({
      code: 'winners.CODE_EXPIRED',
      messageCode: 'prizeCodeExpired',
      params: { at: old.expiresAt.toISOString() },
    });
    expect(expired.json<{ message: string }>().message).toMatch(/^This prize code expired on .+ UTC\.$/);
    expect((await rowOf(a.id)).redeemedAt).toBeNull();
    expect((await rowOf(b.id)).redeemedAt).toBeNull();
  });

  it('answers the same queued scan sent again with its key as it did the first time, and another scan as already redeemed', async () => {
    const { code } = await nextSigned();
    const key = randomUUID();
    const first = await sendQueue([{ idempotencyKey: key, code }], owner);
    expect(first.json<VerifyQueuedAnswer>().results[0]).toMatchObject({ outcome: 'redeemed' });
    const again = await sendQueue([{ idempotencyKey: key, code }], owner);
    expect(again.json()).toEqual(first.json());
    const other = await sendQueue([{ idempotencyKey: randomUUID(), code }], owner);
    expect(other.json<VerifyQueuedAnswer>().results[0]).toMatchObject({
      outcome: 'refused',
      refusal: { code: 'winners.ALREADY_REDEEMED' },
    });
  });

  it('redeems a code once of 50 concurrent verifications', async () => {
    const { id, code } = await nextSigned();
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => verify(code, i % 2 ? owner : staff)));
    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 400)).toHaveLength(49);
    expect((await rowOf(id)).redeemedAt).not.toBeNull();
  });

  it('redeems a code once of 50 concurrent queued batches', async () => {
    const { code } = await nextSigned();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => sendQueue([{ idempotencyKey: randomUUID(), code }], i % 2 ? owner : staff)),
    );
    const outcomes = answers.map((res) => res.json<VerifyQueuedAnswer>().results[0]!.outcome);
    expect(outcomes.filter((o) => o === 'redeemed')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'refused')).toHaveLength(49);
  });

  it('of the same code queued on two devices, redeems one and tells the other where and when, and the bar in the bell', async () => {
    const { id, code } = await nextSigned();
    const other = await nextSigned();
    const staffKey = randomUUID();
    const ownerKeys = [randomUUID(), randomUUID()];
    // The staff's device comes back online first.
    const byStaff = await sendQueue([{ idempotencyKey: staffKey, code }], staff);
    expect(byStaff.json<VerifyQueuedAnswer>().results).toMatchObject([
      { idempotencyKey: staffKey, outcome: 'redeemed', answer: { prize: { name: 'Scarf' } } },
    ]);
    const redeemedAt = (await rowOf(id)).redeemedAt!;
    const byOwner = await sendQueue(
      [
        { idempotencyKey: ownerKeys[0]!, code },
        { idempotencyKey: ownerKeys[1]!, code: other.code },
      ],
      owner,
    );
    expect(byOwner.statusCode).toBe(200);
    const results = byOwner.json<VerifyQueuedAnswer>().results;
    expect(results[0]).toMatchObject({
      idempotencyKey: ownerKeys[0],
      outcome: 'refused',
      refusal: {
        statusCode: 400,
        code: 'winners.ALREADY_REDEEMED',
        messageCode: 'prizeAlreadyRedeemedBy',
        params: { at: redeemedAt.toISOString(), by: 'Sam Staff' },
      },
    });
    expect(results[1]).toMatchObject({ idempotencyKey: ownerKeys[1], outcome: 'redeemed' });
    expect(await rowOf(id)).toMatchObject({ redeemedBy: staff.userId, redeemedKey: staffKey });

    // The whole batch sent again (its answer was lost): the same answers, nothing redeemed twice, one notice.
    const replay = await sendQueue(
      [
        { idempotencyKey: ownerKeys[0]!, code },
        { idempotencyKey: ownerKeys[1]!, code: other.code },
      ],
      owner,
    );
    expect(replay.json<VerifyQueuedAnswer>().results.map((r) => r.outcome)).toEqual(['refused', 'redeemed']);
    // The bar's owner and manager are told, once each; its scanner only scans.
    const toldTo = async (as: LoginRecord) =>
      (await t.request({ method: 'GET', url: '/api/notices', as }))
        .json<NoticesAnswer>()
        .items.filter((n) => n.kind === 'prize_redeemed_elsewhere' && n.redeemedAt === redeemedAt.toISOString());
    for (const person of [owner, manager])
      expect(await toldTo(person)).toEqual([
        expect.objectContaining({ headline: 'Scarf', redeemedBar: '', read: false }),
      ]);
    const scannerNotices = await t.db
      .select()
      .from(notices)
      .where(and(eq(notices.userId, scanner.userId), eq(notices.kind, 'prize_redeemed_elsewhere')));
    expect(scannerNotices).toEqual([]);
  });

  it('refuses a bad queue with 400: none, too many, a bad key or time', async () => {
    const { code } = await nextSigned();
    const scan = { idempotencyKey: randomUUID(), code, scannedAt: new Date().toISOString() };
    const bad = [
      { scans: [] },
      { scans: Array.from({ length: 51 }, () => ({ ...scan, idempotencyKey: randomUUID() })) },
      { scans: [{ ...scan, idempotencyKey: 'nope' }] },
      { scans: [{ ...scan, scannedAt: 'yesterday' }] },
      { scans: [{ ...scan, extra: 1 }] },
    ];
    for (const payload of bad) {
      const res = await t.request({ method: 'POST', url: '/api/challenge-winners/verify-queued', payload, as: owner });
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
    }
    expect((await rowOf(code.split('.')[0]!)).redeemedAt).toBeNull();
  });

  it("mails the signed code and shows it on the player's QR", async () => {
    const { id, code } = await nextSigned();
    const sent = await t.request({ method: 'POST', url: `/api/challenge-winners/${id}/send`, as: staff });
    expect(sent.statusCode).toBe(200);
    const mails = await t.outbox();
    const mail = mails.find((m) => m.to === 'ana@example.net' && m.text.includes(code));
    expect(mail?.text).toContain(code);
  });
});
