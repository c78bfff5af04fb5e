import type { LoginRecord } from '@app/contract/auth';
import type { OpeningHours, Viewing } from '@app/contract/bar-profile';
import { EMPTY_WEEK } from '@app/contract/bar-profile';
import type { TestApp } from './build-test-app.ts';

/** Split hours every day: lunch 12:00–15:00, evening 17:00–01:00. */
export const SPLIT_HOURS: OpeningHours = {
  weekly: Object.fromEntries(
    Object.keys(EMPTY_WEEK).map((day) => [
      day,
      [
        { opens: '12:00', closes: '15:00' },
        { opens: '17:00', closes: '01:00' },
      ],
    ]),
  ) as OpeningHours['weekly'],
  special: [],
  temporarilyClosed: false,
};

/**
 * Fills in the owner's bar through PATCH /api/bars, with the hours, the zone and the viewing of the
 * test; `barId` one of several bars of the account (their only bar without it).
 */
export async function setUpBar(
  t: TestApp,
  owner: LoginRecord,
  profile: { openingHours: OpeningHours; timeZone: string; viewing: Partial<Viewing> },
  barId: string | null = null,
) {
  const res = await t.request({
    method: 'PATCH',
    url: '/api/bars',
    as: owner,
    headers: barId ? { 'x-bar-id': barId } : {},
    payload: {
      barId: barId ?? owner.barId,
      name: 'The Planner Arms',
      email: 'arms@example.com',
      telephoneNumber: '+44 20 7946 0000',
      website: 'https://arms.example.com',
      facebookUrl: 'https://facebook.com/arms',
      address: {
        country: 'United Kingdom',
        state: 'London',
        city: 'London',
        street: 'High Street',
        number: '1',
        postalCode: 'N1 1AA',
      },
      openingHours: profile.openingHours,
      timeZone: profile.timeZone,
      viewing: {
        screens: 1,
        soundZones: 1,
        bigScreen: false,
        outdoorScreen: false,
        capacity: null,
        ...profile.viewing,
      },
    },
  });
  if (res.statusCode !== 200) throw new Error(`PATCH /api/bars answered ${res.statusCode}: ${res.body}`);
}
