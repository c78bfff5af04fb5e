/**
 * Whether a width media query holds on a screen `width` CSS pixels wide: the server's answer to
 * the console's queries (MUI's breakpoints, `(max-width:…)`) when it renders a first screen for a
 * reader's screen. Conditions of `min-width` / `max-width` in px, joined by
 * `and`; anything else is not answered from here and counts as not matching.
 */
const CONDITION = /^\(\s*(min|max)-width\s*:\s*(\d+(?:\.\d+)?)px\s*\)$/;

export function matchesMediaAt(query: string, width: number): boolean {
  const conditions = query
    .replace(/^@media\s+/, '')
    .replace(/^(only\s+)?screen\s+and\s+/, '')
    .split(/\s+and\s+/);
  return conditions.every((condition) => {
    const match = CONDITION.exec(condition.trim());
    if (!match) return false;
    const limit = Number(match[2]);
    return match[1] === 'min' ? width >= limit : width <= limit;
  });
}
