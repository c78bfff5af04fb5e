import { useEffect, useState, type ReactNode } from 'react';
import { Box, CircularProgress } from '@mui/material';
import { api, ApiRequestError } from '../api-client.ts';
import { readSession } from '../session-store.ts';
import { useSession } from './session-provider.tsx';

/**
 * On load, a stored session is confirmed with the server (refreshing the token if it expired)
 * behind a full-screen spinner, so a revoked session never shows the console. A server that cannot
 * answer at that moment keeps the session.
 */
export function SessionCheck({ children }: { children: ReactNode }) {
  const { forget } = useSession();
  const [checking, setChecking] = useState(() => readSession() !== null);
  useEffect(() => {
    if (!checking) return;
    let cancelled = false;
    // The contract (and zod) load beside the request, not before the first paint.
    api('/authentication/me', { schema: import('@app/contract/auth').then((m) => m.meAnswerSchema) })
      // Only the server's 'no' ends the session: a slow or unreachable server (503, a dropped
      // connection) must not sign the person out; the console then says what failed.
      .catch((error: unknown) => { if (!cancelled && error instanceof ApiRequestError && error.status === 401) forget(); })
      .finally(() => { if (!cancelled) setChecking(false); });
    return () => { cancelled = true; };
  }, [checking, forget]);
  if (checking) {
    return (
      <Box sx={{ position: 'fixed', inset: 0, display: 'grid', placeItems: 'center' }} data-testid="session-spinner">
        <CircularProgress aria-label="Loading" />
      </Box>
    );
  }
  return children;
}
