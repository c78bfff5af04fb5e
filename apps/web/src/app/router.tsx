import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { LandingRedirect, PublicOnly, RequireAuth } from './guards.tsx';
import { DocumentLoad } from './document-load.tsx';
import {
  appShell,
  DOCUMENT_PATHS,
  navEntriesFor,
  notFound,
  PAGE_ROUTES,
  playFrame,
  type PageRoute,
} from './routes.tsx';
import { useSession } from '../lib/session/session-provider.tsx';
import { markFirstPageLeft } from '../lib/first-screen-answers.ts';
import { PublicSettings } from '../components/settings/public-settings.tsx';
import { PageErrorBoundary } from '../components/feedback/page-error-boundary.tsx';

/*
 * The routes of app/routes.tsx's table. Every page is its own chunk, loaded when its route is first
 * opened (a phone on mobile data downloads /login's code only). Route changes run in a
 * transition, so the page on screen stays until the next one's chunk has arrived; the fallback
 * shows on a first load only.
 */

/** Nothing while a page's chunk arrives: a spinner would flash for the few milliseconds it takes. */
const loading = (children: ReactNode) => <Suspense fallback={null}>{children}</Suspense>;

/** The page as the signed-in role (or a signed-out visitor) sees it. */
function RoutePage({ route }: { route: PageRoute }) {
  const { user } = useSession();
  return <PageErrorBoundary>{route.view(user?.role ?? null).element}</PageErrorBoundary>;
}

/** The signed-in frame, with the sidebar entries of the role. */
function Shell() {
  const { user } = useSession();
  return <appShell.Component nav={user ? navEntriesFor(user.role) : []} />;
}

function elementOf(route: PageRoute): ReactNode {
  const page = <RoutePage route={route} />;
  if (route.access === 'signedOut') return loading(<PublicOnly>{page}</PublicOnly>);
  if (route.access === 'anyone') return loading(page);
  return <RequireAuth roles={route.access}>{page}</RequireAuth>;
}

const signedIn = PAGE_ROUTES.filter((route) => typeof route.access !== 'string');
const outside = PAGE_ROUTES.filter((route) => typeof route.access === 'string' && !route.frame);
const inPlayFrame = PAGE_ROUTES.filter((route) => route.frame === 'play');

/**
 * Signed out, the settings button floats in a corner of every screen but the player pages, whose
 * header holds it.
 */
export function FloatingSettings() {
  return (
    <Routes>
      {inPlayFrame.map((route) => (
        <Route key={route.path} path={route.path} element={null} />
      ))}
      <Route path="*" element={<PublicSettings />} />
    </Routes>
  );
}

/** Routes compose features; features never import each other (docs/architecture.md). */
/** Says when the person leaves the document's first page: its answers were read for it alone. */
function useFirstPageLeft(): void {
  const { key } = useLocation();
  const first = useRef(key);
  useEffect(() => {
    if (key !== first.current) markFirstPageLeft();
  }, [key]);
}

export function AppRoutes() {
  useFirstPageLeft();
  return (
    <Routes>
      {outside.map((route) => (
        <Route key={route.path} path={route.path} element={elementOf(route)} />
      ))}
      {DOCUMENT_PATHS.map((path) => (
        <Route key={path} path={path} element={<DocumentLoad />} />
      ))}
      <Route element={loading(<playFrame.Component />)}>
        {inPlayFrame.map((route) => (
          <Route key={route.path} path={route.path} element={elementOf(route)} />
        ))}
      </Route>
      <Route element={<RequireAuth>{loading(<Shell />)}</RequireAuth>}>
        <Route path="/" element={<LandingRedirect />} />
        {signedIn.map((route) => (
          <Route key={route.path} path={route.path} element={elementOf(route)} />
        ))}
        <Route path="*" element={<notFound.Component />} />
      </Route>
      <Route path="*" element={loading(<notFound.Component />)} />
    </Routes>
  );
}
