import { TextField } from '@mui/material';

type Props = {
  label: string;
  /** HH:MM as the contract keeps it, or what the owner is typing. */
  value: string;
  onChange: (value: string) => void;
  error?: boolean;
  placeholder: string;
  describedBy?: string;
};

const TYPED_TIME = /^(\d{1,2})(?:[:.h]?(\d{2}))?$/;

/**
 * What an owner types as HH:MM: '18' → 18:00, '930' → 09:30, '1800' → 18:00,
 * '9.30' → 09:30, '24:00' → 00:00 (midnight, as a closing time). Anything else is kept as typed and
 * the contract's rule says what is wrong with it.
 */
export function normalizeTime(text: string): string {
  const found = TYPED_TIME.exec(text.trim());
  if (!found) return text.trim();
  const hours = Number(found[1]);
  const minutes = Number(found[2] ?? '0');
  if (hours === 24 && minutes === 0) return '00:00';
  if (hours > 23 || minutes > 59) return text.trim();
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/**
 * A time of day on the console's 24-hour clock in every language (the clock of docs/product.md's 'H:mm'):
 * a text field, not the browser's time input, whose 12- or 24-hour face
 * follows the browser's own language instead of the console's. The text is tidied when the field is left.
 */
export function TimeOfDayField({ label, value, onChange, error, placeholder, describedBy }: Props) {
  return (
    <TextField
      size="small"
      label={label}
      value={value}
      placeholder={placeholder}
      error={error}
      onChange={(e) => onChange(e.target.value)}
      onBlur={(e) => {
        const tidy = normalizeTime(e.target.value);
        if (tidy !== e.target.value) onChange(tidy);
      }}
      sx={{ width: 104 }}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: {
          inputMode: 'numeric',
          autoComplete: 'off',
          maxLength: 5,
          dir: 'ltr',
          'aria-describedby': describedBy,
          'aria-invalid': error || undefined,
        },
      }}
    />
  );
}
