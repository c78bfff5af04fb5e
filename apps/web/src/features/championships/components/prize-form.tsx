import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, Paper, TextField, Typography } from '@mui/material';
import { useNotify } from '../../../components/feedback/notifier.tsx';
import { localMessage } from '../../../lib/message-text.ts';
import { emptyLocalized } from '../model/localized.ts';
import type { PrizeItem } from '../model/championship-draft.ts';
import { prizeFormProblems } from '../model/championship-form-data.ts';
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
  const [name, setName] = useState(prize?.name ?? '');
  const [description, setDescription] = useState(prize?.description ?? emptyLocalized());
  const [photo, setPhoto] = useState(prize?.photo ?? null);
  // A photo just chosen is still being checked: saving now would report it missing.
  const [checkingPhoto, setCheckingPhoto] = useState(false);

  const save = () => {
    if (checkingPhoto) return;
    const [problem] = prizeFormProblems({ name, description, photo }, languages);
    if (problem) {
      notify.error(localMessage(problem), t('common:errorTitle'));
      return;
    }
    onSave({ ...(prize ?? { key: crypto.randomUUID() }), name, description, photo });
  };

  return (
    <Paper variant="outlined" component="form" noValidate aria-label={prize ? t('prizes.editTitle') : t('prizes.newTitle')}
      onSubmit={(e) => { e.preventDefault(); save(); }} sx={{ p: 2, display: 'grid', gap: 2, width: '100%' }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>{prize ? t('prizes.editTitle') : t('prizes.newTitle')}</Typography>
      <TextField required label={t('prizes.name')} value={name} onChange={(e) => setName(e.target.value)} autoFocus />
      <LocalizedTextField label={t('prizes.description')} value={description} onChange={setDescription} languages={languages} multiline minRows={2} />
      <ImageUploadField label={t('prizes.photo')} buttonLabel={t('prizes.uploadPhoto')} value={photo} onChange={setPhoto} onCheckingChange={setCheckingPhoto} width={96} height={96} />
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button onClick={onCancel}>{t('prizes.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={checkingPhoto}>{t('prizes.save')}</Button>
      </Box>
    </Paper>
  );
}
