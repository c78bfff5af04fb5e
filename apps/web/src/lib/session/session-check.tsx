import { useEffect, useState, type ReactNode } from 'react';
import { Box, CircularProgress } from '@mui/material';
import { api, expectCsrfToken } from '../api-client.ts';
import { isSessionEnd } from '../refusal/refusal-text.ts';
import type { AccountBar } from '@app/contract/account-bars';
import { readSession, writeSessionBars } from '../session-store.ts';
import { useSession } from './session-provider.tsx';
import { firstScreenFromServer } from '../first-screen.ts';

let started: Promise<boolean> | null = null;

/**
 * Asks the server whether the session's cookies still hold; resolves true when it has ended (the
 * server's 401). main.tsx starts it before the first render, beside the page's code and the
 * language, so the console does not wait a round trip more behind its spinner.
 */
export function startSessionCheck(): Promise<boolean> {
  // Whether the server takes the session's cookies, and the CSRF token for the writes:
  // the answer is not parsed with a schema, so the start of every signed-in page builds none
  // for it.
  if (started) return started;
  const answer = api('/authentication/me', { accountWide: true });
  // A write made before this answer waits for its token instead of asking /me a second time.
  expectCsrfToken(answer);
  // Only the server's 'no' ends the session: a slow or unreachable server (503, a dropped
  // connection) must not sign the person out; the console then says what failed.
  started = answer.then((me) => {
    // The account's bars as they are now (a bar added, a team joined in another tab or device).
    const bars = (me as { bars?: unknown } | null)?.bars;
    if (Array.isArray(bars)) writeSessionBars(bars as AccountBar[]);
    return false;
  }, isSessionEnd);
  return started;
}

/** The check main.tsx started, or a new one; each check answers one mount. */
function takeSessionCheck(): Promise<boolean> {
  const check = startSessionCheck();
  started = null;
  return check;
}

/**
 * On load, a stored session is confirmed with the server (refreshing the token if it expired)
 * behind a full-screen spinner, so a revoked session never shows the console. A server that cannot
 * answer at that moment keeps the session.
 */
export function SessionCheck({ children }: { children: ReactNode }) {
  const { forget, user, setBars } = useSession();
  const shownBars = JSON.stringify(user?.bars ?? []);
  const [checking, setChecking] = useState(() => readSession() !== null);
  // A first screen the server rendered was rendered for a session it had just found alive: it
  // stays on screen (and hydrates) while the check runs, instead of giving way to the spinner.
  const [confirmedByServer] = useState(firstScreenFromServer);
  useEffect(() => {
    if (!checking) return;
    let cancelled = false;
    void takeSessionCheck().then((ended) => {
      if (cancelled) return;
      if (ended) forget();
      else {
        const bars = readSession()?.bars ?? [];
        if (JSON.stringify(bars) !== shownBars) setBars(bars);
      }
      setChecking(false);
    });
    return () => {
      cancelled = true;
    };
  }, [checking, forget, setBars, shownBars]);
  if (checking && !confirmedByServer) {
    return (
      <Box sx={{ position: 'fixed', inset: 0, display: 'grid', placeItems: 'center' }} data-testid="session-spinner">
        <CircularProgress aria-label="Loading" />
      </Box>
    );
  }
  return children;
}
