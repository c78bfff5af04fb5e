import type { QueryClient } from '@tanstack/react-query';
import type { Role } from '@app/contract/common';

/**
 * The console's lazily loaded parts, one import each: app/router.tsx makes its lazy components
 * from them, and app/first-page-preload.ts starts the ones the first page needs before the
 * language has arrived. The same import gives the same module, so nothing loads twice.
 */
export const pageLoaders = {
  appShell: () => import('./app-shell.tsx'),
  notFound: () => import('../features/not-found/not-found-page.tsx'),
  login: () => import('../features/auth/pages/login-page.tsx'),
  register: () => import('../features/auth/pages/register-page.tsx'),
  forgotPassword: () => import('../features/auth/pages/forgot-password-page.tsx'),
  resetPassword: () => import('../features/auth/pages/reset-password-page.tsx'),
  changePassword: () => import('../features/auth/pages/change-password-page.tsx'),
  editBar: () => import('../features/bar-details/pages/edit-bar-page.tsx'),
  matches: () => import('../features/matches/pages/matches-page.tsx'),
  // Opened by MatchesPage itself (lazily, for admins and staff): the same module, preloaded here.
  matchesAdminView: () => import('../features/matches/components/admin/matches-admin-view.tsx'),
  barVisibilityNotice: () => import('../features/bar-details/components/bar-visibility-notice.tsx'),
  matchEdit: () => import('../features/matches/pages/match-edit-page.tsx'),
  bars: () => import('../features/bars-admin/pages/bars-page.tsx'),
  championships: () => import('../features/championships/pages/championships-page.tsx'),
  championshipEditor: () => import('../features/championships/pages/championship-editor-page.tsx'),
  winners: () => import('../features/winners/pages/winners-page.tsx'),
  scanQrCode: () => import('../features/qr-scan/pages/scan-qr-code-page.tsx'),
  users: () => import('../features/users/pages/users-page.tsx'),
  audit: () => import('../features/audit/pages/audit-page.tsx'),
  planner: () => import('../features/planner/pages/planner-page.tsx'),
  team: () => import('../features/team/pages/team-page.tsx'),
  playLayout: () => import('../features/play/components/play-layout.tsx'),
  playList: () => import('../features/play/pages/play-list-page.tsx'),
  playChampionship: () => import('../features/play/pages/play-championship-page.tsx'),
  playSignup: () => import('../features/play/pages/play-signup-page.tsx'),
} as const;

export type PagePart = keyof typeof pageLoaders;

/** What a page's first-data module gives: its first requests, for the query cache the page reads. */
export type FirstDataModule = {
  prefetchFirstData: (queryClient: QueryClient, params: URLSearchParams, role: Role) => void;
};

/** A page's first requests, by the part that renders them (app/first-page-preload.ts). */
export const firstDataLoaders: Partial<Record<PagePart, () => Promise<FirstDataModule>>> = {
  matches: () => import('../features/matches/pages/matches-first-data.ts'),
  bars: () => import('../features/bars-admin/pages/bars-first-data.ts'),
};
