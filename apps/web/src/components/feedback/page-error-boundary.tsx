import { lazy, Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useLocation } from 'react-router';

// The message loads only when a page fails: no page's first load carries it.
const PageFailed = lazy(() => import('./page-failed.tsx').then((m) => ({ default: m.PageFailed })));

const Failed = () => (
  <Suspense fallback={null}>
    <PageFailed />
  </Suspense>
);

/**
 * A page whose drawing throws is replaced by a message, not the whole console by a blank screen;
 * opening another address tries again.
 */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary FallbackComponent={Failed} resetKeys={[pathname]}>
      {children}
    </ErrorBoundary>
  );
}
