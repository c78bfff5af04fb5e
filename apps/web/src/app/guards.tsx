import { Suspense, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { Role } from '@app/contract/common';
import { useSession } from '../lib/session/session-provider.tsx';
import { landingPathFor, noAccess } from './routes.tsx';

/**
 * Signed-out users go to /login. With `roles`, other roles are told they have no access, with a
 * way back, and nothing of the page is rendered (the server says 403 anyway).
 */
export function RequireAuth({ children, roles }: { children: ReactNode; roles?: readonly Role[] }) {
  const { user } = useSession();
  const location = useLocation();
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  if (roles && !roles.includes(user.role))
    return (
      <Suspense fallback={null}>
        <noAccess.Component />
      </Suspense>
    );
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
