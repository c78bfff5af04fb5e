import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { LoginRecord } from '@app/contract/auth';
import type { Label } from '@app/contract/labels';
import type { AdminMatchList } from '@app/contract/matches-admin';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { insertMatches, uniqueWord } from '../helpers/admin-match-fixtures.ts';
import { parseCsv } from '../helpers/parse-csv.ts';
import { matchLabelLinks, matchLabels } from '../../src/db/schema/index.ts';

describe('/api/match labels and export', () => {
  let t: TestApp;
  let admin: LoginRecord;
  let owner: LoginRecord;

  beforeAll(async () => {
    t = await buildTestApp();
    [admin, owner] = await Promise.all([t.signIn('admin@example.com'), t.signIn('owner@example.com')]);
  });
  afterAll(async () => {
    await t.close();
  });

  describe('labels', () => {
    const send = (method: 'POST' | 'PUT', path: string, payload: Record<string, unknown>, as = admin) =>
      t.request({ method, url: `/api/match/labels${path}`, payload, as });
    const allLabels = async () =>
      (await t.request({ method: 'GET', url: '/api/match/labels', as: admin })).json<Label[]>();

    it('creates labels with a slug and the default colour, and lists them', async () => {
      const res = await send('POST', '', { label: { name: '  Big Derby ' } });
      expect(res.statusCode).toBe(200);
      const derby = res.json<Label>();
      expect(derby).toEqual({ id: derby.id, _id: derby.id, name: 'Big Derby', slug: 'big-derby', color: '#333333' });
      const sameName = await send('PUT', '', { label: { name: 'big DERBY', color: '#D32F2F' } });
      expect(sameName.statusCode).toBe(409);
      expect(sameName.json<{ message: string }>().message).toBe('A label with this name already exists');
      // One rule for bars and matches (decision 014): a name whose slug another label has is taken too.
      const sameSlug = await send('PUT', '', { label: { name: 'Big derby!', color: '#D32F2F' } });
      expect(sameSlug.statusCode).toBe(409);
      expect(sameSlug.json<{ code: string }>().code).toBe('labels.NAME_TAKEN');
      // Created through PUT without an id.
      const other = (await send('PUT', '', { label: { name: 'Cup Tie', color: '#D32F2F' } })).json<Label>();
      expect(other).toMatchObject({ name: 'Cup Tie', slug: 'cup-tie', color: '#d32f2f' });
      expect((await allLabels()).map((l) => l.name)).toEqual(['Big Derby', 'Cup Tie']);
    });

    it('renames and recolours a label', async () => {
      const [derby] = await allLabels();
      const res = await send('PUT', '', { label: { id: derby!.id, name: 'Local Derby', color: '#388e3c' } });
      expect(res.statusCode).toBe(200);
      expect(res.json<Label>()).toEqual({
        id: derby!.id,
        _id: derby!.id,
        name: 'Local Derby',
        slug: 'local-derby',
        color: '#388e3c',
      });
      const same = await send('PUT', '', { label: { id: derby!.id, name: 'Local Derby', color: '#333333' } });
      expect(same.json<Label>()).toMatchObject({ slug: 'local-derby', color: '#333333' });
    });

    it('refuses bad labels and changes nothing', async () => {
      const before = await allLabels();
      const cases: ['POST' | 'PUT', string, Record<string, unknown>, number, string][] = [
        ['POST', '', { label: { name: '   ' } }, 400, 'This field is required!'],
        ['POST', '', { label: {} }, 400, 'label.name is required'],
        ['POST', '', { label: { name: 'Red', color: 'red' } }, 400, 'Colour must look like #RRGGBB'],
        ['POST', '', { label: { name: 'x'.repeat(61) } }, 400, 'Label name is too long'],
        ['POST', '', { label: { name: 'Ok', slug: 'x' } }, 400, 'Unrecognized key: "slug"'],
        [
          'POST',
          '',
          { label: { id: before[0]!.id, name: 'With id' } },
          400,
          'A new label has no id; use PUT to change a label',
        ],
        [
          'PUT',
          '',
          { label: { id: '00000000-0000-4000-8000-000000000000', name: 'Ghost' } },
          404,
          'This label no longer exists',
        ],
        [
          'PUT',
          '',
          { label: { id: before[1]!.id, name: 'local derby' } },
          409,
          'A label with this name already exists',
        ],
        ['PUT', '/delete', { labelId: '00000000-0000-4000-8000-000000000000' }, 404, 'This label no longer exists'],
        ['PUT', '/delete', { labelId: 'nope' }, 400, 'Invalid id'],
        ['PUT', '/delete', { labelId: before[0]!.id }, 403, 'You do not have access to this'],
      ];
      for (const [method, path, payload, status, message] of cases) {
        const res = await send(method, path, payload, status === 403 ? owner : admin);
        expect(res.statusCode, JSON.stringify(payload)).toBe(status);
        expect(res.json<{ message: string }>().message).toBe(message);
      }
      expect(await allLabels()).toEqual(before);
    });

    it('deletes a label and takes it off its matches', async () => {
      const [label] = await allLabels();
      const [matchId] = await insertMatches(t.db, [{ homeTeam: 'Labelled' }]);
      await t.db.insert(matchLabelLinks).values({ matchId: matchId!, labelId: label!.id });
      const res = await send('PUT', '/delete', { labelId: label!.id });
      expect(res.statusCode).toBe(200);
      expect(await t.db.select().from(matchLabels).where(eq(matchLabels.id, label!.id))).toEqual([]);
      expect(await t.db.select().from(matchLabelLinks).where(eq(matchLabelLinks.matchId, matchId!))).toEqual([]);
    });
  });

  describe('export', () => {
    const HEADER = ['Id', 'Name', 'Match type', 'Country', 'Dates', 'Competition', 'Kick-off (UTC)', 'Status', 'Score'];
    const rowsOf = (body: string) => {
      const rows = parseCsv(body);
      for (const row of rows) expect(row).toHaveLength(HEADER.length);
      return rows;
    };

    it('exports every match of a large filter, not only a page', async () => {
      const word = uniqueWord('bulk');
      const count = 3000;
      await insertMatches(
        t.db,
        Array.from({ length: count }, (_, i) => ({
          homeTeam: `Home ${i}`,
          awayTeam: `Away ${i}`,
          competitionName: `Export ${word}`,
          country: 'Spain',
          matchType: 'League',
          dates: [{ date: '01.02.2031', label: 'start_date' }],
          // Equal kick-offs: the id breaks ties.
          scheduledDate: new Date(Date.UTC(2031, 0, 1) + Math.floor(i / 3) * 60_000),
        })),
      );
      // A few of them in the trash: outside the filter.
      const [trashed] = await insertMatches(t.db, [
        { homeTeam: 'Trashed', competitionName: `Export ${word}`, trashedAt: new Date() },
      ]);
      const listed = (
        await t.request({ method: 'GET', url: '/api/match', query: { searchText: word, pageSize: '50' }, as: admin })
      ).json<AdminMatchList>();
      expect(listed.total).toBe(count);

      const res = await t.request({ method: 'GET', url: '/api/match/export', query: { searchText: word }, as: admin });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="matches-\d{4}-\d{2}-\d{2}\.csv"$/);
      const rows = rowsOf(res.body);
      expect(rows[0]).toEqual(HEADER);
      expect(rows.length - 1).toBe(listed.total);
      const exportedIds = new Set(rows.slice(1).map((r) => r[0]));
      expect(exportedIds.size).toBe(count);
      expect(exportedIds.has(trashed)).toBe(false);
      expect(rows.find((r) => r[1] === 'Home 0 - Away 0')).toEqual([
        expect.any(String),
        'Home 0 - Away 0',
        'League',
        'Spain',
        'Start: 2031-02-01',
        `Export ${word}`,
        '2031-01-01 00:00',
        'SCHEDULED',
        '',
      ]);
      // Kick-off order, then id: equal kick-offs neither repeat nor vanish between batches.
      const home = (r: string[] | undefined) => Number(/^Home (\d+)/.exec(r?.[1] ?? '')?.[1]);
      expect(
        rows.slice(1).every((r, i, all) => i === 0 || Math.floor(home(all[i - 1]) / 3) <= Math.floor(home(r) / 3)),
      ).toBe(true);
    });

    it('exports a folder filter as the list counts it', async () => {
      const word = uniqueWord('fold');
      await insertMatches(t.db, [
        { homeTeam: 'F1', competitionName: word, status: 'SCHEDULED' },
        { homeTeam: 'F2', competitionName: word, status: 'FT', starred: true },
        { homeTeam: 'F3', competitionName: word, status: 'FT', trashedAt: new Date() },
      ]);
      for (const [folder, names] of [
        ['ended', ['F2']],
        ['trash', ['F3']],
        ['starred', ['F2']],
        ['future', ['F1']],
      ] as const) {
        const res = await t.request({
          method: 'GET',
          url: '/api/match/export',
          query: { selectedFolder: folder, searchText: word },
          as: admin,
        });
        expect(
          rowsOf(res.body)
            .slice(1)
            .map((r) => r[1]),
          folder,
        ).toEqual(names);
      }
    });

    it('writes the kick-off on the zone asked for (named in the header), the status and the score', async () => {
      const word = uniqueWord('zone');
      const ids = await insertMatches(t.db, [
        {
          homeTeam: `Ended ${word}`,
          status: 'FT',
          fullTimeHomeGoals: 2,
          fullTimeAwayGoals: 1,
          scheduledDate: new Date('2031-06-01T18:45:00Z'),
        },
        {
          homeTeam: `Live ${word}`,
          status: 'LIVE',
          liveHomeGoals: 0,
          liveAwayGoals: 0,
          scheduledDate: new Date('2031-12-07T19:00:00Z'),
        },
        { homeTeam: `+Coming ${word}`, status: 'TIMED', scheduledDate: new Date('2031-12-07T23:30:00Z') },
      ]);
      const byFilter = await t.request({
        method: 'GET',
        url: '/api/match/export',
        query: { searchText: word, timeZone: 'Europe/Paris' },
        as: admin,
      });
      expect(byFilter.statusCode, byFilter.body).toBe(200);
      const rows = rowsOf(byFilter.body);
      expect(rows[0]?.slice(6)).toEqual(['Kick-off (Europe/Paris)', 'Status', 'Score']);
      expect(rows.slice(1).map((r) => [r[1], ...r.slice(6)])).toEqual([
        [`Ended ${word}`, '2031-06-01 20:45', 'FT', '2-1'],
        [`Live ${word}`, '2031-12-07 20:00', 'LIVE', '0-0'],
        // Typed text stays escaped against formulas.
        [`'+Coming ${word}`, '2031-12-08 00:30', 'TIMED', ''],
      ]);
      const chosen = await t.request({
        method: 'POST',
        url: '/api/match/export',
        payload: { matchIds: [ids[0]], timeZone: 'Asia/Shanghai' },
        as: admin,
      });
      expect(rowsOf(chosen.body).map((r) => r[6])).toEqual(['Kick-off (Asia/Shanghai)', '2031-06-02 02:45']);
      for (const timeZone of ['Mars/Olympus', '', 'Europe/Paris; DROP']) {
        const bad = await t.request({
          method: 'GET',
          url: '/api/match/export',
          query: { searchText: word, timeZone },
          as: admin,
        });
        expect(bad.statusCode, timeZone).toBe(400);
      }
      const badBody = await t.request({
        method: 'POST',
        url: '/api/match/export',
        payload: { matchIds: [ids[0]], timeZone: 'Nowhere' },
        as: admin,
      });
      expect(badBody.statusCode).toBe(400);
    });

    it('exports a selection, and refuses an unknown id before writing anything', async () => {
      const ids = await insertMatches(t.db, [
        {
          homeTeam: '=HYPERLINK("x")',
          awayTeam: 'B, "quoted"',
          country: 'Italy',
          dates: [
            { date: '01.01.2031', label: 'start_date' },
            { date: '02.01.2031', label: 'end_date' },
          ],
        },
        { homeTeam: 'Second' },
        { homeTeam: 'Not chosen' },
      ]);
      const res = await t.request({
        method: 'POST',
        url: '/api/match/export',
        payload: { matchIds: [ids[1], ids[0]] },
        as: admin,
      });
      expect(res.statusCode).toBe(200);
      const rows = rowsOf(res.body);
      expect(rows).toHaveLength(3);
      const first = rows.find((r) => r[0] === ids[0]);
      // A cell a spreadsheet would run as a formula is written as text.
      expect(first).toEqual([
        ids[0],
        `'=HYPERLINK("x") - B, "quoted"`,
        '',
        'Italy',
        'Start: 2031-01-01; End: 2031-01-02',
        '',
        '2030-01-01 18:00',
        'SCHEDULED',
        '',
      ]);
      expect(rows.map((r) => r[0])).not.toContain(ids[2]);

      const bad = await t.request({
        method: 'POST',
        url: '/api/match/export',
        payload: { matchIds: [ids[0], '00000000-0000-4000-8000-000000000000'] },
        as: admin,
      });
      expect(bad.statusCode).toBe(404);
      expect(bad.headers['content-type']).toMatch(/application\/json/);
      expect(
        (await t.request({ method: 'POST', url: '/api/match/export', payload: { matchIds: [] }, as: admin }))
          .statusCode,
      ).toBe(400);
      expect(
        (await t.request({ method: 'GET', url: '/api/match/export', query: { selectedFolder: 'x' }, as: admin }))
          .statusCode,
      ).toBe(400);
    });
  });
});
