import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { Role } from '@app/contract/common';
import { useSession } from '../lib/session/session-provider.tsx';
import { landingPathFor } from '../config/navigation.ts';

// Loaded when first shown: the start path (/login) does not carry it (decision 031).
const NoAccessPage = lazy(() => import('../features/not-found/no-access-page.tsx').then((m) => ({ default: m.NoAccessPage })));

/**
 * Signed-out users go to /login. With `roles`, other roles are told they have no access, with a way
 * back (the server says 403 anyway); the page is never rendered, so it asks for nothing.
 */
export function RequireAuth({ children, roles }: { children: ReactNode; roles?: readonly Role[] }) {
  const { user } = useSession();
  const location = useLocation();
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  if (roles && !roles.includes(user.role)) return <Suspense fallback={null}><NoAccessPage /></Suspense>;
  return children;
}

/** A signed-in user opening a public screen goes to the landing page. */
export function PublicOnly({ children }: { children: ReactNode }) {
  const { user } = useSession();
  if (user) return <Navigate to={landingPathFor(user.role)} replace />;
  return children;
}

export function LandingRedirect() {
  const { user } = useSession();
  return <Navigate to={user ? landingPathFor(user.role) : '/login'} replace />;
}
