import { matchPath } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { Role } from '@app/contract/common';
import type { Part } from '../lib/lazy-part.tsx';
import {
  appShell,
  appShellFirstData,
  canOpen,
  landingPathFor,
  noAccess,
  PAGE_ROUTES,
  playFrame,
  showsPage,
  type PageRoute,
} from './routes.tsx';
import { SIGNED_OUT, type FirstDataPerson } from '../lib/first-data-person.ts';

/** The last address asked and its route: the start asks twice for the same (its parts, its data). */
let last: { pathname: string; route: PageRoute | undefined } | undefined;

/** The route of app/routes.tsx at `pathname`, or undefined. */
export function routeAt(pathname: string): PageRoute | undefined {
  // matchPath compiles each route's pattern anew, for every route before the one found.
  if (last?.pathname !== pathname)
    last = { pathname, route: PAGE_ROUTES.find((route) => matchPath(route.path, pathname)) };
  return last.route;
}

/**
 * The parts the first screen at `pathname` renders for someone signed in as `role` (or signed
 * out), following the guards: the page with the signed-in frame, NoAccessPage, or where the guards
 * send them (/login, the landing page). Without this, a page's code is requested only once the
 * language has arrived and the shell has rendered: three round trips in a row on a phone;
 * and a drawn page is hydrated only once all of them have arrived.
 */
export function firstPageParts(pathname: string, role: Role | null): Part[] {
  const path = pathname === '/' ? (role ? landingPathFor(role) : '/login') : pathname;
  const route = routeAt(path);
  if (!route) return [];
  if (route.access === 'anyone') return [...(route.frame === 'play' ? [playFrame] : []), ...route.view(role).parts];
  if (route.access === 'signedOut') return role ? firstPageParts(landingPathFor(role), role) : route.view(null).parts;
  if (!role) return firstPageParts('/login', null);
  if (!canOpen(route, role)) return [appShell, noAccess];
  return [appShell, ...route.view(role).parts];
}

/**
 * The first screen's data (the route loaders of app/routes.tsx): the signed-in
 * frame's (not on a page open to anyone: the player pages' frame reads nothing) and the page's
 * first requests, into `queryClient`, for a person who may open the page or anyone on a page open
 * to anyone. Resolves once they are answered (a failed one stays in the cache as failed).
 */
export function loadFirstPageData(
  location: { pathname: string; search: string },
  person: FirstDataPerson,
  queryClient: QueryClient,
): Promise<unknown> {
  const route = routeAt(location.pathname);
  if (!route || !showsPage(route, person.role)) return Promise.resolve();
  const params = new URLSearchParams(location.search);
  const path = matchPath(route.path, location.pathname)?.params ?? {};
  const loaders = [
    ...(route.access === 'anyone' ? [] : [appShellFirstData]),
    ...(route.firstData?.(person.role) ?? []),
  ];
  return Promise.all(
    loaders.map((loader) => loader().then((module) => module.prefetchFirstData(queryClient, params, person, path))),
  );
}

/**
 * Starts loading the first screen's code now, beside the language's catalogues (main.tsx), and the
 * page's first requests into the query cache the console will use: they then run while React
 * renders the frame, not after it (a drawn page's are in the cache already, fresh). Resolves once
 * the code has arrived.
 */
export function preloadFirstPage(
  location: { pathname: string; search: string },
  person: FirstDataPerson | null,
  queryClient: QueryClient,
): Promise<unknown> {
  void loadFirstPageData(location, person ?? SIGNED_OUT, queryClient).catch(() => undefined);
  // A part that fails to load is the page's to show, when it renders.
  return Promise.allSettled(firstPageParts(location.pathname, person?.role ?? null).map((part) => part.load()));
}
