import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { LoginRecord } from '@app/contract/auth';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { inviteToTeam } from '../helpers/team-fixtures.ts';

/** Routes anyone may call, signed in or not. */
const PUBLIC = new Set([
  'GET /api/health',
  'GET /api/health/ready',
  'GET /api/openapi.json',
  'GET /api/media/:hash',
  'POST /api/authentication/signin',
  'POST /api/authentication/signup',
  'POST /api/authentication/refresh-token',
  // The console's sign-in and its refresh by the refresh cookie (decision 062).
  'POST /api/authentication/session',
  'POST /api/authentication/session/refresh',
  'POST /api/authentication/forgot-password',
  'GET /api/authentication/reset-password',
  'POST /api/authentication/reset-password',
  // A mailed link's confirmation, and asking for it again with the account's email and password (decision 085).
  'POST /api/authentication/confirm-email',
  'POST /api/authentication/confirm-email/again',
  // A match's link preview picture, for any chat that previews a shared link.
  'GET /api/public/matches/:id/share.png',
  // The bar's calendar feed and one match at the bar, for anyone's calendar app.
  'GET /api/public/bars/:slug/calendar.ics',
  'GET /api/public/bars/:slug/matches/:matchId/calendar.ics',
  // The coming matches and the bars showing one (decision 054).
  'GET /api/public/matches',
  'GET /api/public/matches/:id/bars',
  // The championship game's open pages (decision 051): anyone reads the championships and boards, anyone signs up to
  // play.
  'GET /api/play/championships',
  'GET /api/play/championships/:id',
  'GET /api/play/championships/:id/leaderboard',
  'POST /api/play/signup',
  // Everyone's picks of a match, once it has locked (the boards' nicknames only).
  'GET /api/play/championships/:id/matches/:matchId/predictions',
  // A reminder mail's one-click unsubscribe: the link's signature names the account, no sign-in.
  'GET /api/play/reminders/unsubscribe',
  'POST /api/play/reminders/unsubscribe',
]);
/** Every signed-in person (their own account). */
const ANY_SIGNED_IN = [
  'GET /api/authentication/me',
  'PATCH /api/authentication/me',
  'POST /api/authentication/signout',
  'POST /api/users/change-password',
];
/** What the owner can do, except the team. */
const MANAGER = [
  ...ANY_SIGNED_IN,
  'GET /api/bars/:barId',
  'PATCH /api/bars',
  'POST /api/bars/change-broadcast-status',
  'POST /api/bars/send-for-review',
  'GET /api/matches/admin',
  'GET /api/competitions/active',
  'POST /api/challenge-winners/verify',
  // Decision 096: scans queued offline, and the key the page checks signed codes with.
  'POST /api/challenge-winners/verify-queued',
  'GET /api/challenge-winners/verify-key',
  // Decision 025: the bell's notices, the manager's own.
  'GET /api/notices',
  'POST /api/notices/:id/read',
  'POST /api/notices/read-all',
  // Decision 028: the bar's week — switch-on warnings, 'open longer that day', rules, suggestions, planner.
  'GET /api/bars/broadcast-warnings',
  'PUT /api/bars/special-hours',
  // The bar's logo and photos: the owner and managers keep them, a scanner does not.
  'POST /api/bars/photos',
  'PUT /api/bars/photos',
  'PUT /api/bars/logo',
  'DELETE /api/bars/logo',
  'GET /api/planner/rule-targets',
  'GET /api/planner/rules',
  'POST /api/planner/rules',
  'PATCH /api/planner/rules/:id',
  'DELETE /api/planner/rules/:id',
  'GET /api/planner/suggestions',
  'POST /api/planner/suggestions/accept',
  'POST /api/planner/suggestions/dismiss',
  'GET /api/planner/week',
  'PUT /api/planner/broadcasts/:matchId',
  // The week across every bar the person owns or manages, and a match shown in several at once.
  'GET /api/planner/group-week',
  // The coming matches by the demand near the bar.
  'GET /api/bars/demand',
  'POST /api/planner/group-broadcasts',
  // The bar's bookings: the owner and managers answer them, a scanner does not.
  'GET /api/bars/bookings',
  'POST /api/bars/bookings/:id/accept',
  'POST /api/bars/bookings/:id/decline',
  // The bar's leagues (decision 095): the owner and managers run them, a scanner does not.
  'GET /api/bars/leagues',
  'POST /api/bars/leagues',
  'PATCH /api/bars/leagues/:leagueId',
  'GET /api/bars/leagues/:leagueId/board',
];
const SCANNER = [
  ...ANY_SIGNED_IN,
  'POST /api/challenge-winners/verify',
  'POST /api/challenge-winners/verify-queued',
  'GET /api/challenge-winners/verify-key',
];

