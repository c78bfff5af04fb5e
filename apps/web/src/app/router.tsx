import { lazy, Suspense, type ReactNode } from 'react';
import { Outlet, Route, Routes } from 'react-router';
import { LandingRedirect, PublicOnly, RequireAuth } from './guards.tsx';
import { pageLoaders as load } from './page-loaders.ts';

/*
 * Every page is its own chunk, loaded when its route is first opened (issue 14: a phone on mobile
 * data downloads /login's code only). Route changes run in a transition, so the page on screen
 * stays until the next one's chunk has arrived; the fallback shows on a first load only.
 */
// The layout with the header's feature parts (the notices bell), composed in app/app-shell.tsx.
const AppShell = lazy(() => load.appShell().then((m) => ({ default: m.AppShell })));
// Off the start path too: it carries a TextField (with Select, Menu and Modal) that /login does not need (decision 031).
const NotFoundPage = lazy(() => load.notFound().then((m) => ({ default: m.NotFoundPage })));
const LoginPage = lazy(() => load.login().then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() => load.register().then((m) => ({ default: m.RegisterPage })));
const ForgotPasswordPage = lazy(() => load.forgotPassword().then((m) => ({ default: m.ForgotPasswordPage })));
const ResetPasswordPage = lazy(() => load.resetPassword().then((m) => ({ default: m.ResetPasswordPage })));
const ChangePasswordPage = lazy(() => load.changePassword().then((m) => ({ default: m.ChangePasswordPage })));
const EditBarPage = lazy(() => load.editBar().then((m) => ({ default: m.EditBarPage })));
const MatchesPage = lazy(() => load.matches().then((m) => ({ default: m.MatchesPage })));
const BarVisibilityNotice = lazy(() => load.barVisibilityNotice().then((m) => ({ default: m.BarVisibilityNotice })));
const MatchEditPage = lazy(() => load.matchEdit().then((m) => ({ default: m.MatchEditPage })));
const BarsPage = lazy(() => load.bars().then((m) => ({ default: m.BarsPage })));
const ChampionshipsPage = lazy(() => load.championships().then((m) => ({ default: m.ChampionshipsPage })));
const ChampionshipEditorPage = lazy(() => load.championshipEditor().then((m) => ({ default: m.ChampionshipEditorPage })));
const WinnersPage = lazy(() => load.winners().then((m) => ({ default: m.WinnersPage })));
const ScanQrCodePage = lazy(() => load.scanQrCode().then((m) => ({ default: m.ScanQrCodePage })));
const UsersPage = lazy(() => load.users().then((m) => ({ default: m.UsersPage })));
const AuditPage = lazy(() => load.audit().then((m) => ({ default: m.AuditPage })));
const PlannerPage = lazy(() => load.planner().then((m) => ({ default: m.PlannerPage })));
const TeamPage = lazy(() => load.team().then((m) => ({ default: m.TeamPage })));
// The player pages (decision 051): their own frame, without the console's sidebar.
const PlayLayout = lazy(() => load.playLayout().then((m) => ({ default: m.PlayLayout })));
const PlayListPage = lazy(() => load.playList().then((m) => ({ default: m.PlayListPage })));
const PlayChampionshipPage = lazy(() => load.playChampionship().then((m) => ({ default: m.PlayChampionshipPage })));
const PlaySignupPage = lazy(() => load.playSignup().then((m) => ({ default: m.PlaySignupPage })));

/** Nothing while a page's chunk arrives: a spinner would flash for the few milliseconds it takes. */
const loading = (children: ReactNode) => <Suspense fallback={null}>{children}</Suspense>;

/** The owner's and manager's /matches says when their bar's broadcasts are not visible (issue 12). */
const ownerNotice = <Suspense fallback={null}><BarVisibilityNotice /></Suspense>;

/** Routes compose features; features never import each other (docs/architecture.md). */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/login" element={loading(<PublicOnly><LoginPage /></PublicOnly>)} />
      <Route path="/register" element={loading(<PublicOnly><RegisterPage /></PublicOnly>)} />
      <Route path="/forgot-password" element={loading(<PublicOnly><ForgotPasswordPage /></PublicOnly>)} />
      <Route path="/reset-password" element={loading(<ResetPasswordPage />)} />
      <Route path="/play" element={loading(<PlayLayout />)}>
        <Route index element={loading(<PlayListPage />)} />
        <Route path="/play/signup" element={loading(<PlaySignupPage />)} />
        <Route path="/play/:id" element={loading(<PlayChampionshipPage />)} />
      </Route>
      <Route element={<RequireAuth>{loading(<AppShell />)}</RequireAuth>}>
        <Route path="/" element={<LandingRedirect />} />
        <Route path="/edit-bar" element={<RequireAuth roles={['owner', 'manager']}><EditBarPage /></RequireAuth>} />
        <Route path="/matches" element={<RequireAuth roles={['owner', 'manager', 'staff', 'admin']}><MatchesPage notice={ownerNotice} /></RequireAuth>} />
        <Route path="/planner" element={<RequireAuth roles={['owner', 'manager']}><PlannerPage /></RequireAuth>} />
        <Route path="/match/:id" element={<RequireAuth roles={['admin']}><MatchEditPage /></RequireAuth>} />
        <Route path="/bars" element={<RequireAuth roles={['admin']}><BarsPage /></RequireAuth>} />
        <Route path="/users" element={<RequireAuth roles={['admin']}><UsersPage /></RequireAuth>} />
        <Route path="/audit" element={<RequireAuth roles={['admin']}><AuditPage /></RequireAuth>} />
        <Route element={<RequireAuth roles={['staff', 'admin']}><Outlet /></RequireAuth>}>
          <Route path="/official-championships" element={<ChampionshipsPage />} />
          <Route path="/official-championship/new" element={<ChampionshipEditorPage />} />
          <Route path="/official-championship/:id" element={<ChampionshipEditorPage />} />
          <Route path="/official-championship/:id/winners" element={<WinnersPage />} />
        </Route>
        <Route path="/scan-qr-code" element={<RequireAuth roles={['owner', 'manager', 'scanner', 'staff', 'admin']}><ScanQrCodePage /></RequireAuth>} />
        <Route path="/team" element={<RequireAuth roles={['owner']}><TeamPage /></RequireAuth>} />
        <Route path="/change-password" element={<ChangePasswordPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      <Route path="*" element={loading(<NotFoundPage />)} />
    </Routes>
  );
}
