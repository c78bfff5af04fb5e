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

const STAFF_AND_ADMIN: Role[] = ['staff', 'admin'];

/**
 * Who can open each guarded page (app/router.tsx's routes, the same patterns): the router shows the
 * lock page to the others, and the first load asks nothing for them (app/first-page-preload.ts).
 * Pages absent here are open to every signed-in role (/scan-qr-code, /change-password).
 */
export const PAGE_ROLES = {
  '/edit-bar': ['owner', 'manager'],
  '/matches': ['owner', 'manager', 'staff', 'admin'],
  '/planner': ['owner', 'manager'],
  '/match/:id': ['admin'],
  '/bars': ['admin'],
  '/users': ['admin'],
  '/audit': ['admin'],
  '/official-championships': STAFF_AND_ADMIN,
  '/official-championship/new': STAFF_AND_ADMIN,
  '/official-championship/:id': STAFF_AND_ADMIN,
  '/official-championship/:id/winners': STAFF_AND_ADMIN,
  '/team': ['owner'],
} as const satisfies Record<string, readonly Role[]>;

export type GuardedPage = keyof typeof PAGE_ROLES;

/** Whether `role` may open the page of route pattern `path` (true for a page open to every role). */
export function canOpen(path: string, role: Role): boolean {
  const roles: readonly Role[] | undefined = (PAGE_ROLES as Record<string, readonly Role[]>)[path];
  return roles === undefined || roles.includes(role);
}

export function navEntriesFor(role: Role): NavEntry[] {
  return NAV_ENTRIES.filter((e) => e.roles.includes(role));
}

/** Where `/` and a fresh sign-in go: the first entry the role can open. */
export function landingPathFor(role: Role): string {
  return navEntriesFor(role)[0]?.path ?? '/change-password';
}
