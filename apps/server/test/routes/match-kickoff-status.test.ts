import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { LoginRecord } from '@app/contract/auth';
import type { AdminMatch } from '@app/contract/matches-admin';
import { MATCH_STATUS_CODES } from '@app/contract/match-status';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { insertMatches, uniqueWord } from '../helpers/admin-match-fixtures.ts';
import { matches } from '../../src/db/schema/index.ts';
import { MATCH_STATUS_CODES as SERVER_STATUS_CODES } from '../../src/lib/match-status.ts';

const REQUIRED = 'This field is required!';
const KICKOFF_INVALID = 'The kick-off must be a date and time with its time zone, between 1900 and 2200';
const STATUS_INVALID = 'Choose a match status from the list';

describe('/api/match kick-off and status (decision 024)', () => {
  let t: TestApp;
  let admin: LoginRecord;
  const word = uniqueWord('kickoff');
  const base = (over: Record<string, unknown> = {}) => ({
    homeTeam: `Home ${word}`,
    awayTeam: 'Away',
    country: 'France',
    dates: [],
    ...over,
  });
  const create = (match: Record<string, unknown>) =>
    t.request({ method: 'POST', url: '/api/match', payload: { match }, as: admin });
  const update = (match: Record<string, unknown>) =>
    t.request({ method: 'PUT', url: '/api/match', payload: { match }, as: admin });
  const stored = async (id: string) =>
    (
      await t.db
        .select({
          status: matches.status,
          phase: matches.phase,
          scheduledDate: matches.scheduledDate,
          dates: matches.dates,
        })
        .from(matches)
        .where(eq(matches.id, id))
    )[0];
  const count = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(matches))[0]?.n ?? 0;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await t.signIn('admin@example.com');
  });
  afterAll(async () => {
    await t.close();
  });

  it('knows the same status codes as the server filters', () => {
    expect([...MATCH_STATUS_CODES].sort()).toEqual([...SERVER_STATUS_CODES].sort());
  });

  it('stores the chosen kick-off as that instant, returns it, and takes its day (where it was chosen) as the start date', async () => {
    const res = await create(
      base({ scheduledDate: '2026-12-05T20:45:00+01:00', dates: [{ date: '06.12.2026', label: 'end_date' }] }),
    );
    expect(res.statusCode).toBe(200);
    const created = res.json<AdminMatch>();
    expect(created).toMatchObject({
      scheduledDate: '2026-12-05T19:45:00.000Z',
      status: 'SCHEDULED',
      folder: 'future',
      dates: [
        { date: '05.12.2026', label: 'start_date' },
        { date: '06.12.2026', label: 'end_date' },
      ],
    });
    const row = await stored(created.id);
    expect(row?.scheduledDate.toISOString()).toBe('2026-12-05T19:45:00.000Z');
    expect(row?.dates).toEqual(created.dates);
    // The list and GET answer the same instant.
    expect(
      (await t.request({ method: 'GET', url: `/api/match/${created.id}`, as: admin })).json<AdminMatch>().scheduledDate,
    ).toBe('2026-12-05T19:45:00.000Z');
  });

  it('the kick-off day is the day where it was chosen, even when UTC is already on another day', async () => {
    const res = await create(
      base({ scheduledDate: '2026-12-06T00:30:00+01:00', dates: [{ date: '01.01.2027', label: 'start_date' }] }),
    );
    expect(res.json<AdminMatch>()).toMatchObject({
      scheduledDate: '2026-12-05T23:30:00.000Z',
      dates: [{ date: '06.12.2026', label: 'start_date' }],
    });
  });

  it('creates a match with a chosen status, which files it in its folder', async () => {
    const cases = [
      ['LIVE', 'live', 'live'],
      ['HT', 'live', 'live'],
      ['FT', 'ended', 'past'],
      ['POSTP', 'future', 'future'],
      ['CANC', 'ended', 'past'],
      ['TIMED', 'future', 'future'],
    ] as const;
    for (const [status, folder, phase] of cases) {
      const res = await create(base({ scheduledDate: '2026-11-20T18:00:00Z', status }));
      expect(res.statusCode, status).toBe(200);
      const created = res.json<AdminMatch>();
      expect(created, status).toMatchObject({ status, folder, matchStatus: phase });
      expect(await stored(created.id), status).toMatchObject({ status, phase });
    }
  });

  it('moves the kick-off and changes the status on an edit; leaving them out keeps both', async () => {
    const [id] = await insertMatches(t.db, [
      {
        homeTeam: `Edited ${word}`,
        status: 'SCHEDULED',
        scheduledDate: new Date('2026-12-01T18:30:00Z'),
        dates: [{ date: '01.12.2026', label: 'start_date' }],
      },
    ]);
    const moved = await update({
      ...base({ homeTeam: `Edited ${word}`, scheduledDate: '2026-12-03T21:00:00+02:00', status: 'POSTP' }),
      id,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json<AdminMatch>()).toMatchObject({
      scheduledDate: '2026-12-03T19:00:00.000Z',
      status: 'POSTP',
      dates: [{ date: '03.12.2026', label: 'start_date' }],
    });
    expect(await stored(id!)).toMatchObject({ status: 'POSTP', scheduledDate: new Date('2026-12-03T19:00:00Z') });

    const kept = await update({
      ...base({ homeTeam: `Edited ${word}`, dates: [{ date: '03.12.2026', label: 'start_date' }] }),
      id,
    });
    expect(kept.json<AdminMatch>()).toMatchObject({ scheduledDate: '2026-12-03T19:00:00.000Z', status: 'POSTP' });

    const cancelled = await update({
      ...base({ homeTeam: `Edited ${word}`, status: 'CANC', scheduledDate: '2026-12-03T20:00:00+01:00' }),
      id,
    });
    expect(cancelled.json<AdminMatch>()).toMatchObject({
      status: 'CANC',
      folder: 'ended',
      scheduledDate: '2026-12-03T19:00:00.000Z',
    });
  });

  it('without a kick-off the start date still sets it (docs/product.md: at least one date)', async () => {
    const res = await create(base({ dates: [{ date: '12.06.2031', label: 'start_date' }] }));
    expect(res.json<AdminMatch>()).toMatchObject({ scheduledDate: '2031-06-12T12:00:00.000Z', status: 'SCHEDULED' });
  });

  it('refuses a bad kick-off or status with a clear message and writes nothing; SPEC order stays', async () => {
    const before = await count();
    const cases: [Record<string, unknown>, string][] = [
      [base({ scheduledDate: '2026-12-05T20:45:00' }), KICKOFF_INVALID],
      [base({ scheduledDate: '2026-12-05' }), KICKOFF_INVALID],
      [base({ scheduledDate: '05.12.2026 20:45' }), KICKOFF_INVALID],
      [base({ scheduledDate: '2026-13-05T20:45:00Z' }), KICKOFF_INVALID],
      [base({ scheduledDate: '1800-12-05T20:45:00Z' }), KICKOFF_INVALID],
      [base({ scheduledDate: 1_790_000_000_000 }), KICKOFF_INVALID],
      [base({ scheduledDate: '2026-12-05T20:45:00Z', status: 'FINISHED' }), STATUS_INVALID],
      [base({ scheduledDate: '2026-12-05T20:45:00Z', status: 'ft' }), STATUS_INVALID],
      [base({ scheduledDate: '2026-12-05T20:45:00Z', status: '' }), STATUS_INVALID],
      // No kick-off and no date: docs/product.md's dates message.
      [base(), REQUIRED],
      // Home team first, then country, then dates, whatever else is wrong.
      [base({ homeTeam: '', country: '', status: 'FINISHED' }), REQUIRED],
    ];
    for (const [match, message] of cases) {
      const res = await create(match);
      expect(res.statusCode, JSON.stringify(match)).toBe(400);
      expect(res.json<{ message: string }>().message, JSON.stringify(match)).toBe(message);
    }
    expect(await count()).toBe(before);
    const [id] = await insertMatches(t.db, [
      { homeTeam: `Untouched ${word}`, status: 'LIVE', scheduledDate: new Date('2026-11-23T18:00:00Z') },
    ]);
    const refused = await update({
      ...base({ homeTeam: `Untouched ${word}`, scheduledDate: 'tomorrow', status: 'CANC' }),
      id,
    });
    expect(refused.statusCode).toBe(400);
    expect(await stored(id!)).toMatchObject({ status: 'LIVE', scheduledDate: new Date('2026-11-23T18:00:00Z') });
  });

  it('refuses a live or full-time score before the kick-off, unless the same save moves the kick-off to a time past', async () => {
    const ahead = new Date(Date.now() + 5 * 86_400_000);
    ahead.setUTCSeconds(0, 0);
    const [id] = await insertMatches(t.db, [
      { homeTeam: `Ahead ${word}`, status: 'SCHEDULED', scheduledDate: ahead, dates: [] },
    ]);
    const goals = { fullTimeHomeGoals: 2, fullTimeAwayGoals: 1, liveHomeGoals: null, liveAwayGoals: null };
    const refusals = [
      { status: 'FT', goals },
      { status: 'LIVE' },
      { status: 'HT' },
      { goals: { ...goals, fullTimeHomeGoals: null, fullTimeAwayGoals: null, liveHomeGoals: 0 } },
    ];
    for (const change of refusals) {
      const res = await update({
        ...base({ homeTeam: `Ahead ${word}`, scheduledDate: ahead.toISOString() }),
        ...change,
        id,
      });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json(), JSON.stringify(change)).toMatchObject({
        code: 'matches.SCORE_BEFORE_KICK_OFF',
        messageCode: 'scoreBeforeKickOff',
        params: { kickOff: ahead.toISOString() },
        message:
          `This match kicks off at ${ahead.toISOString().slice(0, 16).replace('T', ' ')} UTC: it has no score before then. ` +
          'To enter one now, move the kick-off to a time that has passed in the same save.',
      });
    }
    const created = await create(base({ scheduledDate: ahead.toISOString(), status: 'FT', goals }));
    expect(created.statusCode).toBe(400);
    expect(await stored(id!)).toMatchObject({ status: 'SCHEDULED', scheduledDate: ahead });
    const [row] = await t.db.select({ home: matches.fullTimeHomeGoals }).from(matches).where(eq(matches.id, id!));
    expect(row?.home).toBeNull();

    // Postponed, cancelled or without goals: still allowed before the kick-off.
    const postponed = await update({
      ...base({ homeTeam: `Ahead ${word}`, scheduledDate: ahead.toISOString() }),
      status: 'POSTP',
      id,
    });
    expect(postponed.statusCode).toBe(200);
    const started = new Date(Date.now() - 2 * 3_600_000).toISOString();
    const moved = await update({
      ...base({ homeTeam: `Ahead ${word}`, scheduledDate: started }),
      status: 'FT',
      goals,
      id,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<AdminMatch>()).toMatchObject({
      status: 'FT',
      scheduledDate: started,
      goals: { fullTimeHomeGoals: 2, fullTimeAwayGoals: 1 },
    });
  });
});
