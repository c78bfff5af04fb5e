import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Link, Stack, TextField } from '@mui/material';
import MyLocationIcon from '@mui/icons-material/MyLocation';

export type Location = { latitude: number | null; longitude: number | null };
type Coordinate = keyof Location;

type Props = {
  value: Location;
  onChange: (next: Location) => void;
  editing: boolean;
  /** 'Use my current location' before 'Edit Bar': the form opens for editing first. */
  onStartEditing: () => void;
  /** The field's problem, once 'Update Bar' was pressed. */
  error: (key: Coordinate) => string | undefined;
};

/**
 * What a typed coordinate means: empty is "not known", a comma reads as a decimal point, anything else unreadable is
 * NaN (the contract's range message).
 */
function parseCoordinate(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  const n = Number(trimmed);
  return Number.isFinite(n) ? n : Number.NaN;
}
const textOf = (n: number | null) => (n === null || Number.isNaN(n) ? '' : String(n));
const same = (a: number | null, b: number | null) => a === b || (Number.isNaN(a) && Number.isNaN(b));
const inRange = (v: Location): v is { latitude: number; longitude: number } =>
  v.latitude !== null && v.longitude !== null && Math.abs(v.latitude) <= 90 && Math.abs(v.longitude) <= 180;
/** Six decimals: about 10 cm, more than a phone's location knows. */
const rounded = (n: number) => Math.round(n * 1e6) / 1e6;

type Problem = 'unavailable' | 'denied' | 'failed';

/**
 * Where the bar is. An owner standing in the bar takes the browser's location; anyone can
 * type the two numbers. Both or neither, in range: the contract's rules, shown like the form's others.
 */
export function LocationFields({ value, onChange, editing, onStartEditing, error }: Props) {
  const { t } = useTranslation('bar');
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);

  const useCurrentLocation = () => {
    setProblem(null);
    if (!editing) onStartEditing();
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      setProblem('unavailable');
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        onChange({ latitude: rounded(position.coords.latitude), longitude: rounded(position.coords.longitude) });
      },
      (failure) => {
        setLocating(false);
        setProblem(failure.code === failure.PERMISSION_DENIED ? 'denied' : 'failed');
      },
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  };

  return (
    <Stack sx={{ gap: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'flex-start' } }}>
        {(['latitude', 'longitude'] as const).map((key) => (
          <CoordinateField
            key={key}
            name={key}
            value={value[key]}
            editing={editing}
            error={error(key)}
            onChange={(n) => onChange({ ...value, [key]: n })}
          />
        ))}
      </Stack>
      <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button variant="outlined" startIcon={<MyLocationIcon />} onClick={useCurrentLocation} loading={locating}>
          {t('location.useCurrent')}
        </Button>
        {inRange(value) ? (
          <Link
            href={`https://www.openstreetmap.org/?mlat=${value.latitude}&mlon=${value.longitude}#map=17/${value.latitude}/${value.longitude}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('location.showOnMap')}
          </Link>
        ) : null}
      </Stack>
      {problem ? (
        <Alert severity="warning" role="status" onClose={() => setProblem(null)}>
          {t(`location.${problem}`)}
        </Alert>
      ) : null}
    </Stack>
  );
}

type FieldProps = {
  name: Coordinate;
  value: number | null;
  editing: boolean;
  error: string | undefined;
  onChange: (n: number | null) => void;
};

/** One coordinate as typed: the text stays as the person writes it ('44.' on the way to '44.43'). */
function CoordinateField({ name, value, editing, error, onChange }: FieldProps) {
  const { t } = useTranslation('bar');
  const [text, setText] = useState(() => textOf(value));
  // A value set from outside (the browser's location, Cancel) replaces the text.
  if (!same(parseCoordinate(text), value)) setText(textOf(value));
  return (
    <TextField
      label={t(`location.${name}`)}
      value={text}
      error={error !== undefined}
      helperText={error}
      onChange={(e) => {
        setText(e.target.value);
        onChange(parseCoordinate(e.target.value));
      }}
      variant={editing ? 'outlined' : 'filled'}
      slotProps={{
        input: { readOnly: !editing },
        inputLabel: { shrink: true },
        htmlInput: { inputMode: 'decimal', dir: 'ltr', autoComplete: 'off' },
      }}
      sx={{ '& input': { textAlign: 'left' } }}
    />
  );
}
