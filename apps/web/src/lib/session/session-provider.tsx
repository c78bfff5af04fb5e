import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { ConsoleSession } from '@app/contract/auth';
import type { Role } from '@app/contract/common';
import { useQueryClient } from '@tanstack/react-query';
import { clearSession, readSession, writeSession, type SessionPerson } from '../session-store.ts';
import { api, forgetCsrfToken, rememberCsrfToken, setSessionEndedHandler } from '../api-client.ts';

export type SessionUser = { userId: string; barId: string | null; nickname: string; email: string; role: Role };

type Session = {
  user: SessionUser | null;
  /**
   * The server has set the session's cookies: keeps who is signed in (local storage when remember
   * is on, else for this tab only) and the CSRF token for the writes (docs/decisions/062).
   */
  startSession: (session: ConsoleSession, remember: boolean) => void;
  /** Ends the session on the server (best effort; it clears the cookies) and here. */
  signOut: () => Promise<void>;
  /** Forgets the session here only (after a password change the server already ended it). */
  forget: () => void;
};

const SessionContext = createContext<Session | null>(null);

const toUser = (r: SessionPerson | null): SessionUser | null =>
  r ? { userId: r.userId, barId: r.barId, nickname: r.nickname, email: r.email, role: r.role } : null;

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

  const session = useMemo<Session>(() => ({
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
      }
    },
    forget,
  }), [user, forget, queryClient]);

  return <SessionContext value={session}>{children}</SessionContext>;
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
