import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginRecord } from '@app/contract/auth';
import type { SelectableMatchesAnswer } from '@app/contract/championships';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { insertTestMatches, testImage, word } from '../helpers/championship-fixtures.ts';
import { encodeImage } from '../../src/services/media/encode-image.ts';
import { saveImage } from '../../src/services/media/media-repository.ts';

describe('what the championship editor looks up: languages, selectable matches, images', () => {
  let t: TestApp;
  let staff: LoginRecord;

  beforeAll(async () => {
    t = await buildTestApp();
    staff = await t.signIn('staff@example.com');
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists the active languages with status=1, all of them without it', async () => {
    const active = await t.request({ method: 'GET', url: '/api/languages?status=1', as: staff });
    expect(active.statusCode).toBe(200);
    expect(active.json()).toEqual([
      { code: 'en', name: 'English', status: 1 },
      { code: 'ro', name: 'Română', status: 1 },
    ]);
    const all = await t.request({ method: 'GET', url: '/api/languages', as: staff });
    expect(all.json<{ code: string; status: number }[]>().map((l) => `${l.code}:${l.status}`)).toEqual([
      'en:1',
      'ro:1',
      'fr:0',
      'es:0',
      'it:0',
      'ar:0',
      'zh:0',
    ]);
    // Every language of the console may write championship texts: Arabic and Chinese in their own names.
    expect(
      all
        .json<{ code: string; name: string }[]>()
        .filter((l) => ['ar', 'zh'].includes(l.code))
        .map((l) => l.name),
    ).toEqual(['العربية', '中文']);
    const bad = await t.request({ method: 'GET', url: '/api/languages?status=yes', as: staff });
    expect(bad.statusCode).toBe(400);
  });

  it('offers future matches only (never postponed), searched by headline or competition, case-insensitive', async () => {
    const team = word('Zeta');
    const league = word('Cup');
    await insertTestMatches(t.db, [
      { headline: `${team} United - Alpha`, status: 'SCHEDULED', daysAhead: 2 },
      { headline: `Beta - ${team} City`, status: 'TIMED', daysAhead: 1 },
      { headline: `${team} Rovers - Gamma`, status: 'POSTP', daysAhead: 3 },
      { headline: `${team} Athletic - Delta`, status: 'FT', daysAhead: -1 },
      { headline: `${team} Town - Epsilon`, status: 'LIVE', daysAhead: 0 },
      { headline: 'Omega - Sigma', status: 'SCHEDULED', competitionName: `${league} Trophy`, daysAhead: 4 },
    ]);
    const search = async (query: string, page = 0) => {
      const res = await t.request({
        method: 'GET',
        url: '/api/challenges/selectable-matches',
        query: { query, page: String(page) },
        as: staff,
      });
      expect(res.statusCode).toBe(200);
      return res.json<SelectableMatchesAnswer>();
    };
    const byTeam = await search(team.toUpperCase());
    expect(byTeam.matches.map((m) => m.headline)).toEqual([`Beta - ${team} City`, `${team} United - Alpha`]);
    expect(byTeam).toMatchObject({ count: 2, page: 0, pageSize: 30 });
    expect((await search(league.toLowerCase())).matches.map((m) => m.headline)).toEqual(['Omega - Sigma']);
    expect((await search('%')).count).toBe(0);
  });

  it('pages the picker 30 at a time', async () => {
    const team = word('Paged');
    await insertTestMatches(
      t.db,
      Array.from({ length: 35 }, (_, i) => ({
        headline: `${team} ${String(i).padStart(2, '0')} - Rivals`,
        daysAhead: 10 + i,
      })),
    );
    const first = await t.request({
      method: 'GET',
      url: `/api/challenges/selectable-matches?query=${team}`,
      as: staff,
    });
    const second = await t.request({
      method: 'GET',
      url: `/api/challenges/selectable-matches?query=${team}&page=1`,
      as: staff,
    });
    expect(first.json<SelectableMatchesAnswer>().matches).toHaveLength(30);
    expect(first.json<SelectableMatchesAnswer>().count).toBe(35);
    expect(second.json<SelectableMatchesAnswer>().matches.map((m) => m.headline)).toEqual(
      [30, 31, 32, 33, 34].map((i) => `${team} ${i} - Rivals`),
    );
    const extra = await t.request({ method: 'GET', url: '/api/challenges/selectable-matches?pageSize=500', as: staff });
    expect(extra.statusCode).toBe(400);
  });

  it('serves images publicly by hash: 400 for a malformed hash, 404 for an unknown one', async () => {
    const url = await saveImage(t.db, await encodeImage(await testImage({ color: '#445566' }), 'Test image'));
    const res = await t.request({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect((await t.request({ method: 'GET', url: '/api/media/not-a-hash' })).statusCode).toBe(400);
    const unknown = await t.request({ method: 'GET', url: `/api/media/${'a'.repeat(64)}` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'Image not found' });
  });

  it('documents the multipart save in the OpenAPI document', async () => {
    const doc = (await t.request({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<
        string,
        Record<
          string,
          { requestBody?: { content: Record<string, { schema: { properties: Record<string, { format?: string }> } }> } }
        >
      >;
    }>();
    const post = doc.paths['/api/challenges/official-championship']?.['post'];
    const schema = post?.requestBody?.content['multipart/form-data']?.schema;
    expect(schema?.properties['logo']?.format).toBe('binary');
    expect(Object.keys(schema?.properties ?? {})).toEqual(
      expect.arrayContaining(['prizes', 'questions', 'matchesToInsert', 'matchesToRemove', 'howItWorks']),
    );
  });
});
