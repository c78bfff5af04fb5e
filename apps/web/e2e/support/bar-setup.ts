import { expect, type APIRequestContext } from '@playwright/test';

const WEEK = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** Open 16:00–23:00 every day: a bar's hours where the journey's hours do not matter. */
export const EVENING_HOURS = {
  openingHours: {
    weekly: Object.fromEntries(WEEK.map((d) => [d, [{ opens: '16:00', closes: '23:00' }]])),
    special: [],
    temporarilyClosed: false,
  },
};

/** The bar's name, contacts and address (the sign-up leaves them empty); hours and screens are the journey's. */
export async function nameTheBar(request: APIRequestContext, token: string, extra: object = {}): Promise<string> {
  const headers = { authorization: `Bearer ${token}` };
  const me = await request.get('/api/authentication/me', { headers });
  const { barId } = (await me.json()) as { barId: string };
  const res = await request.patch('/api/bars', {
    headers,
    data: {
      barId,
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
      ...extra,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return barId;
}
