import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { LoginRecord } from '@app/contract/auth';
import type { ChampionshipDetail } from '@app/contract/championships';
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
  type FormValue,
} from '../helpers/championship-fixtures.ts';
import { championshipMatches, matches } from '../../src/db/schema/index.ts';

describe('official championship saves: every refusal answers 4xx with a message and writes nothing', () => {
  let t: TestApp;
  let staff: LoginRecord;
  let matchIds: string[];

  const send = async (method: 'POST' | 'PATCH', parts: Record<string, FormValue | undefined>) => {
    const { payload, headers } = await multipart(parts);
    return t.request({ method, url: '/api/challenges/official-championship', payload, headers, as: staff });
  };
  /** Sends, expects the status and message, and checks no table changed. */
  const refused = async (
    method: 'POST' | 'PATCH',
    parts: Record<string, FormValue | undefined>,
    status: number,
    message: string | RegExp,
  ) => {
    const before = await rowCounts(t.db);
    const res = await send(method, parts);
    expect(res.statusCode, res.body).toBe(status);
    const body = res.json<{ message: string }>();
    expect(body.message).toEqual(typeof message === 'string' ? message : expect.stringMatching(message));
    expect(await rowCounts(t.db)).toEqual(before);
  };
  const create = (overrides: Record<string, FormValue | undefined> = {}) =>
    validCreateParts(matchIds.slice(0, 2), overrides);
  const prize = (fields: Record<string, unknown>) =>
    JSON.stringify([{ name: 'Ball', description: description('A ball'), photo: 'photo-ball', ...fields }]);
  const question = (fields: Record<string, unknown>) =>
    JSON.stringify([{ type: 0, questionText: en('Who wins?'), possibleAnswers: answers('Home', 'Away'), ...fields }]);

  beforeAll(async () => {
    t = await buildTestApp();
    staff = await t.signIn('staff@example.com');
    matchIds = await insertTestMatches(t.db, [
      { headline: 'Arsenal - Chelsea' },
      { headline: 'Dinamo - Rapid' },
      { headline: 'Postponed FC - Rained Off', status: 'POSTP' },
      { headline: 'Lazio - Roma' },
    ]);
  });
  afterAll(async () => {
    await t.close();
  });

  describe('docs/product.md §5, with its messages', () => {
    const cases: [string, () => Promise<Record<string, FormValue | undefined>>, string][] = [
      ['how it works left out', () => create({ howItWorks: undefined }), 'How it works should not be empty'],
      [
        'how it works empty in one language',
        () =>
          create({
            howItWorks: JSON.stringify([
              { text: 'Guess', language: 'en' },
              { text: ' ', language: 'ro' },
            ]),
          }),
        'How it works should not be empty',
      ],
      [
        'how it works missing an active language',
        () => create({ howItWorks: JSON.stringify([{ text: 'Guess', language: 'en' }]) }),
        'How it works should not be empty',
      ],
      ['no name', () => create({ name: '   ' }), 'Championship Name should not be empty'],
      [
        'all-time prizes 0',
        () => create({ prizeTypesCounts: JSON.stringify({ daily: 0, weekly: 0, allTime: 0 }) }),
        'All Time Prizes should be bigger than 0',
      ],
      [
        'daily prizes below 0',
        () => create({ prizeTypesCounts: JSON.stringify({ daily: -1, weekly: 0, allTime: 1 }) }),
        'Daily Prizes should be bigger or equal than 0',
      ],
      [
        'weekly prizes below 0',
        () => create({ prizeTypesCounts: JSON.stringify({ daily: 0, weekly: -2, allTime: 1 }) }),
        'Weekly Prizes should be bigger or equal than 0',
      ],
      ['no stake', () => create({ stake: undefined }), 'Championship Stake should not be empty'],
      ['no logo', () => create({ logo: undefined }), 'Championship Logo should not be empty'],
      ['no cover', () => create({ cover: undefined }), 'Championship Cover should not be empty'],
      [
        'no prizes',
        () => create({ prizes: '[]', 'photo-ball': undefined, 'photo-shirt': undefined }),
        'Prizes should not be empty',
      ],
      [
        'only deleted prizes',
        () => create({ prizes: prize({ deleted: true }), 'photo-ball': undefined, 'photo-shirt': undefined }),
        'Prizes should not be empty',
      ],
      ['no matches', () => create({ matches: '[]', matchesToInsert: '[]' }), 'Matches should not be empty'],
      [
        'a prize without a name',
        () => create({ prizes: prize({ name: '' }), 'photo-shirt': undefined }),
        'Prize Name should not be empty',
      ],
      [
        'a prize without a photo',
        () => create({ prizes: prize({ photo: '' }), 'photo-ball': undefined, 'photo-shirt': undefined }),
        'Prize Photo should not be empty',
      ],
      [
        'a prize description missing a language',
        () =>
          create({
            prizes: prize({ description: [{ description: 'A ball', language: 'en' }] }),
            'photo-shirt': undefined,
          }),
        'All prize description fields are mandatory',
      ],
      [
        'a prize description empty',
        () => create({ prizes: prize({ description: description('') }), 'photo-shirt': undefined }),
        'All prize description fields are mandatory',
      ],
      [
        'a question without a title in one language',
        () => create({ questions: question({ questionText: [{ text: 'Who wins?', language: 'en' }] }) }),
        'Questions title should not be empty',
      ],
      [
        'a question without answers',
        () => create({ questions: question({ possibleAnswers: [] }) }),
        'Answers should not be empty',
      ],
      [
        'a question with an empty answer',
        () => create({ questions: question({ possibleAnswers: answers('Home', '') }) }),
        'Answers should not be empty',
      ],
      [
        'a question missing the answers of a language',
        () => create({ questions: question({ possibleAnswers: [{ answers: ['Home', 'Away'], language: 'en' }] }) }),
        'Answers should not be empty',
      ],
      [
        'a question with one answer',
        () => create({ questions: question({ possibleAnswers: answers('Home') }) }),
        'Question should have at least 2 answers',
      ],
    ];
    for (const [what, parts, message] of cases) {
      it(`refuses ${what}: '${message}'`, async () => {
        await refused('POST', await parts(), 400, message);
      });
    }
  });

  describe('images', () => {
    it('refuses the whole request when an image in the middle is not an image', async () => {
      await refused(
        'POST',
        await create({ 'photo-shirt': { file: Buffer.from('this is plain text, not a picture'), name: 'shirt.png' } }),
        400,
        'The photo of prize "Shirt" is not an image. Use a PNG, JPEG, WebP, GIF or AVIF file.',
      );
    });

    it('refuses a logo that is an SVG or a PDF, and a damaged PNG', async () => {
      const svg = Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
      );
      await refused(
        'POST',
        await create({ logo: { file: svg, name: 'logo.svg', type: 'image/svg+xml' } }),
        400,
        /^Championship Logo is not an image/,
      );
      await refused(
        'POST',
        await create({
          cover: { file: Buffer.from('%PDF-1.7 fake document body'), name: 'cover.pdf', type: 'application/pdf' },
        }),
        400,
        /^Championship Cover is not an image/,
      );
      const png = await testImage({ width: 200, height: 200 });
      await refused(
        'POST',
        await create({ logo: { file: png.subarray(0, 60), name: 'logo.png' } }),
        400,
        'Championship Logo could not be read as an image. The file may be damaged.',
      );
    });

    it('bounds the pixel count and the file size', async () => {
      const huge = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#000000' } })
        .png({ compressionLevel: 9 })
        .toBuffer();
      await refused(
        'POST',
        await create({ cover: { file: huge, name: 'cover.png' } }),
        400,
        'Championship Cover has too many pixels (at most 40 megapixels)',
      );
      const big = Buffer.concat([await testImage(), Buffer.alloc(8 * 1024 * 1024)]);
      await refused(
        'POST',
        await create({ logo: { file: big, name: 'logo.png' } }),
        413,
        'The file "logo" is too large (at most 8 MB)',
      );
    });

    it('refuses a kept image URL that names no stored image', async () => {
      await refused(
        'POST',
        await create({ logo: `/api/media/${'0'.repeat(64)}` }),
        400,
        'An image the request refers to does not exist. Upload it again.',
      );
    });
  });

  describe('the multipart body itself', () => {
    it('refuses a part that is not JSON, or JSON of the wrong shape', async () => {
      await refused('POST', await create({ prizes: '[{"name": "Ball",' }), 400, 'The part "prizes" is not valid JSON');
      await refused(
        'POST',
        await create({ prizeTypesCounts: JSON.stringify({ daily: 'many', weekly: 0, allTime: 1 }) }),
        400,
        /^The part "prizeTypesCounts" is not valid: .*\(at daily\)$/,
      );
      await refused('POST', await create({ prizes: prize({ price: 10 }) }), 400, /^The part "prizes" is not valid/);
      await refused(
        'POST',
        await create({ qrCodeEligible: 'maybe' }),
        400,
        'The part "qrCodeEligible" is not valid: qrCodeEligible must be true or false',
      );
    });

    it('refuses a missing required part, an unknown part, a duplicated part and a stray file', async () => {
      await refused(
        'POST',
        await create({ prizeTypesCounts: undefined }),
        400,
        'The part "prizeTypesCounts" is missing',
      );
      await refused('POST', await create({ isAdmin: 'true' }), 400, 'Unknown part "isAdmin"');
      await refused(
        'POST',
        await create({ 'photo-stray': { file: await testImage(), name: 'x.png' } }),
        400,
        'The file part "photo-stray" belongs to no prize',
      );
      await refused(
        'POST',
        await create({ prizes: prize({ photo: 'photo-nofile' }), 'photo-ball': undefined, 'photo-shirt': undefined }),
        400,
        'The photo of prize "Ball" is missing: no file part "photo-nofile"',
      );

      const form = new FormData();
      for (const [name, value] of Object.entries(await create())) {
        if (typeof value === 'string') form.append(name, value);
        else if (value) form.append(name, new Blob([new Uint8Array(value.file)]), 'f.png');
      }
      form.append('name', 'Second name');
      const request = new Request('http://test.local', { method: 'POST', body: form });
      const before = await rowCounts(t.db);
      const res = await t.request({
        method: 'POST',
        url: '/api/challenges/official-championship',
        as: staff,
        payload: Buffer.from(await request.arrayBuffer()),
        headers: { 'content-type': request.headers.get('content-type')! },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: 'The part "name" was sent more than once' });
      expect(await rowCounts(t.db)).toEqual(before);
    });

    it('refuses a JSON body, a broken multipart body, and ids on create or none on update', async () => {
      const json = await t.request({
        method: 'POST',
        url: '/api/challenges/official-championship',
        payload: { name: 'x' },
        as: staff,
      });
      expect(json.statusCode).toBe(400);
      expect(json.json()).toMatchObject({ message: 'The request must be sent as multipart/form-data' });
      const broken = await t.request({
        method: 'POST',
        url: '/api/challenges/official-championship',
        as: staff,
        payload: '--abc\r\nContent-Disposition: form-data; name="name"\r\n\r\nCup',
        headers: { 'content-type': 'multipart/form-data; boundary=abc' },
      });
      expect(broken.statusCode).toBeGreaterThanOrEqual(400);
      expect(broken.statusCode).toBeLessThan(500);
      await refused(
        'POST',
        await create({ challengeId: crypto.randomUUID() }),
        400,
        'A new championship has no id: send it with PATCH to update one',
      );
      await refused('PATCH', await create(), 400, 'challengeId is required to update a championship');
      await refused(
        'PATCH',
        await create({ _id: crypto.randomUUID(), challengeId: crypto.randomUUID() }),
        400,
        '_id and challengeId name different championships',
      );
    });
  });

  describe('match rules', () => {
    it('refuses to add a postponed match, on create and on update', async () => {
      await refused(
        'POST',
        await validCreateParts([matchIds[0]!, matchIds[2]!]),
        400,
        'Postponed matches cannot be added: Postponed FC - Rained Off',
      );
      const ok = await send('POST', await create());
      expect(ok.statusCode, ok.body).toBe(200);
      const created = ok.json<ChampionshipDetail>();
      await refused(
        'PATCH',
        await create({
          challengeId: created._id,
          logo: created.logo,
          cover: created.cover,
          'photo-ball': undefined,
          'photo-shirt': undefined,
          prizes: JSON.stringify(created.prizes),
          questions: '[]',
          matchesToInsert: JSON.stringify([matchIds[2]]),
          matchesToRemove: '[]',
        }),
        400,
        'Postponed matches cannot be added: Postponed FC - Rained Off',
      );
    });

    it('refuses to remove a finished match, and to unlink the last match', async () => {
      const ok = await send('POST', await validCreateParts([matchIds[0]!, matchIds[3]!]));
      expect(ok.statusCode, ok.body).toBe(200);
      const created = ok.json<ChampionshipDetail>();
      await t.db.update(matches).set({ status: 'FT' }).where(eq(matches.id, matchIds[3]!));
      const keep = {
        challengeId: created._id,
        logo: created.logo,
        cover: created.cover,
        'photo-ball': undefined,
        'photo-shirt': undefined,
        prizes: JSON.stringify(created.prizes),
        questions: '[]',
        matchesToInsert: '[]',
      };
      await refused(
        'PATCH',
        await create({ ...keep, matchesToRemove: JSON.stringify([matchIds[3]]) }),
        400,
        'Finished matches cannot be removed: Lazio - Roma',
      );
      const links = await t.db
        .select()
        .from(championshipMatches)
        .where(eq(championshipMatches.championshipId, created._id));
      expect(links.map((l) => l.matchId).sort()).toEqual([matchIds[0], matchIds[3]].sort());

      await t.db.update(matches).set({ status: 'SCHEDULED' }).where(eq(matches.id, matchIds[3]!));
      await refused(
        'PATCH',
        await create({ ...keep, matchesToRemove: JSON.stringify([matchIds[0], matchIds[3]]) }),
        400,
        'Matches should not be empty',
      );
      const fine = await send('PATCH', await create({ ...keep, matchesToRemove: JSON.stringify([matchIds[0]]) }));
      expect(fine.statusCode, fine.body).toBe(200);
      expect(fine.json<ChampionshipDetail>().matches.map((m) => m.headline)).toEqual(['Lazio - Roma']);
    });

    it('refuses a match that does not exist', async () => {
      await refused(
        'POST',
        await validCreateParts([crypto.randomUUID()]),
        400,
        'A selected match does not exist any more',
      );
    });
  });
});
