import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import { coded, tooManyRequests } from '../../lib/http-error.ts';

/**
 * Every public page and public API route counts against its client address (request.ip, behind
 * the proxies TRUST_PROXY names): PUBLIC_REQUESTS_PER_MINUTE a minute, then 429 with a message and
 * Retry-After until the minute is over. One shared counter per address, so a
 * scraper cannot spread over the pages.
 */
export function publicThrottle(app: FastifyInstance): onRequestAsyncHookHandler {
  const rule = { limit: app.config.PUBLIC_REQUESTS_PER_MINUTE, windowSeconds: 60 };
  return async (request) => {
    const attempt = await app.throttle.attempt(`public:${request.ip}`, rule);
    if (!attempt.allowed)
      throw tooManyRequests(coded('tooManyRequests'), attempt.retryAfterSeconds, 'public.THROTTLED');
  };
}
