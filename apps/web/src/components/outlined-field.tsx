import {
  useId,
  type ChangeEventHandler,
  type FocusEventHandler,
  type HTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import type { SxProps, Theme } from '@mui/material/styles';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

type Props = {
  label: string;
  name: string;
  type?: 'text' | 'email' | 'password';
  autoComplete: string;
  required?: boolean;
  autoFocus?: boolean;
  /** react-hook-form's `register(name)` spreads these; `ref` reaches the <input> (focus on error). */
  ref?: Ref<HTMLInputElement>;
  onChange?: ChangeEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  error?: boolean;
  helperText?: ReactNode;
  /** A controlled field's text (react-hook-form's `Controller`). */
  value?: string;
  disabled?: boolean;
  size?: 'small' | 'medium';
  /** The keyboard a phone shows (digits for a score). */
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** The input's accessible name when the label alone is not enough (`Home, Arsenal – Chelsea`). */
  inputLabel?: string;
  sx?: SxProps<Theme>;
};

/**
 * What `<TextField>` renders for an outlined text input (same parts, classes, label and helper
 * text wiring), without TextField's module: it imports Select, and with it Menu, Popover and
 * Modal, which the signed-out screens never show. With TextField, /register, /forgot-password
 * and /reset-password also loaded the signed-in frame's whole file, and a
 * match card's score fields on /play/{id} loaded it too.
 */
export function OutlinedField({
  label,
  required = false,
  error = false,
  disabled = false,
  size,
  helperText,
  ref,
  type = 'text',
  inputMode,
  inputLabel,
  sx,
  ...input
}: Props) {
  const id = useId();
  const helperId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl
      className="MuiTextField-root"
      variant="outlined"
      required={required}
      error={error}
      disabled={disabled}
      size={size}
      sx={sx}
    >
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        type={type}
        inputRef={ref}
        aria-describedby={helperId}
        inputProps={inputMode || inputLabel ? { inputMode, 'aria-label': inputLabel } : undefined}
        {...input}
      />
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
