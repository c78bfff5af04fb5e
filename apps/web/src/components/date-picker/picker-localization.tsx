import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { enUS, esES, frFR, itIT, zhCN } from '@mui/x-date-pickers/locales';
import { dateLocaleOf } from '../../lib/date-locale-of.ts';
import { toLanguage } from '../../lib/i18n.ts';
import type { Language } from '../../lib/preferences-store.ts';

/** The picker's own words (buttons, field placeholders) per language; MUI X has no Arabic set, so English ones. */
const PICKER_TEXTS: Record<Language, typeof enUS> = { en: enUS, fr: frFR, es: esES, it: itIT, zh: zhCN, ar: enUS };

/**
 * Every date field of the console reads and writes dates through date-fns' locale of the person's
 * language: the order of day, month and year, the month and weekday names, the week's first day.
 */
export function PickerLocalization({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  return (
    <LocalizationProvider
      dateAdapter={AdapterDateFns}
      adapterLocale={dateLocaleOf(language)}
      localeText={PICKER_TEXTS[language].components.MuiLocalizationProvider.defaultProps.localeText}
    >
      {children}
    </LocalizationProvider>
  );
}

/** The language the pickers write in (for a field format of its own). */
export function usePickerLanguage(): Language {
  const { i18n } = useTranslation();
  return toLanguage(i18n.resolvedLanguage ?? i18n.language);
}
