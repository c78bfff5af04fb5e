import { useTranslation } from 'react-i18next';
import { Chip, Stack } from '@mui/material';

type Counts = { postponed: number; cancelled: number };

/** '1 match postponed', '2 matches cancelled' — nothing when every match is on. */
export function MatchChangesNote({ postponed, cancelled }: Counts) {
  const { t } = useTranslation('championships');
  if (postponed === 0 && cancelled === 0) return null;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} role="status">
      {postponed > 0 ? (
        <Chip
          size="small"
          color="warning"
          variant="outlined"
          label={t('matchChanges.postponed', { count: postponed })}
        />
      ) : null}
      {cancelled > 0 ? (
        <Chip size="small" color="error" variant="outlined" label={t('matchChanges.cancelled', { count: cancelled })} />
      ) : null}
    </Stack>
  );
}
