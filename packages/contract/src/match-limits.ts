/**
 * The match list's numbers, in a file of their own without schemas: a module that needs only a
 * number (the notices bell on every signed-in page) does not build matches.ts's zod schemas in
 * the browser's start-up (building schemas is most of a start chunk's own time).
 */

/** Below this many characters a search would match nearly everything. */
export const MATCH_SEARCH_MIN_LENGTH = 3;
export const MATCHES_PAGE_SIZES = [50, 100, 200] as const;
export const MATCHES_DEFAULT_PAGE_SIZE = 50;
