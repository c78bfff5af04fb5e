import { isValid, parse, format } from 'date-fns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { Language } from '../../lib/preferences-store.ts';
import { PickerLocalization, usePickerLanguage } from './picker-localization.tsx';

const ISO_DAY = 'yyyy-MM-dd';
/** date-fns' short Chinese date has a two-digit year (26-03-12): the field writes the whole date, year first. */
export const DAY_FIELD_FORMATS: Partial<Record<Language, string>> = { zh: 'yyyy年MM月dd日' };

type Props = {
  label: string;
  /** The day as YYYY-MM-DD ('' when none). */
  value: string;
  onChange: (day: string) => void;
  error?: boolean;
  helperText?: string;
  name?: string;
  size?: 'small' | 'medium';
  /** The first and last day that can be picked (YYYY-MM-DD), when the choice is bounded. */
  minDay?: string;
  maxDay?: string;
};

/**
 * A day, picked in the person's language: month and weekday names, the order the language writes a
 * date in (3/12/2026, 12/03/2026, 2026/03/12) and the week's first day follow its date-fns locale.
 * The form keeps YYYY-MM-DD; a day the field cannot read yet is kept as '' (the form says it is required).
 */
export function DayPicker({ label, value, onChange, error, helperText, name, size, minDay, maxDay }: Props) {
  const language = usePickerLanguage();
  const day = value ? parse(value, ISO_DAY, new Date()) : null;
  const bound = (text?: string) => (text ? parse(text, ISO_DAY, new Date()) : undefined);
  return (
    <PickerLocalization>
      <DatePicker
        label={label}
        name={name}
        format={DAY_FIELD_FORMATS[language]}
        value={day && isValid(day) ? day : null}
        onChange={(next) => onChange(next && isValid(next) ? format(next, ISO_DAY) : '')}
        minDate={bound(minDay)}
        maxDate={bound(maxDay)}
        slotProps={{ textField: { error, helperText, size, fullWidth: size === 'small' } }}
      />
    </PickerLocalization>
  );
}
