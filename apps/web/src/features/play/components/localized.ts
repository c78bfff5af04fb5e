import i18n from '../../../lib/i18n.ts';

/** The text of the reader's language, else English, else the first one written (championship texts are per language). */
export function inLanguage<T extends { language: string }>(items: readonly T[]): T | undefined {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return items.find((i) => i.language === language) ?? items.find((i) => i.language === 'en') ?? items[0];
}
