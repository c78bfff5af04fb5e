import { memo, useState } from 'react';
import { useForm, useWatch, type FieldErrors, type Path, type UseFormRegister } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { translatedResolver } from '../../../lib/translated-resolver.ts';
import { localMessage } from '../../../lib/message-text.ts';
import { formatDay } from '../../../lib/format-date.ts';
import { useTranslation } from 'react-i18next';
import { BookingSettingsFields } from './booking-settings-fields.tsx';
import {
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  Grid,
  Link,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import SaveIcon from '@mui/icons-material/Save';
import { BAR_MESSAGES, barFormSchema, type BarDetails, type BarFormValues } from '@app/contract/bar-details';
import type { OpeningHours, Viewing } from '@app/contract/bar-profile';
import { useNotify } from '../../../components/feedback/notifier.tsx';
import { useUnsavedEdits } from '../../../lib/session/unsaved-edits.ts';
import { HoursEditor, hoursRowOf } from './hours-editor.tsx';
import { LocationFields, type Location } from './location-fields.tsx';

/**
 * The hours row a refused save is about, brought into view with its first marked field focused: the
 * toast alone says nothing a person can see when the row is above or below the window.
 */
function revealHoursRow(row: string) {
  const [group, key] = row.split('.') as [string, string];
  const element = document.getElementById(group === 'weekly' ? `hours-${key}` : `hours-special-${key}`);
  if (!element) return;
  element.scrollIntoView({ block: 'center' });
  element.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus({ preventScroll: true });
}

type Props = {
  bar: BarDetails;
  saving: boolean;
  /** Resolves once saved; the form then returns to read-only. */
  onSave: (values: BarFormValues) => Promise<unknown>;
};

const ADDRESS_FIELDS = ['country', 'state', 'city', 'street', 'number', 'postalCode'] as const;
/** Texts a person reads come from the catalogue; the contract's messages are its keys. */
const MESSAGE_KEYS: Record<string, string> = {
  [BAR_MESSAGES.required]: 'validation.required',
  [BAR_MESSAGES.facebook]: 'validation.facebook',
  [BAR_MESSAGES.website]: 'validation.website',
  [BAR_MESSAGES.tooLong]: 'validation.tooLong',
};

function formValuesOf(bar: BarDetails): BarFormValues {
  return {
    name: bar.name,
    // docs/product.md: the first bar_user's email is the one shown.
    email: bar.bar_user[0]?.email ?? bar.email,
    telephoneNumber: bar.telephoneNumber,
    website: bar.website,
    facebookUrl: bar.facebookUrl,
    address: { ...bar.address },
    // One way to edit hours: the structure; the server writes docs/product.md's seven strings from it.
    openingHours: bar.openingHours,
    timeZone: bar.timeZoneFromCountry ? null : bar.timeZone,
    viewing: bar.viewing,
    latitude: bar.latitude,
    longitude: bar.longitude,
    contactsShownToFans: bar.contactsShownToFans,
    bookings: bar.bookings,
  };
}

/**
 * docs/product.md's bar form: read-only until 'Edit Bar', then 'Update Bar' checks section 5's rules
 * (the contract's schema, the one the server applies) and shows the first failure as a toast.
 * The opening hours, the time zone and the screens are part of it: one way
 * to start editing, one save; a refused save keeps everything typed.
 */
export function BarForm({ bar, saving, onSave }: Props) {
  const { t } = useTranslation('bar');
  const notify = useNotify();
  const [editing, setEditing] = useState(false);
  const { register, handleSubmit, reset, getValues, getFieldState, setValue, control, formState } =
    useForm<BarFormValues>({
      resolver: translatedResolver(zodResolver(barFormSchema)),
      values: formValuesOf(bar),
    });
  useUnsavedEdits(editing && formState.isDirty);
  const hours = useWatch({ control, name: 'openingHours' }) as OpeningHours;
  const zone = useWatch({ control, name: 'timeZone' }) ?? '';
  const viewing = useWatch({ control, name: 'viewing' }) as Viewing;
  const latitude = useWatch({ control, name: 'latitude' }) ?? null;
  const longitude = useWatch({ control, name: 'longitude' }) ?? null;
  const contactsShown = useWatch({ control, name: 'contactsShownToFans' }) ?? false;
  const bookings = useWatch({ control, name: 'bookings' }) ?? bar.bookings;
  // Once 'Update Bar' was pressed, a problem stays on screen until it is fixed.
  const [tried, setTried] = useState(false);
  const setHours = (next: OpeningHours) => setValue('openingHours', next, { shouldDirty: true });
  const setViewing = (next: Viewing) => setValue('viewing', next, { shouldDirty: true });
  const setLocation = (next: Location) => {
    setValue('latitude', next.latitude, { shouldDirty: true });
    setValue('longitude', next.longitude, { shouldDirty: true });
  };

  const onInvalid = (_errors: FieldErrors<BarFormValues>) => {
    setTried(true);
    // The schema lists its issues in docs/product.md's order; the first one is the message.
    const parsed = barFormSchema.safeParse(getValues());
    const issue = parsed.success ? undefined : parsed.error.issues[0];
    const message = issue?.message ?? BAR_MESSAGES.required;
    const key = MESSAGE_KEYS[message];
    const text = key ? t(key) : localMessage(message);
    // An hours problem names its day (the row is marked too).
    const row = issue ? hoursRowOf(issue.path) : null;
    notify.error(
      row ? t('hours.rowIssue', { day: rowName(row, getValues('openingHours')), message: text }) : text,
      t('common:errorTitle'),
    );
    if (row) requestAnimationFrame(() => revealHoursRow(row));
  };
  const rowName = (row: string, current: OpeningHours | undefined) => {
    const [group, key] = row.split('.') as [string, string];
    return group === 'weekly'
      ? t(`days.${key}`)
      : t('hours.specialDay', { date: formatDay(current?.special[Number(key)]?.date ?? '') });
  };

  const onValid = async (values: BarFormValues) => {
    setTried(true);
    try {
      await onSave(values);
      setEditing(false);
      setTried(false);
    } catch {
      // The page has told what went wrong; the owner's edits stay in the form.
    }
  };

  const field = (name: Path<BarFormValues>, label: string, extra: { type?: string; autoComplete?: string } = {}) => {
    const message = editing ? getFieldState(name, formState).error?.message : undefined;
    const helper =
      message && message !== BAR_MESSAGES.required ? t(MESSAGE_KEYS[message] ?? 'validation.required') : undefined;
    const value = getValues(name);
    return (
      <BarField
        register={register}
        name={name}
        label={label}
        {...extra}
        editing={editing}
        invalid={message !== undefined}
        helper={helper}
        value={typeof value === 'string' ? value : ''}
      />
    );
  };

  return (
    <Box
      component="form"
      noValidate
      aria-label={t('formLabel')}
      onSubmit={handleSubmit(onValid, onInvalid)}
      sx={{ display: 'grid', gap: 2 }}
    >
      <Paper sx={{ p: { xs: 2, md: 3 } }}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>{field('name', t('fields.name'), { autoComplete: 'organization' })}</Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            {field('email', t('fields.email'), { type: 'email', autoComplete: 'email' })}
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            {field('telephoneNumber', t('fields.phone'), { type: 'tel', autoComplete: 'tel' })}
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>{field('website', t('fields.website'), { type: 'url' })}</Grid>
          <Grid size={{ xs: 12, md: 4 }}>{field('facebookUrl', t('fields.facebook'), { type: 'url' })}</Grid>
          <Grid size={12}>
            <FormControlLabel
              disabled={!editing}
              label={t('fields.contactsShownToFans')}
              control={
                <Checkbox
                  checked={contactsShown}
                  onChange={(e) => setValue('contactsShownToFans', e.target.checked, { shouldDirty: true })}
                />
              }
            />
          </Grid>
        </Grid>
      </Paper>

      <Paper component="section" aria-labelledby="bar-address-title" sx={{ p: { xs: 2, md: 3 } }}>
        <Typography id="bar-address-title" variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('sections.address')}
        </Typography>
        <Grid container spacing={2}>
          {ADDRESS_FIELDS.map((key) => (
            <Grid key={key} size={{ xs: 12, sm: 6, md: 4 }}>
              {field(`address.${key}`, t(`address.${key}`))}
            </Grid>
          ))}
        </Grid>
      </Paper>

      <Paper component="section" aria-labelledby="bar-location-title" sx={{ p: { xs: 2, md: 3 } }}>
        <Typography id="bar-location-title" variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('location.title')}
        </Typography>
        <LocationFields
          value={{ latitude, longitude }}
          onChange={setLocation}
          editing={editing}
          onStartEditing={() => setEditing(true)}
          error={(key) => (editing && tried ? localMessage(getFieldState(key, formState).error?.message) : undefined)}
        />
      </Paper>

      <Paper component="section" aria-labelledby="bar-hours-title" sx={{ p: { xs: 2, md: 3 } }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', gap: 1, mb: 2 }}>
          <Typography id="bar-hours-title" variant="h6" component="h2">
            {t('hours.title')}
          </Typography>
          <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
            <Link href={bar.publicUrl} target="_blank" rel="noopener">
              {t('hours.publicPage')}
            </Link>
            <Link href={`${bar.publicUrl}/poster`} target="_blank" rel="noopener">
              {t('hours.poster')}
            </Link>
          </Stack>
        </Stack>
        <HoursEditor
          hours={hours}
          onChange={setHours}
          editing={editing}
          showIssues={editing && tried}
          zone={zone}
          onZoneChange={(next) => setValue('timeZone', next === '' ? null : next, { shouldDirty: true })}
          zoneFromCountry={bar.timeZoneFromCountry}
          countryZone={bar.timeZone}
          zoneError={
            editing && tried && getFieldState('timeZone', formState).error
              ? localMessage(getFieldState('timeZone', formState).error?.message)
              : undefined
          }
        />
      </Paper>

      <Paper component="section" aria-labelledby="bar-viewing-title" sx={{ p: { xs: 2, md: 3 } }}>
        <Typography id="bar-viewing-title" variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('viewing.title')}
        </Typography>
        <ViewingFields
          viewing={viewing}
          onChange={setViewing}
          editing={editing}
          error={(key) =>
            editing && tried ? localMessage(getFieldState(`viewing.${key}`, formState).error?.message) : undefined
          }
        />
      </Paper>

      <Paper component="section" aria-labelledby="bar-bookings-title" sx={{ p: { xs: 2, md: 3 } }}>
        <Typography id="bar-bookings-title" variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('bookings.title')}
        </Typography>
        <BookingSettingsFields
          settings={bookings}
          onChange={(next) => setValue('bookings', next, { shouldDirty: true })}
          editing={editing}
          error={
            editing && tried
              ? localMessage(getFieldState('bookings.seatsPerMatch', formState).error?.message)
              : undefined
          }
        />
      </Paper>

      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        {editing ? (
          <>
            <Button
              onClick={() => {
                reset(formValuesOf(bar));
                setEditing(false);
                setTried(false);
              }}
              disabled={saving}
            >
              {t('cancel')}
            </Button>
            <Button key="update" type="submit" variant="contained" startIcon={<SaveIcon />} loading={saving}>
              {t('update')}
            </Button>
          </>
        ) : (
          <Button
            key="edit"
            type="button"
            variant="contained"
            startIcon={<EditIcon />}
            onClick={() => setEditing(true)}
          >
            {t('edit')}
          </Button>
        )}
      </Stack>
    </Box>
  );
}

