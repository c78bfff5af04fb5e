import { clearSession, readSession, sessionRemembered } from './session-store.ts';
import { underRefreshLock } from './session/refresh-lock.ts';
import i18n, { MESSAGES_NAMESPACE } from './i18n.ts';
import { serverRenderContext } from './server-render-context.ts';
import { currentBarHeader } from './current-bar.ts';

/** A failed API call: HTTP status, the server's message and its stable code. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly body: unknown;
  constructor(status: number, message: string, code: string | undefined, body: unknown) {
    super(message);
    this.status = status;
    this.code = code;
    this.body = body;
  }
}

/** A zod schema of the answer, of zod's full or mini build (contract/play-list.ts): both parse. */
type AnswerSchema<T> = { parse(data: unknown): T };

export type ApiOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON body. */
  body?: unknown;
  /** multipart body (championship editor). */
  formData?: FormData;
  query?: Record<string, string | number | boolean | undefined | null>;
  /**
   * Parses the answer: data from outside is never trusted by a cast. A promise of the schema lets
   * a caller on the start-up path (sign-in, the session check) load the contract and zod while the
   * request is under way, instead of in the first page's JavaScript.
   */
  schema?: AnswerSchema<T> | Promise<AnswerSchema<T>>;
  /** Sign-in and friends: no refresh on 401. */
  anonymous?: boolean;
  /**
   * Asked for the account as a whole (the session check): no current bar is named, so a bar left since cannot refuse
   * it.
   */
  accountWide?: boolean;
  signal?: AbortSignal;
};

/**
 * The message catalogue's code table and date formatting (~10 kB on the wire) are needed only
 * when an answer is an error: loaded then, with the messages' namespace, not on every page's start
 * path.
 */
const loadMessageText = async () => {
  // Its texts are the `validation` namespace, which a signed-out page may not have loaded yet.
  const [module] = await Promise.all([import('./message-text.ts'), i18n.loadNamespaces(MESSAGES_NAMESPACE)]);
  return module;
};

/** Called when the session cannot be refreshed: the app clears its state and goes to /login. */
let onSessionEnded: () => void = () => {
  window.location.assign('/login');
};
export function setSessionEndedHandler(handler: () => void): void {
  onSessionEnded = handler;
}

/**
 * A write whose session ended asks the person to sign in again over the page (the session's sign-in
 * dialog); true once they did, and the write is sent again with the new session's CSRF token.
 */
let signInAgain: (() => Promise<boolean>) | null = null;
export function setSignInAgainHandler(handler: (() => Promise<boolean>) | null): void {
  signInAgain = handler;
}

function apiUrl(path: string, query?: ApiOptions<unknown>['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return `/api${path}${qs ? `?${qs}` : ''}`;
}

/**
 * The token every write carries in `x-csrf-token`: the session's cookies go
 * with any request the browser makes here, the token only with the console's own. Kept in memory:
 * the sign-in, the session check and each refresh answer it.
 */
let csrfToken: string | null = null;
export function rememberCsrfToken(answer: unknown): void {
  const token = typeof answer === 'object' && answer !== null && 'csrfToken' in answer ? answer.csrfToken : null;
  if (typeof token === 'string') csrfToken = token;
}

/** A call under way whose answer carries the token (the session check's): a write waits for it. */
let csrfTokenComing: Promise<void> | null = null;
export function expectCsrfToken(answer: Promise<unknown>): void {
  const coming: Promise<void> = answer
    .then(rememberCsrfToken, () => undefined)
    .finally(() => {
      if (csrfTokenComing === coming) csrfTokenComing = null;
    });
  csrfTokenComing = coming;
}

/** Sign-out: the next person's session brings its own. */
export function forgetCsrfToken(): void {
  csrfToken = null;
  csrfTokenComing = null;
}

const isWrite = (method: string) => method !== 'GET';
const CSRF_REFUSED = 'auth.CSRF_TOKEN';

/**
 * A token for a write: the session check's (awaited when the write comes before it answered), or
 * asked now when there was no check to wait for or it failed.
 */
async function csrfHeader(method: string): Promise<Record<string, string>> {
  if (!isWrite(method) || serverRenderContext()) return {};
  if (csrfToken === null && csrfTokenComing) await csrfTokenComing;
  if (csrfToken === null && readSession()) rememberCsrfToken(await api('/authentication/me').catch(() => null));
  return csrfToken === null ? {} : { 'x-csrf-token': csrfToken };
}

/** Rotates the session's cookies by the refresh cookie; false when the session has ended. */
async function refreshCookies(): Promise<boolean> {
  const res = await fetch('/api/authentication/session/refresh', {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: JSON.stringify({ remember: sessionRemembered() ?? false }),
  });
  if (!res.ok) return false;
  rememberCsrfToken(await res.json());
  return true;
}

/**
 * A request refused for an expired session, sent again once it is refreshed; null when the session
 * has ended. One refresh at a time across every tab of this browser (they share the cookies): a
 * call waiting for the lock first tries again, since the tab before it may have refreshed already;
 * two tabs spending the same refresh token would look like a replay and end the session.
 */
async function afterRefresh(request: () => Promise<Response>): Promise<Response | null> {
  return underRefreshLock(async () => {
    const again = await request();
    if (again.status !== 401) return again;
    return (await refreshCookies()) ? request() : null;
  });
}

/** A write refused for a stale CSRF token (another tab's check set a new secret): asked anew, sent again once. */
async function withFreshCsrf(res: Response, request: () => Promise<Response>): Promise<Response> {
  if (
    res.status !== 403 ||
    (
      (await res
        .clone()
        .json()
        .catch(() => null)) as { code?: unknown } | null
    )?.code !== CSRF_REFUSED
  )
    return res;
  csrfToken = null;
  return request();
}

/** The write sent again once the person has signed in again in the dialog; null for a read or when they did not. */
async function resentAfterSignIn(method: string, request: () => Promise<Response>): Promise<Response | null> {
  if (!isWrite(method) || !signInAgain || !(await signInAgain())) return null;
  return request();
}

async function send(path: string, options: ApiOptions<unknown>): Promise<Response> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = {
    accept: 'application/json',
    ...(options.anonymous ? {} : { ...(options.accountWide ? {} : currentBarHeader()), ...(await csrfHeader(method)) }),
  };
  let body: BodyInit | undefined;
  if (options.formData) body = options.formData;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const url = apiUrl(path, options.query);
  // On the server (a first screen rendered there), the API answers inside the process.
  const transport = serverRenderContext()?.fetch ?? fetch;
  return transport(url, { method, headers, body, signal: options.signal });
}

