import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, FormControlLabel, Grid, Paper, Switch, TextField, Typography } from '@mui/material';
import type { ChampionshipDraft, DraftAction, HeaderField } from '../model/championship-draft.ts';
import { ImageUploadField } from './image-upload-field.tsx';
import { LocalizedTextField } from './localized-text-field.tsx';

type Props = { draft: ChampionshipDraft; dispatch: Dispatch<DraftAction>; languages: readonly string[] };

/** Name, stake, logo, cover, how it works, prize counts and the QR switch. */
export function ChampionshipHeaderForm({ draft, dispatch, languages }: Props) {
  const { t } = useTranslation('championships');
  const set = <F extends HeaderField>(field: F, value: ChampionshipDraft[F]) => dispatch({ type: 'set', field, value });
  const count = (field: 'daily' | 'weekly' | 'allTime', min: number) => (
    <TextField
      fullWidth
      type="number"
      label={t(`fields.${field}`)}
      value={draft[field]}
      onChange={(e) => set(field, e.target.value)}
      slotProps={{ htmlInput: { min, step: 1 } }}
    />
  );

  return (
    <Paper component="section" aria-labelledby="championship-details" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="championship-details" variant="h6" component="h2" sx={{ mb: 2 }}>
        {t('editor.details')}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField
            fullWidth
            required
            label={t('fields.name')}
            value={draft.name}
            onChange={(e) => set('name', e.target.value)}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField
            fullWidth
            required
            label={t('fields.stake')}
            value={draft.stake}
            onChange={(e) => set('stake', e.target.value)}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Typography variant="subtitle2" sx={{ mb: 1 }}>
            {t('fields.logo')}
          </Typography>
          <ImageUploadField
            label={t('fields.logo')}
            buttonLabel={t('fields.uploadLogo')}
            value={draft.logo}
            onChange={(v) => set('logo', v)}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Typography variant="subtitle2" sx={{ mb: 1 }}>
            {t('fields.cover')}
          </Typography>
          <ImageUploadField
            label={t('fields.cover')}
            buttonLabel={t('fields.uploadCover')}
            value={draft.cover}
            onChange={(v) => set('cover', v)}
            width={240}
            height={120}
          />
        </Grid>
        <Grid size={12}>
          <LocalizedTextField
            label={t('fields.howItWorks')}
            value={draft.howItWorks}
            onChange={(v) => set('howItWorks', v)}
            languages={languages}
            multiline
            minRows={3}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>{count('daily', 0)}</Grid>
        <Grid size={{ xs: 12, sm: 4 }}>{count('weekly', 0)}</Grid>
        <Grid size={{ xs: 12, sm: 4 }}>{count('allTime', 1)}</Grid>
        <Grid size={12}>
          <Box>
            <FormControlLabel
              control={
                <Switch checked={draft.qrCodeEligible} onChange={(e) => set('qrCodeEligible', e.target.checked)} />
              }
              label={t('fields.qrCodeEligible')}
            />
            <Typography variant="caption" color="text.secondary" component="p">
              {t('fields.qrCodeEligibleHint')}
            </Typography>
          </Box>
        </Grid>
      </Grid>
    </Paper>
  );
}