type BarFieldProps = {
  register: UseFormRegister<BarFormValues>;
  name: Path<BarFormValues>;
  label: string;
  type?: string;
  autoComplete?: string;
  editing: boolean;
  invalid: boolean;
  helper: string | undefined;
  /** The value the field starts from. */
  value: string;
};

/**
 * One field, drawn again only when what it shows changes: react-hook-form re-renders the form a few
 * times as it mounts (its ready and values states), and twenty fields drawn again each time held
 * a phone's main thread well past 50 ms after the page appeared.
 */
const BarField = memo(function BarField({
  register,
  name,
  label,
  type,
  autoComplete,
  editing,
  invalid,
  helper,
  value,
}: BarFieldProps) {
  return (
    <TextField
      label={label}
      fullWidth
      {...register(name)}
      // The value in the markup too, not only set through the ref once the page runs: a first
      // screen the server draws shows the bar's details, and MUI's field knows it
      // is filled from its first render.
      defaultValue={value}
      type={type}
      autoComplete={autoComplete}
      error={invalid}
      helperText={helper}
      // A phone, an email or a link reads left to right inside a right-to-left page, on the page's
      // side ('left' is mirrored by the right-to-left style plugin).
      slotProps={{
        input: { readOnly: !editing },
        inputLabel: { shrink: true },
        htmlInput: type ? { dir: 'ltr' } : undefined,
      }}
      sx={type ? { '& input': { textAlign: 'left' } } : undefined}
      variant={editing ? 'outlined' : 'filled'}
    />
  );
});

