/**
 * Requests index.html's inline script started with the document, by URL (decision 039): a
 * signed-in first load of /matches asks for its list while ~300 kB of code is still on the way.
 * Each is taken once, by the console's first call for the same URL with the same token.
 */
export type EarlyRequest = { token: string; response: Promise<Response> };

declare global {
  interface Window {
    __earlyRequests?: Record<string, EarlyRequest>;
  }
}

/**
 * The answer already on its way for `url`, or null. One asked with another token (the session
 * changed since the page loaded) is dropped: the caller asks again with its own.
 */
export function takeEarlyRequest(url: string, token: string | undefined): Promise<Response> | null {
  if (typeof window === 'undefined') return null;
  const requests = window.__earlyRequests;
  const early = requests?.[url];
  if (!requests || !early) return null;
  delete requests[url];
  return early.token === token ? early.response : null;
}
