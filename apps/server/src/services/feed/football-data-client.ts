import { setTimeout as sleep } from 'node:timers/promises';

/** Why a request to the provider gave no usable answer, in words for the status page (never the token). */
export class FeedError extends Error {
  readonly kind: 'down' | 'refused';
  constructor(message: string, kind: 'down' | 'refused') {
    super(message);
    this.name = 'FeedError';
    this.kind = kind;
  }
}

export type RequestBudget = { available: number | null; readAt: Date | null };

export type FootballDataClientOptions = {
  baseUrl: string;
  token: string;
  timeoutMs: number;
  /** Stops waits and requests when the app closes. */
  signal?: AbortSignal;
  /** The free plan's limit, kept by the client itself while the provider sends no budget header. */
  perMinute?: number;
  now?: () => number;
};

/** An answer larger than this is not a competition's season (a 380-match season is about 1 MB). */
const MAX_ANSWER_BYTES = 20 * 1024 * 1024;
const MAX_RETRIES_AFTER_429 = 3;

/**
 * football-data.org v4 over `fetch` (decision 050): the token goes in X-Auth-Token only, each
 * request is bounded by a timeout, the requests-per-minute budget the provider announces
 * (X-Requests-Available-Minute, X-RequestCounter-Reset) is kept before a request is sent, and a 429
 * waits as long as the provider says and tries again.
 */
export function createFootballDataClient(options: FootballDataClientOptions) {
  const now = options.now ?? Date.now;
  const perMinute = options.perMinute ?? 10;
  let available: number | null = null;
  let readAt: Date | null = null;
  let resetAt = 0;
  /** Once the provider has announced a budget, its word is kept; the client's own count is only for when it never does. */
  let announced = false;
  /** Send times of the last minute, for when the provider announces no budget. */
  const sent: number[] = [];

  async function waitForBudget(): Promise<void> {
    if (announced) {
      if (available !== null && available <= 0 && resetAt > now()) await sleep(Math.min(resetAt - now(), 65_000), undefined, { signal: options.signal });
      return;
    }
    while (sent.length > 0 && now() - (sent[0] ?? 0) >= 60_000) sent.shift();
    if (sent.length >= perMinute) await sleep(60_000 - (now() - (sent[0] ?? 0)), undefined, { signal: options.signal });
  }

  function readBudget(headers: Headers): void {
    const left = Number.parseInt(headers.get('x-requests-available-minute') ?? '', 10);
    const reset = Number.parseInt(headers.get('x-requestcounter-reset') ?? '', 10);
    if (Number.isFinite(left)) {
      announced = true;
      available = left;
      readAt = new Date(now());
    }
    if (Number.isFinite(reset)) resetAt = now() + Math.max(0, reset) * 1000;
  }

  async function once(url: string): Promise<Response> {
    await waitForBudget();
    sent.push(now());
    const timeout = AbortSignal.timeout(options.timeoutMs);
    try {
      return await fetch(url, { headers: { 'X-Auth-Token': options.token, accept: 'application/json' }, signal: AbortSignal.any([timeout, ...(options.signal ? [options.signal] : [])]), redirect: 'error' });
    } catch (error) {
      if (options.signal?.aborted) throw new FeedError('The sync stopped: the server is closing', 'down');
      // The timeout may surface as itself or as a failed fetch caused by it, depending on when it struck.
      if (timeout.aborted) throw new FeedError(`football-data.org did not answer within ${options.timeoutMs / 1000} s`, 'down');
      const code = (error as { cause?: { code?: unknown } }).cause?.code;
      throw new FeedError(`football-data.org could not be reached${typeof code === 'string' ? ` (${code})` : ''}`, 'down');
    }
  }

  return {
    /** GET `path` (with `query`) and its JSON; a FeedError when there is none to read. */
    async get(path: string, query: Record<string, string> = {}): Promise<unknown> {
      const url = new URL(`${options.baseUrl}${path}`);
      for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
      for (let attempt = 0; ; attempt += 1) {
        const response = await once(url.toString());
        readBudget(response.headers);
        if (response.status === 429 && attempt < MAX_RETRIES_AFTER_429) {
          await response.body?.cancel();
          // The provider says when its minute starts again; without that, a minute.
          const wait = Number.parseInt(response.headers.get('x-requestcounter-reset') ?? '', 10);
          await sleep(Math.min(Number.isFinite(wait) ? Math.max(wait, 0) * 1000 : 60_000, 65_000), undefined, { signal: options.signal });
          continue;
        }
        if (!response.ok) {
          await response.body?.cancel();
          if (response.status === 401 || response.status === 403) {
            throw new FeedError(`football-data.org refused the request (${response.status}): check FOOTBALL_DATA_TOKEN and that your plan covers this competition`, 'down');
          }
          throw new FeedError(`football-data.org answered ${response.status}`, 'down');
        }
        let text: string;
        try {
          text = await response.text();
        } catch {
          throw new FeedError('football-data.org stopped answering in the middle of an answer', 'down');
        }
        if (text.length > MAX_ANSWER_BYTES) throw new FeedError('football-data.org answered more than 20 MB', 'refused');
        try {
          return JSON.parse(text) as unknown;
        } catch {
          throw new FeedError('football-data.org answered something that is not JSON', 'refused');
        }
      }
    },

    /** The provider's last word on the requests left this minute. */
    budget: (): RequestBudget => ({ available, readAt }),

    /** Fetches a crest (an image, not the API: no token, no budget). */
    async crest(address: string): Promise<Buffer | null> {
      let url: URL;
      try {
        url = new URL(address);
      } catch {
        return null;
      }
      if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
      try {
        const signals = [AbortSignal.timeout(options.timeoutMs), ...(options.signal ? [options.signal] : [])];
        const response = await fetch(url, { signal: AbortSignal.any(signals), redirect: 'follow' });
        if (!response.ok) {
          await response.body?.cancel();
          return null;
        }
        const bytes = Buffer.from(await response.arrayBuffer());
        return bytes.length > 0 && bytes.length <= 2 * 1024 * 1024 ? bytes : null;
      } catch {
        return null;
      }
    },
  };
}

export type FootballDataClient = ReturnType<typeof createFootballDataClient>;
