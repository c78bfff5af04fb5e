import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LoginRecord } from '@app/contract/auth';
import type { User, UserList } from '@app/contract/users';
import { mailOutbox, passwordResets, refreshTokens, users } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { linkTokenFor, MEMBER_PASSWORD, setPassword } from '../helpers/team-fixtures.ts';

describe('users administration', () => {
  let t: TestApp;
  let admin: LoginRecord;
  const patch = (id: string, payload: object, as = admin) =>
    t.request({ method: 'PATCH', url: `/api/users/${id}`, payload, as });
  const list = async (query: string, as = admin) => {
    const res = await t.request({ method: 'GET', url: `/api/users?${query}`, as });
    expect(res.statusCode).toBe(200);
    return res.json<UserList>();
  };
  const invite = async (email: string, role: 'staff' | 'admin') => {
    const res = await t.request({
      method: 'POST',
      url: '/api/users',
      payload: { email, nickname: `Nick ${role}`, role },
      as: admin,
    });
    expect(res.statusCode).toBe(201);
    const { token } = await linkTokenFor(t, email);
    expect((await setPassword(t, token)).statusCode).toBe(200);
    return { user: res.json<User>(), session: await t.signIn(email, MEMBER_PASSWORD) };
  };

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await t.signIn('admin@example.com');
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists every account with role, bar of owners, state and last sign-in; search, filters and paging', async () => {
    const all = await list('pageSize=500');
    expect(all.total).toBe(all.items.length);
    const owner = all.items.find((u) => u.email === 'owner@example.com');
    expect(owner).toMatchObject({ role: 'owner', active: true, hasPassword: true });
    expect(owner!.bar?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(all.items.find((u) => u.email === 'admin@example.com')!.lastSignInAt).not.toBeNull();
    expect((await list('q=ADMIN@example')).items.map((u) => u.email)).toEqual(['admin@example.com']);
    expect((await list('role=staff')).items.every((u) => u.role === 'staff')).toBe(true);
    const firstPage = await list('pageSize=2&page=0');
    const secondPage = await list('pageSize=2&page=1');
    expect(firstPage.items).toHaveLength(2);
    expect(secondPage.items[0]!.id).not.toBe(firstPage.items[0]!.id);
    expect(firstPage.total).toBe(all.total);
    expect((await t.request({ method: 'GET', url: '/api/users?role=king', as: admin })).statusCode).toBe(400);
  });

  it('staff and owners cannot list, invite or change accounts (403)', async () => {
    for (const email of ['staff@example.com', 'owner@example.com']) {
      const who = await t.signIn(email);
      expect((await t.request({ method: 'GET', url: '/api/users', as: who })).statusCode).toBe(403);
      expect(
        (
          await t.request({
            method: 'POST',
            url: '/api/users',
            payload: { email: 'z@example.com', nickname: 'Z', role: 'admin' },
            as: who,
          })
        ).statusCode,
      ).toBe(403);
      expect((await patch(who.userId, { role: 'admin' }, who)).statusCode).toBe(403);
    }
  });

  it('invites a staff member by email: no password until the 72-hour link is used; the link works once', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/users',
      payload: { email: 'new.staff@example.com', nickname: 'New Staff', role: 'staff' },
      as: admin,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json<User>()).toMatchObject({ role: 'staff', hasPassword: false, active: true, bar: null });
    const { token, url } = await linkTokenFor(t, 'new.staff@example.com');
    expect(url).toContain('invitation=1');
    // Staff join the console's team itself, not 'the Matchday Console team on Matchday Console'.
    const mail = (await t.outbox()).filter((m) => m.to === 'new.staff@example.com').at(-1)!;
    expect(mail.text).toContain('Alex Admin invited you to join the Matchday Console team.');
    expect(mail.text).not.toContain('team on Matchday Console');
    expect((await setPassword(t, token)).statusCode).toBe(200);
    expect((await setPassword(t, token, 'Again-pass-2')).statusCode).toBe(400);
    expect((await t.signIn('new.staff@example.com', MEMBER_PASSWORD)).role).toBe('staff');
    const dup = await t.request({
      method: 'POST',
      url: '/api/users',
      payload: { email: 'NEW.staff@example.com', nickname: 'Dup', role: 'staff' },
      as: admin,
    });
    expect(dup.statusCode).toBe(409);
    // The invitation mail is queued in the invitation's transaction: the refused duplicate queued none.
    const queued = await t.db
      .select({ kind: mailOutbox.kind })
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'new.staff@example.com'));
    expect(queued).toEqual([{ kind: 'invitation' }]);
    const owner = await t.request({
      method: 'POST',
      url: '/api/users',
      payload: { email: 'o@example.com', nickname: 'O', role: 'owner' },
      as: admin,
    });
    expect(owner.statusCode).toBe(400);
  });

  it("promotes staff to admin and back; an owner's role cannot be changed here", async () => {
    const { user } = await invite('promote.me@example.com', 'staff');
    expect((await patch(user.id, { role: 'admin' })).json<User>().role).toBe('admin');
    expect((await patch(user.id, { role: 'staff' })).json<User>().role).toBe('staff');
    const ownerId = (await list('q=owner@example.com')).items[0]!.id;
    const res = await patch(ownerId, { role: 'admin' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'users.NOT_STAFF_OR_ADMIN' });
    expect((await patch(randomUUID(), { active: false })).statusCode).toBe(404);
    expect((await patch(user.id, {})).statusCode).toBe(400);
  });

  it('deactivation ends every session at once (next call 401, refresh refused) and blocks sign-in; reactivation lets them back', async () => {
    const { user, session } = await invite('leaving@example.com', 'staff');
    const second = await t.signIn('leaving@example.com', MEMBER_PASSWORD);
    const res = await patch(user.id, { active: false });
    expect(res.statusCode).toBe(200);
    expect(res.json<User>().active).toBe(false);
    for (const s of [session, second]) {
      expect((await t.request({ method: 'GET', url: '/api/authentication/me', as: s })).statusCode).toBe(401);
      const refresh = await t.request({
        method: 'POST',
        url: '/api/authentication/refresh-token',
        headers: { authorization: `Bearer ${s.refreshToken}` },
      });
      expect(refresh.statusCode).toBe(401);
    }
    const live = await t.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
    expect(live.every((r) => r.revokedAt !== null)).toBe(true);
    const signin = await t.request({
      method: 'POST',
      url: '/api/authentication/signin',
      payload: { email: 'leaving@example.com', password: MEMBER_PASSWORD },
    });
    expect(signin.statusCode).toBe(403);
    expect(signin.json()).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      message: 'This account is deactivated',
      code: 'auth.ACCOUNT_DEACTIVATED',
      messageCode: 'accountDeactivated',
      params: {},
    });
    // A wrong password says nothing about the account's state.
    const wrong = await t.request({
      method: 'POST',
      url: '/api/authentication/signin',
      payload: { email: 'leaving@example.com', password: 'Wrong-pass-1' },
    });
    expect(wrong.statusCode).toBe(400);
    // A reset link asked for now is not sent, and an older one is spent.
    const [pending] = await t.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    expect(pending!.usedAt).not.toBeNull();
    expect((await list('state=deactivated')).items.map((u) => u.email)).toContain('leaving@example.com');
    expect((await patch(user.id, { active: true })).statusCode).toBe(200);
    expect((await t.signIn('leaving@example.com', MEMBER_PASSWORD)).role).toBe('staff');
  });

  it('nobody deactivates or demotes themselves', async () => {
    for (const body of [{ active: false }, { role: 'staff' }]) {
      const res = await patch(admin.userId, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: 'You cannot deactivate or demote your own account',
        code: 'users.SELF',
      });
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, admin.userId));
    expect(row).toMatchObject({ role: 'admin', active: true });
  });

  it('the last active admin can never be deactivated or demoted (a caller whose own role changed meanwhile included)', async () => {
    const staff = await t.signIn('staff@example.com');
    // Through the service, as a request that passed the admin check just before its caller lost the role.
    for (const body of [{ active: false }, { role: 'staff' as const }]) {
      await expect(t.app.users.update({ id: staff.userId, nickname: 'Sam' }, admin.userId, body)).rejects.toMatchObject(
        {
          statusCode: 400,
          code: 'users.LAST_ADMIN',
          message: 'The last active admin cannot be deactivated or demoted',
        },
      );
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, admin.userId));
    expect(row).toMatchObject({ role: 'admin', active: true });
  });

  it('two admins demoting each other at once: exactly one succeeds, one active admin remains', async () => {
    const { user: other, session: otherSession } = await invite('second.admin@example.com', 'admin');
    const [a, b] = await Promise.all([
      patch(other.id, { role: 'staff' }),
      patch(admin.userId, { role: 'staff' }, otherSession),
    ]);
    // The loser is refused by the last-admin rule (both passed the guard) or by the guard (it ran after the other's
    // commit).
    const codes = [a, b].map((r) => r.statusCode).sort();
    expect(codes[0]).toBe(200);
    expect([400, 403]).toContain(codes[1]);
    const active = (await t.db.select().from(users).where(eq(users.role, 'admin'))).filter((u) => u.active);
    expect(active).toHaveLength(1);
  });
});
