import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LoginRecord } from '@app/contract/auth';
import type { TeamList, TeamMember } from '@app/contract/team';
import type { WinnersList } from '@app/contract/winners';
import { barMembers, passwordResets, users, winners } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { inviteToTeam, linkTokenFor, MEMBER_PASSWORD, setPassword } from '../helpers/team-fixtures.ts';
import { insertChampionship, insertWinner } from '../helpers/winners-fixtures.ts';
import { signUpOwner } from '../helpers/signup-fixtures.ts';

describe("the bar's team", () => {
  let t: TestApp;
  let owner: LoginRecord;
  const invite = (payload: object, as = owner) => t.request({ method: 'POST', url: '/api/team', payload, as });
  const userRow = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0];

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await t.signIn('owner@example.com');
  });
  afterAll(async () => {
    await t.close();
  });

  it("an owner invites a scanner: an account without a password on the owner's bar, and a 72-hour link by mail", async () => {
    const before = Date.now();
    const res = await invite({ email: 'Scan.One@Example.com', role: 'scanner' });
    expect(res.statusCode).toBe(201);
    expect(res.json<TeamMember>()).toMatchObject({
      email: 'scan.one@example.com',
      role: 'scanner',
      hasPassword: false,
      lastSignInAt: null,
    });
    const row = await userRow('scan.one@example.com');
    expect(row).toMatchObject({ role: 'scanner', passwordHash: null, active: true });
    const [member] = await t.db.select().from(barMembers).where(eq(barMembers.userId, row!.id));
    expect(member).toMatchObject({ barId: owner.barId, invitedBy: owner.userId });
    const [link] = await t.db.select().from(passwordResets).where(eq(passwordResets.userId, row!.id));
    const hours = (link!.expiresAt.getTime() - before) / 3_600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThan(72.1);
    const mail = await linkTokenFor(t, 'scan.one@example.com');
    expect(mail.subject).toBe('You are invited to Matchday Console');
    expect(mail.url).toMatch(/^http:\/\/console\.test\/reset-password\?token=[^&]+&invitation=1$/);
    const list = await t.request({ method: 'GET', url: '/api/team', as: owner });
    expect(list.json<TeamList>().items.map((m) => m.email)).toContain('scan.one@example.com');
  });

  it('the invited person cannot sign in before choosing a password; the link works once', async () => {
    const early = await t.request({
      method: 'POST',
      url: '/api/authentication/signin',
      payload: { email: 'scan.one@example.com', password: MEMBER_PASSWORD },
    });
    expect(early.statusCode).toBe(400);
    const { token } = await linkTokenFor(t, 'scan.one@example.com');
    expect((await setPassword(t, token)).statusCode).toBe(200);
    const again = await setPassword(t, token, 'Other-pass-2');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'auth.INVALID_RESET_LINK' });
    const session = await t.signIn('scan.one@example.com', MEMBER_PASSWORD);
    expect(session).toMatchObject({ role: 'scanner', barId: owner.barId });
    expect((await userRow('scan.one@example.com'))!.lastSignInAt).not.toBeNull();
  });

  it('an expired invitation link answers 400 and sets nothing', async () => {
    expect((await invite({ email: 'late@example.com', role: 'manager' })).statusCode).toBe(201);
    const row = await userRow('late@example.com');
    await t.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, row!.id));
    const { token } = await linkTokenFor(t, 'late@example.com');
    const res = await setPassword(t, token);
    expect(res.statusCode).toBe(400);
    expect((await userRow('late@example.com'))!.passwordHash).toBeNull();
  });

  it("Send again: the team list shows the link's expiry; a fresh 72-hour link goes out and the old one opens nothing", async () => {
    expect((await invite({ email: 'again@example.com', role: 'scanner' })).statusCode).toBe(201);
    const row = await userRow('again@example.com');
    const first = await linkTokenFor(t, 'again@example.com');
    const listed = async () =>
      (await t.request({ method: 'GET', url: '/api/team', as: owner }))
        .json<TeamList>()
        .items.find((m) => m.userId === row!.id)!;
    const expiresBefore = (await listed()).invitationExpiresAt;
    expect(expiresBefore).not.toBeNull();
    await t.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, row!.id));

    const before = Date.now();
    const res = await t.request({ method: 'POST', url: `/api/team/${row!.id}/invitation`, as: owner });
    expect(res.statusCode, res.body).toBe(200);
    const hours = (Date.parse(res.json<TeamMember>().invitationExpiresAt!) - before) / 3_600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThan(72.1);
    const second = await linkTokenFor(t, 'again@example.com');
    expect(second.token).not.toBe(first.token);
    expect((await setPassword(t, first.token)).statusCode).toBe(400);
    expect((await setPassword(t, second.token)).statusCode).toBe(200);
    expect((await listed()).invitationExpiresAt).toBeNull();

    // Joined: nothing to send again; another bar's member or an unknown id: not on the team.
    const joined = await t.request({ method: 'POST', url: `/api/team/${row!.id}/invitation`, as: owner });
    expect([joined.statusCode, joined.json<{ code: string }>().code]).toEqual([409, 'team.ALREADY_JOINED']);
    const stranger = await t.request({ method: 'POST', url: `/api/team/${randomUUID()}/invitation`, as: owner });
    expect([stranger.statusCode, stranger.json<{ code: string }>().code]).toEqual([404, 'team.NOT_MEMBER']);
  });

  it('refuses an email that has an account (409), a role other than manager or scanner, and a bar chosen by the client', async () => {
    expect((await invite({ email: 'admin@example.com', role: 'scanner' })).statusCode).toBe(409);
    const role = await invite({ email: 'new.one@example.com', role: 'admin' });
    expect(role.statusCode).toBe(400);
    expect(role.json<{ message: string }>().message).toBe('Role must be manager or scanner');
    expect((await invite({ email: 'new.two@example.com', role: 'scanner', barId: randomUUID() })).statusCode).toBe(400);
    expect(await userRow('new.one@example.com')).toBeUndefined();
    expect(await userRow('new.two@example.com')).toBeUndefined();
  });

  it('only the owner manages the team: a manager, a scanner, staff and admin get 403', async () => {
    const manager = await inviteToTeam(t, owner, 'mgr@example.com', 'manager');
    const scanner = await t.signIn('scan.one@example.com', MEMBER_PASSWORD);
    for (const who of [manager, scanner, await t.signIn('staff@example.com'), await t.signIn('admin@example.com')]) {
      expect((await t.request({ method: 'GET', url: '/api/team', as: who })).statusCode).toBe(403);
      expect((await invite({ email: 'x@example.com', role: 'scanner' }, who)).statusCode).toBe(403);
      expect((await t.request({ method: 'DELETE', url: `/api/team/${manager.userId}`, as: who })).statusCode).toBe(403);
    }
  });

  it('a scanner redeems a prize: the redemption records the person and the bar, and the winners list shows both', async () => {
    const scanner = await t.signIn('scan.one@example.com', MEMBER_PASSWORD);
    const fixture = await insertChampionship(t.db, { name: 'Team Cup', prizes: ['Scarf'] });
    const code = await insertWinner(t.db, fixture.championship.id, fixture.prizes[0]!.id);
    const res = await t.request({
      method: 'POST',
      url: '/api/challenge-winners/verify',
      payload: { challengeWinnerId: code },
      as: scanner,
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.select().from(winners).where(eq(winners.id, code));
    expect(row).toMatchObject({ redeemedBy: scanner.userId, redeemedBarId: owner.barId });
    const staff = await t.signIn('staff@example.com');
    const list = await t.request({
      method: 'GET',
      url: `/api/challenge-winners?challengeId=${fixture.championship.id}`,
      as: staff,
    });
    const winner = JSON.stringify(list.json<WinnersList>());
    expect(winner).toContain('"nickname":"scan.one"');
    expect(winner).toContain(`"redeemedBar":{"id":"${owner.barId}"`);
  });

  it('removing a member ends their sessions at once and blocks sign-in; the redemption keeps its author', async () => {
    const scanner = await t.signIn('scan.one@example.com', MEMBER_PASSWORD);
    const other = await t.request({ method: 'DELETE', url: `/api/team/${randomUUID()}`, as: owner });
    expect(other.statusCode).toBe(404);
    const res = await t.request({ method: 'DELETE', url: `/api/team/${scanner.userId}`, as: owner });
    expect(res.statusCode).toBe(200);
    const next = await t.request({ method: 'GET', url: '/api/authentication/me', as: scanner });
    expect(next.statusCode).toBe(401);
    const signin = await t.request({
      method: 'POST',
      url: '/api/authentication/signin',
      payload: { email: 'scan.one@example.com', password: MEMBER_PASSWORD },
    });
    expect(signin.statusCode).toBe(403);
    expect(signin.json()).toMatchObject({ message: 'This account is deactivated', code: 'auth.ACCOUNT_DEACTIVATED' });
    // The owner still sees whom they removed (and can invite them again); the person is on no team.
    const [row] = await t.db.select().from(barMembers).where(eq(barMembers.userId, scanner.userId));
    expect(row!.removedAt).not.toBeNull();
    const list = (await t.request({ method: 'GET', url: '/api/team', as: owner })).json<TeamList>();
    const listed = list.items.find((m) => m.userId === scanner.userId);
    expect(listed).toMatchObject({ email: 'scan.one@example.com' });
    expect(new Date(listed!.removedAt!).getTime()).toBe(row!.removedAt!.getTime());
    expect((await t.request({ method: 'DELETE', url: `/api/team/${scanner.userId}`, as: owner })).statusCode).toBe(404);
    const [redeemed] = await t.db.select().from(winners).where(eq(winners.redeemedBy, scanner.userId));
    expect(redeemed).toBeDefined();
  });

  it('a removed member can be invited again: active once more, no password until the new link sets one', async () => {
    const removed = await userRow('scan.one@example.com');
    expect(removed).toMatchObject({ active: false, role: 'scanner' });
    const res = await invite({ email: 'scan.one@example.com', role: 'manager' });
    expect(res.statusCode).toBe(201);
    expect(res.json<TeamMember>()).toMatchObject({
      userId: removed!.id,
      email: 'scan.one@example.com',
      role: 'manager',
      hasPassword: false,
      removedAt: null,
    });
    const team = (await t.request({ method: 'GET', url: '/api/team', as: owner })).json<TeamList>();
    expect(team.items.filter((m) => m.userId === removed!.id)).toEqual([
      expect.objectContaining({ removedAt: null, role: 'manager' }),
    ]);
    expect(await userRow('scan.one@example.com')).toMatchObject({ active: true, role: 'manager', passwordHash: null });
    // The old password no longer opens the account; the new invitation's link does.
    const old = await t.request({
      method: 'POST',
      url: '/api/authentication/signin',
      payload: { email: 'scan.one@example.com', password: MEMBER_PASSWORD },
    });
    expect(old.statusCode).toBe(400);
    const { token } = await linkTokenFor(t, 'scan.one@example.com');
    expect((await setPassword(t, token)).statusCode).toBe(200);
    expect(await t.signIn('scan.one@example.com', MEMBER_PASSWORD)).toMatchObject({
      role: 'manager',
      barId: owner.barId,
    });
  });

  it('an email of an account that is not a team member stays taken, and a member of this bar is on it already: 409 and nothing changes', async () => {
    // A deactivated staff account, an owner: neither can be taken over by an invitation.
    await t.request({
      method: 'PATCH',
      url: `/api/users/${(await userRow('staff@example.com'))!.id}`,
      payload: { active: false },
      as: await t.signIn('admin@example.com'),
    });
    for (const email of ['staff@example.com', 'owner@example.com']) {
      const before = await userRow(email);
      const res = await invite({ email, role: 'scanner' });
      expect(res.statusCode).toBe(409);
      expect(res.json<{ message: string }>().message).toBe('An account with this email already exists');
      expect(await userRow(email)).toEqual(before);
    }
    expect((await userRow('staff@example.com'))!.active).toBe(false);
    const member = await userRow('mgr@example.com');
    const again = await invite({ email: 'mgr@example.com', role: 'scanner' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'team.ALREADY_MEMBER',
      messageCode: 'alreadyOnTeam',
      message: "This person is already on this bar's team",
    });
    expect(await userRow('mgr@example.com')).toEqual(member);
  });

  it('an owner cannot remove someone of another bar', async () => {
    const second = await signUpOwner(t, {
      email: 'second.owner@example.com',
      password: 'Second-pass-1',
      username: 'Second',
    });
    const manager = await userRow('mgr@example.com');
    const res = await t.request({ method: 'DELETE', url: `/api/team/${manager!.id}`, as: second });
    expect(res.statusCode).toBe(404);
    expect((await userRow('mgr@example.com'))!.active).toBe(true);
  });

  it("a person removed from one bar and invited by another stays removed on the first bar's list and works for the second", async () => {
    const wanderer = await inviteToTeam(t, owner, 'wander@example.com', 'scanner');
    expect((await t.request({ method: 'DELETE', url: `/api/team/${wanderer.userId}`, as: owner })).statusCode).toBe(
      200,
    );
    const second = await t.signIn('second.owner@example.com', 'Second-pass-1');
    expect((await invite({ email: 'wander@example.com', role: 'manager' }, second)).statusCode).toBe(201);
    const rows = async (as: LoginRecord) =>
      (await t.request({ method: 'GET', url: '/api/team', as }))
        .json<TeamList>()
        .items.filter((m) => m.email === 'wander@example.com')
        .map((m) => ({ role: m.role, removed: m.removedAt !== null }));
    expect(await rows(owner)).toEqual([{ role: 'scanner', removed: true }]);
    expect(await rows(second)).toEqual([{ role: 'manager', removed: false }]);
    const { token } = await linkTokenFor(t, 'wander@example.com');
    expect((await setPassword(t, token)).statusCode).toBe(200);
    expect(await t.signIn('wander@example.com', MEMBER_PASSWORD)).toMatchObject({
      role: 'manager',
      barId: second.barId,
    });
  });
});
