import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import type { LoginRecord } from '@app/contract/auth';
import type { BarDetails, UpdateBarBody } from '@app/contract/bar-details';
import type { BarCounter } from '@app/contract/bars-admin';
import { barStatusChanges, bars, mailOutbox, users } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { signUpOwner } from '../helpers/console-matches-fixtures.ts';

const filled = (barId: string): UpdateBarBody => ({
  barId,
  name: 'The Second Chance',
  email: 'team@secondchance.example',
  telephoneNumber: '+40 722 000 999',
  website: 'https://secondchance.ro',
  facebookUrl: 'https://www.facebook.com/secondchance',
  address: {
    country: 'Romania',
    state: 'Iasi',
    city: 'Iasi',
    street: 'Strada Lapusneanu',
    number: '3',
    postalCode: '700057',
  },
  barProgram: {
    monday: 'Closed',
    tuesday: '17:00 - 23:00',
    wednesday: '17:00 - 23:00',
    thursday: '17:00 - 23:00',
    friday: '15:00 - 02:00',
    saturday: '12:00 - 02:00',
    sunday: '12:00 - 22:00',
  },
});

/** Decision 017: the owner sees where the bar stands, and sends a rejected bar back for review. */
describe('bar review loop, owner side: status on GET /api/bars/{barId}, POST /api/bars/send-for-review', () => {
  let t: TestApp;
  let admin: LoginRecord;
  let staff: LoginRecord;
  let signups = 0;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await t.signIn('admin@example.com');
    staff = await t.signIn('staff@example.com');
    // A second admin who left (deactivated in the users admin): never mailed about pending bars.
    await t.db.insert(users).values({
      email: 'left.admin@example.com',
      passwordHash: null,
      role: 'admin',
      nickname: 'Left Admin',
      active: false,
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const newOwner = async () => signUpOwner(t, `review.owner${(signups += 1)}@example.com`);
  const read = (owner: LoginRecord) => t.request({ method: 'GET', url: `/api/bars/${owner.barId}`, as: owner });
  const sendForReview = (as: LoginRecord, payload?: object) =>
    t.request({ method: 'POST', url: '/api/bars/send-for-review', as, ...(payload ? { payload } : {}) });
  const move = (barId: string, status: string, reason?: string) =>
    t.request({
      method: 'PUT',
      url: '/api/bar/update-status',
      as: admin,
      payload: { barIds: [barId], status, ...(reason === undefined ? {} : { reason }) },
    });
  const history = (barId: string) =>
    t.db
      .select()
      .from(barStatusChanges)
      .where(eq(barStatusChanges.barId, barId))
      .orderBy(asc(barStatusChanges.changedAt));
  const status = async (barId: string) =>
    (await t.db.select({ s: bars.status }).from(bars).where(eq(bars.id, barId)))[0]!.s;
  const pendingCount = async () =>
    (await t.request({ method: 'GET', url: '/api/bar/counter', as: admin })).json<BarCounter>().folders.pending;

  it('a new bar reads Pending with no recorded move yet', async () => {
    const owner = await newOwner();
    const bar = (await read(owner)).json<BarDetails>();
    expect(bar).toMatchObject({ status: 'pending', statusReason: null, statusChangedAt: null });
  });

  it('a rejected owner reads the reason and the date; fixing the bar and sending it moves Rejected → Pending, recorded with the owner as author', async () => {
    const owner = await newOwner();
    expect((await move(owner.barId!, 'rejected', 'The phone number does not answer.')).statusCode).toBe(200);

    const rejected = (await read(owner)).json<BarDetails>();
    expect(rejected).toMatchObject({ status: 'rejected', statusReason: 'The phone number does not answer.' });
    const [rejection] = await history(owner.barId!);
    expect(rejected.statusChangedAt).toBe(rejection!.changedAt.toISOString());

    // Saving the details alone does not send it: the bar stays Rejected until the owner says so.
    expect(
      (await t.request({ method: 'PATCH', url: '/api/bars/', as: owner, payload: filled(owner.barId!) })).statusCode,
    ).toBe(200);
    expect(await status(owner.barId!)).toBe('rejected');

    const pendingBefore = await pendingCount();
    const adminMails = async () =>
      (
        await t.db
          .select({ to: mailOutbox.to })
          .from(mailOutbox)
          .where(and(eq(mailOutbox.kind, 'bar-pending'), eq(mailOutbox.subjectId, owner.barId!)))
      )
        .map((m) => m.to)
        .sort();
    const mailsBefore = await adminMails();
    const res = await sendForReview(owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<BarDetails>()).toMatchObject({ status: 'pending', statusReason: '', name: 'The Second Chance' });
    expect(await status(owner.barId!)).toBe('pending');
    expect((await history(owner.barId!)).map((h) => [h.fromStatus, h.toStatus, h.changedBy])).toEqual([
      ['pending', 'rejected', admin.userId],
      ['rejected', 'pending', owner.userId],
    ]);
    expect(await pendingCount()).toBe(pendingBefore + 1);
    expect((await read(owner)).json<BarDetails>().status).toBe('pending');
    // Every active admin is told the bar is back in Pending (queued with the move); the one who left is not.
    const admins = (
      await t.db
        .select({ email: users.email })
        .from(users)
        .where(and(eq(users.role, 'admin'), eq(users.active, true)))
    ).map((a) => a.email);
    expect(admins).toContain('admin@example.com');
    expect(await adminMails()).toEqual([...mailsBefore, ...admins].sort());
    expect(await adminMails()).not.toContain('left.admin@example.com');
  });

  it.each([
    ['pending', null],
    ['accepted', 'Looks good'],
  ])('refuses a bar in %s: 400 bars.NOT_REJECTED and nothing recorded', async (target, reason) => {
    const owner = await newOwner();
    if (target === 'accepted') await move(owner.barId!, 'accepted', reason!);
    const before = await history(owner.barId!);
    const res = await sendForReview(owner);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Only a rejected bar can be sent for review',
      code: 'bars.NOT_REJECTED',
    });
    expect(await status(owner.barId!)).toBe(target);
    expect(await history(owner.barId!)).toEqual(before);
  });

  it("sends only the owner's own bar: a body naming another bar is refused and changes nothing", async () => {
    const owner = await newOwner();
    const other = await newOwner();
    await move(other.barId!, 'rejected', 'Not a bar.');
    const res = await sendForReview(owner, { barId: other.barId });
    expect(res.statusCode).toBe(400);
    expect(await status(other.barId!)).toBe('rejected');
  });

  it("is for the bar's people (owner, manager): staff and admins get 403, no token 401", async () => {
    expect((await sendForReview(staff)).statusCode).toBe(403);
    expect((await sendForReview(admin)).statusCode).toBe(403);
    expect((await t.request({ method: 'POST', url: '/api/bars/send-for-review' })).statusCode).toBe(401);
  });

  it('two sends at once move the bar once', async () => {
    const owner = await newOwner();
    await move(owner.barId!, 'rejected', 'Closed on match days.');
    const answers = await Promise.all([sendForReview(owner), sendForReview(owner)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    expect((await history(owner.barId!)).filter((h) => h.toStatus === 'pending')).toHaveLength(1);
  });
});
