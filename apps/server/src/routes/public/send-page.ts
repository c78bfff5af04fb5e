import type { FastifyReply, FastifyRequest } from 'fastify';
import { bodyEtag, matchesEtag, PUBLIC_CACHE_CONTROL } from '../../lib/public-cache.ts';
import { escapeHtml } from '../../services/public-bars/html.ts';

/**
 * The public pages run no script of their own inline and hold no session, so the window isolation
 * headers protect nothing there, while each makes Chromium start the page in a fresh process (an
 * agent-cluster or browsing-context-group switch): Lighthouse mobile measured 0.87–0.93 with either
 * header and 0.97–0.99 without, on the same HTML. CSP, nosniff and frame-ancestors stay.
 */
const ISOLATION_HEADERS = ['cross-origin-opener-policy', 'origin-agent-cluster'] as const;

const notFoundPage = (text: string) =>
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>404</title></head>' +
  `<body style="font:16px system-ui;margin:40px"><h1>404</h1><p>${escapeHtml(text)}.</p></body></html>`;

/**
 * A server-drawn public page (/b/{slug}, /watch, /watch/{id}, /sitemap.xml). Shared caches keep
 * it only as long as what it shows is still public: `no-cache` has them ask every time, and the
 * page's ETag lets them keep its bytes (304) while nothing changed, so a bar rejected or put in
 * the trash is gone (404) at once. `null` is the 404 page saying `notFoundText`.
 */
export function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  html: string | null,
  notFoundText: string,
  type = 'text/html; charset=utf-8',
) {
  for (const header of ISOLATION_HEADERS) reply.removeHeader(header);
  // The page's language comes from ?lang=, the `lang` cookie or Accept-Language, and its zone from the reader cookie.
  reply.header('vary', 'Accept-Language, Cookie').header('cache-control', PUBLIC_CACHE_CONTROL);
  if (html === null) return reply.code(404).type('text/html; charset=utf-8').send(notFoundPage(notFoundText));
  const etag = bodyEtag(html);
  reply.header('etag', etag);
  if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.type(type).send(html);
}
