import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { LoginRecord } from '@app/contract/auth';
import type { AdminBarList } from '@app/contract/bars-admin';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { barsAdminClient } from '../helpers/bars-admin-fixtures.ts';
import { exportBatches } from '../../src/services/bars-admin/bars-query.ts';
import { csvStream } from '../../src/services/csv-export.ts';

/** Minimal CSV reader for the tests: quoted cells, doubled quotes, commas and newlines inside quotes. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else if (ch !== '\r') cell += ch;
  }
  if (cell !== '' || row.length) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

/** GET /api/bar/export: every bar of the current filter as CSV with docs/product.md's columns. */
describe('bars admin: export', () => {
  let t: TestApp;
  let admin: LoginRecord;
  let c: ReturnType<typeof barsAdminClient>;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await t.signIn('admin@example.com');
    c = barsAdminClient(t, () => admin);
  });
  afterAll(async () => {
    await t.close();
  });

  it('exports every bar of the Accepted folder, newest first, with the columns Id, Name, Bar type, Country, Dates, Competition, dates written as the matches export writes them', async () => {
    const bar = await c.create({
      name: 'Export, "Quoted" Bar',
      barType: 'Pub',
      competition: 'Serie A',
      dates: [
        { date: '01.02.2027', label: 'start_date' },
        { date: '03.02.2027', label: 'end_date' },
      ],
    });
    const res = await c.get('/bar/export?selectedFolder=accepted');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="bars-accepted-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = parseCsv(res.body);
    expect(rows[0]).toEqual(['Id', 'Name', 'Bar type', 'Country', 'Dates', 'Competition']);
    expect(rows[1]).toEqual([
      bar.id,
      'Export, "Quoted" Bar',
      'Pub',
      'Romania',
      'Start: 2027-02-01; End: 2027-02-03',
      'Serie A',
    ]);
    const listed = (await c.get('/bar?selectedFolder=accepted&pageSize=500')).json<AdminBarList>();
    expect(rows.slice(1).map((r) => r[0])).toEqual(listed.folderBars.map((b) => b.id));
  });

  it('follows the filter: search text and label narrow it; the trash exports trashed bars only', async () => {
    const bar = await c.create({ name: 'Zanzibar Export Lounge' });
    const search = parseCsv((await c.get('/bar/export?searchText=zanzibar')).body);
    expect(search.slice(1).map((r) => r[0])).toEqual([bar.id]);
    await c.put('/bar/delete', { barIds: [bar.id] });
    expect(parseCsv((await c.get('/bar/export?searchText=zanzibar')).body)).toHaveLength(1);
    const trash = parseCsv((await c.get('/bar/export?selectedFolder=trash')).body);
    const trashList = (await c.get('/bar?selectedFolder=trash&pageSize=500')).json<AdminBarList>();
    expect(trash.slice(1).map((r) => r[0])).toEqual(trashList.folderBars.map((b) => b.id));
    expect(trash.slice(1).map((r) => r[0])).toContain(bar.id);
  });

  it("writes a bar's own label and day as typed, after the same words; a label a spreadsheet would run is plain text", async () => {
    const bar = await c.create({
      name: 'Festival Export Tavern',
      dates: [
        { date: '14.07.2027', label: ' Festival ' },
        { date: 'every Friday', label: 'start_date' },
      ],
    });
    const odd = await c.create({ name: 'Formula Export Tavern', dates: [{ date: '01.03.2027', label: '=SUM(A1)' }] });
    const rows = parseCsv((await c.get('/bar/export?searchText=export%20tavern')).body);
    expect(rows.find((r) => r[0] === bar.id)?.[4]).toBe('Festival: 2027-07-14; Start: every Friday');
    expect(rows.find((r) => r[0] === odd.id)?.[4]).toBe("'=SUM(A1): 2027-03-01");
  });

  it('writes a cell that a spreadsheet would run as a formula as plain text', async () => {
    const bar = await c.create({ name: '=HYPERLINK("http://evil.example")' });
    const rows = parseCsv((await c.get('/bar/export?searchText=hyperlink').then((r) => r)).body);
    expect(rows[1]).toEqual([bar.id, '\'=HYPERLINK("http://evil.example")', '', 'Romania', '', '']);
  });

  it('reads the rows batch by batch without skipping or repeating one, even where creation times tie', async () => {
    const tied = new Date('2020-01-01T10:00:00.123456Z');
    for (let i = 0; i < 5; i += 1) {
      const bar = await c.create({ name: `Tied ${i}` });
      await t.db.execute(
        sql`update bars set created_at = ${tied.toISOString()}::timestamptz + interval '1 microsecond' where id = ${bar.id}`,
      );
    }
    const stream = await csvStream(
      [{ header: 'Id', value: (r: { id: string }) => r.id }],
      exportBatches(t.db, { selectedFolder: 'accepted' }),
      { batchSize: 3 },
    );
    let text = '';
    for await (const chunk of stream) text += String(chunk);
    const ids = parseCsv(text)
      .slice(1)
      .map((r) => r[0]);
    const listed = (await c.get('/bar?selectedFolder=accepted&pageSize=500')).json<AdminBarList>();
    expect(ids).toEqual(listed.folderBars.map((b) => b.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('answers 400 for a bad filter', async () => {
    expect((await c.get('/bar/export?selectedFolder=everything')).statusCode).toBe(400);
    expect((await c.get('/bar/export?page=1')).statusCode).toBe(400);
  });
});
