import { format, type Locale } from 'date-fns';
import { ar, enGB, es, fr, it, zhCN } from 'date-fns/locale';
import { PUBLIC_LANGUAGES, type PublicLanguage } from './public-texts.ts';

const DATE_LOCALES: Record<PublicLanguage, Locale> = { en: enGB, fr, es, it, ar, zh: zhCN };
const OG_LOCALES: Record<PublicLanguage, string> = {
  en: 'en_GB',
  fr: 'fr_FR',
  es: 'es_ES',
  it: 'it_IT',
  ar: 'ar_AR',
  zh: 'zh_CN',
};

/** The cookie keeping the language a fan chose on the fans' pages (/watch, /b, /play alike): a year, every path. */
export const LANGUAGE_COOKIE = 'lang';
export const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 3600;

const ours = (tag: string) => PUBLIC_LANGUAGES.find((l) => tag.toLowerCase().split('-')[0] === l);

/**
 * The page's language and where it came from: `?lang=` when it names one of ours (the fan's choice
 * this time), else the `lang` cookie's (a choice kept), else the first of the visitor's
 * Accept-Language that we have (quality order), else English.
 */
export function pickLanguage(input: {
  query?: string | undefined;
  cookie?: string | undefined;
  acceptLanguage?: string | undefined;
}): {
  lang: PublicLanguage;
  chosenBy: 'query' | 'cookie' | null;
} {
  const asked = input.query ? ours(input.query) : undefined;
  if (asked) return { lang: asked, chosenBy: 'query' };
  const kept = input.cookie ? PUBLIC_LANGUAGES.find((l) => l === input.cookie) : undefined;
  if (kept) return { lang: kept, chosenBy: 'cookie' };
  const ranked = (input.acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q ? Number(q) : 1, index };
    })
    .filter((r) => r.tag !== '' && r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const found = ours(tag);
    if (found) return { lang: found, chosenBy: null };
  }
  return { lang: 'en', chosenBy: null };
}

export const directionOf = (lang: PublicLanguage) => (lang === 'ar' ? 'rtl' : 'ltr');
export const ogLocaleOf = (lang: PublicLanguage) => OG_LOCALES[lang];

/** A calendar date's weekday name or short date in the page's language (no zone: a date is a date). */
export function formatDate(date: string, pattern: string, lang: PublicLanguage): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return format(new Date(y, m - 1, d, 12), pattern, { locale: DATE_LOCALES[lang] });
}
