/**
 * Headers that protect a document (what it may load, embed or be framed by, its window's
 * isolation, its referrer, HSTS), meaningless on a hashed script, a stylesheet or a raster image:
 * the browser reads them from the page. On a stored image they are 648 of its 1,006 bytes of
 * headers; on every hashed asset ~1.1 kB, ~40 kB over the 38 files of a cold /login (034). On
 * mobile data that adds up. nosniff and Cross-Origin-Resource-Policy (a resource's own headers) stay.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

/** Drops them from a response helmet has already given them to (it sets them on the raw response). */
export function removeDocumentOnlyHeaders(res: { removeHeader(name: string): unknown }): void {
  for (const header of DOCUMENT_ONLY_HEADERS) res.removeHeader(header);
}
