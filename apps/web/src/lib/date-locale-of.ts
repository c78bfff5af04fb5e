import type { Locale } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import { loadedDateLocale } from './date-locale.ts';
import type { Language } from './preferences-store.ts';

/** The language's locale once loaded; en-US until then (i18next switches only after loading both). */
export function dateLocaleOf(language: Language): Locale {
  return loadedDateLocale(language) ?? enUS;
}
