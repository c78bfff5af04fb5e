import { matchPath } from 'react-router';
import type { Role } from '@app/contract/common';
import { landingPathFor } from '../config/navigation.ts';
import type { QueryClient } from '@tanstack/react-query';
import { firstDataLoaders, pageLoaders, type PagePart } from './page-loaders.ts';

/** `anyone`: signed in or out, the same page (the player pages, decision 051). */
type FirstPage = { path: string; signedIn: boolean; anyone?: boolean; parts: (role: Role | null) => PagePart[] };

/**
 * The parts each route's first load renders (app/router.tsx's routes, the same paths). Without
 * this, a page's code is requested only once the language has arrived and the shell has rendered:
 * three round trips in a row on a phone (decision 036).
 */
const FIRST_PAGES: FirstPage[] = [
  { path: '/login', signedIn: false, parts: () => ['login'] },
  { path: '/register', signedIn: false, parts: () => ['register'] },
  { path: '/forgot-password', signedIn: false, parts: () => ['forgotPassword'] },
  { path: '/reset-password', signedIn: false, parts: () => ['resetPassword'] },
  { path: '/edit-bar', signedIn: true, parts: () => ['editBar'] },
  {
    path: '/matches',
    signedIn: true,
    // MatchesPage gives admins their own view; everyone else the list, under the router's notice.
    parts: (role) => ['matches', role === 'admin' ? 'matchesAdminView' : 'barVisibilityNotice'],
  },
  { path: '/planner', signedIn: true, parts: () => ['planner'] },
  { path: '/match/:id', signedIn: true, parts: () => ['matchEdit'] },
  { path: '/bars', signedIn: true, parts: () => ['bars'] },
  { path: '/users', signedIn: true, parts: () => ['users'] },
  { path: '/audit', signedIn: true, parts: () => ['audit'] },
  { path: '/official-championships', signedIn: true, parts: () => ['championships'] },
  { path: '/official-championship/new', signedIn: true, parts: () => ['championshipEditor'] },
  { path: '/official-championship/:id', signedIn: true, parts: () => ['championshipEditor'] },
  { path: '/official-championship/:id/winners', signedIn: true, parts: () => ['winners'] },
  { path: '/scan-qr-code', signedIn: true, parts: () => ['scanQrCode'] },
  { path: '/team', signedIn: true, parts: () => ['team'] },
  { path: '/change-password', signedIn: true, parts: () => ['changePassword'] },
  { path: '/play', signedIn: false, anyone: true, parts: () => ['playLayout', 'playList'] },
  { path: '/play/signup', signedIn: false, anyone: true, parts: () => ['playLayout', 'playSignup'] },
  { path: '/play/:id', signedIn: false, anyone: true, parts: () => ['playLayout', 'playChampionship'] },
];

/**
 * The parts the first screen at `pathname` will render for someone signed in as `role` (or signed
 * out): the page, the signed-in frame, or where the guards send them (/login, the landing page).
 */
export function firstPageParts(pathname: string, role: Role | null): PagePart[] {
  const path = pathname === '/' ? (role ? landingPathFor(role) : '/login') : pathname;
  const page = FIRST_PAGES.find((candidate) => matchPath(candidate.path, path));
  if (!page) return [];
  if (page.signedIn && !role) return ['login'];
  if (!page.signedIn && role && page.path !== '/reset-password' && !page.anyone) return firstPageParts(landingPathFor(role), role);
  return page.signedIn ? ['appShell', ...page.parts(role)] : page.parts(role);
}

/**
 * Starts loading the first screen's code now, beside the language's catalogues (main.tsx), and,
 * signed in, the page's first requests into the query cache the console will use: they then run
 * while React renders the frame, not after it.
 */
export function preloadFirstPage(location: { pathname: string; search: string }, role: Role | null, queryClient: QueryClient): void {
  for (const part of firstPageParts(location.pathname, role)) {
    // A failed preload is not an error: the page's own lazy import tries again and shows its error.
    void pageLoaders[part]().catch(() => undefined);
    const data = firstDataLoaders[part];
    if (data && role) void data().then((module) => module.prefetchFirstData(queryClient, new URLSearchParams(location.search), role), () => undefined);
  }
}
