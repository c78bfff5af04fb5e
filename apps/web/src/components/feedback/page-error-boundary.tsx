import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/** What a page that failed to draw shows in its place: the frame and the sidebar stay usable. */
function PageFailed() {
  const { t } = useTranslation();
  return (
    <Alert severity="error" sx={{ m: 2 }} action={<Button color="inherit" size="small" onClick={() => window.location.reload()}>{t('reload')}</Button>}>
      {t('pageFailed')}
    </Alert>
  );
}

/**
 * A page whose drawing throws is replaced by a message, not the whole console by a blank screen;
 * opening another address tries again.
 */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ErrorBoundary FallbackComponent={PageFailed} resetKeys={[pathname]}>{children}</ErrorBoundary>;
}
