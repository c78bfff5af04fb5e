/**
 * How a page's language is chosen, the same on the server drawing it and in the browser: the
 * address's `?lang=` (which then sets the cookie), the `lang` cookie (the reader's choice, kept a
 * year and sent on a link from another site), the reader's stored preference, then the browser's
 * languages (a first visit). Without zod: the browser reads it on every first paint.
 */
export const LANGUAGE_COOKIE = 'lang';
export const LANGUAGE_PARAM = 'lang';
/** A year, in seconds. */
export const LANGUAGE_COOKIE_MAX_AGE = 31_536_000;

/** The first candidate that names one of `ours` ('fr-CA' names 'fr'), or null. */
export function firstLanguageOf<T extends string>(
  ours: readonly T[],
  candidates: readonly (string | null | undefined)[],
): T | null {
  for (const candidate of candidates) {
    const base = candidate?.trim().toLowerCase().split('-')[0];
    const found = ours.find((language) => language === base);
    if (found) return found;
  }
  return null;
}

/** An Accept-Language header's tags, most wanted first (ties in the header's order); q=0 left out. */
export function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q ? Number(q) : 1, index };
    })
    .filter((r) => r.tag !== '' && r.tag !== '*' && r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((r) => r.tag);
}
