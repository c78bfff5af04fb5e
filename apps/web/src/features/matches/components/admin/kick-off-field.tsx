import { useTranslation } from 'react-i18next';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { PickerLocalization } from '../../../../components/date-picker/picker-localization.tsx';

/** The admin's time zone as people read it: 'Europe/Paris (GMT+1)'. */
function timeZoneName(at: Date = new Date()): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const short = new Intl.DateTimeFormat('en-GB', { timeZone: zone, timeZoneName: 'shortOffset' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  return short && short !== zone ? `${zone} (${short})` : zone;
}

type KickOffFieldProps = {
  value: Date | null;
  onChange: (value: Date | null) => void;
  onBlur?: () => void;
  error?: string;
};

/**
 * 'Kick-off': date and time, 24-hour, in the admin's own time zone (named under the field). The
 * dialog sends it with the zone's offset, so the server stores the instant the admin chose.
 */
export function KickOffField({ value, onChange, onBlur, error }: KickOffFieldProps) {
  const { t } = useTranslation('matches-admin');
  // While a section is still being typed the picker's value is an invalid Date: the zone's offset is today's then.
  const zone = timeZoneName(value && !Number.isNaN(value.getTime()) ? value : undefined);
  return (
    <PickerLocalization>
      <DateTimePicker
        label={t('form.kickOff')}
        value={value}
        onChange={onChange}
        ampm={false}
        // The match dialog's date mask is the product's ##.##.####, in every language.
        format="dd.MM.yyyy HH:mm"
        slotProps={{
          textField: {
            size: 'small',
            fullWidth: true,
            required: true,
            onBlur,
            error: Boolean(error),
            helperText: error ?? t('form.kickOffZone', { zone }),
          },
        }}
      />
    </PickerLocalization>
  );
}
