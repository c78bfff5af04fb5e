import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import type { LoginRecord, MeAnswer } from '@app/contract/auth';
import type { AccountBar } from '@app/contract/account-bars';
import type { BarDetails } from '@app/contract/bar-details';
import type { TeamList } from '@app/contract/team';
import type { OwnerMatchesAnswer } from '@app/contract/matches';
import { barBroadcasts, barMembers, barRules, bars, users } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { insertKnownMatches, signUpOwner } from '../helpers/console-matches-fixtures.ts';
import { linkTokenFor, MEMBER_PASSWORD, setPassword } from '../helpers/team-fixtures.ts';

type Known = Awaited<ReturnType<typeof insertKnownMatches>>;

/** Two owner accounts with two bars each, a member in two bars with a role in each. */
describe('several bars under one account', () => {
  let t: TestApp;
  let admin: LoginRecord;
  let first: LoginRecord;
  let other: LoginRecord;
  let k: Known;
  const bar: Record<'first1' | 'first2' | 'other1' | 'other2', string> = {
    first1: '',
    first2: '',
    other1: '',
    other2: '',
  };

  const as = (who: LoginRecord, barId: string | null, options: InjectOptions) =>
    t.request({ ...options, as: who, headers: barId ? { 'x-bar-id': barId } : {} });
  const addBar = (who: LoginRecord, name: string, barId: string | null = null) =>
    as(who, barId, { method: 'POST', url: '/api/bars', payload: { name } });
  const accept = async (barId: string) => {
    const res = await t.request({
      method: 'PUT',
      url: '/api/bar/update-status',
      payload: { barIds: [barId], status: 'accepted' },
      as: admin,
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const me = async (who: LoginRecord, barId: string | null = null) =>
    (await as(who, barId, { method: 'GET', url: '/api/authentication/me' })).json<MeAnswer>();

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await t.signIn('admin@example.com');
    first = await t.signIn('owner@example.com');
    other = await signUpOwner(t, 'pub-group@example.com');
    bar.first1 = first.barId!;
    bar.other1 = other.barId!;
    k = await insertKnownMatches(t.db);
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });

  it('an account with one bar works without naming it, as before', async () => {
    const details = await as(other, null, { method: 'GET', url: `/api/bars/${bar.other1}` });
    expect(details.statusCode).toBe(200);
    expect((await as(other, null, { method: 'GET', url: '/api/planner/rules' })).statusCode).toBe(200);
    expect(await me(other)).toMatchObject({
      barId: bar.other1,
      role: 'owner',
      bars: [{ id: bar.other1, name: '', status: 'pending', role: 'owner' }],
    });
  });

  it('an owner adds bars: Pending, listed with the role, the admins told, the name and the contact address set', async () => {
    const added = await addBar(first, '  The Second Half  ');
    expect(added.statusCode, added.body).toBe(201);
    const second = added.json<AccountBar>();
    expect(second).toMatchObject({ name: 'The Second Half', status: 'pending', role: 'owner' });
    bar.first2 = second.id;
    const [row] = await t.db.select().from(bars).where(eq(bars.id, second.id));
    expect(row).toMatchObject({ email: 'owner@example.com', status: 'pending', trashedAt: null });
    const mails = (await t.outbox()).filter((m) => m.to === 'admin@example.com');
    expect(mails.some((m) => m.subject.includes('The Second Half'))).toBe(true);

    // An owner with one bar adds without naming it; with several, the add needs no bar either.
    const otherSecond = await addBar(other, 'Other Two');
    expect(otherSecond.statusCode).toBe(201);
    bar.other2 = otherSecond.json<AccountBar>().id;
    for (const id of [bar.first2, bar.other1, bar.other2]) await accept(id);

    const session = await me(first);
    expect(session.barId).toBeNull();
    expect(session.bars.map((b) => [b.id, b.role, b.status])).toEqual([
      [bar.first1, 'owner', 'accepted'],
      [bar.first2, 'owner', 'accepted'],
    ]);
    expect((await me(first, bar.first2)).barId).toBe(bar.first2);
  });

  it('refuses a bad name, and anyone but an owner', async () => {
    for (const payload of [{}, { name: '' }, { name: 'x'.repeat(101) }, { name: 'A', extra: 1 }]) {
      const res = await as(first, bar.first1, { method: 'POST', url: '/api/bars', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await addBar(admin, 'Not mine')).statusCode).toBe(403);
  });

  it('with several bars and none named, a bar route asks to choose (400, coded); a malformed id is 400', async () => {
    const bookings = `/api/bars/bookings?matchId=${k.byStatus('SCHEDULED').id}`;
    for (const url of ['/api/planner/rules', bookings, '/api/team', '/api/bars/leagues']) {
      const res = await as(first, null, { method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({ code: 'auth.CHOOSE_BAR', messageCode: 'chooseBar' });
    }
    // A route whose address names the bar needs no header: one of the account's, not another's.
    const named = await as(first, null, { method: 'GET', url: `/api/bars/${bar.first2}` });
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json<BarDetails>().name).toBe('The Second Half');
    expect((await as(first, null, { method: 'GET', url: `/api/bars/${bar.other1}` })).statusCode).toBe(403);
    const bad = await as(first, 'not-a-bar', { method: 'GET', url: '/api/planner/rules' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'auth.BAR_ID_NOT_VALID', messageCode: 'barIdNotValid' });
  });

  it('every bar route refuses a bar of the other account (403, whether or not it exists) and changes nothing there', async () => {
    const match = k.byStatus('SCHEDULED');
    const unknownBar = '00000000-0000-4000-8000-000000000000';
    const reads = [
      '/api/planner/rules',
      '/api/planner/suggestions',
      '/api/planner/week',
      `/api/bars/bookings?matchId=${match.id}`,
      '/api/bars/leagues',
      '/api/team',
      `/api/bars/${bar.other2}`,
      `/api/bars/broadcast-warnings?matchId=${match.id}`,
      '/api/matches/admin',
      '/api/authentication/me',
    ];
    for (const theirs of [bar.other1, bar.other2, unknownBar])
      for (const url of reads) {
        const res = await as(first, theirs, { method: 'GET', url });
        expect(res.statusCode, `${url} in ${theirs}`).toBe(403);
        expect(res.json<{ message: string }>().message).toBe('You do not have access to this');
      }
    const writes: Array<InjectOptions & { url: string }> = [
      { method: 'POST', url: '/api/bars/change-broadcast-status', payload: { matchId: match.id, status: true } },
      { method: 'POST', url: '/api/planner/rules', payload: { kind: 'competition', targetId: k.competitionId } },
      { method: 'POST', url: '/api/team', payload: { email: 'spy@example.com', role: 'manager' } },
      { method: 'PATCH', url: '/api/bars', payload: { barId: bar.other2 } },
      { method: 'POST', url: '/api/bars/send-for-review' },
      { method: 'PUT', url: '/api/bars/photos', payload: { photos: [] } },
      { method: 'DELETE', url: '/api/bars/logo' },
    ];
    for (const write of writes) {
      const res = await as(first, bar.other2, write);
      expect(res.statusCode, write.url).toBe(403);
    }
    expect(await t.db.select().from(barBroadcasts).where(eq(barBroadcasts.barId, bar.other2))).toEqual([]);
    expect(await t.db.select().from(barRules).where(eq(barRules.barId, bar.other2))).toEqual([]);
    expect(await t.db.select().from(barMembers).where(eq(barMembers.barId, bar.other2))).toEqual([]);
    // The other way round too.
    expect((await as(other, bar.first2, { method: 'GET', url: `/api/bars/${bar.first2}` })).statusCode).toBe(403);
    // A bar of one's own named in the header does not open another's details by its address.
    expect((await as(first, bar.first1, { method: 'GET', url: `/api/bars/${bar.other1}` })).statusCode).toBe(403);
  });

  it('acts on the named bar only: details, broadcasts, rules, team, leagues, bookings', async () => {
    const match = k.byStatus('SCHEDULED');
    const details = await as(first, bar.first2, { method: 'GET', url: `/api/bars/${bar.first2}` });
    expect(details.json<BarDetails>().name).toBe('The Second Half');
    const on = await as(first, bar.first2, {
      method: 'POST',
      url: '/api/bars/change-broadcast-status',
      payload: { matchId: match.id, status: true },
    });
    expect(on.statusCode, on.body).toBe(200);
    const shownIn = async (barId: string) =>
      (await t.db.select().from(barBroadcasts).where(eq(barBroadcasts.barId, barId))).map((b) => b.matchId);
    expect(await shownIn(bar.first2)).toEqual([match.id]);
    expect(await shownIn(bar.first1)).not.toContain(match.id);
    const listed = async (barId: string) =>
      (
        await as(first, barId, { method: 'GET', url: `/api/matches/admin?competitions=${k.competitionId}` })
      ).json<OwnerMatchesAnswer>().matches;
    expect((await listed(bar.first2)).find((m) => m.id === match.id)?.broadcasted).toBe(true);
    expect((await listed(bar.first1)).find((m) => m.id === match.id)?.broadcasted).toBe(false);

    const rule = await as(first, bar.first2, {
      method: 'POST',
      url: '/api/planner/rules',
      payload: { kind: 'competition', targetId: k.competitionId },
    });
    expect(rule.statusCode, rule.body).toBe(201);
    expect((await t.db.select().from(barRules).where(eq(barRules.barId, bar.first2))).length).toBe(1);
    expect((await t.db.select().from(barRules).where(eq(barRules.barId, bar.first1))).length).toBe(0);
    expect((await as(first, bar.first1, { method: 'GET', url: '/api/planner/rules' })).json()).toEqual([]);

    const week = await as(first, bar.first2, { method: 'GET', url: '/api/planner/week' });
    expect(week.statusCode).toBe(200);
    for (const url of [`/api/bars/bookings?matchId=${match.id}`, '/api/bars/leagues', '/api/planner/suggestions'])
      expect((await as(first, bar.first2, { method: 'GET', url })).statusCode, url).toBe(200);
  });

  it("a member belongs to two bars with a role in each; the role checked is the current bar's; removal from one keeps the other", async () => {
    const invite = (barId: string | null, role: 'manager' | 'scanner') =>
      as(first, barId, { method: 'POST', url: '/api/team', payload: { email: 'floor@example.com', role } });
    // The first owner has two bars: the invitation names the bar.
    expect((await invite(null, 'manager')).statusCode).toBe(400);
    expect((await invite(bar.first1, 'manager')).statusCode).toBe(201);
    expect((await invite(bar.first2, 'scanner')).statusCode).toBe(201);
    expect((await invite(bar.first2, 'manager')).statusCode).toBe(409);
    const team = async (barId: string) =>
      (await as(first, barId, { method: 'GET', url: '/api/team' }))
        .json<TeamList>()
        .items.map((m) => [m.email, m.role, m.removedAt === null]);
    expect(await team(bar.first1)).toContainEqual(['floor@example.com', 'manager', true]);
    expect(await team(bar.first2)).toEqual([['floor@example.com', 'scanner', true]]);

    // One set-password link (the first invitation's), then the person signs in and sees both bars.
    const { token } = await linkTokenFor(t, 'floor@example.com');
    expect((await setPassword(t, token)).statusCode).toBe(200);
    const floor = await t.signIn('floor@example.com', MEMBER_PASSWORD);
    expect(floor.barId).toBeNull();
    expect(floor.bars.map((b) => [b.id, b.role])).toEqual([
      [bar.first1, 'manager'],
      [bar.first2, 'scanner'],
    ]);
    expect((await as(floor, bar.first1, { method: 'GET', url: '/api/planner/rules' })).statusCode).toBe(200);
    expect((await as(floor, bar.first2, { method: 'GET', url: '/api/planner/rules' })).statusCode).toBe(403);
    expect((await me(floor, bar.first2)).role).toBe('scanner');
    expect((await as(floor, bar.other1, { method: 'GET', url: '/api/planner/rules' })).statusCode).toBe(403);
    expect((await as(floor, null, { method: 'GET', url: '/api/planner/rules' })).statusCode).toBe(400);

    const userId = floor.userId;
    expect((await as(first, bar.first1, { method: 'DELETE', url: `/api/team/${userId}` })).statusCode).toBe(200);
    const again = await t.signIn('floor@example.com', MEMBER_PASSWORD);
    expect(again.barId).toBe(bar.first2);
    expect((await as(again, null, { method: 'GET', url: '/api/planner/rules' })).statusCode).toBe(403);
    expect((await as(again, bar.first1, { method: 'GET', url: '/api/authentication/me' })).statusCode).toBe(403);
    expect((await me(again)).role).toBe('scanner');
  });

  it("a person on another owner's team is added to this bar by mail, in their language, with no new link: they sign in as before", async () => {
    await t.db.update(users).set({ language: 'fr' }).where(eq(users.email, 'floor@example.com'));
    const added = await as(other, bar.other1, {
      method: 'POST',
      url: '/api/team',
      payload: { email: 'floor@example.com', role: 'scanner' },
    });
    expect(added.statusCode, added.body).toBe(201);
    const mails = (await t.outbox()).filter((m) => m.to === 'floor@example.com');
    const joined = mails.filter((m) => m.subject.startsWith('Vous avez été ajouté'));
    expect(joined).toHaveLength(1);
    // The other owner's first bar has no name yet: the mail words it as a bar's team, in French.
    expect(joined[0]!.subject).toBe('Vous avez été ajouté à l’équipe d’un bar');
    expect(joined[0]!.text).toContain('vous a ajouté à l’équipe d’un bar');
    expect(joined[0]!.text).toContain('Connectez-vous comme d’habitude');
    expect(joined[0]!.text).not.toContain('reset-password');
    // The earlier invitations of a person with no password yet sent their link, not this mail.
    expect(mails.filter((m) => m.subject === 'You are invited to Matchday Console')).toHaveLength(1);
    const floor = await t.signIn('floor@example.com', MEMBER_PASSWORD);
    expect(floor.bars.map((b) => [b.id, b.role])).toContainEqual([bar.other1, 'scanner']);
  });
});
