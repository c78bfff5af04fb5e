import { activeI18n } from '../../../lib/i18n.ts';

type Texts = readonly { language: string }[];

/**
 * The language one block of championship texts is read in (a question and its answers, a prize's
 * description, how it works): the reader's when the block has it in every part, else the
 * championship's first language (that of its "How it works"), else the first the parts share.
 * One language for the whole block: never a question in one language and its answers in another.
 */
export function blockLanguage(championshipLanguage: string | undefined, ...parts: Texts[]): string | undefined {
  const active = activeI18n();
  const reader = active.resolvedLanguage ?? active.language;
  const inEvery = (language: string | undefined) =>
    language !== undefined && parts.every((texts) => texts.some((t) => t.language === language));
  return [reader, championshipLanguage, ...(parts[0] ?? []).map((t) => t.language)].find(inEvery);
}

/** The text of `language`, else the first one written. */
export function textIn<T extends { language: string }>(
  texts: readonly T[],
  language: string | undefined,
): T | undefined {
  return texts.find((t) => t.language === language) ?? texts[0];
}
