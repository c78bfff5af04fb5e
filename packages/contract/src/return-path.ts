/**
 * Where a fan's sign-in or sign-up brings them back: a path of this site only. Anything that a
 * browser could read as another origin ("//evil.test", "/\evil.test", "https:…") or that carries a
 * control character is refused, so a link cannot send a fan elsewhere after signing in. Without
 * zod: the fans' pages read it on their start path.
 */
export function isSafeReturnPath(path: string): boolean {
  return (
    path.length <= 500 &&
    path.startsWith('/') &&
    !path.startsWith('//') &&
    !path.includes('\\') &&
    ![...path].some((character) => character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f)
  );
}

/** The return path, or `fallback` when it is missing or not a path of this site. */
export const safeReturnPath = (path: string | null | undefined, fallback: string): string =>
  path && isSafeReturnPath(path) ? path : fallback;