type ViewingProps = {
  viewing: Viewing;
  onChange: (viewing: Viewing) => void;
  editing: boolean;
  /** The field's problem, once 'Update Bar' was pressed. */
  error: (key: 'screens' | 'soundZones' | 'capacity') => string | undefined;
};

/** How the bar shows football: saved with the rest of the form, kept when a save is refused. */
function ViewingFields({ viewing, onChange, editing, error }: ViewingProps) {
  const { t } = useTranslation('bar');
  const number = (key: 'screens' | 'soundZones' | 'capacity') => {
    const message = error(key);
    return (
      <TextField
        type="number"
        label={t(`viewing.${key}`)}
        value={viewing[key] === null || Number.isNaN(viewing[key]) ? '' : viewing[key]}
        error={message !== undefined}
        helperText={message}
        onChange={(e) =>
          onChange({
            ...viewing,
            [key]: e.target.value === '' ? (key === 'capacity' ? null : Number.NaN) : Number(e.target.value),
          })
        }
        variant={editing ? 'outlined' : 'filled'}
        slotProps={{
          input: { readOnly: !editing },
          inputLabel: { shrink: true },
          htmlInput: key === 'capacity' ? { min: 1 } : { min: 0, max: 50 },
        }}
      />
    );
  };
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, flexWrap: 'wrap' }}>
        {number('screens')}
        {number('soundZones')}
        {number('capacity')}
      </Stack>
      <Stack direction="row" sx={{ flexWrap: 'wrap', mt: 1 }}>
        <FormControlLabel
          disabled={!editing}
          control={
            <Checkbox
              checked={viewing.bigScreen}
              onChange={(e) => onChange({ ...viewing, bigScreen: e.target.checked })}
            />
          }
          label={t('viewing.bigScreen')}
        />
        <FormControlLabel
          disabled={!editing}
          control={
            <Checkbox
              checked={viewing.outdoorScreen}
              onChange={(e) => onChange({ ...viewing, outdoorScreen: e.target.checked })}
            />
          }
          label={t('viewing.outdoorScreen')}
        />
      </Stack>
    </>
  );
}
