import { describe, expect, it } from 'vitest';
import type { Role } from '@app/contract/common';
import { firstPageParts } from './first-page-preload.ts';
import { landingPathFor, navEntriesFor, PAGE_ROUTES } from './routes.tsx';

const names = (pathname: string, role: Role | null) => firstPageParts(pathname, role).map((part) => part.name);

describe('the first page preload', () => {
  it('fetches a public page alone, and the signed-in frame with a console page', () => {
    expect(names('/login', null)).toEqual(['login']);
    expect(names('/reset-password', null)).toEqual(['resetPassword']);
    expect(names('/bars', 'admin')).toEqual(['appShell', 'bars']);
    expect(names('/official-championship/abc/winners', 'staff')).toEqual(['appShell', 'winners']);
  });

  it("fetches /matches as the admin's view for admins, the list with its visibility notice for everyone else", () => {
    expect(names('/matches', 'admin')).toEqual(['appShell', 'matchesAdminView']);
    expect(names('/matches', 'staff')).toEqual(['appShell', 'matches', 'barVisibilityNotice']);
    expect(names('/matches', 'owner')).toEqual(['appShell', 'matches', 'barVisibilityNotice']);
    expect(names('/matches', 'manager')).toEqual(['appShell', 'matches', 'barVisibilityNotice']);
  });

  it('follows the guards: signed out to /login, signed in from a public page or / to the landing page, a page the role cannot open to the lock page alone', () => {
    expect(names('/bars', null)).toEqual(['login']);
    expect(names('/', null)).toEqual(['login']);
    expect(names('/login', 'owner')).toEqual(['appShell', 'editBar']);
    expect(names('/', 'admin')).toEqual(['appShell', 'matchesAdminView']);
    expect(names('/bars', 'owner')).toEqual(['appShell', 'noAccess']);
    expect(names('/matches', 'scanner')).toEqual(['appShell', 'noAccess']);
  });

  it('starts neither the code nor the requests of a page the role cannot open: the frame and the lock page alone', () => {
    expect(names('/edit-bar', 'staff')).toEqual(['appShell', 'noAccess']);
    expect(names('/team', 'manager')).toEqual(['appShell', 'noAccess']);
    expect(names('/official-championship/abc/winners', 'owner')).toEqual(['appShell', 'noAccess']);
    expect(names('/scan-qr-code', 'scanner')).toEqual(['appShell', 'scanQrCode']);
  });

  it("fetches a player page in its frame, signed in or out (a player's /play with their followed teams); a player opening the console gets the lock page", () => {
    expect(names('/play', null)).toEqual(['playLayout', 'playList']);
    expect(names('/play', 'player')).toEqual(['playLayout', 'playList', 'followedTeams']);
    expect(names('/play/signup', null)).toEqual(['playLayout', 'fanSignup']);
    expect(names('/play/signin', null)).toEqual(['playLayout', 'fanSignin']);
    expect(names('/play/account', 'player')).toEqual(['playLayout', 'playAccount', 'fanPassword']);
    expect(names('/play/account', null)).toEqual(['playLayout', 'playAccount', 'fanPassword']);
    expect(names('/play/some-id', 'player')).toEqual(['playLayout', 'playChampionship']);
    expect(names('/play/some-id/leagues/a-league', 'player')).toEqual(['playLayout', 'league']);
    expect(names('/play/join/58ETRAEY', null)).toEqual(['playLayout', 'joinLeague']);
    expect(names('/login', 'player')).toEqual(['playLayout', 'playList', 'followedTeams']);
    expect(names('/matches', 'player')).toEqual(['appShell', 'noAccess']);
  });

  it('fetches nothing for a path the console does not have', () => {
    expect(names('/no-such-page', 'admin')).toEqual([]);
  });

  it('every page of the table loads the module its route renders', async () => {
    const roles: Role[] = ['owner', 'manager', 'scanner', 'staff', 'admin'];
    for (const route of PAGE_ROUTES) {
      const role = typeof route.access === 'string' ? null : route.access[0]!;
      const parts = route.view(role).parts;
      expect(parts.length, route.path).toBeGreaterThan(0);
      await Promise.all(parts.map((part) => part.load()));
    }
    // The sidebar and the landing page come from the same table.
    expect(navEntriesFor('owner').map((entry) => entry.path)).toEqual([
      '/edit-bar',
      '/matches',
      '/demand',
      '/planner',
      '/bookings',
      '/bar-league',
      '/scan-qr-code',
      '/team',
    ]);
    expect(roles.map(landingPathFor)).toEqual(['/edit-bar', '/edit-bar', '/scan-qr-code', '/matches', '/matches']);
  });
});
