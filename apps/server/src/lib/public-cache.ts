import { createHash } from 'node:crypto';

/**
 * What anyone may read without signing in (a bar's page, poster and calendar feed) is kept by shared
 * caches only as long as they ask first: a bar rejected or put in the trash must be gone at once,
 * not after a max-age. The ETag makes the asking cheap: 304 while nothing changed.
 */
export const PUBLIC_CACHE_CONTROL = 'public, no-cache';

/** A strong ETag of the answer's bytes. */
export function bodyEtag(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** Whether If-None-Match names this ETag (a list, or `*`). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}
