import { createBrowserRouter, Outlet } from 'react-router';
import { AppLayout } from '../components/layout/app-layout.tsx';
import { LandingRedirect, PublicOnly, RequireAuth } from './guards.tsx';
import { LoginPage } from '../features/auth/pages/login-page.tsx';
import { RegisterPage } from '../features/auth/pages/register-page.tsx';
import { ForgotPasswordPage } from '../features/auth/pages/forgot-password-page.tsx';
import { ResetPasswordPage } from '../features/auth/pages/reset-password-page.tsx';
import { ChangePasswordPage } from '../features/auth/pages/change-password-page.tsx';
import { NotFoundPage } from '../features/not-found/not-found-page.tsx';
import { EditBarPage } from '../features/bar-details/pages/edit-bar-page.tsx';
import { MatchesPage } from '../features/matches/pages/matches-page.tsx';
import { MatchEditPage } from '../features/matches/pages/match-edit-page.tsx';
import { BarsPage } from '../features/bars-admin/pages/bars-page.tsx';
import { ChampionshipsPage } from '../features/championships/pages/championships-page.tsx';
import { ChampionshipEditorPage } from '../features/championships/pages/championship-editor-page.tsx';
import { WinnersPage } from '../features/winners/pages/winners-page.tsx';
import { ScanQrCodePage } from '../features/qr-scan/pages/scan-qr-code-page.tsx';
import { TeamPage } from '../features/team/pages/team-page.tsx';

/** Routes compose features; features never import each other (docs/architecture.md). */
export function createRouter() {
  return createBrowserRouter([
    { path: '/login', element: <PublicOnly><LoginPage /></PublicOnly> },
    { path: '/register', element: <PublicOnly><RegisterPage /></PublicOnly> },
    { path: '/forgot-password', element: <PublicOnly><ForgotPasswordPage /></PublicOnly> },
    { path: '/reset-password', element: <ResetPasswordPage /> },
    {
      element: <RequireAuth><AppLayout /></RequireAuth>,
      children: [
        { path: '/', element: <LandingRedirect /> },
        { path: '/edit-bar', element: <RequireAuth roles={['owner', 'manager']}><EditBarPage /></RequireAuth> },
        { path: '/matches', element: <RequireAuth roles={['owner', 'manager', 'staff', 'admin']}><MatchesPage /></RequireAuth> },
        { path: '/match/:id', element: <RequireAuth roles={['admin']}><MatchEditPage /></RequireAuth> },
        { path: '/bars', element: <RequireAuth roles={['admin']}><BarsPage /></RequireAuth> },
        {
          element: <RequireAuth roles={['staff', 'admin']}><Outlet /></RequireAuth>,
          children: [
            { path: '/official-championships', element: <ChampionshipsPage /> },
            { path: '/official-championship/new', element: <ChampionshipEditorPage /> },
            { path: '/official-championship/:id', element: <ChampionshipEditorPage /> },
            { path: '/official-championship/:id/winners', element: <WinnersPage /> },
          ],
        },
        { path: '/scan-qr-code', element: <ScanQrCodePage /> },
        { path: '/team', element: <RequireAuth roles={['owner']}><TeamPage /></RequireAuth> },
        { path: '/change-password', element: <ChangePasswordPage /> },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
    { path: '*', element: <NotFoundPage /> },
  ]);
}
