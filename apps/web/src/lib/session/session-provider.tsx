import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { ConsoleSession } from '@app/contract/auth';
import type { Role } from '@app/contract/common';
import { useQueryClient } from '@tanstack/react-query';
import type { AccountBar } from '@app/contract/account-bars';
import {
  clearSession,
  readSession,
  sessionRemembered,
  writeChosenBar,
  writeSession,
  writeSessionBars,
  type SessionPerson,
} from '../session-store.ts';
import { inCurrentBar } from '../current-bar.ts';
import {
  api,
  forgetCsrfToken,
  rememberCsrfToken,
  setSessionEndedHandler,
  setSignInAgainHandler,
} from '../api-client.ts';
import { onSignedOutElsewhere, tellSignedOut } from './signed-out-elsewhere.ts';
import { hasUnsavedEdits } from './unsaved-edits.ts';
import { notifyOutsideReact } from '../notifier-bridge.ts';
import i18n from '../i18n.ts';

// The dialog (a form, MUI's dialog and text field) loads only when a session ends under a write: no page's first load
// carries it.
const SignInAgainDialog = lazy(() =>
  import('./sign-in-again-dialog.tsx').then((m) => ({ default: m.SignInAgainDialog })),
);

/** `barId` and `role`: the current bar and the role in it (lib/current-bar.ts); `bars`: every bar of the account. */
export type SessionUser = {
  userId: string;
  barId: string | null;
  bars: AccountBar[];
  nickname: string;
  email: string;
  role: Role;
};

type Session = {
  user: SessionUser | null;
  /**
   * The server has set the session's cookies: keeps who is signed in (local storage when remember
   * is on, else for this tab only) and the CSRF token for the writes.
   */
  startSession: (session: ConsoleSession, remember: boolean) => void;
  /** Ends the session on the server (best effort; it clears the cookies) and here. */
  signOut: () => Promise<void>;
  /** Forgets the session here only (after a password change the server already ended it). */
  forget: () => void;
  /**
   * Works on another bar of the account in this tab: nothing of the previous bar's stays cached, and
   * the pages are drawn anew for it.
   */
  switchBar: (barId: string) => void;
  /** The account's bars as the server now lists them (a bar added). */
  setBars: (bars: AccountBar[]) => void;
};

const SessionContext = createContext<Session | null>(null);

function toUser(record: SessionPerson | null): SessionUser | null {
  if (!record) return null;
  const r = inCurrentBar(record);
  return { userId: r.userId, barId: r.barId, bars: r.bars ?? [], nickname: r.nickname, email: r.email, role: r.role };
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<SessionUser | null>(() => toUser(readSession()));
  const queryClient = useQueryClient();

  const forget = useCallback(() => {
    clearSession();
    forgetCsrfToken();
    queryClient.clear();
    setUser(null);
  }, [queryClient]);

  useEffect(() => {
    setSessionEndedHandler(() => forget());
  }, [forget]);

  // Signed out in another tab: this one too, at once (the guards then show the sign-in page), unless
  // a form here holds unsaved edits: it stays, and its save asks to sign in again over the page.
  useEffect(
    () =>
      onSignedOutElsewhere(() => {
        if (!hasUnsavedEdits()) forget();
        else notifyOutsideReact()?.info(i18n.t('common:signedOutElsewhereKept'));
      }),
    [forget],
  );

  // Who is signed in here, for the sign-in dialog once another tab's sign-out has cleared the stored record.
  const signedInEmail = useRef<string | null>(null);
  useEffect(() => {
    signedInEmail.current = user?.email ?? null;
  }, [user]);

  // A write that finds the session ended waits here for the person to sign in again over the page.
  const [asking, setAsking] = useState<string | null>(null);
  const answer = useRef<((signedIn: boolean) => void) | null>(null);
  useEffect(() => {
    setSignInAgainHandler(() => {
      const email = readSession()?.email ?? signedInEmail.current;
      if (!email) return Promise.resolve(false);
      setAsking(email);
      return new Promise<boolean>((resolve) => {
        const before = answer.current;
        answer.current = (signedIn) => {
          before?.(signedIn);
          resolve(signedIn);
        };
      });
    });
    return () => setSignInAgainHandler(null);
  }, []);
  const answered = (signedIn: boolean) => {
    const resolve = answer.current;
    answer.current = null;
    setAsking(null);
    resolve?.(signedIn);
  };

  const session = useMemo<Session>(
    () => ({
      user,
      startSession(record, remember) {
        queryClient.clear();
        writeSession(record, remember);
        rememberCsrfToken(record);
        setUser(toUser(record));
      },
      async signOut() {
        try {
          await api('/authentication/signout', { method: 'POST' });
        } finally {
          forget();
          tellSignedOut();
        }
      },
      forget,
      switchBar(barId) {
        writeChosenBar(barId);
        void queryClient.cancelQueries();
        queryClient.clear();
        setUser(toUser(readSession()));
      },
      setBars(bars) {
        writeSessionBars(bars);
        setUser(toUser(readSession()));
      },
    }),
    [user, forget, queryClient],
  );

  return (
    <SessionContext value={session}>
      {children}
      {asking ? (
        <Suspense fallback={null}>
          <SignInAgainDialog
            email={asking}
            onCancel={() => answered(false)}
            onSignedIn={(record) => {
              // The same account again: the page's data and what was typed stay; only the cookies and token are new.
              writeSession(record, sessionRemembered() ?? true);
              rememberCsrfToken(record);
              answered(true);
            }}
          />
        </Suspense>
      ) : null}
    </SessionContext>
  );
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}

/** The signed-in person, or null outside a session (a component that only adds to a page for some roles). */
export function useSessionUser(): SessionUser | null {
  return useContext(SessionContext)?.user ?? null;
}
