import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiAs, newOwnerAccount, signInThroughApi, unique } from './session.ts';

export type Credentials = { email: string; password: string };
export type CreatedMatch = { id: string; headline: string; homeTeam: string };

/** An API context signed in as the demo admin (for the admin's side of a journey about the owner). */
export const adminApi = (): Promise<APIRequestContext> => apiAs('admin');

/** A new owner whose bar the admin accepted, and an access token of theirs. */
export async function acceptedOwner(
  page: Page,
  admin: APIRequestContext,
  name: string,
): Promise<{ credentials: Credentials; accessToken: string }> {
  const credentials = await newOwnerAccount(page, name);
  const { barId, accessToken } = (await signInThroughApi(page.request, credentials)) as {
    barId: string;
    accessToken: string;
  };
  expect((await admin.put('/api/bar/update-status', { data: { barIds: [barId], status: 'accepted' } })).status()).toBe(
    200,
  );
  return { credentials, accessToken };
}

const matchBody = (homeTeam: string, awayTeam: string, change: { scheduledDate: string; status?: string }) => ({
  homeTeam,
  awayTeam,
  country: 'Romania',
  competition: 'Liga 1',
  dates: [],
  ...change,
});

export async function createMatch(
  admin: APIRequestContext,
  home: string,
  away: string,
  scheduledDate: string,
): Promise<CreatedMatch> {
  const homeTeam = unique(home);
  const res = await admin.post('/api/match', { data: { match: matchBody(homeTeam, away, { scheduledDate }) } });
  expect(res.status(), await res.text()).toBe(200);
  return { ...((await res.json()) as { id: string; headline: string }), homeTeam };
}

/** The admin's edit of the match's kick-off and status (PUT /api/match, as the match dialog sends it). */
export async function changeMatch(
  admin: APIRequestContext,
  match: CreatedMatch,
  change: { scheduledDate: string; status?: string },
): Promise<void> {
  const away = match.headline.split(' - ')[1] ?? '';
  const res = await admin.put('/api/match', {
    data: { match: { id: match.id, ...matchBody(match.homeTeam, away, change) } },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** The owner's bar switches the match on (the owner's own API call, as the switch sends it). */
export async function broadcast(page: Page, accessToken: string, matchId: string): Promise<void> {
  const res = await page.request.post('/api/bars/change-broadcast-status', {
    data: { matchId, status: true },
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(res.status()).toBe(200);
}
