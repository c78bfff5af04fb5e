import { TZDate } from '@date-fns/tz';
import { format, type Locale } from 'date-fns';
import { ar, enGB, es, fr, it, zhCN } from 'date-fns/locale';
import { PUBLIC_LANGUAGES, type PublicLanguage } from './public-texts.ts';

const DATE_LOCALES: Record<PublicLanguage, Locale> = { en: enGB, fr, es, it, ar, zh: zhCN };
const OG_LOCALES: Record<PublicLanguage, string> = { en: 'en_GB', fr: 'fr_FR', es: 'es_ES', it: 'it_IT', ar: 'ar_AR', zh: 'zh_CN' };

/**
 * The page's language: `?lang=` when it names one of ours, else the first of the visitor's
 * Accept-Language that we have (quality order), else English.
 */
export function pickLanguage(query: string | undefined, acceptLanguage: string | undefined): PublicLanguage {
  const ours = (tag: string) => PUBLIC_LANGUAGES.find((l) => tag.toLowerCase().split('-')[0] === l);
  if (query) {
    const chosen = ours(query);
    if (chosen) return chosen;
  }
  const ranked = (acceptLanguage ?? '').split(',').map((part, index) => {
    const [tag = '', ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
    return { tag: tag.trim(), q: q ? Number(q) : 1, index };
  }).filter((r) => r.tag !== '' && r.q > 0).sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const found = ours(tag);
    if (found) return found;
  }
  return 'en';
}

export const directionOf = (lang: PublicLanguage) => (lang === 'ar' ? 'rtl' : 'ltr');
export const ogLocaleOf = (lang: PublicLanguage) => OG_LOCALES[lang];

/** An instant written in the bar's zone and the page's language. */
export function formatInZone(instant: Date, timeZone: string, pattern: string, lang: PublicLanguage): string {
  return format(new TZDate(instant.getTime(), timeZone), pattern, { locale: DATE_LOCALES[lang] });
}

/** A calendar date's weekday name or short date in the page's language (no zone: a date is a date). */
export function formatDate(date: string, pattern: string, lang: PublicLanguage): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return format(new Date(y, m - 1, d, 12), pattern, { locale: DATE_LOCALES[lang] });
}
