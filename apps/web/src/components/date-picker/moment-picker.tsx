import { format, isValid, parse } from 'date-fns';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { DAY_FIELD_FORMATS } from './day-picker.tsx';
import { PickerLocalization, usePickerLanguage } from './picker-localization.tsx';

const LOCAL_MOMENT = "yyyy-MM-dd'T'HH:mm";

type Props = {
  label: string;
  /** The moment on the reader's clock as YYYY-MM-DDTHH:mm ('' when none). */
  value: string;
  onChange: (moment: string) => void;
  onBlur?: () => void;
  helperText?: string;
  error?: boolean;
  name?: string;
};

/**
 * A day and a time, picked in the person's language (the day as DayPicker writes it) on the console's
 * 24-hour clock. The form keeps YYYY-MM-DDTHH:mm on the reader's clock; a moment the field cannot read is ''.
 */
export function MomentPicker({ label, value, onChange, onBlur, helperText, error, name }: Props) {
  const language = usePickerLanguage();
  const moment = value ? parse(value, LOCAL_MOMENT, new Date()) : null;
  const day = DAY_FIELD_FORMATS[language];
  return (
    <PickerLocalization>
      <DateTimePicker
        label={label}
        name={name}
        ampm={false}
        format={day ? `${day} HH:mm` : undefined}
        value={moment && isValid(moment) ? moment : null}
        onChange={(next) => onChange(next && isValid(next) ? format(next, LOCAL_MOMENT) : '')}
        slotProps={{ textField: { size: 'small', error, helperText, onBlur } }}
      />
    </PickerLocalization>
  );
}
