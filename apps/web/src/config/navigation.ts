import type { Role } from '@app/contract/common';

export type NavEntry = { path: string; labelKey: string; icon: 'bar' | 'matches' | 'planner' | 'bars' | 'championships' | 'qr' | 'team' | 'users' | 'audit'; roles: Role[] };

/**
 * SPEC.md's sidebar order, each entry shown only to the roles that can use it (PRODUCT.md). A manager
 * sees what the owner sees except the team; a scanner only the scan page.
 */
export const NAV_ENTRIES: NavEntry[] = [
  { path: '/edit-bar', labelKey: 'nav.barPage', icon: 'bar', roles: ['owner', 'manager'] },
  { path: '/matches', labelKey: 'nav.matchPage', icon: 'matches', roles: ['owner', 'manager', 'staff', 'admin'] },
  { path: '/planner', labelKey: 'nav.planner', icon: 'planner', roles: ['owner', 'manager'] },
  { path: '/official-championships', labelKey: 'nav.championships', icon: 'championships', roles: ['staff', 'admin'] },
  { path: '/scan-qr-code', labelKey: 'nav.scanQr', icon: 'qr', roles: ['owner', 'manager', 'scanner', 'staff', 'admin'] },
  { path: '/bars', labelKey: 'nav.bars', icon: 'bars', roles: ['admin'] },
  { path: '/team', labelKey: 'nav.team', icon: 'team', roles: ['owner'] },
  { path: '/users', labelKey: 'nav.users', icon: 'users', roles: ['admin'] },
  { path: '/audit', labelKey: 'nav.audit', icon: 'audit', roles: ['admin'] },
];

export function navEntriesFor(role: Role): NavEntry[] {
  return NAV_ENTRIES.filter((e) => e.roles.includes(role));
}

/** Where `/` and a fresh sign-in go: the first entry the role can open. */
export function landingPathFor(role: Role): string {
  // A player has no console page: their pages are the game's (decision 051).
  if (role === 'player') return '/play';
  return navEntriesFor(role)[0]?.path ?? '/change-password';
}