/**
 * Every call of the console goes through here, signed in by the session's cookies. A 401 triggers
 * one refresh and a retry of the call; if the refresh fails the session is cleared and the user
 * goes to /login.
 */
export async function api<T = unknown>(path: string, options: ApiOptions<T> = {}): Promise<T> {
  const schema = Promise.resolve(options.schema);
  // A failed request must not leave the schema's import as an unhandled rejection.
  schema.catch(() => undefined);
  const request = () => send(path, options);
  let res = await request();
  if (!options.anonymous) res = await withFreshCsrf(res, request);
  // A write also when no session is stored: another tab's sign-out cleared it while this tab kept
  // a form with unsaved edits (lib/session/unsaved-edits.ts), which the sign-in dialog then sends.
  if (res.status === 401 && !options.anonymous && (readSession() || isWrite(options.method ?? 'GET'))) {
    const refreshed = (await afterRefresh(request)) ?? (await resentAfterSignIn(options.method ?? 'GET', request));
    if (refreshed) {
      res = refreshed;
    } else {
      clearSession();
      onSessionEnded();
      const { localMessage } = await loadMessageText();
      throw new ApiRequestError(
        401,
        localMessage('Your session has ended. Please sign in again.', 'sessionEnded'),
        'auth.INVALID_TOKEN',
        null,
      );
    }
  }
  const text = await res.text();
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = text;
    }
  }
  if (!res.ok) {
    const body = (data ?? {}) as { message?: unknown; code?: unknown; messageCode?: unknown; params?: unknown };
    const params =
      typeof body.params === 'object' && body.params !== null ? (body.params as Record<string, string | number>) : {};
    const { localMessage } = await loadMessageText();
    throw new ApiRequestError(
      res.status,
      // The server writes in English; the console shows its messages in the current language, by
      // the message's code (or the error's `code` when that is a message code, as new routes may do).
      localMessage(
        typeof body.message === 'string' ? body.message : res.statusText || 'Something went wrong',
        typeof body.messageCode === 'string' ? body.messageCode : typeof body.code === 'string' ? body.code : undefined,
        params,
      ),
      typeof body.code === 'string' ? body.code : undefined,
      data,
    );
  }
  const parser = await schema;
  return parser ? parser.parse(data) : (data as T);
}

/** Downloads a file answer (CSV export, PNG) by the session's cookies, as the browser's own download. */
export async function downloadFile(
  path: string,
  filename: string,
  query?: ApiOptions<unknown>['query'],
  init?: { method?: 'GET' | 'POST'; body?: unknown },
): Promise<void> {
  const method = init?.method ?? 'GET';
  const doFetch = async () => {
    const headers: Record<string, string> = { ...currentBarHeader(), ...(await csrfHeader(method)) };
    if (init?.body !== undefined) headers['content-type'] = 'application/json';
    return fetch(apiUrl(path, query), {
      method,
      headers,
      body: init?.body === undefined ? undefined : JSON.stringify(init.body),
    });
  };
  let res = await withFreshCsrf(await doFetch(), doFetch);
  if (res.status === 401) res = (await afterRefresh(doFetch)) ?? res;
  if (!res.ok) throw new ApiRequestError(res.status, 'Something went wrong', undefined, null);
  const blob = await res.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
