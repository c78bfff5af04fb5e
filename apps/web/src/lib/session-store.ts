import type { ConsoleSession } from '@app/contract/auth';
import { renderingOnServer, serverRenderContext } from './server-render-context.ts';

/**
 * Who is signed in here, as the console shows it. The session itself (its tokens) lives in HttpOnly
 * cookies no script reads; this record holds nothing secret. The one place that
 * touches web storage for it: "Remember me" off keeps it in session storage, gone when the tab closes.
 */
export type SessionPerson = Omit<ConsoleSession, 'csrfToken' | 'bars'> & {
  /** The account's bars with the role in each (absent: a record kept before bars were listed; read as none). */
  bars?: ConsoleSession['bars'];
};

export const SESSION_STORAGE_KEY = 'login';
const LOGIN_KEY = SESSION_STORAGE_KEY;
/** The tab's current bar, for an account with several (session storage: per tab). */
const CHOSEN_BAR_KEY = 'bar';
/** What the console kept before its session moved to cookies: an old access token, a first-screen mark. */
const FORMER_KEYS = ['token', 'first-screens'];

function storages(): Storage[] {
  return [window.localStorage, window.sessionStorage];
}

/** Only what the console shows: whatever else an answer carried (a token) is never written. */
const personOf = ({ userId, barId, bars, nickname, email, role, language }: SessionPerson): SessionPerson => ({
  userId,
  barId,
  ...(bars === undefined ? {} : { bars }),
  nickname,
  email,
  role,
  ...(language === undefined ? {} : { language }),
});

export function readSession(): SessionPerson | null {
  if (renderingOnServer()) return serverRenderContext()?.session ?? null;
  for (const storage of storages()) {
    const raw = storage.getItem(LOGIN_KEY);
    if (!raw) continue;
    try {
      return JSON.parse(raw) as SessionPerson;
    } catch {
      storage.removeItem(LOGIN_KEY);
    }
  }
  return null;
}

export function writeSession(person: SessionPerson, remember: boolean): void {
  clearSession();
  const storage = remember ? window.localStorage : window.sessionStorage;
  storage.setItem(LOGIN_KEY, JSON.stringify(personOf(person)));
}

/**
 * Whether the session is kept across browser restarts ("Remember me"); null without one. The refresh keeps its cookies
 * so.
 */
export function sessionRemembered(): boolean | null {
  if (window.sessionStorage.getItem(LOGIN_KEY)) return false;
  return window.localStorage.getItem(LOGIN_KEY) ? true : null;
}

/** The stored record with the account's bars as the server now lists them (an added bar, a new team). */
export function writeSessionBars(bars: NonNullable<SessionPerson['bars']>): void {
  for (const storage of storages()) {
    const raw = storage.getItem(LOGIN_KEY);
    if (!raw) continue;
    try {
      storage.setItem(LOGIN_KEY, JSON.stringify(personOf({ ...(JSON.parse(raw) as SessionPerson), bars })));
    } catch {
      storage.removeItem(LOGIN_KEY);
    }
  }
}

/** The bar this tab works on (each tab may work on another bar of the account); null: none chosen here. */
export function readChosenBar(): string | null {
  if (renderingOnServer()) return null;
  return window.sessionStorage.getItem(CHOSEN_BAR_KEY);
}

export function writeChosenBar(barId: string): void {
  window.sessionStorage.setItem(CHOSEN_BAR_KEY, barId);
}

export function clearSession(): void {
  for (const storage of storages()) {
    for (const key of [LOGIN_KEY, CHOSEN_BAR_KEY, ...FORMER_KEYS]) storage.removeItem(key);
  }
}
