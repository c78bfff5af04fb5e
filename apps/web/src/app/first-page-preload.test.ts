import { describe, expect, it } from 'vitest';
import { firstPageParts } from './first-page-preload.ts';
import { pageLoaders } from './page-loaders.ts';
import routerSource from './router.tsx?raw';

describe('the first page preload', () => {
  it('fetches a public page alone, and the signed-in frame with a console page', () => {
    expect(firstPageParts('/login', null)).toEqual(['login']);
    expect(firstPageParts('/reset-password', null)).toEqual(['resetPassword']);
    expect(firstPageParts('/bars', 'admin')).toEqual(['appShell', 'bars']);
    expect(firstPageParts('/official-championship/abc/winners', 'staff')).toEqual(['appShell', 'winners']);
  });

  it("fetches /matches with the admin's view for admins, with the list's visibility notice for everyone else", () => {
    expect(firstPageParts('/matches', 'admin')).toEqual(['appShell', 'matches', 'matchesAdminView']);
    expect(firstPageParts('/matches', 'staff')).toEqual(['appShell', 'matches', 'barVisibilityNotice']);
    expect(firstPageParts('/matches', 'owner')).toEqual(['appShell', 'matches', 'barVisibilityNotice']);
    expect(firstPageParts('/matches', 'manager')).toEqual(['appShell', 'matches', 'barVisibilityNotice']);
  });

  it('follows the guards: signed out to /login, signed in from a public page or / to the landing page', () => {
    expect(firstPageParts('/bars', null)).toEqual(['login']);
    expect(firstPageParts('/', null)).toEqual(['login']);
    expect(firstPageParts('/login', 'owner')).toEqual(['appShell', 'editBar']);
    expect(firstPageParts('/', 'admin')).toEqual(['appShell', 'matches', 'matchesAdminView']);
  });

  it("knows every route of the router: each path's first load fetches something", () => {
    const paths = [...routerSource.matchAll(/<Route path="([^"]+)"/g)].map((m) => m[1]!).filter((p) => p !== '*' && p !== '/');
    expect(paths.length).toBeGreaterThan(15);
    for (const path of paths) {
      const concrete = path.replace(/:id/g, 'some-id');
      expect(firstPageParts(concrete, 'admin').length + firstPageParts(concrete, null).length, path).toBeGreaterThan(0);
      expect(firstPageParts(concrete, 'owner'), `${path} signed in`).not.toEqual([]);
    }
  });

  it("starts neither the code nor the requests of a page the role cannot open: the frame alone, for the lock page", () => {
    expect(firstPageParts('/bars', 'owner')).toEqual(['appShell']);
    expect(firstPageParts('/matches', 'scanner')).toEqual(['appShell']);
    expect(firstPageParts('/edit-bar', 'staff')).toEqual(['appShell']);
    expect(firstPageParts('/team', 'manager')).toEqual(['appShell']);
    expect(firstPageParts('/official-championship/abc/winners', 'owner')).toEqual(['appShell']);
    expect(firstPageParts('/scan-qr-code', 'scanner')).toEqual(['appShell', 'scanQrCode']);
  });

  it('fetches nothing for a path the console does not have', () => {
    expect(firstPageParts('/no-such-page', 'admin')).toEqual([]);
  });

  it('names only parts that load, and each is the module its route renders', async () => {
    const shell = await pageLoaders.appShell();
    expect(typeof shell.AppShell).toBe('function');
    const matches = await pageLoaders.matches();
    expect(typeof matches.MatchesPage).toBe('function');
  });
});