/** Every route the app serves under /api, rebuilt from Fastify's radix-tree print (4 characters a level). */
function apiRoutes(t: TestApp): string[] {
  const routes = new Set<string>();
  const prefix: string[] = [];
  for (const line of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match?.[2]) continue;
    const depth = (match[1] ?? '').length / 4;
    prefix.length = depth;
    const path = `${prefix.join('')}${match[2]}`;
    prefix.push(match[2]);
    const normalized = path.replace(/\/$/, '') || '/';
    for (const method of match[3]?.split(', ') ?? [])
      if (method !== 'HEAD' && normalized.startsWith('/api')) routes.add(`${method} ${normalized}`);
  }
  return [...routes];
}

describe('roles × routes: manager and scanner', () => {
  let t: TestApp;
  let owner: LoginRecord;
  let manager: LoginRecord;
  let scanner: LoginRecord;
  let routes: string[];

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await t.signIn('owner@example.com');
    manager = await inviteToTeam(t, owner, 'mara.manager@example.com', 'manager');
    scanner = await inviteToTeam(t, owner, 'sid.scanner@example.com', 'scanner');
    routes = apiRoutes(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (route: string, as: LoginRecord) => {
    const [method, path] = route.split(' ') as ['GET', string];
    const url = path
      .replace(':barId', owner.barId!)
      .replace(/:(id|userId)\b/, randomUUID())
      .replace(':hash', 'x');
    return t.request({ method, url, as, ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }) });
  };

  it('the route tree is read: it holds the routes of every area', () => {
    expect(routes).toEqual(
      expect.arrayContaining([
        'GET /api/bar',
        'PUT /api/match',
        'GET /api/team',
        'GET /api/audit-log',
        'PATCH /api/users/:id',
        'POST /api/teams/:id/merge',
        'GET /api/teams/duplicates',
        'DELETE /api/teams/duplicates/:teamId/:candidateId',
        'PATCH /api/languages/:code',
        'PATCH /api/competitions/:id',
        ...MANAGER,
      ]),
    );
  });

  it.each([
    ['manager', MANAGER],
    ['scanner', SCANNER],
  ] as const)(
    'a %s gets 403 on every route outside its list, and passes the guard of each in it',
    async (role, allowed) => {
      const as = role === 'manager' ? manager : scanner;
      const refused: string[] = [];
      const let_in: string[] = [];
      for (const route of routes) {
        if (PUBLIC.has(route) || route === 'POST /api/authentication/signout') continue;
        const res = await call(route, as);
        if (res.statusCode === 403 && res.json<{ code: string }>().code === 'auth.FORBIDDEN') refused.push(route);
        else if (res.statusCode !== 401) let_in.push(route);
      }
      expect(let_in.sort()).toEqual(allowed.filter((r) => r !== 'POST /api/authentication/signout').sort());
      expect(refused.length + let_in.length).toBe(
        routes.filter((r) => !PUBLIC.has(r) && r !== 'POST /api/authentication/signout').length,
      );
    },
  );

  it('a manager reads and edits the bar of the team, not another bar', async () => {
    const own = await t.request({ method: 'GET', url: `/api/bars/${owner.barId}`, as: manager });
    expect(own.statusCode).toBe(200);
    const other = await t.request({ method: 'GET', url: `/api/bars/${randomUUID()}`, as: manager });
    expect(other.statusCode).toBe(403);
    const me = await t.request({ method: 'GET', url: '/api/authentication/me', as: manager });
    expect(me.json()).toMatchObject({ role: 'manager', barId: owner.barId });
  });
});
