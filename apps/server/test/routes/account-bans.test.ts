import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { LoginRecord } from '@app/contract/auth';
import type { UpdateBarBody } from '@app/contract/bar-details';
import { barMembers, bars, passwordResets, users } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { signUpOwner } from '../helpers/console-matches-fixtures.ts';
import { inviteToTeam } from '../helpers/team-fixtures.ts';

const barBody = (barId: string, name: string): UpdateBarBody => ({
  barId,
  name,
  email: 'team@ban.example',
  telephoneNumber: '+40 1',
  website: 'https://ban.ro',
  facebookUrl: 'https://facebook.com/ban',
  address: {
    country: 'Romania',
    state: 'Iasi',
    city: 'Iasi',
    street: 'Strada Mare',
    number: '3',
    postalCode: '700057',
  },
  barProgram: { monday: 'x', tuesday: 'x', wednesday: 'x', thursday: 'x', friday: 'x', saturday: 'x', sunday: 'x' },
});

/** Decision 049: an admin's deactivation holds against owners, and an owner's team stops with the owner. */
describe("an admin's ban holds", () => {
  let t: TestApp;
  let admin: LoginRecord;
  let n = 0;
  const newOwner = () => signUpOwner(t, `ban.owner${(n += 1)}@example.com`);
  const setActive = (userId: string, active: boolean) =>
    t.request({ method: 'PATCH', url: `/api/users/${userId}`, payload: { active }, as: admin });
  const row = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0]!;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await t.signIn('admin@example.com');
  });
  afterAll(async () => {
    await t.close();
  });

  it('a scanner an admin deactivated, then removed from its team, cannot be invited back by another owner: 409, nothing changed', async () => {
    const owner = await newOwner();
    const scanner = await inviteToTeam(t, owner, 'banned.scanner@example.com', 'scanner');
    expect((await setActive(scanner.userId, false)).statusCode).toBe(200);
    expect((await t.request({ method: 'DELETE', url: `/api/team/${scanner.userId}`, as: owner })).statusCode).toBe(200);
    expect(await row('banned.scanner@example.com')).toMatchObject({
      active: false,
      deactivatedBy: 'admin',
      role: 'scanner',
    });

    const stranger = await newOwner();
    const linksBefore = (await t.db.select().from(passwordResets).where(eq(passwordResets.userId, scanner.userId)))
      .length;
    const mailsBefore = (await t.outbox()).filter((m) => m.to === 'banned.scanner@example.com').length;
    for (const [who, role] of [
      [stranger, 'manager'],
      [owner, 'scanner'],
    ] as const) {
      const res = await t.request({
        method: 'POST',
        url: '/api/team',
        payload: { email: 'banned.scanner@example.com', role },
        as: who,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'auth.DEACTIVATED_BY_ADMIN',
        messageCode: 'accountDeactivatedByAdmin',
        message: 'This account was deactivated by an admin. Only an admin can reactivate it.',
      });
    }
    expect(await row('banned.scanner@example.com')).toMatchObject({
      active: false,
      deactivatedBy: 'admin',
      role: 'scanner',
    });
    const [membership] = await t.db.select().from(barMembers).where(eq(barMembers.userId, scanner.userId));
    expect(membership).toMatchObject({ barId: owner.barId });
    expect(membership?.removedAt).not.toBeNull();
    expect(await t.db.select().from(passwordResets).where(eq(passwordResets.userId, scanner.userId))).toHaveLength(
      linksBefore,
    );
    expect((await t.outbox()).filter((m) => m.to === 'banned.scanner@example.com')).toHaveLength(mailsBefore);

    // An admin's reactivation ends the ban; a person removed by the team alone is invited back as before.
    expect((await setActive(scanner.userId, true)).statusCode).toBe(200);
    expect(await row('banned.scanner@example.com')).toMatchObject({ active: true, deactivatedBy: null });
    const removedOnly = await inviteToTeam(t, owner, 'removed.only@example.com', 'scanner');
    expect((await t.request({ method: 'DELETE', url: `/api/team/${removedOnly.userId}`, as: owner })).statusCode).toBe(
      200,
    );
    expect(await row('removed.only@example.com')).toMatchObject({ active: false, deactivatedBy: 'team' });
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/team',
          payload: { email: 'removed.only@example.com', role: 'manager' },
          as: stranger,
        })
      ).statusCode,
    ).toBe(201);
    expect(await row('removed.only@example.com')).toMatchObject({ active: true, deactivatedBy: null, role: 'manager' });
  });

  it("an owner an admin deactivates stops the bar's team (403 with the reason) until reactivated", async () => {
    const owner = await newOwner();
    const manager = await inviteToTeam(t, owner, 'ban.manager@example.com', 'manager');
    const scanner = await inviteToTeam(t, owner, 'ban.scanner@example.com', 'scanner');
    expect(
      (
        await t.request({
          method: 'PATCH',
          url: '/api/bars/',
          payload: barBody(owner.barId!, 'Before Ban'),
          as: manager,
        })
      ).statusCode,
    ).toBe(200);

    expect((await setActive(owner.userId, false)).statusCode).toBe(200);
    const refused = [
      await t.request({
        method: 'PATCH',
        url: '/api/bars/',
        payload: barBody(owner.barId!, 'During Ban'),
        as: manager,
      }),
      await t.request({ method: 'GET', url: `/api/bars/${owner.barId}`, as: manager }),
      await t.request({
        method: 'POST',
        url: '/api/challenge-winners/verify',
        payload: { challengeWinnerId: 'x' },
        as: scanner,
      }),
    ];
    for (const res of refused) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'auth.BAR_OWNER_DEACTIVATED', messageCode: 'barOwnerDeactivated' });
      expect(res.json<{ message: string }>().message).toContain('owner is deactivated');
    }
    const [during] = await t.db.select({ name: bars.name }).from(bars).where(eq(bars.id, owner.barId!));
    expect(during?.name).toBe('Before Ban');
    // Their own account still answers: they can read why, and sign out.
    expect((await t.request({ method: 'GET', url: '/api/authentication/me', as: manager })).statusCode).toBe(200);

    expect((await setActive(owner.userId, true)).statusCode).toBe(200);
    expect(
      (
        await t.request({
          method: 'PATCH',
          url: '/api/bars/',
          payload: barBody(owner.barId!, 'After Ban'),
          as: manager,
        })
      ).statusCode,
    ).toBe(200);
    // The scanner passes the guard again: its empty code is now refused by the schema, not the ban.
    expect(
      (await t.request({ method: 'POST', url: '/api/challenge-winners/verify', payload: {}, as: scanner })).statusCode,
    ).toBe(400);
    const [after] = await t.db.select({ name: bars.name }).from(bars).where(eq(bars.id, owner.barId!));
    expect(after?.name).toBe('After Ban');
  });

  it('a manager sends the rejected bar back for review (decision 030): it goes to Pending', async () => {
    const owner = await newOwner();
    const manager = await inviteToTeam(t, owner, 'review.manager@example.com', 'manager');
    expect(
      (
        await t.request({
          method: 'PATCH',
          url: '/api/bars/',
          payload: barBody(owner.barId!, 'Review Me'),
          as: manager,
        })
      ).statusCode,
    ).toBe(200);
    const reject = await t.request({
      method: 'PUT',
      url: '/api/bar/update-status',
      payload: { barIds: [owner.barId], status: 'rejected', reason: 'Address unclear.' },
      as: admin,
    });
    expect(reject.statusCode, reject.body).toBe(200);
    const res = await t.request({ method: 'POST', url: '/api/bars/send-for-review', as: manager });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'pending' });
    const [bar] = await t.db.select({ status: bars.status }).from(bars).where(eq(bars.id, owner.barId!));
    expect(bar?.status).toBe('pending');
  });
});
