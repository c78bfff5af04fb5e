import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { LoginRecord } from '@app/contract/auth';
import type { Label } from '@app/contract/labels';
import { barLabelLinks, barLabels, bars, matchLabelLinks, matchLabels, matches } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { insertMatches, uniqueWord } from '../helpers/admin-match-fixtures.ts';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/**
 * The rules bars admin and matches admin now share through one collection module (decision 014):
 * where the two disagreed, the stricter rule holds for both, with one scheme of error codes.
 */
describe('admin collections: the rules bars and matches share', () => {
  let t: TestApp;
  let admin: LoginRecord;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await t.signIn('admin@example.com');
  });
  afterAll(async () => {
    await t.close();
  });

  const put = (url: string, payload: object) => t.request({ method: 'PUT', url: `/api${url}`, payload, as: admin });

  const entities = [
    {
      entity: 'bars',
      base: '/bar',
      ids: 'barIds',
      async make(n: number) {
        const rows = await t.db
          .insert(bars)
          .values(Array.from({ length: n }, () => ({ name: uniqueWord('Bar'), country: 'Spain' })))
          .returning({ id: bars.id });
        return rows.map((r) => r.id);
      },
      rows: (ids: string[]) =>
        t.db.select({ starred: bars.starred, trashedAt: bars.trashedAt }).from(bars).where(inArray(bars.id, ids)),
      labelCount: async (labelId: string) =>
        (await t.db.select().from(barLabelLinks).where(eq(barLabelLinks.labelId, labelId))).length,
      labels: () => t.db.select({ name: barLabels.name }).from(barLabels),
    },
    {
      entity: 'matches',
      base: '/match',
      ids: 'matchIds',
      make: (n: number) =>
        insertMatches(
          t.db,
          Array.from({ length: n }, () => ({ homeTeam: uniqueWord('Team') })),
        ),
      rows: (ids: string[]) =>
        t.db
          .select({ starred: matches.starred, trashedAt: matches.trashedAt })
          .from(matches)
          .where(inArray(matches.id, ids)),
      labelCount: async (labelId: string) =>
        (await t.db.select().from(matchLabelLinks).where(eq(matchLabelLinks.labelId, labelId))).length,
      labels: () => t.db.select({ name: matchLabels.name }).from(matchLabels),
    },
  ] as const;

  describe.each(entities)('$entity', ({ entity, base, ids: idsKey, make, rows, labelCount, labels }) => {
    it('refuses a label whose name has the slug of another label (any case, any punctuation), saving nothing', async () => {
      const name = uniqueWord('Big Derby ');
      const created = await put(`${base}/labels`, { label: { name } });
      expect(created.statusCode, created.body).toBe(200);
      const before = await labels();
      for (const clash of [name.toUpperCase(), `${name}!`, ` ${name.replace(' ', '-')} `]) {
        const res = await put(`${base}/labels`, { label: { name: clash } });
        expect(res.statusCode, clash).toBe(409);
        expect(res.json()).toMatchObject({
          message: 'A label with this name already exists',
          code: 'labels.NAME_TAKEN',
        });
      }
      const other = (await put(`${base}/labels`, { label: { name: uniqueWord('Other') } })).json<Label>();
      const renamed = await put(`${base}/labels`, { label: { id: other.id, name: `${name}?` } });
      expect(renamed.statusCode).toBe(409);
      expect((await labels()).map((l) => l.name).sort()).toEqual([...before.map((l) => l.name), other.name].sort());
    });

    it("stars nothing when one id is unknown, and says so with the entity's code", async () => {
      const ids = await make(2);
      const res = await put(`${base}/update-starred`, { [idsKey]: [...ids, UNKNOWN_ID], status: true });
      expect(res.statusCode).toBe(404);
      expect(res.json<{ code: string }>().code).toBe(`${entity}.NOT_FOUND`);
      expect((await rows(ids)).every((r) => !r.starred)).toBe(true);
    });

    it('restores only what is in the trash: one row out of it refuses the whole call', async () => {
      const [trashed, kept] = await make(2);
      expect((await put(`${base}/delete`, { [idsKey]: [trashed] })).statusCode).toBe(200);
      const res = await put(`${base}/restore`, { [idsKey]: [trashed, kept] });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ code: string }>().code).toBe(`${entity}.NOT_IN_TRASH`);
      const [row] = await rows([trashed!]);
      expect(row!.trashedAt).not.toBeNull();
      expect((await put(`${base}/restore`, { [idsKey]: [trashed] })).statusCode).toBe(200);
      expect((await rows([trashed!]))[0]!.trashedAt).toBeNull();
    });

    it('answers labels.NOT_FOUND for an unknown label, and puts a known one on nothing when an id is unknown', async () => {
      const ids = await make(1);
      const unknownLabel = await put(`${base}/update-label`, { [idsKey]: ids, label: UNKNOWN_ID, status: true });
      expect(unknownLabel.statusCode).toBe(404);
      expect(unknownLabel.json<{ code: string }>().code).toBe('labels.NOT_FOUND');
      const label = (await put(`${base}/labels`, { label: { name: uniqueWord('Bulk') } })).json<Label>();
      const res = await put(`${base}/update-label`, { [idsKey]: [...ids, UNKNOWN_ID], label: label.id, status: true });
      expect(res.statusCode).toBe(404);
      expect(await labelCount(label.id)).toBe(0);
    });
  });
});
