import type { LoginRecord } from '@app/contract/auth';

/**
 * The one place that touches web storage (SPEC.md keeps the session in local storage).
 * "Remember me" off keeps it in session storage: gone when the tab closes.
 */
const TOKEN_KEY = 'token';
const LOGIN_KEY = 'login';

function storages(): Storage[] {
  return [window.localStorage, window.sessionStorage];
}

export function readSession(): LoginRecord | null {
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

export function clearSession(): void {
  for (const storage of storages()) {
    storage.removeItem(TOKEN_KEY);
    storage.removeItem(LOGIN_KEY);
    storage.removeItem('bar');
  }
}
