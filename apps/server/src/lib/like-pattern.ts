/** `%text%` for LIKE: the text's own `\`, `%` and `_` are taken literally. Callers lower-case where the column is. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
