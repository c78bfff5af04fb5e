import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { LoginRecord } from '@app/contract/auth';
import type { BarDetails, UpdateBarBody } from '@app/contract/bar-details';
import { bars } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { signUpOwner } from '../helpers/console-matches-fixtures.ts';

const validBody = (barId: string): UpdateBarBody => ({
  barId,
  name: 'The Final Whistle',
  email: 'team@finalwhistle.ro',
  telephoneNumber: '+40 722 333 444',
  website: 'https://finalwhistle.ro',
  facebookUrl: 'https://www.facebook.com/finalwhistle',
  address: {
    country: 'Romania',
    state: 'Cluj',
    city: 'Cluj-Napoca',
    street: 'Strada Memorandumului',
    number: '7',
    postalCode: '400114',
  },
  barProgram: {
    monday: 'Closed',
    tuesday: '17:00 - 23:00',
    wednesday: '17:00 - 23:00',
    thursday: '17:00 - 23:00',
    friday: '15:00 - 02:00',
    saturday: '12:00 - 02:00',
    sunday: '12:00 - 22:00',
  },
});

describe('bar details: GET /api/bars/{barId} and PATCH /api/bars/', () => {
  let t: TestApp;
  let owner: LoginRecord;
  let admin: LoginRecord;
  let staff: LoginRecord;
  let newcomer: LoginRecord;
  let ownerBarId: string;
  let newcomerBarId: string;

  const barRow = async (id: string) => (await t.db.select().from(bars).where(eq(bars.id, id)))[0]!;
  const patch = (as: LoginRecord, payload: unknown) =>
    t.request({ method: 'PATCH', url: '/api/bars/', as, payload: payload as object });

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await t.signIn('owner@example.com');
    admin = await t.signIn('admin@example.com');
    staff = await t.signIn('staff@example.com');
    newcomer = await signUpOwner(t, 'newcomer@example.com');
    ownerBarId = owner.barId!;
    newcomerBarId = newcomer.barId!;
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });

  describe('reading', () => {
    it("answers the owner's own bar in docs/product.md's owner-view shape", async () => {
      const res = await t.request({ method: 'GET', url: `/api/bars/${ownerBarId}`, as: owner });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        barId: ownerBarId,
        name: 'The Corner Flag',
        email: 'hello@cornerflag.example',
        telephoneNumber: '+40 721 000 111',
        website: 'https://www.cornerflag.ro',
        facebookUrl: 'https://facebook.com/cornerflag',
        status: 'accepted',
        statusReason: 'Venue verified, welcome aboard!',
        statusChangedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) as unknown,
        bar_user: [{ email: 'hello@cornerflag.example' }],
        address: {
          country: 'Romania',
          state: 'Bucharest',
          city: 'Bucharest',
          street: 'Strada Lipscani',
          number: '12',
          postalCode: '030031',
        },
        barProgram: {
          monday: '16:00 - 00:00',
          tuesday: '16:00 - 00:00',
          wednesday: '16:00 - 00:00',
          thursday: '16:00 - 00:00',
          friday: '14:00 - 02:00',
          saturday: '12:00 - 02:00',
          sunday: '12:00 - 23:00',
        },
        // Decision 027: the public address, the hours read from the strings saved before them, the country's zone.
        slug: expect.stringMatching(/^the-corner-flag-[0-9a-f]{6}$/) as unknown,
        publicUrl: expect.stringMatching(/\/b\/the-corner-flag-[0-9a-f]{6}$/) as unknown,
        openingHours: {
          weekly: {
            monday: [{ opens: '16:00', closes: '00:00' }],
            tuesday: [{ opens: '16:00', closes: '00:00' }],
            wednesday: [{ opens: '16:00', closes: '00:00' }],
            thursday: [{ opens: '16:00', closes: '00:00' }],
            friday: [{ opens: '14:00', closes: '02:00' }],
            saturday: [{ opens: '12:00', closes: '02:00' }],
            sunday: [{ opens: '12:00', closes: '23:00' }],
          },
          special: [],
          temporarilyClosed: false,
        },
        timeZone: 'Europe/Bucharest',
        timeZoneFromCountry: true,
        viewing: { screens: 1, soundZones: 1, bigScreen: false, outdoorScreen: false, capacity: null },
        latitude: 44.4316,
        longitude: 26.1008,
        // The phone and website stay off the public page until the owner shows them.
        contactsShownToFans: false,
        logo: null,
        photos: [],
        // No bookings until the owner takes them; the seats a match follow the capacity, else 20.
        bookings: { takesBookings: false, seatsPerMatch: 20 },
      });
    });

    it('gives a newly registered owner an empty, pending bar', async () => {
      const res = await t.request({ method: 'GET', url: `/api/bars/${newcomerBarId}`, as: newcomer });
      expect(res.statusCode).toBe(200);
      const bar = res.json<BarDetails>();
      expect(bar).toMatchObject({
        barId: newcomerBarId,
        name: '',
        status: 'pending',
        bar_user: [{ email: 'newcomer@example.com' }],
      });
      expect(Object.values(bar.address).every((v) => v === '')).toBe(true);
      expect(Object.values(bar.barProgram).every((v) => v === '')).toBe(true);
    });

    it("answers 403 to an owner asking for another owner's bar", async () => {
      const res = await t.request({ method: 'GET', url: `/api/bars/${newcomerBarId}`, as: owner });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ statusCode: 403, message: 'You can only see and edit your own bar' });
    });

    it('answers 403 to an owner asking for a bar that does not exist (nothing told about other ids)', async () => {
      const res = await t.request({ method: 'GET', url: '/api/bars/00000000-0000-4000-8000-000000000000', as: owner });
      expect(res.statusCode).toBe(403);
    });

    it('lets an admin read any bar, and answers 404 for an unknown one', async () => {
      const res = await t.request({ method: 'GET', url: `/api/bars/${newcomerBarId}`, as: admin });
      expect(res.statusCode).toBe(200);
      expect(res.json<BarDetails>().barId).toBe(newcomerBarId);
      const missing = await t.request({
        method: 'GET',
        url: '/api/bars/00000000-0000-4000-8000-000000000000',
        as: admin,
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ message: 'This bar does not exist' });
    });

    it('refuses staff (403), strangers (401) and a malformed id (400)', async () => {
      expect((await t.request({ method: 'GET', url: `/api/bars/${ownerBarId}`, as: staff })).statusCode).toBe(403);
      expect((await t.request({ method: 'GET', url: `/api/bars/${ownerBarId}` })).statusCode).toBe(401);
      const bad = await t.request({ method: 'GET', url: '/api/bars/not-an-id', as: admin });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ message: 'Invalid id' });
    });
  });

  describe('updating', () => {
    it('saves a valid update, answers the bar as it now is, and GET reads it back', async () => {
      const body = validBody(newcomerBarId);
      const res = await patch(newcomer, { ...body, name: '  The Final Whistle  ' });
      expect(res.statusCode).toBe(200);
      const saved = res.json<BarDetails>();
      expect(saved).toMatchObject({
        barId: newcomerBarId,
        name: 'The Final Whistle',
        email: body.email,
        telephoneNumber: body.telephoneNumber,
        website: body.website,
        facebookUrl: body.facebookUrl,
        address: body.address,
        barProgram: body.barProgram,
        bar_user: [{ email: body.email }],
        status: 'pending',
      });
      const again = await t.request({ method: 'GET', url: `/api/bars/${newcomerBarId}`, as: newcomer });
      expect(again.json()).toEqual(saved);
      const row = await barRow(newcomerBarId);
      expect(row).toMatchObject({
        name: 'The Final Whistle',
        phone: '+40 722 333 444',
        city: 'Cluj-Napoca',
        postalCode: '400114',
      });
      expect(row.program.friday).toBe('15:00 - 02:00');
      expect(row.searchText).toBe('the final whistle team@finalwhistle.ro cluj-napoca romania');
    });

    const invalid: [string, (b: UpdateBarBody) => unknown, string][] = [
      ['an empty name', (b) => ({ ...b, name: '' }), 'All fields are required'],
      ['a name of spaces only', (b) => ({ ...b, name: '   ' }), 'All fields are required'],
      ['an empty email', (b) => ({ ...b, email: '' }), 'All fields are required'],
      ['an empty phone', (b) => ({ ...b, telephoneNumber: '' }), 'All fields are required'],
      ['an empty website', (b) => ({ ...b, website: '' }), 'All fields are required'],
      ['an empty facebook', (b) => ({ ...b, facebookUrl: '' }), 'All fields are required'],
      ['an empty postal code', (b) => ({ ...b, address: { ...b.address, postalCode: '' } }), 'All fields are required'],
      ['a missing street', (b) => ({ ...b, address: { ...b.address, street: undefined } }), 'All fields are required'],
      ['no address at all', (b) => ({ ...b, address: undefined }), 'All fields are required'],
      ['an empty sunday', (b) => ({ ...b, barProgram: { ...b.barProgram, sunday: '' } }), 'All fields are required'],
      ['a missing name', (b) => ({ ...b, name: undefined }), 'All fields are required'],
      [
        "an email that is not an email (one rule with the admin's bar dialog)",
        (b) => ({ ...b, email: 'not-an-email' }),
        'Email is not valid',
      ],
      [
        'a facebook that is not a url',
        (b) => ({ ...b, facebookUrl: 'my facebook page' }),
        'Facebook needs to be an url',
      ],
      ['a website that is not a url', (b) => ({ ...b, website: 'finalwhistle' }), 'Website needs to be an url'],
      [
        'a website whose top level is longer than 6',
        (b) => ({ ...b, website: 'https://finalwhistle.abcdefg' }),
        'Website needs to be an url',
      ],
      [
        'a website whose host is longer than 256',
        (b) => ({ ...b, website: `https://${'a'.repeat(257)}.com` }),
        'Website needs to be an url',
      ],
      [
        'a javascript: link as website',
        (b) => ({ ...b, website: 'javascript:alert.com' }),
        'Website needs to be an url',
      ],
      [
        'both links wrong (Facebook is told first)',
        (b) => ({ ...b, website: 'nope', facebookUrl: 'nope' }),
        'Facebook needs to be an url',
      ],
      [
        'an empty field and a wrong link (required is told first)',
        (b) => ({ ...b, website: 'nope', name: '' }),
        'All fields are required',
      ],
    ];
    for (const [what, change, message] of invalid) {
      it(`refuses ${what} with '${message}' and writes nothing`, async () => {
        const before = await barRow(ownerBarId);
        const res = await patch(owner, change(validBody(ownerBarId)));
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ statusCode: 400, message });
        expect(await barRow(ownerBarId)).toEqual(before);
      });
    }

    it('accepts the URL shapes docs/product.md allows (no scheme, www, path, top level of 1 and of 6)', async () => {
      for (const website of [
        'finalwhistle.ro',
        'www.finalwhistle.ro',
        'http://finalwhistle.ro/menu?day=1',
        'https://a.b',
        'https://x.museum',
        `https://${'a'.repeat(256)}.com`,
      ]) {
        const res = await patch(owner, { ...validBody(ownerBarId), website });
        expect(res.statusCode, website).toBe(200);
        expect(res.json<BarDetails>().website).toBe(website);
      }
    });

    it('refuses unknown fields (400) and writes nothing', async () => {
      const before = await barRow(ownerBarId);
      const res = await patch(owner, { ...validBody(ownerBarId), status: 'accepted', rating: 5 });
      expect(res.statusCode).toBe(400);
      expect(await barRow(ownerBarId)).toEqual(before);
    });

    it("answers 403 to an owner patching another owner's bar, and nothing changes", async () => {
      const before = await barRow(newcomerBarId);
      const res = await patch(owner, { ...validBody(newcomerBarId), name: 'Hijacked' });
      expect(res.statusCode).toBe(403);
      expect(await barRow(newcomerBarId)).toEqual(before);
    });

    it('lets an admin patch any bar; staff get 403, strangers 401', async () => {
      const res = await patch(admin, { ...validBody(newcomerBarId), name: 'Renamed by admin' });
      expect(res.statusCode).toBe(200);
      expect((await barRow(newcomerBarId)).name).toBe('Renamed by admin');
      const before = await barRow(ownerBarId);
      expect((await patch(staff, validBody(ownerBarId))).statusCode).toBe(403);
      expect((await t.request({ method: 'PATCH', url: '/api/bars/', payload: validBody(ownerBarId) })).statusCode).toBe(
        401,
      );
      expect(await barRow(ownerBarId)).toEqual(before);
    });

    it('stores split hours in time order, and reads hours stored out of order sorted', async () => {
      const { barProgram: _typed, ...body } = validBody(newcomerBarId);
      const late = { opens: '16:00', closes: '00:00' };
      const lunch = { opens: '11:00', closes: '14:00' };
      const openingHours = {
        weekly: {
          monday: [late, lunch],
          tuesday: [],
          wednesday: [],
          thursday: [],
          friday: [],
          saturday: [],
          sunday: [],
        },
        special: [
          { date: '2026-12-31', intervals: [late, lunch] },
          { date: '2026-12-24', intervals: [] },
        ],
        temporarilyClosed: false,
      };
      const res = await patch(newcomer, { ...body, openingHours });
      expect(res.statusCode).toBe(200);
      const row = await barRow(newcomerBarId);
      expect(row.openingHours?.weekly.monday).toEqual([lunch, late]);
      expect(row.openingHours?.special).toEqual([
        { date: '2026-12-24', intervals: [] },
        { date: '2026-12-31', intervals: [lunch, late] },
      ]);
      expect(row.program.monday).toBe('11:00 - 14:00, 16:00 - 00:00');

      await t.db.update(bars).set({ openingHours }).where(eq(bars.id, newcomerBarId));
      const read = await t.request({ method: 'GET', url: `/api/bars/${newcomerBarId}`, as: newcomer });
      expect(read.json<BarDetails>().openingHours.weekly.monday).toEqual([lunch, late]);
      expect(read.json<BarDetails>().openingHours.special.map((day) => day.date)).toEqual(['2026-12-24', '2026-12-31']);
    });

    it('answers 404 when an admin patches a bar that does not exist', async () => {
      const res = await patch(admin, validBody('00000000-0000-4000-8000-000000000000'));
      expect(res.statusCode).toBe(404);
    });
  });
});
