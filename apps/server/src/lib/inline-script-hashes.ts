import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;

/**
 * The content-security-policy sources (`'sha256-…'`) of the inline scripts of a page: the policy
 * keeps `script-src 'self'`, and allows these exact scripts and nothing else written in a page
 * (index.html starts the first page's requests). A script with `src` is not inline.
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(
    (match) =>
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '', 'utf8')
        .digest('base64')}'`,
  );
}

/** The hashes of the built console's index.html, none when there is no build. */
export function consoleScriptHashes(webDist: string): string[] {
  const index = path.join(webDist, 'index.html');
  return existsSync(index) ? inlineScriptHashes(readFileSync(index, 'utf8')) : [];
}
