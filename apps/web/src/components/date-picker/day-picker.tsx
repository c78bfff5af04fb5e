import { isValid, parse, format } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { enUS, esES, frFR, itIT, zhCN } from '@mui/x-date-pickers/locales';
import { dateLocaleOf } from '../../lib/date-locale-of.ts';
import { toLanguage } from '../../lib/i18n.ts';
import type { Language } from '../../lib/preferences-store.ts';

/** The picker's own words (buttons, field placeholders) per language; MUI X has no Arabic set, so English ones. */
const PICKER_TEXTS: Record<Language, typeof enUS> = { en: enUS, fr: frFR, es: esES, it: itIT, zh: zhCN, ar: enUS };
const ISO_DAY = 'yyyy-MM-dd';
/** date-fns' short Chinese date has a two-digit year (26-03-12): the field writes the whole date, year first. */
const FIELD_FORMATS: Partial<Record<Language, string>> = { zh: 'yyyy年MM月dd日' };

type Props = {
  label: string;
  /** The day as YYYY-MM-DD ('' when none). */
  value: string;
  onChange: (day: string) => void;
  error?: boolean;
  helperText?: string;
  name?: string;
  /** The first and last day that can be picked (YYYY-MM-DD), when the choice is bounded. */
  minDay?: string;
  maxDay?: string;
};

/**
 * A day, picked in the person's language: month and weekday names, the order the language writes a
 * date in (3/12/2026, 12/03/2026, 2026/03/12) and the week's first day follow its date-fns locale.
 * The form keeps YYYY-MM-DD; a day the field cannot read yet is kept as '' (the form says it is required).
 */
export function DayPicker({ label, value, onChange, error, helperText, name, minDay, maxDay }: Props) {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const day = value ? parse(value, ISO_DAY, new Date()) : null;
  const bound = (text?: string) => (text ? parse(text, ISO_DAY, new Date()) : undefined);
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={dateLocaleOf(language)}
      localeText={PICKER_TEXTS[language].components.MuiLocalizationProvider.defaultProps.localeText}>
      <DatePicker label={label} name={name} format={FIELD_FORMATS[language]} value={day && isValid(day) ? day : null}
        onChange={(next) => onChange(next && isValid(next) ? format(next, ISO_DAY) : '')}
        minDate={bound(minDay)} maxDate={bound(maxDay)}
        slotProps={{ textField: { error, helperText } }} />
    </LocalizationProvider>
  );
}
