import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Box, Button, Paper, TextField, Typography } from '@mui/material';
import { useNotify } from '../../../components/feedback/notifier.tsx';
import { localMessage } from '../../../lib/message-text.ts';
import { translatedResolver } from '../../../lib/translated-resolver.ts';
import { emptyLocalized } from '../model/localized.ts';
import type { PrizeItem } from '../model/championship-draft.ts';
import { prizeFormSchema, type PrizeFormValues } from '../model/championship-form-data.ts';
import { ImageUploadField } from './image-upload-field.tsx';
import { LocalizedTextField } from './localized-text-field.tsx';

type Props = {
  /** The prize being edited; null to add one. */
  prize: PrizeItem | null;
  languages: readonly string[];
  onSave: (prize: PrizeItem) => void;
  onCancel: () => void;
};

/** Adds or edits one prize locally; docs/product.md §5's prize rules run on Save Prize. */
export function PrizeForm({ prize, languages, onSave, onCancel }: Props) {
  const { t } = useTranslation('championships');
  const notify = useNotify();
  const schema = useMemo(() => prizeFormSchema(languages), [languages]);
  const { control, register, handleSubmit, getValues, setFocus } = useForm<PrizeFormValues, unknown, unknown>({
    resolver: translatedResolver(zodResolver(schema)),
    // The focus goes to the field of the problem the toast shows (below), not to the first field in error.
    shouldFocusError: false,
    defaultValues: {
      name: prize?.name ?? '',
      description: prize?.description ?? emptyLocalized(),
      photo: prize?.photo ?? null,
    },
  });
  // A photo just chosen is still being checked: saving now would report it missing.
  const [checkingPhoto, setCheckingPhoto] = useState(false);

  // The schema checks the prize in the contract's shape; the editor keeps the form's own values (a chosen file, texts
  // per language).
  const save = handleSubmit(
    () => onSave({ ...(prize ?? { key: crypto.randomUUID() }), ...getValues() }),
    () => {
      // The first of docs/product.md §5's problems, in the contract's order, is the one shown.
      const parsed = schema.safeParse(getValues());
      if (parsed.success) return;
      const [first] = parsed.error.issues;
      notify.error(localMessage(first?.message ?? ''), t('common:errorTitle'));
      setFocus(first?.path[0] === 'photo' || first?.path[0] === 'description' ? first.path[0] : 'name');
    },
  );

  return (
    <Paper
      variant="outlined"
      component="form"
      noValidate
      aria-label={prize ? t('prizes.editTitle') : t('prizes.newTitle')}
      onSubmit={(e) => {
        if (checkingPhoto) e.preventDefault();
        else void save(e);
      }}
      sx={{ p: 2, display: 'grid', gap: 2, width: '100%' }}
    >
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {prize ? t('prizes.editTitle') : t('prizes.newTitle')}
      </Typography>
      <TextField required label={t('prizes.name')} {...register('name')} autoFocus />
      <Controller
        control={control}
        name="description"
        render={({ field }) => (
          <LocalizedTextField
            label={t('prizes.description')}
            value={field.value}
            onChange={field.onChange}
            inputRef={field.ref}
            languages={languages}
            multiline
            minRows={2}
          />
        )}
      />
      <Controller
        control={control}
        name="photo"
        render={({ field }) => (
          <ImageUploadField
            label={t('prizes.photo')}
            buttonLabel={t('prizes.uploadPhoto')}
            value={field.value}
            onChange={field.onChange}
            buttonRef={field.ref}
            onCheckingChange={setCheckingPhoto}
            width={96}
            height={96}
          />
        )}
      />
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button onClick={onCancel}>{t('prizes.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={checkingPhoto}>
          {t('prizes.save')}
        </Button>
      </Box>
    </Paper>
  );
}
