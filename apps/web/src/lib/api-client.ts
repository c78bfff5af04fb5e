import type { ZodType } from 'zod';
import { clearSession, readSession, updateTokens } from './session-store.ts';
import i18n, { MESSAGES_NAMESPACE } from './i18n.ts';
import { serverRenderContext } from './server-render-context.ts';

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
   * request is under way, instead of in the first page's JavaScript (decision 020).
   */
  schema?: ZodType<T> | Promise<ZodType<T>>;
  /** Sign-in and friends: no bearer token, no refresh on 401. */
  anonymous?: boolean;
  signal?: AbortSignal;
};

/**
 * The message catalogue's code table and date formatting (~10 kB on the wire) are needed only
 * when an answer is an error: loaded then, with the messages' namespace, not on every page's start
 * path (decision 020).
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

export function apiUrl(path: string, query?: ApiOptions<unknown>['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return `/api${path}${qs ? `?${qs}` : ''}`;
}

let refreshing: Promise<boolean> | null = null;

/** One refresh at a time: parallel 401s wait for the same rotation (a second use would be a replay). */
async function refreshSession(): Promise<boolean> {
  refreshing ??= (async () => {
    const session = readSession();
    if (!session) return false;
    const res = await fetch('/api/authentication/refresh-token', {
      method: 'POST',
      headers: { authorization: `Bearer ${session.refreshToken}` },
    });
    if (!res.ok) return false;
    const answer = (await res.json()) as { accessToken?: unknown; authToken?: unknown };
    if (typeof answer.accessToken !== 'string' || typeof answer.authToken !== 'string') return false;
    updateTokens(answer.accessToken, answer.authToken);
    return true;
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function send(path: string, options: ApiOptions<unknown>): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const session = options.anonymous ? null : readSession();
  if (session) headers['authorization'] = `Bearer ${session.accessToken}`;
  let body: BodyInit | undefined;
  if (options.formData) body = options.formData;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const url = apiUrl(path, options.query);
  const method = options.method ?? 'GET';
  // On the server (a first screen rendered there), the API answers inside the process.
  const transport = serverRenderContext()?.fetch ?? fetch;
  return transport(url, { method, headers, body, signal: options.signal });
}

/**
 * Every call of the console goes through here. A 401 triggers one token refresh and a retry of
 * the call; if the refresh fails the session is cleared and the user goes to /login.
 */
export async function api<T = unknown>(path: string, options: ApiOptions<T> = {}): Promise<T> {
  const schema = Promise.resolve(options.schema);
  // A failed request must not leave the schema's import as an unhandled rejection.
  schema.catch(() => undefined);
  let res = await send(path, options);
  if (res.status === 401 && !options.anonymous && readSession()) {
    if (await refreshSession()) {
      res = await send(path, options);
    } else {
      clearSession();
      onSessionEnded();
      const { localMessage } = await loadMessageText();
      throw new ApiRequestError(401, localMessage('Your session has ended. Please sign in again.', 'sessionEnded'), 'auth.INVALID_TOKEN', null);
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
    const params = typeof body.params === 'object' && body.params !== null ? (body.params as Record<string, string | number>) : {};
    const { localMessage } = await loadMessageText();
    throw new ApiRequestError(
      res.status,
      // The server writes in English; the console shows its messages in the current language, by
      // the message's code (or the error's `code` when that is a message code, as new routes may do).
      localMessage(typeof body.message === 'string' ? body.message : res.statusText || 'Something went wrong',
        typeof body.messageCode === 'string' ? body.messageCode : typeof body.code === 'string' ? body.code : undefined, params),
      typeof body.code === 'string' ? body.code : undefined,
      data,
    );
  }
  const parser = await schema;
  return parser ? parser.parse(data) : (data as T);
}

/** Downloads a file answer (CSV export, PNG) with the bearer token, as the browser's own download. */
export async function downloadFile(path: string, filename: string, query?: ApiOptions<unknown>['query'], init?: { method?: 'GET' | 'POST'; body?: unknown }): Promise<void> {
  const doFetch = () => {
    const session = readSession();
    const headers: Record<string, string> = session ? { authorization: `Bearer ${session.accessToken}` } : {};
    if (init?.body !== undefined) headers['content-type'] = 'application/json';
    return fetch(apiUrl(path, query), { method: init?.method ?? 'GET', headers, body: init?.body === undefined ? undefined : JSON.stringify(init.body) });
  };
  let res = await doFetch();
  if (res.status === 401 && (await refreshSession())) res = await doFetch();
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
