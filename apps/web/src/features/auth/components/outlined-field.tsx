import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

type Props = {
  label: string;
  name: string;
  type: 'email' | 'password';
  autoComplete: string;
  required?: boolean;
  autoFocus?: boolean;
};

/**
 * What `<TextField>` renders for an outlined text input (same parts, classes and label wiring),
 * without TextField's module: it imports Select, and with it Menu, Popover and Modal, which the
 * sign-in screen never shows and which made ~16 kB of its JavaScript (decision 031).
 */
export function OutlinedField({ label, required = false, ...input }: Props) {
  const id = useId();
  return (
    <FormControl className="MuiTextField-root" variant="outlined" required={required}>
      <InputLabel htmlFor={id} id={`${id}-label`}>{label}</InputLabel>
      <OutlinedInput id={id} label={label} {...input} />
    </FormControl>
  );
}
