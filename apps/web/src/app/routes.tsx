import { Suspense, type ComponentType, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { Role } from '@app/contract/common';
import { PUBLIC_PAGE_PATHS } from '@app/public-pages/paths';
import { lazyPart, type LazyPart, type Part } from '../lib/lazy-part.tsx';
import type { FirstDataPerson } from '../lib/first-data-person.ts';
import type { NavEntry } from '../components/layout/sidebar.tsx';
import { ADD_BAR_PATH } from '../features/account-bars/add-bar-path.ts';
import { GROUP_WEEK_PATH } from '../features/account-bars/group-week-path.ts';

/**
 * The console's pages, each declared once: its path, who may open it, the
 * parts it renders (each loaded on first use), the requests its first screen makes, whether the
 * server draws it, and its sidebar entry. The router (router.tsx), the first load's preload
 * (first-page-preload.ts), the server's drawing (entry-server.tsx), the sidebar and the landing
 * page are all read from this table; the fans' public pages are declared beside it (DOCUMENT_PATHS).
 */

/**
 * What a page's first-data module gives: its first requests, into the query cache the page reads
 * (a route loader). The browser starts them beside the page's code on a first load; the server
 * awaits them and draws the page in one render (entry-server.tsx).
 */
type FirstDataModule = {
  /** `params`: the page's query; `path`: its path's parameters (`:id`). */
  prefetchFirstData: (
    queryClient: QueryClient,
    params: URLSearchParams,
    person: FirstDataPerson,
    path: Record<string, string | undefined>,
  ) => Promise<unknown>;
};
/** A route loader's module, loaded when its page is. */
type FirstDataLoader = () => Promise<FirstDataModule>;

export type PageRoute = {
  path: string;
  /**
   * `signedOut`: the sign-in screens (a signed-in person goes to their landing page); `anyone`:
   * open signed in or out; otherwise the signed-in roles that may open it (others see NoAccessPage
   * and nothing of the page is loaded or asked for).
   */
  access: 'signedOut' | 'anyone' | readonly Role[];
  /** The parts the page renders for `role`, and how. */
  view: (role: Role | null) => { parts: Part[]; element: ReactNode };
  /**
   * Its route loaders: the first requests of each part it renders, started beside its code on a
   * first load, awaited by the server before it draws the page.
   */
  firstData?: (role: Role | null) => readonly FirstDataLoader[];
  /**
   * The server draws its first screen on a full load: for the person signed in, and
   * on a page open to `anyone` for a fan signed out too.
   */
  drawn?: boolean;
  /** Rendered in the player pages' frame (no console sidebar) rather than on its own. */
  frame?: 'play';
  nav?: Omit<NavEntry, 'path'>;
};

const ALL_SIGNED_IN: readonly Role[] = ['owner', 'manager', 'scanner', 'staff', 'admin'];

/** The signed-in frame (sidebar, header) around every signed-in page. */
export const appShell = lazyPart(
  'appShell',
  () => import('./app-shell.tsx'),
  (m) => m.AppShell,
);
/** The frame's own first requests (the bell's notices), made with every signed-in page's. */
export const appShellFirstData = () => import('../features/notices/api/notices-first-data.ts');
export const notFound = lazyPart(
  'notFound',
  () => import('../features/not-found/not-found-page.tsx'),
  (m) => m.NotFoundPage,
);
/** What a role that cannot open a page sees instead; loaded only then. */
export const noAccess = lazyPart(
  'noAccess',
  () => import('../features/not-found/no-access-page.tsx'),
  (m) => m.NoAccessPage,
);

/** The player pages' frame: their header, no console sidebar. */
export const playFrame = lazyPart(
  'playLayout',
  () => import('../features/play/components/play-layout.tsx'),
  (m) => m.PlayLayout,
);

const matchesList = lazyPart(
  'matches',
  () => import('../features/matches/pages/matches-page.tsx'),
  (m) => m.MatchesPage,
);
/** The administration view (its dialogs, forms and pickers) is an admin's only: an owner's phone never downloads it. */
const matchesAdmin = lazyPart(
  'matchesAdminView',
  () => import('../features/matches/components/admin/matches-admin-view.tsx'),
  (m) => m.MatchesAdminView,
);
const barVisibilityNotice = lazyPart(
  'barVisibilityNotice',
  () => import('../features/bar-details/components/bar-visibility-notice.tsx'),
  (m) => m.BarVisibilityNotice,
);

const playList = lazyPart(
  'playList',
  () => import('../features/play/pages/play-list-page.tsx'),
  (m) => m.PlayListPage,
);
/**
 * A player's teams above the list: its search (MUI's Autocomplete) is a player's only, a fan signed out never downloads
 * it.
 */
const followedTeams = lazyPart(
  'followedTeams',
  () => import('../features/play/components/followed-teams.tsx'),
  (m) => m.FollowedTeams,
);

/** A page of one part. */
function page(part: LazyPart): PageRoute['view'] {
  return () => ({ parts: [part], element: <part.Component /> });
}
const one = <M,>(name: string, importer: () => Promise<M>, pick: (module: M) => LazyPart['Component']) =>
  page(lazyPart(name, importer, pick));

/** The screens both sides have: the console's on their own, the fans' in the player pages' frame. */
const forgotPasswordPage = () => import('../features/auth/pages/forgot-password-page.tsx');
const resetPasswordPage = () => import('../features/auth/pages/reset-password-page.tsx');
const confirmEmailPage = () => import('../features/auth/pages/confirm-email-page.tsx');
/** A screen of both sides, drawn for the fans' side (its links stay under /play). */
const fansSide = <M,>(
  name: string,
  importer: () => Promise<M>,
  pick: (module: M) => ComponentType<{ side: 'fans' | 'console' }>,
) =>
  one(name, importer, (m) => {
    const Page = pick(m);
    return function FansSide() {
      return <Page side="fans" />;
    };
  });

const playAccount = lazyPart(
  'playAccount',
  () => import('../features/play/pages/play-account-page.tsx'),
  (m) => m.PlayAccountPage,
);
/** The fan's password: the console's form, drawn as a section of their account page. */
const fanPassword = lazyPart(
  'fanPassword',
  () => import('../features/auth/pages/change-password-page.tsx'),
  (m) =>
    function FansSide() {
      return <m.ChangePasswordPage side="fans" />;
    },
);

/** One part for two paths: a new championship and an existing one. */
const championshipEditor = one(
  'championshipEditor',
  () => import('../features/championships/pages/championship-editor-page.tsx'),
  (m) => m.ChampionshipEditorPage,
);

export const PAGE_ROUTES: readonly PageRoute[] = [
  {
    path: '/login',
    access: 'signedOut',
    view: one(
      'login',
      () => import('../features/auth/pages/login-page.tsx'),
      (m) => m.LoginPage,
    ),
  },
  {
    path: '/register',
    access: 'signedOut',
    view: one(
      'register',
      () => import('../features/auth/pages/register-page.tsx'),
      (m) => m.RegisterPage,
    ),
  },
  {
    path: '/forgot-password',
    access: 'signedOut',
    view: one('forgotPassword', forgotPasswordPage, (m) => m.ForgotPasswordPage),
  },
  {
    path: '/reset-password',
    access: 'anyone',
    view: one('resetPassword', resetPasswordPage, (m) => m.ResetPasswordPage),
  },
  {
    path: '/confirm-email',
    access: 'anyone',
    view: one(
      'confirmEmail',
      confirmEmailPage,
      (m) =>
        function ConsoleSide() {
          return <m.ConfirmEmailPage side="console" />;
        },
    ),
  },
  // The player pages: the same page signed in or out.
  {
    path: '/play',
    access: 'anyone',
    frame: 'play',
    drawn: true,
    firstData: () => [() => import('../features/play/pages/play-list-first-data.ts')],
    view: (role) =>
      role === 'player'
        ? {
            parts: [playList, followedTeams],
            element: (
              <playList.Component
                followed={
                  <Suspense fallback={null}>
                    <followedTeams.Component />
                  </Suspense>
                }
              />
            ),
          }
        : { parts: [playList], element: <playList.Component /> },
  },
  // A fan's account is looked after on the fans' side, in their frame.
  {
    path: '/play/signin',
    access: 'anyone',
    frame: 'play',
    view: one(
      'fanSignin',
      () => import('../features/auth/pages/fan-signin-page.tsx'),
      (m) => m.FanSigninPage,
    ),
  },
  {
    path: '/play/signup',
    access: 'anyone',
    frame: 'play',
    view: one(
      'fanSignup',
      () => import('../features/auth/pages/fan-signup-page.tsx'),
      (m) => m.FanSignupPage,
    ),
  },
  {
    path: '/play/forgot-password',
    access: 'anyone',
    frame: 'play',
    view: fansSide('fanForgotPassword', forgotPasswordPage, (m) => m.ForgotPasswordPage),
  },
  {
    path: '/play/reset-password',
    access: 'anyone',
    frame: 'play',
    view: fansSide('fanResetPassword', resetPasswordPage, (m) => m.ResetPasswordPage),
  },
  {
    path: '/play/confirm-email',
    access: 'anyone',
    frame: 'play',
    view: fansSide('fanConfirmEmail', confirmEmailPage, (m) => m.ConfirmEmailPage),
  },
  {
    // Open to anyone in the table: the page itself sends a fan signed out to the fans' sign-in, not the console's.
    path: '/play/account',
    access: 'anyone',
    frame: 'play',
    view: () => ({
      parts: [playAccount, fanPassword],
      element: (
        <playAccount.Component
          password={
            <Suspense fallback={null}>
              <fanPassword.Component />
            </Suspense>
          }
        />
      ),
    }),
  },
  // An invite link: a player joins in one tap; a fan signed out signs in on the fans' side and comes back.
  {
    path: '/play/join/:code',
    access: 'anyone',
    frame: 'play',
    view: one(
      'joinLeague',
      () => import('../features/play/pages/join-league-page.tsx'),
      (m) => m.JoinLeaguePage,
    ),
  },
  // A private league: its players' own page, never drawn by the server (its first read is the player's).
  {
    path: '/play/:id/leagues/:leagueId',
    access: 'anyone',
    frame: 'play',
    view: one(
      'league',
      () => import('../features/play/pages/league-page.tsx'),
      (m) => m.LeaguePage,
    ),
  },
  {
    path: '/play/book/:slug/:matchId',
    access: 'anyone',
    frame: 'play',
    view: one(
      'book',
      () => import('../features/play/pages/book-page.tsx'),
      (m) => m.BookPage,
    ),
  },
  {
    path: '/play/:id',
    access: 'anyone',
    frame: 'play',
    drawn: true,
    firstData: () => [() => import('../features/play/pages/play-championship-first-data.ts')],
    view: one(
      'playChampionship',
      () => import('../features/play/pages/play-championship-page.tsx'),
      (m) => m.PlayChampionshipPage,
    ),
  },
  // The sidebar's entries in docs/product.md's order.
  {
    path: '/edit-bar',
    access: ['owner', 'manager'],
    drawn: true,
    nav: { labelKey: 'nav.barPage', icon: 'bar' },
    firstData: () => [() => import('../features/bar-details/pages/bar-first-data.ts')],
    view: one(
      'editBar',
      () => import('../features/bar-details/pages/edit-bar-page.tsx'),
      (m) => m.EditBarPage,
    ),
  },
  {
    path: '/matches',
    access: ['owner', 'manager', 'staff', 'admin'],
    drawn: true,
    nav: { labelKey: 'nav.matchPage', icon: 'matches' },
    // Admins get the administration view; everyone else the list, under the bar's visibility notice.
    view: (role) =>
      role === 'admin'
        ? { parts: [matchesAdmin], element: <matchesAdmin.Component /> }
        : {
            parts: [matchesList, barVisibilityNotice],
            element: (
              <matchesList.Component
                notice={
                  <Suspense fallback={null}>
                    <barVisibilityNotice.Component />
                  </Suspense>
                }
              />
            ),
          },
    // An admin's loader is the administration view's: an owner's phone never downloads it.
    firstData: (role) =>
      role === 'admin'
        ? [() => import('../features/matches/components/admin/admin-matches-first-data.ts')]
        : [
            () => import('../features/matches/pages/matches-first-data.ts'),
            () => import('../features/bar-details/pages/bar-first-data.ts'),
          ],
  },
  {
    path: '/demand',
    access: ['owner', 'manager'],
    nav: { labelKey: 'nav.demand', icon: 'demand' },
    view: one(
      'demand',
      () => import('../features/matches/pages/demand-page.tsx'),
      (m) => m.DemandPage,
    ),
  },
  {
    path: '/planner',
    access: ['owner', 'manager'],
    drawn: true,
    nav: { labelKey: 'nav.planner', icon: 'planner' },
    firstData: () => [() => import('../features/planner/pages/planner-first-data.ts')],
    view: one(
      'planner',
      () => import('../features/planner/pages/planner-page.tsx'),
      (m) => m.PlannerPage,
    ),
  },
  {
    path: GROUP_WEEK_PATH,
    access: ['owner', 'manager'],
    view: one(
      'groupWeek',
      () => import('../features/planner/pages/group-week-page.tsx'),
      (m) => m.GroupWeekPage,
    ),
  },
  {
    path: '/bookings',
    access: ['owner', 'manager'],
    nav: { labelKey: 'nav.bookings', icon: 'bookings' },
    view: one(
      'bookings',
      () => import('../features/bookings/pages/bookings-page.tsx'),
      (m) => m.BookingsPage,
    ),
  },
  {
    path: '/bar-league',
    access: ['owner', 'manager'],
    nav: { labelKey: 'nav.barLeague', icon: 'barLeague' },
    view: one(
      'barLeague',
      () => import('../features/bar-league/pages/bar-league-page.tsx'),
      (m) => m.BarLeaguePage,
    ),
  },
  {
    path: '/official-championships',
    access: ['staff', 'admin'],
    drawn: true,
    nav: { labelKey: 'nav.championships', icon: 'championships' },
    firstData: () => [() => import('../features/championships/pages/championships-first-data.ts')],
    view: one(
      'championships',
      () => import('../features/championships/pages/championships-page.tsx'),
      (m) => m.ChampionshipsPage,
    ),
  },
  {
    path: '/scan-qr-code',
    access: ALL_SIGNED_IN,
    nav: { labelKey: 'nav.scanQr', icon: 'qr' },
    view: one(
      'scanQrCode',
      () => import('../features/qr-scan/pages/scan-qr-code-page.tsx'),
      (m) => m.ScanQrCodePage,
    ),
  },
  {
    path: '/bars',
    access: ['admin'],
    drawn: true,
    nav: { labelKey: 'nav.bars', icon: 'bars' },
    view: one(
      'bars',
      () => import('../features/bars-admin/pages/bars-page.tsx'),
      (m) => m.BarsPage,
    ),
    firstData: () => [() => import('../features/bars-admin/pages/bars-first-data.ts')],
  },
  {
    path: '/team',
    access: ['owner'],
    drawn: true,
    nav: { labelKey: 'nav.team', icon: 'team' },
    firstData: () => [() => import('../features/team/pages/team-first-data.ts')],
    view: one(
      'team',
      () => import('../features/team/pages/team-page.tsx'),
      (m) => m.TeamPage,
    ),
  },
  {
    path: '/users',
    access: ['admin'],
    drawn: true,
    nav: { labelKey: 'nav.users', icon: 'users' },
    firstData: () => [() => import('../features/users/pages/users-first-data.ts')],
    view: one(
      'users',
      () => import('../features/users/pages/users-page.tsx'),
      (m) => m.UsersPage,
    ),
  },
  {
    path: '/audit',
    access: ['admin'],
    drawn: true,
    nav: { labelKey: 'nav.audit', icon: 'audit' },
    firstData: () => [() => import('../features/audit/pages/audit-first-data.ts')],
    view: one(
      'audit',
      () => import('../features/audit/pages/audit-page.tsx'),
      (m) => m.AuditPage,
    ),
  },
  {
    path: '/data-feed',
    access: ['admin'],
    nav: { labelKey: 'nav.dataFeed', icon: 'feed' },
    view: one(
      'dataFeed',
      () => import('../features/data-feed/pages/data-feed-page.tsx'),
      (m) => m.DataFeedPage,
    ),
  },
  // The reference data a feed makes visible.
  {
    path: '/competitions',
    access: ['admin'],
    drawn: true,
    nav: { labelKey: 'nav.competitions', icon: 'competitions' },
    firstData: () => [() => import('../features/reference-data/pages/competitions-first-data.ts')],
    view: one(
      'competitions',
      () => import('../features/reference-data/pages/competitions-page.tsx'),
      (m) => m.CompetitionsPage,
    ),
  },
  {
    path: '/teams',
    access: ['admin'],
    drawn: true,
    nav: { labelKey: 'nav.teams', icon: 'teams' },
    firstData: () => [() => import('../features/reference-data/pages/teams-first-data.ts')],
    view: one(
      'teams',
      () => import('../features/reference-data/pages/teams-page.tsx'),
      (m) => m.TeamsPage,
    ),
  },
  {
    path: '/languages',
    access: ['admin'],
    drawn: true,
    nav: { labelKey: 'nav.languages', icon: 'languages' },
    firstData: () => [() => import('../features/reference-data/pages/languages-first-data.ts')],
    view: one(
      'languages',
      () => import('../features/reference-data/pages/languages-page.tsx'),
      (m) => m.LanguagesPage,
    ),
  },
  // Opened from the lists, never drawn by the server.
  {
    path: '/match/:id',
    access: ['admin'],
    view: one(
      'matchEdit',
      () => import('../features/matches/pages/match-edit-page.tsx'),
      (m) => m.MatchEditPage,
    ),
  },
  ...['/official-championship/new', '/official-championship/:id'].map((path): PageRoute => ({
    path,
    access: ['staff', 'admin'],
    view: championshipEditor,
  })),
  {
    path: '/official-championship/:id/winners',
    access: ['staff', 'admin'],
    view: one(
      'winners',
      () => import('../features/winners/pages/winners-page.tsx'),
      (m) => m.WinnersPage,
    ),
  },
  {
    path: ADD_BAR_PATH,
    access: ['owner'],
    view: one(
      'addBar',
      () => import('../features/account-bars/pages/add-bar-page.tsx'),
      (m) => m.AddBarPage,
    ),
  },
  {
    path: '/change-password',
    access: ALL_SIGNED_IN,
    drawn: true,
    view: one(
      'changePassword',
      () => import('../features/auth/pages/change-password-page.tsx'),
      (m) => m.ChangePasswordPage,
    ),
  },
];

/**
 * The fans' public pages (/watch, /watch/{id}, /b/{slug} and its poster): declared in
 * @app/public-pages' table with what they draw, written whole by the server with React and never
 * hydrated (no console code reaches a fan there); the router loads a navigation to one as a document.
 */
export const DOCUMENT_PATHS: readonly string[] = Object.values(PUBLIC_PAGE_PATHS).flat();

export const canOpen = (route: PageRoute, role: Role): boolean =>
  typeof route.access !== 'string' && route.access.includes(role);

/** Whether `role` (null: signed out) sees the page itself, so its first requests may be made for them. */
export const showsPage = (route: PageRoute, role: Role | null): boolean =>
  route.access === 'anyone' || (role !== null && canOpen(route, role));

/** The sidebar's entries for `role`, in the table's order. */
export function navEntriesFor(role: Role): NavEntry[] {
  return PAGE_ROUTES.flatMap((route) =>
    route.nav && canOpen(route, role) ? [{ path: route.path, ...route.nav }] : [],
  );
}

/** Where `/` and a fresh sign-in go: the first entry the role can open; a player's is the game's. */
export function landingPathFor(role: Role): string {
  if (role === 'player') return '/play';
  return navEntriesFor(role)[0]?.path ?? '/change-password';
}
