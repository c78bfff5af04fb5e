import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { LoginRecord } from '@app/contract/auth';
import type { PlannerRule, SuggestionsAnswer } from '@app/contract/planner';
import type { OwnerMatchesAnswer } from '@app/contract/matches';
import { barBroadcasts, barRules, barSuggestionDismissals, matches, teams } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { insertKnownMatches, signUpOwner } from '../helpers/console-matches-fixtures.ts';
import { inviteToTeam } from '../helpers/team-fixtures.ts';
import { SPLIT_HOURS, setUpBar } from '../helpers/planner-fixtures.ts';
import { instantAt } from '@app/contract/opening-hours';

type Known = Awaited<ReturnType<typeof insertKnownMatches>>;
const DAY = 24 * 3600_000;
/** dd.mm.yyyy, as the admin's match dialog writes a date. */
const masked = (d: Date) =>
  `${String(d.getUTCDate()).padStart(2, '0')}.${String(d.getUTCMonth() + 1).padStart(2, '0')}.${d.getUTCFullYear()}`;

describe('planner rules and the Suggested folder', () => {
  let t: TestApp;
  let owner: LoginRecord;
  let other: LoginRecord;
  let admin: LoginRecord;
  let staff: LoginRecord;
  let k: Known;
  let quokkaId: string;

  const suggestionsOf = async (as: LoginRecord) => {
    const res = await t.request({ method: 'GET', url: '/api/planner/suggestions', as });
    expect(res.statusCode).toBe(200);
    return res.json<SuggestionsAnswer>();
  };
  const headlines = (a: SuggestionsAnswer) => a.suggestions.map((s) => s.headline);
  const broadcastsOf = async (barId: string) =>
    (await t.db.select().from(barBroadcasts).where(eq(barBroadcasts.barId, barId))).map((b) => b.matchId);
  const addRule = (as: LoginRecord, payload: object) =>
    t.request({ method: 'POST', url: '/api/planner/rules', payload, as });

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await t.signIn('admin@example.com');
    staff = await t.signIn('staff@example.com');
    owner = await signUpOwner(t, 'planner-owner@example.com');
    other = await signUpOwner(t, 'planner-other@example.com');
    k = await insertKnownMatches(t.db);
    const inserted = await t.db
      .insert(teams)
      .values([{ name: 'Quokka United' }, { name: 'Wombat Rovers' }])
      .returning({ id: teams.id, name: teams.name });
    quokkaId = inserted.find((r) => r.name === 'Quokka United')!.id;
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });

  it('suggests the future matches of a team rule and switches nothing on', async () => {
    expect(await suggestionsOf(owner)).toEqual({ suggestions: [], count: 0 });
    const res = await addRule(owner, { kind: 'team', targetId: quokkaId });
    expect(res.statusCode).toBe(201);
    expect(res.json<PlannerRule>()).toMatchObject({
      kind: 'team',
      targetId: quokkaId,
      name: 'Quokka United',
      onlyInOpeningHours: false,
    });

    const answer = await suggestionsOf(owner);
    // Scheduled and timed matches of the team, in kick-off order: not the live, postponed, past or trashed ones.
    expect(headlines(answer)).toEqual(['Numbat Town - Quokka United', 'Quokka United - Wombat Rovers']);
    expect(answer.count).toBe(2);
    expect(answer.suggestions[0]).toMatchObject({ broadcasted: false, because: ['Quokka United'] });
    expect(await broadcastsOf(owner.barId!)).toEqual([]);
    // Another bar's rules are its own.
    expect(await suggestionsOf(other)).toEqual({ suggestions: [], count: 0 });
  });

  it('a competition rule names its reason; one match answering two rules is suggested once', async () => {
    const res = await addRule(owner, { kind: 'competition', targetId: k.competitionId });
    expect(res.statusCode).toBe(201);
    const answer = await suggestionsOf(owner);
    expect(headlines(answer)).toEqual([
      'Numbat Town - Quokka United',
      'Quokka United - Wombat Rovers',
      '100% Pure_FC - Bilby City',
    ]);
    expect(answer.suggestions[0]?.because).toEqual(['Quokka United', 'Quiz Test Cup']);
    const rule = res.json<PlannerRule>();
    const removed = await t.request({ method: 'DELETE', url: `/api/planner/rules/${rule.id}`, as: owner });
    expect(removed.statusCode).toBe(200);
    expect(headlines(await suggestionsOf(owner))).toEqual([
      'Numbat Town - Quokka United',
      'Quokka United - Wombat Rovers',
    ]);
  });

  it('refuses a second rule for the same team, an unknown team and a bad kind, writing nothing', async () => {
    const before = (await t.db.select().from(barRules)).length;
    const twice = await addRule(owner, { kind: 'team', targetId: quokkaId });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ message: 'The bar already has this rule', code: 'planner.RULE_EXISTS' });
    const unknown = await addRule(owner, { kind: 'team', targetId: k.competitionId });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'This team does not exist' });
    expect((await addRule(owner, { kind: 'player', targetId: quokkaId })).statusCode).toBe(400);
    expect((await addRule(owner, { kind: 'team', targetId: quokkaId, barId: other.barId })).statusCode).toBe(400);
    expect((await t.db.select().from(barRules)).length).toBe(before);
  });

  it('keeps rules to owners and managers of the bar, each reaching only their own bar', async () => {
    for (const as of [staff, admin]) {
      expect((await t.request({ method: 'GET', url: '/api/planner/rules', as })).statusCode).toBe(403);
      expect((await addRule(as, { kind: 'team', targetId: quokkaId })).statusCode).toBe(403);
    }
    expect((await t.request({ method: 'GET', url: '/api/planner/suggestions' })).statusCode).toBe(401);
    const [rule] = (await t.request({ method: 'GET', url: '/api/planner/rules', as: owner })).json<PlannerRule[]>();
    expect((await t.request({ method: 'DELETE', url: `/api/planner/rules/${rule!.id}`, as: other })).statusCode).toBe(
      404,
    );
    expect(
      (
        await t.request({
          method: 'PATCH',
          url: `/api/planner/rules/${rule!.id}`,
          payload: { onlyInOpeningHours: true },
          as: other,
        })
      ).statusCode,
    ).toBe(404);

    const manager = await inviteToTeam(t, owner, 'planner-manager@example.com', 'manager');
    const seen = (await t.request({ method: 'GET', url: '/api/planner/rules', as: manager })).json<PlannerRule[]>();
    expect(seen.map((r) => r.name)).toEqual(['Quokka United']);
  });

  it('suggests a match an admin creates after the rule', async () => {
    const day = new Date(Date.now() + 10 * DAY);
    const created = await t.request({
      method: 'POST',
      url: '/api/match',
      as: admin,
      payload: {
        match: {
          homeTeam: 'Wombat Rovers',
          awayTeam: 'Quokka United',
          country: 'Nowhere',
          dates: [{ date: masked(day), label: 'start_date' }],
        },
      },
    });
    expect(created.statusCode).toBe(200);
    expect(headlines(await suggestionsOf(owner))).toContain('Wombat Rovers - Quokka United');
  });

  it('dismisses a suggestion for good, and never switches it on', async () => {
    const first = (await suggestionsOf(owner)).suggestions[0]!;
    const res = await t.request({
      method: 'POST',
      url: '/api/planner/suggestions/dismiss',
      payload: { matchIds: [first.id] },
      as: owner,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ matchIds: [first.id] });
    expect(headlines(await suggestionsOf(owner))).not.toContain(first.headline);
    expect(
      (await t.db.select().from(barSuggestionDismissals).where(eq(barSuggestionDismissals.barId, owner.barId!))).map(
        (d) => d.matchId,
      ),
    ).toEqual([first.id]);
    expect(await broadcastsOf(owner.barId!)).toEqual([]);
    const empty = await t.request({
      method: 'POST',
      url: '/api/planner/suggestions/dismiss',
      payload: { matchIds: [] },
      as: owner,
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: 'Choose at least one match' });
  });

  it('accepts one, then all: exactly the suggestions are switched on, and the folder empties', async () => {
    const [one, ...rest] = (await suggestionsOf(owner)).suggestions;
    const picked = await t.request({
      method: 'POST',
      url: '/api/planner/suggestions/accept',
      payload: { matchIds: [one!.id, k.byStatus('LIVE').id] },
      as: owner,
    });
    // A live match is not a suggestion: accepting it by id changes nothing.
    expect(picked.json()).toEqual({ matchIds: [one!.id] });
    expect(await broadcastsOf(owner.barId!)).toEqual([one!.id]);

    const all = await t.request({
      method: 'POST',
      url: '/api/planner/suggestions/accept',
      payload: { all: true },
      as: owner,
    });
    expect(all.statusCode).toBe(200);
    expect([...all.json<{ matchIds: string[] }>().matchIds].sort()).toEqual(rest.map((s) => s.id).sort());
    expect([...(await broadcastsOf(owner.barId!))].sort()).toEqual([one!.id, ...rest.map((s) => s.id)].sort());
    expect(await suggestionsOf(owner)).toEqual({ suggestions: [], count: 0 });
    expect(await broadcastsOf(other.barId!)).toEqual([]);
  });

  it("the Broadcasting filter lists only what the caller's bar shows", async () => {
    const shown = await broadcastsOf(owner.barId!);
    const res = await t.request({
      method: 'GET',
      url: '/api/matches/admin',
      query: { matchStatus: 'future', broadcasting: 'true' },
      as: owner,
    });
    expect(res.statusCode).toBe(200);
    const answer = res.json<OwnerMatchesAnswer>();
    expect(answer.matches.map((m) => m.id).sort()).toEqual([...shown].sort());
    expect(answer.count).toBe(shown.length);
    expect(answer.matches.every((m) => m.broadcasted)).toBe(true);
    const none = await t.request({
      method: 'GET',
      url: '/api/matches/admin',
      query: { broadcasting: 'true' },
      as: other,
    });
    expect(none.json()).toEqual({ matches: [], count: 0 });
    const staffView = await t.request({
      method: 'GET',
      url: '/api/matches/admin',
      query: { broadcasting: 'true' },
      as: staff,
    });
    expect(staffView.json()).toEqual({ matches: [], count: 0 });
    const bad = await t.request({
      method: 'GET',
      url: '/api/matches/admin',
      query: { broadcasting: 'yes' },
      as: owner,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'broadcasting must be true or false' });
  });

  it('a rule limited to the opening hours suggests only the matches kicking off while the bar is open', async () => {
    const bar = await signUpOwner(t, 'planner-hours@example.com');
    // Open 12:00–15:00 and 17:00–01:00 in London.
    await setUpBar(t, bar, { openingHours: SPLIT_HOURS, timeZone: 'Europe/London', viewing: { screens: 2 } });
    const [koala] = await t.db.insert(teams).values({ name: 'Koala FC' }).returning({ id: teams.id });
    const day = new Date(Date.now() + 5 * DAY).toISOString().slice(0, 10);
    const kickOffs = {
      'Koala FC - Emu Town': 13 * 60,
      'Emu Town - Koala FC': 16 * 60,
      'Koala FC - Dingo Athletic': 24 * 60 + 30,
    };
    await t.db.insert(matches).values(
      Object.entries(kickOffs).map(([headline, minutes]) => ({
        homeTeam: headline.split(' - ')[0]!,
        awayTeam: headline.split(' - ')[1]!,
        headline,
        scheduledDate: instantAt(day, minutes, 'Europe/London'),
        searchText: headline.toLowerCase(),
      })),
    );
    const rule = (
      await addRule(bar, { kind: 'team', targetId: koala!.id, onlyInOpeningHours: true })
    ).json<PlannerRule>();
    // 13:00 is lunch, 16:00 is the afternoon break, 00:30 is the evening before's opening past midnight.
    expect(headlines(await suggestionsOf(bar))).toEqual(['Koala FC - Emu Town', 'Koala FC - Dingo Athletic']);

    const anyTime = await t.request({
      method: 'PATCH',
      url: `/api/planner/rules/${rule.id}`,
      payload: { onlyInOpeningHours: false },
      as: bar,
    });
    expect(anyTime.json<PlannerRule>().onlyInOpeningHours).toBe(false);
    expect(headlines(await suggestionsOf(bar))).toEqual([
      'Koala FC - Emu Town',
      'Emu Town - Koala FC',
      'Koala FC - Dingo Athletic',
    ]);
    expect(await broadcastsOf(bar.barId!)).toEqual([]);
  });
});
