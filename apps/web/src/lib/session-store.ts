import type { LoginRecord } from '@app/contract/auth';
import { renderingOnServer, serverRenderContext } from './server-render-context.ts';

/**
 * The one place that touches web storage (docs/product.md keeps the session in local storage).
 * "Remember me" off keeps it in session storage: gone when the tab closes.
 */
const TOKEN_KEY = 'token';
const LOGIN_KEY = 'login';
/** Set once the server has given this session its first-screen cookie (lib/session/first-screens.ts). */
const FIRST_SCREENS_KEY = 'first-screens';

function storages(): Storage[] {
  return [window.localStorage, window.sessionStorage];
}

export function readSession(): LoginRecord | null {
  if (renderingOnServer()) return serverRenderContext()?.session ?? null;
  for (const storage of storages()) {
    const raw = storage.getItem(LOGIN_KEY);
    if (!raw) continue;
    try {
      return JSON.parse(raw) as LoginRecord;
    } catch {
      storage.removeItem(LOGIN_KEY);
    }
  }
  return null;
}

function storageHolding(): Storage {
  return window.sessionStorage.getItem(LOGIN_KEY) ? window.sessionStorage : window.localStorage;
}

export function writeSession(record: LoginRecord, remember: boolean): void {
  clearSession();
  const storage = remember ? window.localStorage : window.sessionStorage;
  storage.setItem(TOKEN_KEY, record.accessToken);
  storage.setItem(LOGIN_KEY, JSON.stringify(record));
}

/** After a refresh: keep the record where it was, with the new access and refresh tokens. */
export function updateTokens(accessToken: string, refreshToken: string): void {
  const current = readSession();
  if (!current) return;
  const storage = storageHolding();
  storage.setItem(TOKEN_KEY, accessToken);
  storage.setItem(LOGIN_KEY, JSON.stringify({ ...current, accessToken, refreshToken, authToken: refreshToken }));
}

/** Whether the stored session is kept across browser restarts ("Remember me"); null without one. */
export function sessionRemembered(): boolean | null {
  if (window.sessionStorage.getItem(LOGIN_KEY)) return false;
  return window.localStorage.getItem(LOGIN_KEY) ? true : null;
}

export function firstScreensGiven(): boolean {
  return storageHolding().getItem(FIRST_SCREENS_KEY) === '1';
}

export function markFirstScreensGiven(): void {
  storageHolding().setItem(FIRST_SCREENS_KEY, '1');
}

export function clearSession(): void {
  for (const storage of storages()) {
    storage.removeItem(TOKEN_KEY);
    storage.removeItem(LOGIN_KEY);
    storage.removeItem(FIRST_SCREENS_KEY);
    storage.removeItem('bar');
  }
}
