import { format, isValid, parseISO, type Locale } from 'date-fns';
import i18n, { localeTag, toLanguage } from './i18n.ts';
import { dateLocaleOf } from './date-locale.ts';

/** SPEC.md's one date shape for lists: `H:mm - d MMM yyyy`, e.g. 19:45 - 3 Dec 2026. */
export const DATE_TIME_PATTERN = 'H:mm - d MMM yyyy';

/** The pattern keeps its shape in every language; only the month names follow the language. */
export function currentLocale(): Locale {
  return dateLocaleOf(toLanguage(i18n.resolvedLanguage ?? i18n.language));
}

export function formatDateTime(value: string | Date | null | undefined): string {
  return formatDate(value, DATE_TIME_PATTERN);
}

export function formatDate(value: string | Date | null | undefined, pattern = 'd MMM yyyy'): string {
  if (value === null || value === undefined || value === '') return '';
  const date = typeof value === 'string' ? parseISO(value) : value;
  return isValid(date) ? format(date, pattern, { locale: currentLocale() }) : '';
}

/** A number written the way the current language writes it (grouping, decimal sign). */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(localeTag(), options).format(value);
}
