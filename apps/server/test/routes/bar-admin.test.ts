import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { LoginRecord } from '@app/contract/auth';
import type { AdminBar, AdminBarList, BarBulkResult } from '@app/contract/bars-admin';
import type { Label } from '@app/contract/labels';
import { barLabelLinks, barLabels, bars } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { barsAdminClient, dbFolderCounts } from '../helpers/bars-admin-fixtures.ts';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** The /api/bar calls of the bars admin (decision 012): answers, what the database holds, and who may call them. */
describe('bars admin API', () => {
  let t: TestApp;
  let admin: LoginRecord;
  let owner: LoginRecord;
  let staff: LoginRecord;
  let c: ReturnType<typeof barsAdminClient>;

  beforeAll(async () => {
    t = await buildTestApp();
    [admin, owner, staff] = await Promise.all([
      t.signIn('admin@example.com'),
      t.signIn('owner@example.com'),
      t.signIn('staff@example.com'),
    ]);
    c = barsAdminClient(t, () => admin);
  });
  afterAll(async () => {
    await t.close();
  });

  const list = async (query: string) => {
    const res = await c.get(`/bar${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AdminBarList>();
  };

  describe('GET /bar', () => {
    it('lists a folder newest first with its total, as the database holds it', async () => {
      const answer = await list('?selectedFolder=accepted');
      const folders = await dbFolderCounts(t);
      expect(answer.total).toBe(folders.accepted);
      expect(answer.folderBars.length).toBe(Math.min(50, folders.accepted));
      expect(
        answer.folderBars.every((b) => b.folder === 'accepted' && b.status === 'accepted' && b.trashedAt === null),
      ).toBe(true);
      const times = answer.folderBars.map((b) => b.createdAt);
      expect([...times].sort().reverse()).toEqual(times);
      expect(answer.folderBars[0]).toMatchObject({ id: answer.folderBars[0]!._id });
    });

    it('has bars in every folder of the demo set, incl. trash, starred and labelled ones', async () => {
      const folders = await dbFolderCounts(t);
      for (const n of Object.values(folders)) expect(n).toBeGreaterThan(0);
      expect((await t.db.select({ n: count() }).from(barLabelLinks))[0]!.n).toBeGreaterThan(0);
      const trash = await list('?selectedFolder=trash');
      expect(trash.total).toBe(folders.trash);
      expect(trash.folderBars.every((b) => b.folder === 'trash' && b.trashedAt !== null)).toBe(true);
      const starred = await list('?selectedFolder=starred');
      expect(starred.folderBars.every((b) => b.starred && b.folder !== 'trash')).toBe(true);
    });

    it('pages with page and pageSize', async () => {
      const first = await list('?selectedFolder=accepted&pageSize=5');
      const second = await list('?selectedFolder=accepted&pageSize=5&page=1');
      expect(first.folderBars).toHaveLength(5);
      expect(second.folderBars[0]!.id).not.toBe(first.folderBars[0]!.id);
      expect(new Set([...first.folderBars, ...second.folderBars].map((b) => b.id)).size).toBe(10);
      expect(second.total).toBe(first.total);
    });

    it('searches name, email, city and country in any case, across folders but not the trash', async () => {
      const byName = await list('?searchText=CORNER%20FLAG');
      expect(byName.folderBars.map((b) => b.name)).toContain('The Corner Flag');
      const byCity = await list('?searchText=bucharest');
      expect(byCity.folderBars.length).toBeGreaterThan(0);
      expect(
        byCity.folderBars.every((b) =>
          `${b.name} ${b.email} ${b.city} ${b.country}`.toLowerCase().includes('bucharest'),
        ),
      ).toBe(true);
      expect(byCity.folderBars.every((b) => b.folder !== 'trash')).toBe(true);
      expect((await list('?searchText=%25')).total).toBe(0);
      expect((await list('?searchText=no-such-bar-anywhere')).folderBars).toEqual([]);
    });

    it('filters by label', async () => {
      const [label] = await t.db.select().from(barLabels).where(eq(barLabels.slug, 'vip'));
      const answer = await list(`?selectedLabel=${label!.id}`);
      expect(answer.total).toBeGreaterThan(0);
      expect(answer.folderBars.every((b) => b.labels.includes(label!.id))).toBe(true);
    });

    it.each([
      ['an unknown folder', '?selectedFolder=archive'],
      ['a label that is not an id', '?selectedLabel=vip'],
      ['a page size of 0', '?pageSize=0'],
      ['a page size above 500', '?pageSize=501'],
      ['a negative page', '?page=-1'],
      ['an unknown parameter', '?folder=accepted'],
      ['a search text above 100 characters', `?searchText=${'x'.repeat(101)}`],
    ])('answers 400 for %s', async (_name, query) => {
      const res = await c.get(`/bar${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message.length).toBeGreaterThan(0);
    });
  });

  describe('GET /bar/counter', () => {
    it('counts bars per folder and per label as the database holds them', async () => {
      const counter = await c.counter();
      expect(counter.folders).toEqual(await dbFolderCounts(t));
      const labels = await t.db.select().from(barLabels);
      expect(Object.keys(counter.labels).sort()).toEqual(labels.map((l) => l.id).sort());
      const vip = labels.find((l) => l.slug === 'vip')!;
      expect(counter.labels[vip.id]).toBe((await list(`?selectedLabel=${vip.id}&pageSize=500`)).total);
    });
  });

  describe('POST /bar', () => {
    it('saves a new bar to Accepted with rating 0, on top of the Accepted list', async () => {
      const before = await c.counter();
      const res = await c.post('/bar', {
        bar: {
          name: '  Café Nou ',
          country: 'Romania',
          city: 'Brașov',
          email: 'Hello@CafeNou.example',
          website: 'https://cafenou.example',
          folder: 'accepted',
          rating: '0',
          starred: true,
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      const bar = res.json<AdminBar>();
      expect(bar).toMatchObject({
        name: 'Café Nou',
        country: 'Romania',
        city: 'Brașov',
        email: 'hello@cafenou.example',
        folder: 'accepted',
        status: 'accepted',
        rating: 0,
        starred: true,
        hasOwner: false,
      });
      const row = await c.row(bar.id);
      expect(row).toMatchObject({
        status: 'accepted',
        rating: 0,
        searchText: 'café nou hello@cafenou.example brașov romania',
        ownerUserId: null,
      });
      expect((await list('?selectedFolder=accepted')).folderBars[0]!.id).toBe(bar.id);
      const after = await c.counter();
      expect(after.folders.accepted).toBe(before.folders.accepted + 1);
      expect(after.folders.starred).toBe(before.folders.starred + 1);
    });

    it('saves the labels it is given', async () => {
      const labels = await t.db.select().from(barLabels);
      const bar = await c.create({ name: 'Labelled Bar', labels: [labels[0]!.id, labels[1]!.id, labels[0]!.id] });
      expect(bar.labels.sort()).toEqual([labels[0]!.id, labels[1]!.id].sort());
      expect(await c.labelIds(bar.id)).toEqual([labels[0]!.id, labels[1]!.id].sort());
    });

    it.each([
      ['no name', { country: 'Romania' }, 'This field is required!'],
      ['a blank name', { name: '   ', country: 'Romania' }, 'This field is required!'],
      ['no country', { name: 'Nowhere Bar' }, 'This field is required!'],
      [
        'a folder other than accepted',
        { name: 'Sneaky', country: 'Romania', folder: 'pending' },
        'A new bar goes to Accepted',
      ],
      ['a rating other than 0', { name: 'Sneaky', country: 'Romania', rating: 5 }, 'A new bar starts with rating 0'],
      ['an unknown field', { name: 'Sneaky', country: 'Romania', status: 'accepted' }, 'status'],
      ['a bad email', { name: 'Sneaky', country: 'Romania', email: 'not-an-email' }, 'Email is not valid'],
      [
        'a website that is not an url',
        { name: 'Sneaky', country: 'Romania', website: 'not a url' },
        'Website needs to be an url',
      ],
      ['a javascript picture', { name: 'Sneaky', country: 'Romania', profilePic: 'javascript:alert(1)' }, 'https'],
    ])('answers 400 for %s and saves nothing', async (_name, bar, message) => {
      const before = (await t.db.select({ n: count() }).from(bars))[0]!.n;
      const res = await c.post('/bar', { bar });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toContain(message);
      expect((await t.db.select({ n: count() }).from(bars))[0]!.n).toBe(before);
    });

    it('answers 400 for an unknown label and saves nothing', async () => {
      const before = (await t.db.select({ n: count() }).from(bars))[0]!.n;
      const res = await c.post('/bar', { bar: { name: 'Ghost Label Bar', country: 'Romania', labels: [UNKNOWN_ID] } });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toBe('One of the labels does not exist');
      expect((await t.db.select({ n: count() }).from(bars))[0]!.n).toBe(before);
    });

    it('answers 400 for a body without the bar wrapper', async () => {
      const res = await c.post('/bar', { name: 'Flat', country: 'Romania' });
      expect(res.statusCode).toBe(400);
    });
  });

  describe('PUT /bar', () => {
    it('changes the fields it is sent and keeps the search text current', async () => {
      const bar = await c.create({ name: 'Old Name', city: 'Cluj', email: 'old@bar.example', phone: '123' });
      const res = await c.put('/bar', {
        bar: { id: bar.id, name: 'New Name', country: 'Spain', city: 'Madrid', rating: 4.5 },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<AdminBar>()).toMatchObject({
        name: 'New Name',
        country: 'Spain',
        city: 'Madrid',
        phone: '123',
        rating: 4.5,
        status: 'accepted',
      });
      expect(await c.row(bar.id)).toMatchObject({
        name: 'New Name',
        phone: '123',
        searchText: 'new name old@bar.example madrid spain',
      });
    });

    it('answers 404 for an unknown bar', async () => {
      const res = await c.put('/bar', { bar: { id: UNKNOWN_ID, name: 'X', country: 'Y' } });
      expect(res.statusCode).toBe(404);
      expect(res.json<{ message: string }>().message).toBe('This bar does not exist');
    });

    it.each([
      ['no name', { name: '', country: 'Spain' }],
      ['a status (status moves have their own call)', { name: 'X', country: 'Spain', status: 'rejected' }],
      ['a rating above 5', { name: 'X', country: 'Spain', rating: 6 }],
    ])('answers 400 for %s and changes nothing', async (_name, fields) => {
      const bar = await c.create({ name: 'Steady Bar' });
      const res = await c.put('/bar', { bar: { id: bar.id, ...fields } });
      expect(res.statusCode).toBe(400);
      expect(await c.row(bar.id)).toMatchObject({ name: 'Steady Bar', status: 'accepted', rating: 0 });
    });
  });

  describe('PUT /bar/update-starred', () => {
    it('stars and unstars bars; the Starred counter follows', async () => {
      const a = await c.create({ name: 'Star A' });
      const b = await c.create({ name: 'Star B' });
      const before = await c.counter();
      const res = await c.put('/bar/update-starred', { barIds: [a.id, b.id], status: true });
      expect(res.json<BarBulkResult>()).toEqual({ message: '2 bars starred', count: 2 });
      expect((await c.counter()).folders.starred).toBe(before.folders.starred + 2);
      expect((await list('?selectedFolder=starred')).folderBars.map((x) => x.id)).toEqual(
        expect.arrayContaining([a.id, b.id]),
      );
      await c.put('/bar/update-starred', { barIds: [a.id], status: false });
      expect((await c.row(a.id))!.starred).toBe(false);
      expect((await list('?selectedFolder=starred&pageSize=500')).folderBars.map((x) => x.id)).not.toContain(a.id);
      expect((await c.counter()).folders.starred).toBe(before.folders.starred + 1);
    });

    it('is all or nothing: one unknown id changes no bar', async () => {
      const a = await c.create({ name: 'Atomic Star' });
      const res = await c.put('/bar/update-starred', { barIds: [a.id, UNKNOWN_ID], status: true });
      expect(res.statusCode).toBe(404);
      expect(res.json<{ message: string }>().message).toBe('Some of these bars do not exist; nothing was changed');
      expect((await c.row(a.id))!.starred).toBe(false);
    });

    it.each([
      ['no ids', { barIds: [], status: true }],
      ['no status', { barIds: [UNKNOWN_ID] }],
      ['an id that is not an id', { barIds: ['1'], status: true }],
      ['a status that is not a boolean', { barIds: [UNKNOWN_ID], status: 'yes' }],
    ])('answers 400 for %s', async (_name, body) => {
      expect((await c.put('/bar/update-starred', body)).statusCode).toBe(400);
    });
  });

  describe('trash: PUT /bar/delete, /bar/restore, /bar/delete-forever', () => {
    it('moves bars to the trash and back to their folder; counters follow', async () => {
      const a = await c.create({ name: 'Trash A' });
      const before = await c.counter();
      const res = await c.put('/bar/delete', { barIds: [a.id] });
      expect(res.json<BarBulkResult>()).toEqual({ message: '1 bar moved to the trash', count: 1 });
      expect((await c.row(a.id))!.trashedAt).not.toBeNull();
      let counter = await c.counter();
      expect(counter.folders.trash).toBe(before.folders.trash + 1);
      expect(counter.folders.accepted).toBe(before.folders.accepted - 1);
      expect((await list('?selectedFolder=trash')).folderBars.map((b) => b.id)).toContain(a.id);
      expect((await list('?selectedFolder=accepted&pageSize=500')).folderBars.map((b) => b.id)).not.toContain(a.id);

      expect((await c.put('/bar/restore', { barIds: [a.id] })).json<BarBulkResult>().count).toBe(1);
      expect(await c.row(a.id)).toMatchObject({ trashedAt: null, status: 'accepted' });
      counter = await c.counter();
      expect(counter.folders).toEqual(before.folders);
    });

    it('deletes for good only bars in the trash, all or nothing', async () => {
      const a = await c.create({ name: 'Forever A' });
      const b = await c.create({ name: 'Forever B' });
      await c.put('/bar/delete', { barIds: [a.id] });
      const refused = await c.put('/bar/delete-forever', { barIds: [a.id, b.id] });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ message: string }>().message).toBe(
        'Only bars in the trash can be deleted for good; nothing was deleted',
      );
      expect(await c.row(a.id)).toBeDefined();
      const res = await c.put('/bar/delete-forever', { barIds: [a.id] });
      expect(res.json<BarBulkResult>()).toEqual({ message: '1 bar deleted for good', count: 1 });
      expect(await c.row(a.id)).toBeUndefined();
      expect(await c.row(b.id)).toBeDefined();
    });

    it('never deletes for good a bar an owner account is linked to', async () => {
      const ownerBarId = owner.barId!;
      await c.put('/bar/delete', { barIds: [ownerBarId] });
      const res = await c.put('/bar/delete-forever', { barIds: [ownerBarId] });
      expect(res.statusCode).toBe(409);
      expect(res.json<{ message: string }>().message).toContain('an owner account is linked to this bar');
      expect(await c.row(ownerBarId)).toBeDefined();
      await c.put('/bar/restore', { barIds: [ownerBarId] });
      expect(await c.row(ownerBarId)).toMatchObject({ trashedAt: null, status: 'accepted' });
    });

    it('is all or nothing: one unknown id trashes no bar', async () => {
      const a = await c.create({ name: 'Atomic Trash' });
      expect((await c.put('/bar/delete', { barIds: [a.id, UNKNOWN_ID] })).statusCode).toBe(404);
      expect((await c.row(a.id))!.trashedAt).toBeNull();
      expect((await c.put('/bar/delete', { barIds: [] })).statusCode).toBe(400);
      expect((await c.put('/bar/restore', { barIds: [a.id], extra: 1 })).statusCode).toBe(400);
    });
  });

  describe('labels: GET /bar/labels, PUT /bar/labels, PUT /bar/labels/delete', () => {
    it('lists the labels in order with id, _id, name, slug and colour', async () => {
      const res = await c.get('/bar/labels');
      expect(res.statusCode).toBe(200);
      const labels = res.json<Label[]>();
      expect(labels.slice(0, 4).map((l) => l.name)).toEqual(['VIP', 'Big screen', 'Terrace', 'Needs follow-up']);
      expect(labels[0]).toEqual({ id: labels[0]!.id, _id: labels[0]!.id, name: 'VIP', slug: 'vip', color: '#d32f2f' });
    });

    it('creates a label (default colour #333333), updates it, refuses a duplicate name, deletes it with its links', async () => {
      const created = await c.put('/bar/labels', { label: { name: ' Happy Hour ' } });
      expect(created.statusCode, created.body).toBe(200);
      const label = created.json<Label>();
      expect(label).toMatchObject({ name: 'Happy Hour', slug: 'happy-hour', color: '#333333' });
      expect((await c.counter()).labels[label.id]).toBe(0);

      const dup = await c.put('/bar/labels', { label: { name: 'happy hour!' } });
      expect(dup.statusCode).toBe(409);
      expect(dup.json<{ message: string }>().message).toBe('A label with this name already exists');

      const updated = await c.put('/bar/labels', { label: { id: label.id, name: 'Late Hour', color: '#1976D2' } });
      expect(updated.json<Label>()).toEqual({
        id: label.id,
        _id: label.id,
        name: 'Late Hour',
        slug: 'late-hour',
        color: '#1976d2',
      });
      const [row] = await t.db.select().from(barLabels).where(eq(barLabels.id, label.id));
      expect(row).toMatchObject({ name: 'Late Hour', color: '#1976d2' });

      const bar = await c.create({ name: 'Hour Bar', labels: [label.id] });
      const removed = await c.put('/bar/labels/delete', { labelId: label.id });
      expect(removed.json()).toEqual({ message: 'Label deleted' });
      expect(await c.labelIds(bar.id)).toEqual([]);
      expect((await c.counter()).labels[label.id]).toBeUndefined();
      expect((await c.put('/bar/labels/delete', { labelId: label.id })).statusCode).toBe(404);
    });

    it.each([
      ['no name', { label: { color: '#ff0000' } }],
      ['a blank name', { label: { name: '  ' } }],
      ['a colour that is not #RRGGBB', { label: { name: 'Red', color: 'red' } }],
      ['an unknown field', { label: { name: 'Red', slug: 'red' } }],
      ['no label wrapper', { name: 'Red' }],
    ])('answers 400 for %s and saves nothing', async (_name, body) => {
      const before = (await t.db.select({ n: count() }).from(barLabels))[0]!.n;
      const res = await c.put('/bar/labels', body);
      expect(res.statusCode).toBe(400);
      expect((await t.db.select({ n: count() }).from(barLabels))[0]!.n).toBe(before);
    });

    it('answers 404 when updating an unknown label, 400 for a bad label id on delete', async () => {
      expect((await c.put('/bar/labels', { label: { id: UNKNOWN_ID, name: 'Nope' } })).statusCode).toBe(404);
      expect((await c.put('/bar/labels/delete', { labelId: 'vip' })).statusCode).toBe(400);
    });
  });

  describe('PUT /bar/update-label', () => {
    it('puts a label on, takes it off and toggles it per bar; label counters follow', async () => {
      const label = (await c.put('/bar/labels', { label: { name: 'Toggle Me' } })).json<Label>();
      const a = await c.create({ name: 'Label A' });
      const b = await c.create({ name: 'Label B', labels: [label.id] });
      let res = await c.put('/bar/update-label', { barIds: [a.id, b.id], label: label.id, status: true });
      expect(res.json<BarBulkResult>().count).toBe(1);
      expect((await c.counter()).labels[label.id]).toBe(2);
      expect((await list(`?selectedLabel=${label.id}`)).folderBars.map((x) => x.id).sort()).toEqual(
        [a.id, b.id].sort(),
      );

      res = await c.put('/bar/update-label', { barIds: [a.id], label: label.id });
      expect(res.json<BarBulkResult>().count).toBe(1);
      expect(await c.labelIds(a.id)).toEqual([]);
      res = await c.put('/bar/update-label', { barIds: [a.id, b.id], label: label.id });
      expect(res.json<BarBulkResult>().count).toBe(2);
      expect(await c.labelIds(a.id)).toEqual([label.id]);
      expect(await c.labelIds(b.id)).toEqual([]);

      res = await c.put('/bar/update-label', { barIds: [a.id, b.id], label: label.id, status: false });
      expect(res.json<BarBulkResult>().count).toBe(1);
      expect((await c.counter()).labels[label.id]).toBe(0);
    });

    it('is all or nothing: an unknown bar or label changes nothing', async () => {
      const label = (await c.put('/bar/labels', { label: { name: 'Atomic Label' } })).json<Label>();
      const a = await c.create({ name: 'Atomic Label Bar' });
      expect(
        (await c.put('/bar/update-label', { barIds: [a.id, UNKNOWN_ID], label: label.id, status: true })).statusCode,
      ).toBe(404);
      expect((await c.put('/bar/update-label', { barIds: [a.id], label: UNKNOWN_ID, status: true })).statusCode).toBe(
        404,
      );
      expect(await c.labelIds(a.id)).toEqual([]);
      expect((await c.put('/bar/update-label', { barIds: [a.id] })).statusCode).toBe(400);
    });
  });

  describe('GET /bar/{id}', () => {
    it('answers the bar with its owner and status history, newest first', async () => {
      const res = await c.get(`/bar/${owner.barId}`);
      expect(res.statusCode).toBe(200);
      const detail = res.json<{
        name: string;
        ownerEmail: string;
        statusHistory: { toStatus: string; changedBy: string; reason: string }[];
      }>();
      expect(detail).toMatchObject({ name: 'The Corner Flag', ownerEmail: 'owner@example.com', hasOwner: true });
      expect(detail.statusHistory[0]).toMatchObject({
        toStatus: 'accepted',
        changedBy: 'Alex Admin',
        reason: 'Venue verified, welcome aboard!',
      });
    });

    it('answers 404 for an unknown bar and 400 for a bad id', async () => {
      expect((await c.get(`/bar/${UNKNOWN_ID}`)).statusCode).toBe(404);
      expect((await c.get('/bar/not-an-id')).statusCode).toBe(400);
    });
  });

  describe('roles', () => {
    const calls = (barId: string, labelId: string): ['GET' | 'POST' | 'PUT', string, object?][] => [
      ['GET', '/bar?selectedFolder=accepted'],
      ['GET', '/bar/counter'],
      ['GET', '/bar/labels'],
      ['GET', '/bar/export?selectedFolder=accepted'],
      ['GET', `/bar/${barId}`],
      ['POST', '/bar', { bar: { name: 'Intruder', country: 'Romania' } }],
      ['PUT', '/bar', { bar: { id: barId, name: 'Intruder', country: 'Romania' } }],
      ['PUT', '/bar/update-starred', { barIds: [barId], status: true }],
      ['PUT', '/bar/delete', { barIds: [barId] }],
      ['PUT', '/bar/restore', { barIds: [barId] }],
      ['PUT', '/bar/delete-forever', { barIds: [barId] }],
      ['PUT', '/bar/update-label', { barIds: [barId], label: labelId, status: true }],
      ['PUT', '/bar/update-status', { barIds: [barId], status: 'rejected', reason: 'no' }],
      ['PUT', '/bar/labels', { label: { name: 'Intruder' } }],
      ['PUT', '/bar/labels/delete', { labelId }],
    ];

    it('answers 403 to owners and staff and 401 without a token, and changes nothing', async () => {
      const [label] = await t.db.select().from(barLabels).where(eq(barLabels.slug, 'vip'));
      const barId = owner.barId!;
      const snapshot = async () => ({
        bar: await c.row(barId),
        bars: (await t.db.select({ n: count() }).from(bars))[0]!.n,
        labels: await t.db.select().from(barLabels),
        links: await c.labelIds(barId),
        counter: await c.counter(),
      });
      const before = await snapshot();
      for (const who of [owner, staff]) {
        for (const [method, url, payload] of calls(barId, label!.id)) {
          const res = await t.request({ method, url: `/api${url}`, payload, as: who });
          expect(res.statusCode, `${who.role} ${method} ${url}`).toBe(403);
          expect(res.json<{ code: string }>().code).toBe('auth.FORBIDDEN');
        }
      }
      for (const [method, url, payload] of calls(barId, label!.id)) {
        const res = await t.request({ method, url: `/api${url}`, payload });
        expect(res.statusCode, `anonymous ${method} ${url}`).toBe(401);
      }
      expect(await snapshot()).toEqual(before);
      expect(await t.outbox()).toEqual([]);
    });
  });

  it('counts under each label only the bars out of the trash', async () => {
    const counter = await c.counter();
    const labels = await t.db.select().from(barLabels);
    for (const label of labels) {
      const rows = await t.db
        .select({ n: count() })
        .from(barLabelLinks)
        .innerJoin(bars, eq(bars.id, barLabelLinks.barId))
        .where(and(eq(barLabelLinks.labelId, label.id), isNull(bars.trashedAt)));
      expect(counter.labels[label.id]).toBe(rows[0]!.n);
    }
  });
});
