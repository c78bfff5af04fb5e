import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq, sql } from 'drizzle-orm';
import type { LoginRecord } from '@app/contract/auth';
import type { AdminMatch } from '@app/contract/matches-admin';
import type { CompetitionOption, CompetitionOptions, TeamOption, TeamOptions } from '@app/contract/match-parties';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { uniqueWord } from '../helpers/admin-match-fixtures.ts';
import { competitions, teams } from '../../src/db/schema/index.ts';

describe('/api/match/teams and /api/match/competitions (the match dialog pickers)', () => {
  let t: TestApp;
  let admin: LoginRecord;
  let owner: LoginRecord;
  const word = uniqueWord('club');

  beforeAll(async () => {
    t = await buildTestApp();
    [admin, owner] = await Promise.all([t.signIn('admin@example.com'), t.signIn('owner@example.com')]);
    await t.db.insert(teams).values([
      { name: `Olympique ${word}`, country: 'France', emblemUrl: '/api/media/x' },
      { name: `${word} Rovers`, country: 'England' },
      { name: `Real ${word}_b`, country: 'Spain' },
    ]);
    await t.db.insert(competitions).values([{ name: `Ligue ${word}`, slug: `ligue-${word}`, country: 'France' }]);
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, query: Record<string, string>, as: LoginRecord = admin) =>
    t.request({ method: 'GET', url, query, as });

  it('searches teams by any part of the name, any case, names starting with the query first', async () => {
    const res = await get('/api/match/teams', { query: word.toUpperCase() });
    expect(res.statusCode).toBe(200);
    expect(res.json<TeamOptions>().teams.map((team) => team.name)).toEqual([
      `${word} Rovers`,
      `Olympique ${word}`,
      `Real ${word}_b`,
    ]);
    expect(res.json<TeamOptions>().teams[1]).toMatchObject({ country: 'France', emblemUrl: '/api/media/x' });
    // % and _ are plain characters, not wildcards.
    expect(
      (await get('/api/match/teams', { query: `${word}_` })).json<TeamOptions>().teams.map((team) => team.name),
    ).toEqual([`Real ${word}_b`]);
    expect((await get('/api/match/teams', { query: `${word}%` })).json<TeamOptions>().teams).toEqual([]);
    expect((await get('/api/match/teams', { query: '', limit: '3' })).json<TeamOptions>().teams).toHaveLength(3);
  });

  it('adds a team with a generated PNG emblem, refuses the same name in another case', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/match/teams',
      payload: { name: `  FC ${word} United `, country: 'Wales' },
      as: admin,
    });
    expect(res.statusCode).toBe(200);
    const team = res.json<TeamOption>();
    expect(team).toMatchObject({ name: `FC ${word} United`, country: 'Wales' });
    expect(team.emblemUrl).toMatch(/^\/api\/media\/[0-9a-f]{64}$/);
    const image = await t.request({ method: 'GET', url: team.emblemUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ format: 'png', width: 96, height: 96 });

    const again = await t.request({
      method: 'POST',
      url: '/api/match/teams',
      payload: { name: `fc ${word} united` },
      as: admin,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'A team of this name already exists', code: 'teams.NAME_TAKEN' });
    expect(
      await t.db
        .select()
        .from(teams)
        .where(sql`lower(${teams.name}) = lower(${`FC ${word} United`})`),
    ).toHaveLength(1);

    // A match made of the new team shows its emblem.
    const match = await t.request({
      method: 'POST',
      url: '/api/match',
      as: admin,
      payload: {
        match: { homeTeam: `FC ${word} United`, country: 'Wales', dates: [], scheduledDate: '2026-12-05T20:45:00Z' },
      },
    });
    expect(match.json<AdminMatch>().homeTeamEmblemUrl).toBe(team.emblemUrl);
  });

  it('searches and adds competitions; a new one is linked by the match that names it', async () => {
    expect(
      (await get('/api/match/competitions', { query: `ligue ${word}` }))
        .json<CompetitionOptions>()
        .competitions.map((c) => c.name),
    ).toEqual([`Ligue ${word}`]);
    const res = await t.request({
      method: 'POST',
      url: '/api/match/competitions',
      payload: { name: `Coupe ${word}`, country: 'France' },
      as: admin,
    });
    expect(res.statusCode).toBe(200);
    const created = res.json<CompetitionOption>();
    expect(created).toMatchObject({ name: `Coupe ${word}`, country: 'France' });
    const [row] = await t.db.select().from(competitions).where(eq(competitions.id, created.id));
    expect(row?.slug).toBe(`coupe-${word}`);
    const dup = await t.request({
      method: 'POST',
      url: '/api/match/competitions',
      payload: { name: `COUPE ${word}` },
      as: admin,
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ message: 'A competition of this name already exists' });
    const match = await t.request({
      method: 'POST',
      url: '/api/match',
      as: admin,
      payload: {
        match: {
          homeTeam: 'Any',
          country: 'France',
          dates: [],
          scheduledDate: '2026-12-05T20:45:00Z',
          competition: `Coupe ${word}`,
        },
      },
    });
    expect(match.json<AdminMatch>()).toMatchObject({ competitionId: created.id, competitionName: `Coupe ${word}` });
  });

  it('refuses bad input with a clear message and non-admins', async () => {
    const blank = await t.request({ method: 'POST', url: '/api/match/teams', payload: { name: '   ' }, as: admin });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ message: 'This field is required!' });
    const long = await t.request({
      method: 'POST',
      url: '/api/match/competitions',
      payload: { name: 'x'.repeat(101) },
      as: admin,
    });
    expect(long.json()).toMatchObject({ statusCode: 400, message: 'At most 100 characters' });
    expect((await get('/api/match/teams', { limit: '500' })).statusCode).toBe(400);
    for (const call of [
      { method: 'GET', url: '/api/match/teams' },
      { method: 'GET', url: '/api/match/competitions' },
      { method: 'POST', url: '/api/match/teams', payload: { name: `Denied ${word}` } },
      { method: 'POST', url: '/api/match/competitions', payload: { name: `Denied ${word}` } },
    ] as const) {
      expect((await t.request({ ...call, as: owner })).statusCode, call.url).toBe(403);
      expect((await t.request({ ...call })).statusCode, call.url).toBe(401);
    }
    expect(
      await t.db
        .select()
        .from(teams)
        .where(eq(teams.name, `Denied ${word}`)),
    ).toEqual([]);
  });
});
