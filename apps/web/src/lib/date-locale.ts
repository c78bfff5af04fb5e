import type { Locale } from 'date-fns';
import type { Language } from './preferences-store.ts';

/**
 * date-fns month names per language, loaded with the language's catalogues (lib/i18n.ts) so a
 * phone downloads its own language only. English (docs/product.md's default, en-US) comes with the code
 * that formats dates (lib/date-locale-of.ts), not with the start chunk: /login shows no date.
 */
const loaders: Record<Exclude<Language, 'en'>, () => Promise<Locale>> = {
  zh: () => import('date-fns/locale/zh-CN').then((m) => m.zhCN),
  ar: () => import('date-fns/locale/ar').then((m) => m.ar),
  it: () => import('date-fns/locale/it').then((m) => m.it),
  es: () => import('date-fns/locale/es').then((m) => m.es),
  fr: () => import('date-fns/locale/fr').then((m) => m.fr),
};

const loaded: Partial<Record<Language, Locale>> = {};

export async function loadDateLocale(language: Language): Promise<void> {
  if (language === 'en' || loaded[language]) return;
  loaded[language] = await loaders[language]();
}

/** The language's locale once loaded (never English: see lib/date-locale-of.ts). */
export function loadedDateLocale(language: Language): Locale | undefined {
  return loaded[language];
}
