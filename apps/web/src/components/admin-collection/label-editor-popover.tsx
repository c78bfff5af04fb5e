import { useTranslation } from 'react-i18next';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { labelInputSchema, type LabelInput } from '@app/contract/labels';
import { Box, Button, IconButton, TextField, Tooltip, Typography } from '@mui/material';
import { FormPopover } from './form-popover.tsx';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import CheckIcon from '@mui/icons-material/Check';
import { translatedResolver } from '../../lib/translated-resolver.ts';

const DEFAULT_LABEL_COLOR = '#333333';
/** A few ready colours; the native picker offers any other. */
const LABEL_SWATCHES = [
  '#333333',
  '#d32f2f',
  '#f57c00',
  '#fbc02d',
  '#388e3c',
  '#0288d1',
  '#1976d2',
  '#7b1fa2',
  '#c2185b',
  '#5d4037',
];

export type LabelEditorValues = { name: string; color: string };

export type LabelEditorPopoverProps = {
  anchorEl: HTMLElement | null;
  open: boolean;
  /** The label being edited; absent for a new one (empty name, colour #333333). */
  initial?: LabelEditorValues;
  onCancel: () => void;
  /** Called with the trimmed name when Done is pressed and the name is not empty. */
  onDone: (values: LabelEditorValues) => void;
  /** Shown as a delete button when given (editing an existing label). */
  onDelete?: () => void;
  busy?: boolean;
};

/** Label editor (docs/product.md §§2 and 5): name required, colour picker defaulting to #333333, Done / Cancel. */
export function LabelEditorPopover(props: LabelEditorPopoverProps) {
  const { anchorEl, open, onCancel } = props;
  return (
    <FormPopover anchorEl={anchorEl} open={open} onClose={onCancel}>
      {/* Keyed so each opening starts from its own initial values. */}
      <LabelEditorForm key={props.initial?.name ?? ''} {...props} />
    </FormPopover>
  );
}

function LabelEditorForm({ initial, onCancel, onDone, onDelete, busy }: LabelEditorPopoverProps) {
  const { t } = useTranslation('labels');
  // The contract's label schema (the server's): a trimmed name of 1 to 60 characters, a #rrggbb colour.
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<LabelInput, unknown, LabelEditorValues>({
    resolver: translatedResolver(zodResolver(labelInputSchema)),
    defaultValues: { name: initial?.name ?? '', color: initial?.color ?? DEFAULT_LABEL_COLOR },
  });
  const submit = handleSubmit(({ name, color }) => onDone({ name, color }));

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ p: 2, width: 300, display: 'grid', gap: 2 }}
      aria-label={initial ? t('editLabel') : t('createLabel')}
    >
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 600, flexGrow: 1 }}>
          {initial ? t('editLabel') : t('createLabel')}
        </Typography>
        {onDelete ? (
          <Tooltip title={t('delete')}>
            <IconButton size="small" aria-label={t('delete')} onClick={onDelete} disabled={busy}>
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        ) : null}
      </Box>
      <TextField
        label={t('name')}
        {...register('name')}
        autoFocus
        required
        size="small"
        error={errors.name !== undefined}
        helperText={errors.name?.message}
        slotProps={{ htmlInput: { maxLength: 60 } }}
      />
      <Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('colour')}
        </Typography>
        <Controller
          control={control}
          name="color"
          render={({ field }) => <ColourPicker value={field.value ?? DEFAULT_LABEL_COLOR} onChange={field.onChange} />}
        />
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
        <Button onClick={onCancel}>{t('cancel')}</Button>
        <Button type="submit" variant="contained" loading={busy}>
          {t('done')}
        </Button>
      </Box>
    </Box>
  );
}

/** The colour of a label: a few ready swatches, and the native picker for any other. */
function ColourPicker({ value, onChange }: { value: string; onChange: (color: string) => void }) {
  const { t } = useTranslation('labels');
  return (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, alignItems: 'center' }}
      role="radiogroup"
      aria-label={t('colour')}
    >
      {LABEL_SWATCHES.map((swatch) => (
        <Box
          key={swatch}
          component="button"
          type="button"
          role="radio"
          aria-checked={value.toLowerCase() === swatch}
          aria-label={t('pickColour', { color: swatch })}
          onClick={() => onChange(swatch)}
          sx={{
            width: 24,
            height: 24,
            borderRadius: '50%',
            border: 0,
            p: 0,
            cursor: 'pointer',
            bgcolor: swatch,
            color: '#fff',
            display: 'grid',
            placeItems: 'center',
          }}
        >
          {value.toLowerCase() === swatch ? <CheckIcon sx={{ fontSize: 16 }} /> : null}
        </Box>
      ))}
      <Box
        component="input"
        type="color"
        aria-label={t('customColour')}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        sx={{ width: 32, height: 28, p: 0, border: 0, bgcolor: 'transparent', cursor: 'pointer' }}
      />
    </Box>
  );
}
