import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { LoginRecord } from '@app/contract/auth';
import type { OwnerMatchesAnswer } from '@app/contract/matches';
import type { NoticesAnswer } from '@app/contract/notices';
import { barBroadcasts, bars, mailOutbox, matches, notices } from '../../src/db/schema/index.ts';
import { tellBarsAboutMatchChange } from '../../src/services/match-changes/tell-bars.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { insertMatches, uniqueWord } from '../helpers/admin-match-fixtures.ts';
import { signUpOwner } from '../helpers/console-matches-fixtures.ts';
import { inviteToTeam } from '../helpers/team-fixtures.ts';

/**
 * Decision 025: a match postponed, cancelled or moved tells every accepted bar that broadcasts it (a
 * notice per owner and manager, and a mail each), in the transaction of the change, and nobody else.
 */
describe('match changes reach the bars that show the match', () => {
  let t: TestApp;
  let admin: LoginRecord;
  let staff: LoginRecord;
  const word = uniqueWord('chg');
  const people = {} as Record<
    'owner' | 'manager' | 'scanner' | 'pendingOwner' | 'rejectedOwner' | 'otherOwner',
    LoginRecord
  >;

  const email = (who: string) => `${who}-${word}@example.com`;
  const noticesOf = (as: LoginRecord) => t.request({ method: 'GET', url: '/api/notices', as });
  const mailsAbout = (matchId: string) =>
    t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'match-change'), eq(mailOutbox.subjectId, matchId)));
  const noticeRows = (matchId: string) => t.db.select().from(notices).where(eq(notices.matchId, matchId));
  const broadcastBy = async (matchId: string, ...who: LoginRecord[]) => {
    await t.db.insert(barBroadcasts).values(who.map((p) => ({ barId: p.barId!, matchId })));
  };
  const newMatch = async (headline: string, status = 'SCHEDULED') => {
    const [home = headline, away = ''] = headline.split(' - ');
    const [id] = await insertMatches(t.db, [
      {
        homeTeam: home,
        awayTeam: away,
        competitionName: word,
        status,
        scheduledDate: new Date('2031-05-10T18:30:00Z'),
      },
    ]);
    return id!;
  };
  /** The admin's edit through PUT /api/match (decision 024: the dialog's status and kick-off). */
  const edit = (
    matchId: string,
    headline: string,
    change: { status?: string; scheduledDate?: string; date?: string },
  ) => {
    const [homeTeam, awayTeam] = headline.split(' - ');
    return t.request({
      method: 'PUT',
      url: '/api/match',
      as: admin,
      payload: {
        match: {
          id: matchId,
          homeTeam,
          awayTeam,
          country: 'Romania',
          competition: word,
          dates: change.date ? [{ date: change.date, label: 'start_date' }] : [],
          ...(change.status ? { status: change.status } : {}),
          ...(change.scheduledDate ? { scheduledDate: change.scheduledDate } : {}),
        },
      },
    });
  };
  const setStatus = async (matchId: string, headline: string, status: string) => {
    const res = await edit(matchId, headline, { status, scheduledDate: '2031-05-10T18:30:00Z' });
    expect(res.statusCode, res.body).toBe(200);
  };

  beforeAll(async () => {
    t = await buildTestApp();
    [admin, staff] = await Promise.all([t.signIn('admin@example.com'), t.signIn('staff@example.com')]);
    for (const who of ['owner', 'pendingOwner', 'rejectedOwner', 'otherOwner'] as const)
      people[who] = await signUpOwner(t, email(who));
    for (const [who, status] of [
      ['owner', 'accepted'],
      ['rejectedOwner', 'rejected'],
      ['otherOwner', 'accepted'],
    ] as const) {
      await t.db
        .update(bars)
        .set({ status, name: `${who} bar` })
        .where(eq(bars.id, people[who].barId!));
    }
    people.manager = await inviteToTeam(t, people.owner, email('manager'), 'manager');
    people.scanner = await inviteToTeam(t, people.owner, email('scanner'), 'scanner');
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });

  it('postponing queues a notice and a mail for each person of each accepted bar broadcasting it, and none for others', async () => {
    const matchId = await newMatch('Heron - Ibis');
    const quiet = await newMatch('Jay - Kestrel');
    await broadcastBy(matchId, people.owner, people.pendingOwner, people.rejectedOwner);
    await broadcastBy(quiet, people.otherOwner);

    await setStatus(matchId, 'Heron - Ibis', 'POSTP');

    const rows = await noticeRows(matchId);
    expect(rows.map((r) => r.userId).sort()).toEqual([people.owner.userId, people.manager.userId].sort());
    expect(
      rows.every(
        (r) =>
          r.kind === 'postponed' &&
          r.barId === people.owner.barId &&
          r.headline === 'Heron - Ibis' &&
          r.readAt === null,
      ),
    ).toBe(true);
    const mails = await mailsAbout(matchId);
    expect(mails.map((m) => m.to).sort()).toEqual([email('manager'), email('owner')].sort());
    expect(mails[0]!.subject).toBe('Postponed: Heron - Ibis');
    expect(mails[0]!.text).toContain('Heron - Ibis, planned for 18:30 - 10 May 2031 (UTC), has been postponed.');
    expect(mails[0]!.text).toMatch(/https?:\/\/\S+\/matches/);
    expect(await noticeRows(quiet)).toEqual([]);

    // The bell of each person told shows it; nobody else's does.
    const seen = (await noticesOf(people.owner)).json<NoticesAnswer>();
    expect(seen.unread).toBe(1);
    expect(seen.items[0]).toMatchObject({
      kind: 'postponed',
      matchId,
      headline: 'Heron - Ibis',
      read: false,
      previousDate: '2031-05-10T18:30:00.000Z',
    });
    for (const who of [people.pendingOwner, people.rejectedOwner, people.otherOwner]) {
      expect((await noticesOf(who)).json<NoticesAnswer>()).toEqual({ items: [], unread: 0 });
    }

    // Sent for real through the outbox.
    const delivered = (await t.outbox()).filter((m) => m.subject === 'Postponed: Heron - Ibis');
    expect(delivered.map((m) => m.to).sort()).toEqual([email('manager'), email('owner')].sort());

    // Saying it again tells nobody again.
    await setStatus(matchId, 'Heron - Ibis', 'POSTP');
    expect(await noticeRows(matchId)).toHaveLength(2);
  });

  it('cancelling tells them too, and an owner can then switch the broadcast off', async () => {
    const matchId = await newMatch('Linnet - Merlin');
    await broadcastBy(matchId, people.owner);
    await setStatus(matchId, 'Linnet - Merlin', 'CANC');
    expect((await noticeRows(matchId)).map((r) => r.kind)).toEqual(['cancelled', 'cancelled']);
    expect((await mailsAbout(matchId))[0]!.subject).toBe('Cancelled: Linnet - Merlin');
    const off = await t.request({
      method: 'POST',
      url: '/api/bars/change-broadcast-status',
      payload: { matchId, status: false },
      as: people.owner,
    });
    expect(off.statusCode).toBe(200);
    expect(await t.db.select().from(barBroadcasts).where(eq(barBroadcasts.matchId, matchId))).toEqual([]);
  });

  it("writes each person's mail in their language, the kick-offs in the bar's time zone with the zone named", async () => {
    const french = await signUpOwner(t, email('french'));
    await t.db
      .update(bars)
      .set({ status: 'accepted', name: 'Le Coin', timeZone: 'Europe/Paris' })
      .where(eq(bars.id, french.barId!));
    const chose = await t.request({
      method: 'PATCH',
      url: '/api/authentication/me',
      payload: { language: 'fr' },
      as: french,
    });
    expect(chose.statusCode).toBe(200);
    const matchId = await newMatch('Nightjar - Oriole');
    await broadcastBy(matchId, french, people.owner);

    await setStatus(matchId, 'Nightjar - Oriole', 'POSTP');

    const mails = await mailsAbout(matchId);
    const frenchMail = mails.find((m) => m.to === email('french'));
    expect(frenchMail?.subject).toBe('Reporté : Nightjar - Oriole');
    expect(frenchMail?.text).toContain('Votre bar "Le Coin" diffuse un match qui a changé :');
    expect(frenchMail?.text).toContain(
      'Nightjar - Oriole, prévu le 20:30 - 10 mai 2031 (Europe/Paris), a été reporté.',
    );
    // Someone who never chose a language reads English, in their bar's zone (none chosen, no country: UTC).
    const englishMail = mails.find((m) => m.to === email('owner'));
    expect(englishMail?.subject).toBe('Postponed: Nightjar - Oriole');
    expect(englishMail?.text).toContain(
      'Nightjar - Oriole, planned for 18:30 - 10 May 2031 (UTC), has been postponed.',
    );
  });

  it("a kick-off moved through PUT /api/match tells the bars and marks the match in the owner's list", async () => {
    const matchId = await newMatch('Kite - Lark');
    await broadcastBy(matchId, people.owner);
    const moved = await edit(matchId, 'Kite - Lark', { scheduledDate: '2031-05-12T20:30:00+02:00' });
    expect(moved.statusCode).toBe(200);

    const rows = await noticeRows(matchId);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      kind: 'moved',
      previousDate: new Date('2031-05-10T18:30:00Z'),
      scheduledDate: new Date('2031-05-12T18:30:00Z'),
      headline: 'Kite - Lark',
    });
    const [mail] = await mailsAbout(matchId);
    expect(mail!.subject).toBe('New kick-off: Kite - Lark');
    expect(mail!.text).toContain(
      'Kite - Lark now kicks off at 18:30 - 12 May 2031 (UTC) (it was 18:30 - 10 May 2031 (UTC)).',
    );

    const listed = async (as: LoginRecord) =>
      (await t.request({ method: 'GET', url: '/api/matches/admin', query: { query: word }, as }))
        .json<OwnerMatchesAnswer>()
        .matches.find((m) => m.id === matchId);
    expect((await listed(people.owner))?.kickOffMovedFrom).toBe('2031-05-10T18:30:00.000Z');
    expect((await listed(people.manager))?.kickOffMovedFrom).toBe('2031-05-10T18:30:00.000Z');
    expect((await listed(people.otherOwner))?.kickOffMovedFrom).toBeNull();

    // An edit that keeps the kick-off tells nobody; a kick-off given by its day only keeps the time.
    expect((await edit(matchId, 'Kite - Lark', { date: '12.05.2031' })).statusCode).toBe(200);
    expect(await noticeRows(matchId)).toHaveLength(2);
  });

  it('writes nothing when the change does not commit', async () => {
    const matchId = await newMatch('Osprey - Plover');
    await broadcastBy(matchId, people.owner);
    await expect(
      t.db.transaction(async (tx) => {
        await tx.update(matches).set({ status: 'POSTP' }).where(eq(matches.id, matchId));
        await tellBarsAboutMatchChange(
          tx,
          matchId,
          { status: 'SCHEDULED', scheduledDate: new Date('2031-05-10T18:30:00Z') },
          'http://console.test',
        );
        throw new Error('the change fails after the notices');
      }),
    ).rejects.toThrow('the change fails');
    expect(await noticeRows(matchId)).toEqual([]);
    expect(await mailsAbout(matchId)).toEqual([]);
  });

  it('keeps read state per person: one marked read, then all', async () => {
    const matchId = await newMatch('Quail - Rook');
    await broadcastBy(matchId, people.owner);
    await setStatus(matchId, 'Quail - Rook', 'POSTP');
    const ownerNotice = (await noticesOf(people.owner))
      .json<NoticesAnswer>()
      .items.find((n) => 'matchId' in n && n.matchId === matchId)!;
    const managerBefore = (await noticesOf(people.manager)).json<NoticesAnswer>().unread;

    const read = await t.request({ method: 'POST', url: `/api/notices/${ownerNotice.id}/read`, as: people.owner });
    expect(read.statusCode).toBe(200);
    const ownerAfter = (await noticesOf(people.owner)).json<NoticesAnswer>();
    expect(read.json()).toEqual({ unread: ownerAfter.unread });
    expect(ownerAfter.items.find((n) => n.id === ownerNotice.id)?.read).toBe(true);
    expect((await noticesOf(people.manager)).json<NoticesAnswer>().unread).toBe(managerBefore);

    // Another person's notice is unknown to the manager, and stays unread for its owner... or read, untouched.
    const managerNotice = (await noticesOf(people.manager))
      .json<NoticesAnswer>()
      .items.find((n) => 'matchId' in n && n.matchId === matchId)!;
    const foreign = await t.request({
      method: 'POST',
      url: `/api/notices/${managerNotice.id}/read`,
      as: people.otherOwner,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ message: 'This notice does not exist', code: 'noticeNotFound' });
    expect(
      (await noticesOf(people.manager)).json<NoticesAnswer>().items.find((n) => n.id === managerNotice.id)?.read,
    ).toBe(false);

    const all = await t.request({ method: 'POST', url: '/api/notices/read-all', as: people.manager });
    expect(all.json()).toEqual({ unread: 0 });
    const managerAfter = (await noticesOf(people.manager)).json<NoticesAnswer>();
    expect(managerAfter.unread).toBe(0);
    expect(managerAfter.items.every((n) => n.read)).toBe(true);
    expect((await noticesOf(people.owner)).json<NoticesAnswer>().unread).toBe(ownerAfter.unread);
  });

  it("is for a bar's owner and managers: others 403, strangers 401, a bad id 400", async () => {
    for (const as of [admin, staff, people.scanner]) {
      expect((await noticesOf(as)).statusCode).toBe(403);
      expect((await t.request({ method: 'POST', url: '/api/notices/read-all', as })).statusCode).toBe(403);
    }
    expect((await t.request({ method: 'GET', url: '/api/notices' })).statusCode).toBe(401);
    const bad = await t.request({ method: 'POST', url: '/api/notices/not-an-id/read', as: people.owner });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'Invalid id' });
  });
});
