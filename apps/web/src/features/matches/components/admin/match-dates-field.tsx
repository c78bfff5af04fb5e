import { useTranslation } from 'react-i18next';
import { Controller, useFieldArray, type Control } from 'react-hook-form';
import {
  Box,
  Button,
  FormControl,
  FormHelperText,
  IconButton,
  InputLabel,
  MenuItem,
  Select,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { DATE_LABELS, MATCH_DATE_MASK, type MatchInputParsed } from '@app/contract/matches-admin';
import { applyDateMask } from './masked-date.ts';
import type { MatchFormValues } from './match-form-values.ts';

/** The dated entries of a match: a masked date and its label each; at least one entry stays. */
export function MatchDatesField({
  control,
  error,
}: {
  control: Control<MatchFormValues, unknown, MatchInputParsed>;
  error?: string;
}) {
  const { t } = useTranslation('matches-admin');
  const { fields, append, remove } = useFieldArray({ control, name: 'dates' });

  return (
    <Box
      component="fieldset"
      sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1.5 }}
      aria-describedby={error ? 'match-dates-error' : undefined}
    >
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {t('form.dates')}
      </Typography>
      {fields.map((field, index) => (
        <Box key={field.id} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', flex: 1, minWidth: 0 }}>
            <Controller
              control={control}
              name={`dates.${index}.date`}
              render={({ field: input }) => (
                <TextField
                  {...input}
                  onChange={(e) => input.onChange(applyDateMask(e.target.value))}
                  label={`${t('form.date')} ${index + 1}`}
                  placeholder={t('form.datePlaceholder')}
                  size="small"
                  error={Boolean(error)}
                  slotProps={{
                    htmlInput: {
                      inputMode: 'numeric',
                      maxLength: MATCH_DATE_MASK.length,
                      'data-mask': MATCH_DATE_MASK,
                    },
                  }}
                  sx={{ flex: '1 1 120px' }}
                />
              )}
            />
            <Controller
              control={control}
              name={`dates.${index}.label`}
              render={({ field: input }) => (
                <FormControl size="small" sx={{ flex: '1 1 120px', maxWidth: { sm: 180 } }}>
                  <InputLabel id={`date-label-${field.id}`}>{t('form.dateLabel')}</InputLabel>
                  <Select
                    {...input}
                    labelId={`date-label-${field.id}`}
                    label={t('form.dateLabel')}
                    inputProps={{ 'aria-label': `${t('form.dateLabel')} ${index + 1}` }}
                  >
                    {DATE_LABELS.map((label) => (
                      <MenuItem key={label} value={label}>
                        {t(`dateLabels.${label}`)}
                      </MenuItem>
                    ))}
                  </Select>
                </FormControl>
              )}
            />
          </Box>
          <Tooltip title={t('form.removeDate')}>
            <span>
              <IconButton
                aria-label={`${t('form.removeDate')} ${index + 1}`}
                onClick={() => remove(index)}
                disabled={fields.length <= 1}
              >
                <DeleteOutlineIcon />
              </IconButton>
            </span>
          </Tooltip>
        </Box>
      ))}
      {error ? (
        <FormHelperText id="match-dates-error" error>
          {error}
        </FormHelperText>
      ) : null}
      <Box>
        <Button
          startIcon={<AddIcon />}
          size="small"
          onClick={() => append({ date: '', label: fields.length === 0 ? 'start_date' : 'end_date' })}
          disabled={fields.length >= 10}
        >
          {t('form.addDate')}
        </Button>
      </Box>
    </Box>
  );
}
