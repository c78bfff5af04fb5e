import { setTimeout as sleep } from 'node:timers/promises';
import { messageText, type MessageCode, type MessageParams } from '@app/contract/messages';

/**
 * Why a request to the provider gave no usable answer: a message code and its parts,
 * which /data-feed writes in the admin's language, and a technical `detail` for the log only. None
 * of them ever carries the token.
 */
export class FeedError extends Error {
  readonly kind: 'down' | 'refused';
  readonly code: MessageCode;
  readonly params: MessageParams;
  readonly detail: string | undefined;
  constructor(kind: 'down' | 'refused', code: MessageCode, params: MessageParams = {}, detail?: string) {
    super(messageText(code, params));
    this.name = 'FeedError';
    this.kind = kind;
    this.code = code;
    this.params = params;
    this.detail = detail;
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
 * football-data.org v4 over `fetch`: the token goes in X-Auth-Token only, each
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
  /**
   * Once the provider has announced a budget, its word is kept; the client's own count is only for when it never does.
   */
  let announced = false;
  /** Send times of the last minute, for when the provider announces no budget. */
  const sent: number[] = [];

  async function waitForBudget(): Promise<void> {
    if (announced) {
      if (available !== null && available <= 0 && resetAt > now())
        await sleep(Math.min(resetAt - now(), 65_000), undefined, { signal: options.signal });
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
      return await fetch(url, {
        headers: { 'X-Auth-Token': options.token, accept: 'application/json' },
        signal: AbortSignal.any([timeout, ...(options.signal ? [options.signal] : [])]),
        redirect: 'error',
      });
    } catch (error) {
      if (options.signal?.aborted) throw new FeedError('down', 'feedServerClosing');
      // The timeout may surface as itself or as a failed fetch caused by it, depending on when it struck.
      if (timeout.aborted) throw new FeedError('down', 'feedTimeout', { seconds: options.timeoutMs / 1000 });
      const code = (error as { cause?: { code?: unknown } }).cause?.code;
      throw new FeedError(
        'down',
        'feedUnreachable',
        {},
        typeof code === 'string' ? code : error instanceof Error ? error.message : undefined,
      );
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
          await sleep(Math.min(Number.isFinite(wait) ? Math.max(wait, 0) * 1000 : 60_000, 65_000), undefined, {
            signal: options.signal,
          });
          continue;
        }
        if (!response.ok) {
          await response.body?.cancel();
          if (response.status === 401 || response.status === 403) {
            throw new FeedError('down', 'feedTokenRefused', { status: response.status });
          }
          if (response.status === 429) throw new FeedError('down', 'feedRateLimited');
          throw new FeedError('down', 'feedProviderStatus', { status: response.status });
        }
        let text: string;
        try {
          text = await response.text();
        } catch {
          throw new FeedError('down', 'feedAnswerCut');
        }
        if (text.length > MAX_ANSWER_BYTES) throw new FeedError('refused', 'feedAnswerTooLarge');
        try {
          return JSON.parse(text) as unknown;
        } catch {
          throw new FeedError('refused', 'feedAnswerNotJson');
        }
      }
    },

    /** The provider's last word on the requests left this minute. */
    budget: (): RequestBudget => ({ available, readAt }),
  };
}

export type FootballDataClient = ReturnType<typeof createFootballDataClient>;
