/**
 * A text held in every active language (docs/product.md "Texts per language"). The first language's
 * text is the base; another language shows the base (a copy) until someone edits it there.
 */
export type Localized = { base: string; overrides: Record<string, string> };

export const emptyLocalized = (): Localized => ({ base: '', overrides: {} });

export function readLocalized(value: Localized, language: string, languages: readonly string[]): string {
  if (language === languages[0]) return value.base;
  return value.overrides[language] ?? value.base;
}

export function isCopy(value: Localized, language: string, languages: readonly string[]): boolean {
  return language !== languages[0] && value.overrides[language] === undefined;
}

export function writeLocalized(
  value: Localized,
  language: string,
  text: string,
  languages: readonly string[],
): Localized {
  if (language === languages[0]) return { ...value, base: text };
  return { ...value, overrides: { ...value.overrides, [language]: text } };
}

/** From the server's list: texts equal to the first language's stay copies. */
export function localizedFrom<T extends { language: string }>(
  items: readonly T[],
  text: (item: T) => string,
  languages: readonly string[],
): Localized {
  const first = items.find((i) => i.language === languages[0]) ?? items[0];
  const base = first ? text(first) : '';
  const overrides: Record<string, string> = {};
  for (const item of items) {
    if (item !== first && text(item) !== base) overrides[item.language] = text(item);
  }
  return { base, overrides };
}

/** One entry per active language, as the contract wants it. */
export function localizedList(value: Localized, languages: readonly string[]): { language: string; value: string }[] {
  return languages.map((language) => ({ language, value: readLocalized(value, language, languages) }));
}
