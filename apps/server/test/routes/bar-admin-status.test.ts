import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import type { LoginRecord } from '@app/contract/auth';
import type { AdminBarDetail, AdminBarList, BarBulkResult } from '@app/contract/bars-admin';
import type { NoticesAnswer } from '@app/contract/notices';
import { barStatusChanges, bars, notices } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { barsAdminClient } from '../helpers/bars-admin-fixtures.ts';
import { signUpOwner } from '../helpers/signup-fixtures.ts';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** PUT /api/bar/update-status: the review workflow (who, when, why; the owner is told by mail; all or nothing). */
describe('bars admin: status moves', () => {
  let t: TestApp;
  let admin: LoginRecord;
  let c: ReturnType<typeof barsAdminClient>;
  let signups = 0;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await t.signIn('admin@example.com');
    c = barsAdminClient(t, () => admin);
  });
  afterAll(async () => {
    await t.close();
  });

  /** A new owner signs up: their empty bar waits in Pending. */
  async function signupOwner(): Promise<LoginRecord> {
    signups += 1;
    return signUpOwner(t, {
      email: `new.owner${signups}@example.com`,
      password: 'Owner-Passw0rd',
      username: `New Owner ${signups}`,
    });
  }
  const history = (barId: string) =>
    t.db
      .select()
      .from(barStatusChanges)
      .where(eq(barStatusChanges.barId, barId))
      .orderBy(asc(barStatusChanges.changedAt));
  /** The mails about the owner's bar (the sign-up's own confirmation left out). */
  const mailsTo = async (to: string) =>
    (await t.outbox()).filter((m) => m.to === to && m.subject !== 'Confirm your email address');

  it("a signed-up owner's bar is found in Pending; accepting it with a reason records it, mails the owner and moves the counters", async () => {
    const newOwner = await signupOwner();
    const pending = (await c.get('/bar?selectedFolder=pending&searchText=new.owner1@')).json<AdminBarList>();
    expect(pending.folderBars.map((b) => b.id)).toEqual([newOwner.barId]);
    const before = await c.counter();

    const res = await c.put('/bar/update-status', {
      barIds: [newOwner.barId],
      status: 'accepted',
      reason: 'Welcome to the league!',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<BarBulkResult>()).toEqual({ message: '1 bar moved to accepted', count: 1 });

    expect((await c.row(newOwner.barId!))!.status).toBe('accepted');
    const [change] = await history(newOwner.barId!);
    expect(change).toMatchObject({
      fromStatus: 'pending',
      toStatus: 'accepted',
      reason: 'Welcome to the league!',
      changedBy: admin.userId,
    });
    expect(Date.now() - change!.changedAt.getTime()).toBeLessThan(60_000);

    const mails = await mailsTo('new.owner1@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your bar has been accepted');
    expect(mails[0]!.text).toContain('Reason: Welcome to the league!');
    expect(mails[0]!.text).toContain('http://console.test/edit-bar');

    const after = await c.counter();
    expect(after.folders.pending).toBe(before.folders.pending - 1);
    expect(after.folders.accepted).toBe(before.folders.accepted + 1);

    const detail = (await c.get(`/bar/${newOwner.barId}`)).json<AdminBarDetail>();
    expect(detail.ownerEmail).toBe('new.owner1@example.com');
    expect(detail.statusHistory[0]).toMatchObject({
      fromStatus: 'pending',
      toStatus: 'accepted',
      reason: 'Welcome to the league!',
      changedBy: 'Alex Admin',
    });
  });

  it('rejects and sends back to Pending; each move is in the history and each mail names the bar and the reason', async () => {
    const newOwner = await signupOwner();
    await c.put('/bar', { bar: { id: newOwner.barId, name: 'Sunset Pub', country: 'Spain' } });
    const rejected = await c.put('/bar/update-status', {
      barIds: [newOwner.barId],
      status: 'rejected',
      reason: 'The address could not be verified.',
    });
    expect(rejected.json<BarBulkResult>().count).toBe(1);
    expect(
      (await c.get('/bar?selectedFolder=rejected&searchText=sunset')).json<AdminBarList>().folderBars.map((b) => b.id),
    ).toEqual([newOwner.barId]);
    await c.put('/bar/update-status', { barIds: [newOwner.barId], status: 'pending' });
    expect((await history(newOwner.barId!)).map((h) => [h.fromStatus, h.toStatus, h.reason])).toEqual([
      ['pending', 'rejected', 'The address could not be verified.'],
      ['rejected', 'pending', ''],
    ]);
    const mails = await mailsTo(newOwner.email);
    expect(mails.map((m) => m.subject)).toEqual([
      'Your bar "Sunset Pub" has been rejected',
      'Your bar "Sunset Pub" is waiting for review again',
    ]);
    expect(mails[0]!.text).toContain('Reason: The address could not be verified.');
    expect(mails[1]!.text).not.toContain('Reason:');

    // The owner's bell says each move too, newest first, with the reason (decision 056).
    const bell = await t.request({ method: 'GET', url: '/api/notices', as: newOwner });
    expect(bell.statusCode, bell.body).toBe(200);
    const answer = bell.json<NoticesAnswer>();
    expect(answer.items).toHaveLength(2);
    expect(answer.items).toMatchObject([
      { kind: 'bar_pending', headline: 'Sunset Pub', reason: '', read: false },
      { kind: 'bar_rejected', headline: 'Sunset Pub', reason: 'The address could not be verified.', read: false },
    ]);
    expect(answer.unread).toBe(2);
    const stored = await t.db.select().from(notices).where(eq(notices.barId, newOwner.barId!));
    expect(stored.map((n) => [n.userId, n.matchId, n.previousDate])).toEqual([
      [newOwner.userId, null, null],
      [newOwner.userId, null, null],
    ]);
  });

  it("mails the bar's own address when no owner account is linked", async () => {
    const bar = await c.create({ name: 'Orphan Bar', email: 'orphan@bar.example' });
    await c.put('/bar/update-status', { barIds: [bar.id], status: 'rejected', reason: 'Closed down.' });
    const mails = await mailsTo('orphan@bar.example');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Closed down.');
  });

  it('moves several bars at once; a bar already there is left alone and not mailed', async () => {
    const a = await c.create({ name: 'Bulk A', email: 'bulk.a@bar.example' });
    const b = await c.create({ name: 'Bulk B', email: 'bulk.b@bar.example' });
    await c.put('/bar/update-status', { barIds: [a.id], status: 'pending' });
    const before = await c.counter();
    const res = await c.put('/bar/update-status', { barIds: [a.id, b.id], status: 'pending', reason: 'Second look' });
    expect(res.json<BarBulkResult>()).toEqual({ message: '1 bar moved to pending', count: 1 });
    expect(await mailsTo('bulk.a@bar.example')).toHaveLength(1);
    expect(await mailsTo('bulk.b@bar.example')).toHaveLength(1);
    expect(await history(a.id)).toHaveLength(1);
    const after = await c.counter();
    expect(after.folders.pending).toBe(before.folders.pending + 1);
    expect(after.folders.accepted).toBe(before.folders.accepted - 1);
  });

  it('is all or nothing: one unknown id moves no bar, records nothing and mails nobody', async () => {
    const newOwner = await signupOwner();
    const outboxBefore = (await t.outbox()).length;
    const counterBefore = await c.counter();
    const res = await c.put('/bar/update-status', {
      barIds: [newOwner.barId, UNKNOWN_ID],
      status: 'accepted',
      reason: 'ok',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json<{ message: string }>().message).toBe('Some of these bars do not exist; nothing was changed');
    expect((await c.row(newOwner.barId!))!.status).toBe('pending');
    expect(await history(newOwner.barId!)).toEqual([]);
    expect(await t.db.select().from(notices).where(eq(notices.barId, newOwner.barId!))).toEqual([]);
    expect((await t.outbox()).length).toBe(outboxBefore);
    expect(await c.counter()).toEqual(counterBefore);
  });

  it('refuses to move a bar in the trash, and the whole call with it', async () => {
    const a = await c.create({ name: 'Trashed Mover', email: 'trashed@bar.example' });
    const b = await c.create({ name: 'Fine Mover', email: 'fine@bar.example' });
    await c.put('/bar/delete', { barIds: [a.id] });
    const res = await c.put('/bar/update-status', { barIds: [b.id, a.id], status: 'rejected', reason: 'Closed down.' });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(
      'A bar in the trash cannot change folder; restore it first. Nothing was changed',
    );
    expect((await c.row(b.id))!.status).toBe('accepted');
    expect(await mailsTo('fine@bar.example')).toEqual([]);
  });

  it.each([
    ['an unknown status', { status: 'archived' }],
    ['the trash as a status', { status: 'trash' }],
    ['no status', {}],
    ['a reason above 500 characters', { status: 'rejected', reason: 'x'.repeat(501) }],
    ['a reason that is not text', { status: 'rejected', reason: 42 }],
    ['an unknown field', { status: 'rejected', notify: false }],
  ])('answers 400 for %s and changes nothing', async (_name, fields) => {
    const bar = await c.create({ name: 'Bad Input Bar' });
    const res = await c.put('/bar/update-status', { barIds: [bar.id], ...fields });
    expect(res.statusCode).toBe(400);
    expect((await c.row(bar.id))!.status).toBe('accepted');
    expect(await history(bar.id)).toEqual([]);
  });

  it.each([
    ['no reason', {}],
    ['an empty reason', { reason: '' }],
    ['a reason of spaces only', { reason: '   \n\t ' }],
  ])('refuses to reject with %s: 400 bars.REASON_REQUIRED, nothing changed, nobody mailed', async (_name, fields) => {
    const newOwner = await signupOwner();
    const outboxBefore = (await t.outbox()).length;
    const counterBefore = await c.counter();
    const res = await c.put('/bar/update-status', { barIds: [newOwner.barId], status: 'rejected', ...fields });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'A reason is required to reject a bar', code: 'bars.REASON_REQUIRED' });
    expect((await c.row(newOwner.barId!))!.status).toBe('pending');
    expect(await history(newOwner.barId!)).toEqual([]);
    expect(await t.db.select().from(notices).where(eq(notices.barId, newOwner.barId!))).toEqual([]);
    expect((await t.outbox()).length).toBe(outboxBefore);
    expect(await c.counter()).toEqual(counterBefore);
  });

  it('rejects with a reason of exactly 500 characters once trimmed, and keeps it trimmed', async () => {
    const newOwner = await signupOwner();
    const reason = 'r'.repeat(500);
    const res = await c.put('/bar/update-status', {
      barIds: [newOwner.barId],
      status: 'rejected',
      reason: `  ${reason}  `,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await history(newOwner.barId!)).map((h) => h.reason)).toEqual([reason]);
  });

  it('answers 400 for an empty or oversized id list', async () => {
    expect((await c.put('/bar/update-status', { barIds: [], status: 'accepted' })).statusCode).toBe(400);
    const many = Array.from({ length: 501 }, () => crypto.randomUUID());
    expect((await c.put('/bar/update-status', { barIds: many, status: 'accepted' })).statusCode).toBe(400);
  });

  it("keeps the owner's own view of the bar in step (owner still reads their bar after acceptance)", async () => {
    const newOwner = await signupOwner();
    await c.put('/bar/update-status', { barIds: [newOwner.barId], status: 'accepted' });
    const [row] = await t.db.select().from(bars).where(eq(bars.ownerUserId, newOwner.userId));
    expect(row).toMatchObject({ id: newOwner.barId, status: 'accepted' });
  });
});
