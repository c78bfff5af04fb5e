import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { Grid, Paper, TextField, Typography } from '@mui/material';
import type { ChampionshipDraft, DraftAction, ScoringField } from '../model/championship-draft.ts';

type Props = { draft: ChampionshipDraft; dispatch: Dispatch<DraftAction> };

/** Every zone this browser knows (IANA names), UTC first; the stored one stays listed even if the browser lacks it. */
function zones(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set(['UTC', current, ...known])];
}

/**
 * The game's Scoring section: points per rule, when predictions lock before kick-off,
 * and the time zone of the game's days and weeks.
 */
export function ScoringSection({ draft, dispatch }: Props) {
  const { t } = useTranslation('championships');
  const points = (field: ScoringField, max: number) => (
    <Grid size={{ xs: 6, sm: 4, md: 2 }}>
      <TextField
        label={t(`scoring.${field}`)}
        value={draft.scoring[field]}
        onChange={(e) => dispatch({ type: 'setScoring', field, value: e.target.value })}
        size="small"
        fullWidth
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: String(max).length } }}
      />
    </Grid>
  );
  return (
    <Paper component="section" aria-labelledby="championship-scoring" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="championship-scoring" variant="h6" component="h2">
        {t('scoring.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('scoring.help')}
      </Typography>
      <Grid container spacing={2}>
        {points('exact', 100)}
        {points('goalDifference', 100)}
        {points('outcome', 100)}
        {points('answer', 100)}
        {points('lockMinutes', 1440)}
        <Grid size={{ xs: 12, sm: 8, md: 2 }}>
          <TextField
            select
            label={t('scoring.timeZone')}
            value={draft.scoring.timeZone}
            onChange={(e) => dispatch({ type: 'setScoring', field: 'timeZone', value: e.target.value })}
            size="small"
            fullWidth
            slotProps={{ select: { native: true } }}
          >
            {zones(draft.scoring.timeZone).map((zone) => (
              <option key={zone} value={zone}>
                {zone}
              </option>
            ))}
          </TextField>
        </Grid>
      </Grid>
    </Paper>
  );
}
