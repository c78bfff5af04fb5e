import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { LoginRecord } from '@app/contract/auth';
import type { ChampionshipDetail, ChampionshipListItem } from '@app/contract/championships';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import {
  answers,
  description,
  en,
  insertTestMatches,
  multipart,
  rowCounts,
  testImage,
  validCreateParts,
  word,
  type FormValue,
} from '../helpers/championship-fixtures.ts';
import { championshipMatches, championships, prizes, questions, winners } from '../../src/db/schema/index.ts';

describe('official championships: create, read, update, publish, delete', () => {
  let t: TestApp;
  let staff: LoginRecord;
  let admin: LoginRecord;
  let owner: LoginRecord;
  let matchIds: string[];

  const send = async (
    method: 'POST' | 'PATCH',
    parts: Record<string, FormValue | undefined>,
    as: LoginRecord = staff,
  ) => {
    const { payload, headers } = await multipart(parts);
    return t.request({ method, url: '/api/challenges/official-championship', payload, headers, as });
  };
  const detail = async (id: string) => {
    const res = await t.request({
      method: 'GET',
      url: `/api/challenges/bar-championship-details?challengeId=${id}`,
      as: staff,
    });
    expect(res.statusCode).toBe(200);
    return res.json<ChampionshipDetail>();
  };
  const createOne = async (overrides: Record<string, FormValue | undefined> = {}) => {
    const res = await send('POST', await validCreateParts(matchIds.slice(0, 3), overrides));
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ChampionshipDetail>();
  };

  beforeAll(async () => {
    t = await buildTestApp();
    [staff, admin, owner] = await Promise.all([
      t.signIn('staff@example.com'),
      t.signIn('admin@example.com'),
      t.signIn('owner@example.com'),
    ]);
    matchIds = await insertTestMatches(t.db, [
      { headline: 'Arsenal - Chelsea', daysAhead: 3 },
      { headline: 'Dinamo - Rapid', daysAhead: 1 },
      { headline: 'Milan - Inter', daysAhead: 9 },
      { headline: 'Lyon - Nice', daysAhead: 12 },
    ]);
  });
  afterAll(async () => {
    await t.close();
  });

  it('creates a championship with every part in one request', async () => {
    const created = await createOne({ name: ' Autumn Cup ' });
    expect(created).toMatchObject({
      name: 'Autumn Cup',
      stake: '50 points',
      published: false,
      qrCodeEligible: true,
      prizeTypesCounts: { daily: 1, weekly: 2, allTime: 3 },
      howItWorks: en('Guess the scores'),
    });
    expect(created.logo).toMatch(/^\/api\/media\/[a-f0-9]{64}$/);
    expect(created.cover).toMatch(/^\/api\/media\/[a-f0-9]{64}$/);
    expect(created.prizes.map((p) => [p.name, p.description])).toEqual([
      ['Match ball', description('A signed ball')],
      ['Shirt', description('A club shirt')],
    ]);
    expect(created.prizes.every((p) => /^\/api\/media\/[a-f0-9]{64}$/.test(p.photo))).toBe(true);
    expect(created.questions).toEqual([
      expect.objectContaining({
        type: 0,
        questionText: en('Who wins the league?'),
        possibleAnswers: answers('Home', 'Away', 'Nobody'),
        challengeId: created._id,
      }),
    ]);
    // Matches soonest first; start and end dates are their earliest and latest kick-off.
    expect(created.matches.map((m) => m.headline)).toEqual(['Dinamo - Rapid', 'Arsenal - Chelsea', 'Milan - Inter']);
    expect(created.startDate).toBe(created.matches[0]!.scheduledDate);
    expect(created.endDate).toBe(created.matches[2]!.scheduledDate);

    const [row] = await t.db.select().from(championships).where(eq(championships.id, created._id));
    expect(row).toMatchObject({
      name: 'Autumn Cup',
      dailyPrizes: 1,
      weeklyPrizes: 2,
      allTimePrizes: 3,
      qrCodeEligible: true,
    });
    expect(
      await t.db.select().from(championshipMatches).where(eq(championshipMatches.championshipId, created._id)),
    ).toHaveLength(3);
  });

  it('serves the stored images re-encoded, metadata stripped, with immutable caching', async () => {
    const withExif = await sharp({ create: { width: 20, height: 10, channels: 3, background: '#123456' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-location', Artist: 'someone' } })
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const created = await createOne({ logo: { file: withExif, name: 'logo.jpg', type: 'image/jpeg' } });

    const res = await t.request({ method: 'GET', url: created.logo });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const hash = created.logo.split('/').pop()!;
    expect(res.headers['etag']).toBe(`"${hash}"`);
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 20, height: 10 });
    expect(meta.exif).toBeUndefined();
    expect(res.rawPayload.includes(Buffer.from('secret-location'))).toBe(false);

    const again = await t.request({ method: 'GET', url: created.logo, headers: { 'if-none-match': `"${hash}"` } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('lists championships newest first with their dates', async () => {
    const created = await createOne({ name: word('Listed ') });
    const res = await t.request({ method: 'GET', url: '/api/challenges/bar-championships', as: admin });
    expect(res.statusCode).toBe(200);
    const list = res.json<ChampionshipListItem[]>();
    expect(list[0]).toEqual({
      _id: created._id,
      name: created.name,
      logo: created.logo,
      cover: created.cover,
      published: false,
      qrCodeEligible: true,
      startDate: created.startDate,
      endDate: created.endDate,
      archivedAt: null,
      winners: 0,
      redeemed: 0,
      postponedMatches: 0,
      cancelledMatches: 0,
    });
  });

  it('updates every part: texts, images kept or replaced, prizes, questions and matches', async () => {
    const created = await createOne();
    const [ball, shirt] = created.prizes;
    const question = created.questions[0]!;
    const newCover = await testImage({ color: '#abcdef', width: 40, height: 20 });
    const res = await send('PATCH', {
      _id: created._id,
      challengeId: created._id,
      name: 'Winter Cup',
      stake: '75 points',
      logo: created.logo,
      cover: { file: newCover, name: 'cover.png' },
      prizeTypesCounts: JSON.stringify({ daily: 0, weekly: 0, allTime: 1 }),
      qrCodeEligible: 'false',
      howItWorks: JSON.stringify([
        { text: 'Predict', language: 'en' },
        { text: 'Ghicește', language: 'ro' },
      ]),
      'photo-trophy': { file: await testImage({ color: '#999999' }), name: 'trophy.png' },
      prizes: JSON.stringify([
        { _id: ball!._id, name: 'Golden ball', description: description('Gold'), photo: ball!.photo },
        { _id: shirt!._id, name: shirt!.name, description: shirt!.description, photo: shirt!.photo, deleted: true },
        { name: 'Trophy', description: description('A trophy'), photo: 'photo-trophy' },
      ]),
      questions: JSON.stringify([
        { ...question, deleted: true },
        { type: 0, questionText: en('Top scorer?'), possibleAnswers: answers('Messi', 'Ronaldo') },
      ]),
      matches: JSON.stringify([matchIds[1], matchIds[2], matchIds[3]]),
      matchesToInsert: JSON.stringify([matchIds[3]]),
      matchesToRemove: JSON.stringify([matchIds[0]]),
    });
    expect(res.statusCode, res.body).toBe(200);
    const updated = await detail(created._id);
    expect(updated).toMatchObject({
      name: 'Winter Cup',
      stake: '75 points',
      logo: created.logo,
      qrCodeEligible: false,
      prizeTypesCounts: { daily: 0, weekly: 0, allTime: 1 },
      howItWorks: [
        { text: 'Predict', language: 'en' },
        { text: 'Ghicește', language: 'ro' },
      ],
    });
    expect(updated.cover).not.toBe(created.cover);
    expect(updated.prizes.map((p) => p.name)).toEqual(['Golden ball', 'Trophy']);
    expect(updated.prizes[0]).toMatchObject({ _id: ball!._id, photo: ball!.photo, description: description('Gold') });
    expect(updated.questions.map((q) => q.questionText[0]!.text)).toEqual(['Top scorer?']);
    expect(updated.matches.map((m) => m.headline)).toEqual(['Dinamo - Rapid', 'Milan - Inter', 'Lyon - Nice']);
    expect(updated.endDate).toBe(updated.matches.at(-1)!.scheduledDate);

    // Deleted prizes and questions are kept, marked (winners may point at a prize).
    const [shirtRow] = await t.db.select().from(prizes).where(eq(prizes.id, shirt!._id));
    expect(shirtRow?.deletedAt).toBeInstanceOf(Date);
    const [questionRow] = await t.db.select().from(questions).where(eq(questions.id, question._id));
    expect(questionRow?.deletedAt).toBeInstanceOf(Date);
  });

  it('refuses to update a championship that does not exist, and prizes of another championship', async () => {
    const other = await createOne();
    const mine = await createOne();
    const missing = await send(
      'PATCH',
      await validCreateParts(matchIds.slice(0, 1), { challengeId: crypto.randomUUID(), matchesToInsert: '[]' }),
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'Official championship not found' });

    const stolen = other.prizes[0]!;
    const res = await send(
      'PATCH',
      await validCreateParts([], {
        challengeId: mine._id,
        matches: '[]',
        matchesToInsert: '[]',
        'photo-ball': undefined,
        'photo-shirt': undefined,
        prizes: JSON.stringify([
          { _id: stolen._id, name: 'Mine now', description: description('x'), photo: stolen.photo },
        ]),
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'A prize does not belong to this championship' });
    expect((await detail(other._id)).prizes[0]!.name).toBe(stolen.name);
  });

  it('publishes and unpublishes from the card, sent at once', async () => {
    const created = await createOne();
    const on = await t.request({
      method: 'POST',
      url: '/api/challenges/publish-official-championship',
      payload: { challengeId: created._id, publish: true },
      as: staff,
    });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ _id: created._id, published: true });
    expect((await detail(created._id)).published).toBe(true);
    const off = await t.request({
      method: 'POST',
      url: '/api/challenges/publish-official-championship',
      payload: { challengeId: created._id, publish: false },
      as: admin,
    });
    expect(off.json()).toMatchObject({ published: false });
    const [row] = await t.db
      .select({ published: championships.published })
      .from(championships)
      .where(eq(championships.id, created._id));
    expect(row?.published).toBe(false);

    const unknown = await t.request({
      method: 'POST',
      url: '/api/challenges/publish-official-championship',
      payload: { challengeId: crypto.randomUUID(), publish: true },
      as: staff,
    });
    expect(unknown.statusCode).toBe(404);
    const extra = await t.request({
      method: 'POST',
      url: '/api/challenges/publish-official-championship',
      payload: { challengeId: created._id, publish: true, hack: 1 },
      as: staff,
    });
    expect(extra.statusCode).toBe(400);
  });

  it('deletes a championship without winners for good, with its prizes, questions and links', async () => {
    const created = await createOne();
    const res = await t.request({
      method: 'DELETE',
      url: '/api/challenges/official-championship',
      payload: { challengeId: created._id },
      as: staff,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Official championship deleted.', outcome: 'deleted' });
    expect(await t.db.select().from(championships).where(eq(championships.id, created._id))).toHaveLength(0);
    expect(await t.db.select().from(prizes).where(eq(prizes.championshipId, created._id))).toHaveLength(0);
    expect(
      await t.db.select().from(championshipMatches).where(eq(championshipMatches.championshipId, created._id)),
    ).toHaveLength(0);
    expect(await t.db.select().from(winners).where(eq(winners.championshipId, created._id))).toHaveLength(0);

    const again = await t.request({
      method: 'DELETE',
      url: '/api/challenges/official-championship',
      payload: { challengeId: created._id },
      as: staff,
    });
    expect(again.statusCode).toBe(404);
    const gone = await t.request({
      method: 'GET',
      url: `/api/challenges/bar-championship-details?challengeId=${created._id}`,
      as: staff,
    });
    expect(gone.statusCode).toBe(404);
  });

  it('lets staff and admins in, and refuses owners (403) and strangers (401), writing nothing', async () => {
    const before = await rowCounts(t.db);
    const created = (
      await t.db.select({ id: championships.id, published: championships.published }).from(championships).limit(1)
    )[0]!;
    const calls = [
      { method: 'GET' as const, url: '/api/challenges/bar-championships' },
      { method: 'GET' as const, url: `/api/challenges/bar-championship-details?challengeId=${created.id}` },
      { method: 'GET' as const, url: '/api/challenges/selectable-matches' },
      { method: 'GET' as const, url: '/api/languages?status=1' },
      {
        method: 'POST' as const,
        url: '/api/challenges/publish-official-championship',
        payload: { challengeId: created.id, publish: true },
      },
      { method: 'DELETE' as const, url: '/api/challenges/official-championship', payload: { challengeId: created.id } },
    ];
    for (const call of calls) {
      expect((await t.request({ ...call, as: owner })).statusCode, call.url).toBe(403);
      expect((await t.request(call)).statusCode, call.url).toBe(401);
    }
    const create = await send('POST', await validCreateParts(matchIds.slice(0, 1)), owner);
    expect(create.statusCode).toBe(403);
    expect(await rowCounts(t.db)).toEqual(before);
    const [row] = await t.db
      .select({ published: championships.published })
      .from(championships)
      .where(eq(championships.id, created.id));
    expect(row?.published).toBe(created.published);
  });
});
