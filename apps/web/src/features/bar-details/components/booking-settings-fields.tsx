import { FormControlLabel, Stack, Switch, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { BarBookingSettings } from '@app/contract/booking-settings';

type Props = {
  settings: BarBookingSettings;
  onChange: (settings: BarBookingSettings) => void;
  editing: boolean;
  error: string | undefined;
};

/** Whether fans may ask for a table, and the seats bookings may hold per match. */
export function BookingSettingsFields({ settings, onChange, editing, error }: Props) {
  const { t } = useTranslation('bar');
  return (
    <Stack spacing={2}>
      <FormControlLabel
        control={
          <Switch
            checked={settings.takesBookings}
            disabled={!editing}
            onChange={(e) => onChange({ ...settings, takesBookings: e.target.checked })}
          />
        }
        label={t('bookings.takesBookings')}
      />
      <TextField
        type="number"
        label={t('bookings.seatsPerMatch')}
        value={Number.isNaN(settings.seatsPerMatch) ? '' : settings.seatsPerMatch}
        onChange={(e) =>
          onChange({ ...settings, seatsPerMatch: e.target.value === '' ? Number.NaN : Number(e.target.value) })
        }
        // Read-only rather than disabled, as the form's other fields: a disabled field's help is too faint to read.
        error={!!error}
        helperText={error ?? t('bookings.seatsHelp')}
        slotProps={{
          input: { readOnly: !editing || !settings.takesBookings },
          htmlInput: { min: 1, max: 1000 },
        }}
        sx={{ maxWidth: 280 }}
      />
    </Stack>
  );
}
