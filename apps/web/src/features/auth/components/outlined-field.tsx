import { useId, type ChangeEventHandler, type FocusEventHandler, type ReactNode, type Ref } from 'react';
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
};

/**
 * What `<TextField>` renders for an outlined text input (same parts, classes, label and helper
 * text wiring), without TextField's module: it imports Select, and with it Menu, Popover and
 * Modal, which the signed-out screens never show. With TextField, /register, /forgot-password
 * and /reset-password also loaded the signed-in frame's whole file (decisions 031, 036).
 */
export function OutlinedField({ label, required = false, error = false, helperText, ref, type = 'text', ...input }: Props) {
  const id = useId();
  const helperId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl className="MuiTextField-root" variant="outlined" required={required} error={error}>
      <InputLabel htmlFor={id} id={`${id}-label`}>{label}</InputLabel>
      <OutlinedInput id={id} label={label} type={type} inputRef={ref} aria-describedby={helperId} {...input} />
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
