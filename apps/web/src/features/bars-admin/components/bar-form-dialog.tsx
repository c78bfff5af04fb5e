import { useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { translatedResolver } from '../../../lib/translated-resolver.ts';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Grid,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { z } from 'zod';
import { barCreateInputSchema, type AdminBar } from '@app/contract/bars-admin';
import { useNotify } from '../../../components/feedback/notifier.tsx';
import { useCreateBar } from '../api/create-bar.ts';
import { useUpdateBar } from '../api/update-bar.ts';

/** The dialog's fields, checked by the same rules as the server (name and country required). */
const barFormSchema = barCreateInputSchema.pick({
  name: true,
  email: true,
  phone: true,
  website: true,
  facebook: true,
  country: true,
  state: true,
  city: true,
  street: true,
  number: true,
  postalCode: true,
  barType: true,
  competition: true,
  starred: true,
});
type BarFormInput = z.input<typeof barFormSchema>;
type BarFormValues = z.output<typeof barFormSchema>;
const FIELD_ORDER = [
  'name',
  'country',
  'email',
  'phone',
  'website',
  'facebook',
  'state',
  'city',
  'street',
  'number',
  'postalCode',
  'barType',
  'competition',
] as const;
type TextFieldName = (typeof FIELD_ORDER)[number];

const empty: BarFormInput = {
  name: '',
  email: '',
  phone: '',
  website: '',
  facebook: '',
  country: '',
  state: '',
  city: '',
  street: '',
  number: '',
  postalCode: '',
  barType: '',
  competition: '',
  starred: false,
};
const valuesOf = (bar: AdminBar | null): BarFormInput =>
  bar
    ? {
        name: bar.name,
        email: bar.email,
        phone: bar.phone,
        website: bar.website,
        facebook: bar.facebook,
        country: bar.country,
        state: bar.state,
        city: bar.city,
        street: bar.street,
        number: bar.number,
        postalCode: bar.postalCode,
        barType: bar.barType,
        competition: bar.competition,
        starred: bar.starred,
      }
    : empty;

type Props = {
  open: boolean;
  /** The bar to edit; null creates a new one (it goes to Accepted with rating 0). */
  bar: AdminBar | null;
  onClose: () => void;
  onSaved: (bar: AdminBar) => void;
};

export function BarFormDialog({ open, bar, onClose, onSaved }: Props) {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" fullScreen={narrow}>
      {open ? <BarForm key={bar?.id ?? 'new'} bar={bar} onClose={onClose} onSaved={onSaved} /> : null}
    </Dialog>
  );
}

function BarForm({ bar, onClose, onSaved }: Omit<Props, 'open'>) {
  const { t } = useTranslation('bars-admin');
  const notify = useNotify();
  const create = useCreateBar();
  const update = useUpdateBar();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<BarFormInput, unknown, BarFormValues>({
    resolver: translatedResolver(zodResolver(barFormSchema)),
    defaultValues: valuesOf(bar),
  });

  const refusal = update.refusal ?? create.refusal;
  const invalid = (problems: FieldErrors<BarFormInput>) => {
    const first = FIELD_ORDER.map((name) => problems[name]?.message).find(Boolean);
    if (first) notify.error(first, t('common:errorTitle'));
  };
  const submit = (values: BarFormValues) => {
    if (bar) {
      update.mutate(
        { id: bar.id, ...values },
        {
          onSuccess: (saved) => {
            notify.success(t('form.updated'));
            onSaved(saved);
          },
        },
      );
    } else {
      create.mutate(
        { ...values, folder: 'accepted', rating: 0 },
        {
          onSuccess: (saved) => {
            notify.success(t('form.created'));
            onSaved(saved);
          },
        },
      );
    }
  };

  const field = (
    name: TextFieldName,
    props: { required?: boolean; type?: string; autoFocus?: boolean; md?: number } = {},
  ) => (
    <Grid size={{ xs: 12, sm: 6, md: props.md ?? 6 }}>
      <TextField
        label={t(`form.${name}`)}
        fullWidth
        size="small"
        required={props.required}
        type={props.type}
        autoFocus={props.autoFocus}
        {...register(name)}
        error={!!errors[name]}
        helperText={errors[name]?.message}
      />
    </Grid>
  );

  return (
    <form
      noValidate
      onSubmit={handleSubmit(submit, invalid)}
      aria-label={bar ? t('form.editTitle') : t('form.createTitle')}
    >
      <DialogTitle>{bar ? t('form.editTitle') : t('form.createTitle')}</DialogTitle>
      <DialogContent dividers>
        {refusal ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {refusal}
          </Alert>
        ) : null}
        <Grid container spacing={2}>
          {field('name', { required: true, autoFocus: true })}
          {field('email', { type: 'email' })}
          {field('phone')}
          {field('website')}
          {field('facebook')}
          {field('barType')}
          <Grid size={12}>
            <Typography variant="subtitle2" color="text.secondary">
              {t('form.address')}
            </Typography>
          </Grid>
          {field('country', { required: true, md: 4 })}
          {field('state', { md: 4 })}
          {field('city', { md: 4 })}
          {field('street', { md: 4 })}
          {field('number', { md: 4 })}
          {field('postalCode', { md: 4 })}
          {field('competition')}
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormControlLabel
              control={<Checkbox {...register('starred')} defaultChecked={bar?.starred ?? false} />}
              label={t('form.starred')}
            />
          </Grid>
        </Grid>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('form.cancel')}</Button>
        <Button type="submit" variant="contained" loading={create.isPending || update.isPending}>
          {t('form.save')}
        </Button>
      </DialogActions>
    </form>
  );
}
