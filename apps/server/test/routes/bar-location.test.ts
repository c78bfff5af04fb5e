import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { LoginRecord } from '@app/contract/auth';
import type { BarDetails, UpdateBarBody } from '@app/contract/bar-details';
import { auditLog, bars } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { inviteToTeam } from '../helpers/team-fixtures.ts';
import { newPlayer } from '../helpers/game-fixtures.ts';

/** Decision 055: where a bar is (latitude and longitude on /edit-bar), both databases. */
describe("a bar's location: GET /api/bars/{barId} and PATCH /api/bars", () => {
  let t: TestApp;
  let owner: LoginRecord;
  let manager: LoginRecord;
  let barId: string;

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await t.signIn('owner@example.com');
    manager = await inviteToTeam(t, owner, 'loc.manager@example.com', 'manager');
    barId = owner.barId!;
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });

  /** The bar as the form sends it: every field as it stands, with the location given. */
  const bodyWith = async (
    location: Partial<Pick<UpdateBarBody, 'latitude' | 'longitude'>>,
  ): Promise<Record<string, unknown>> => {
    const bar = (await t.request({ method: 'GET', url: `/api/bars/${barId}`, as: owner })).json<BarDetails>();
    return {
      barId,
      name: bar.name,
      email: bar.email,
      telephoneNumber: bar.telephoneNumber,
      website: bar.website,
      facebookUrl: bar.facebookUrl,
      address: bar.address,
      openingHours: bar.openingHours,
      viewing: bar.viewing,
      ...location,
    };
  };
  const patch = async (as: LoginRecord, location: Partial<Pick<UpdateBarBody, 'latitude' | 'longitude'>>) =>
    t.request({ method: 'PATCH', url: '/api/bars/', as, payload: await bodyWith(location) });
  const stored = async () =>
    (await t.db.select({ latitude: bars.latitude, longitude: bars.longitude }).from(bars).where(eq(bars.id, barId)))[0];

  it('the owner saves a location; GET answers it and the row holds it; the edit is in the audit log', async () => {
    const res = await patch(owner, { latitude: 44.4325, longitude: 26.1039 });
    expect(res.statusCode).toBe(200);
    expect(res.json<BarDetails>()).toMatchObject({ latitude: 44.4325, longitude: 26.1039 });
    expect((await t.request({ method: 'GET', url: `/api/bars/${barId}`, as: owner })).json<BarDetails>()).toMatchObject(
      { latitude: 44.4325, longitude: 26.1039 },
    );
    expect(await stored()).toEqual({ latitude: 44.4325, longitude: 26.1039 });
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, barId), eq(auditLog.actorId, owner.userId)));
    const edit = entries.find((e) => e.after?.['latitude'] === 44.4325);
    expect(edit).toMatchObject({
      action: expect.stringMatching(/^PATCH \/api\/bars/) as unknown,
      after: { latitude: 44.4325, longitude: 26.1039 },
    });
  });

  it('a manager sets it too (the same rules as the other fields); the edges of the ranges are accepted', async () => {
    const res = await patch(manager, { latitude: -90, longitude: 180 });
    expect(res.statusCode).toBe(200);
    expect(await stored()).toEqual({ latitude: -90, longitude: 180 });
  });

  it('a save without the location leaves it as it is; both null clear it', async () => {
    await patch(owner, { latitude: 45.75, longitude: 21.23 });
    expect((await patch(owner, {})).statusCode).toBe(200);
    expect(await stored()).toEqual({ latitude: 45.75, longitude: 21.23 });
    const cleared = await patch(owner, { latitude: null, longitude: null });
    expect(cleared.json<BarDetails>()).toMatchObject({ latitude: null, longitude: null });
    expect(await stored()).toEqual({ latitude: null, longitude: null });
  });

  it.each([
    [{ latitude: 90.5, longitude: 10 }, 'Latitude is a number from -90 to 90', 'latitudeRange'],
    [{ latitude: -91, longitude: 10 }, 'Latitude is a number from -90 to 90', 'latitudeRange'],
    [{ latitude: 10, longitude: 180.01 }, 'Longitude is a number from -180 to 180', 'longitudeRange'],
    [{ latitude: 10, longitude: -181 }, 'Longitude is a number from -180 to 180', 'longitudeRange'],
    [{ latitude: 10 }, 'Give both latitude and longitude, or neither', 'locationBothOrNeither'],
    [{ longitude: 10 }, 'Give both latitude and longitude, or neither', 'locationBothOrNeither'],
    [{ latitude: 10, longitude: null }, 'Give both latitude and longitude, or neither', 'locationBothOrNeither'],
    [{ latitude: '10', longitude: 10 }, 'Latitude is a number from -90 to 90', 'latitudeRange'],
  ])('refuses %j with 400 and a clear message; nothing changes', async (location, message, messageCode) => {
    await patch(owner, { latitude: 1, longitude: 2 });
    const res = await patch(owner, location as Partial<UpdateBarBody>);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, messageCode });
    expect(await stored()).toEqual({ latitude: 1, longitude: 2 });
  });

  it("refuses another bar's location and roles without a bar", async () => {
    const staff = await t.signIn('staff@example.com');
    const player = await newPlayer(t);
    for (const as of [staff, player]) {
      expect((await patch(as, { latitude: 3, longitude: 4 })).statusCode).toBe(403);
    }
    expect(await stored()).not.toEqual({ latitude: 3, longitude: 4 });
  });
});
