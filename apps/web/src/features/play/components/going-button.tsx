import { Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSetGoing } from '../api/fan-bookings.ts';

/** "I'm going": one tap says it, a second takes it back; the count is the bar's for this match. */
export function GoingButton({
  slug,
  matchId,
  going,
  goers,
}: {
  slug: string;
  matchId: string;
  going: boolean;
  goers: number;
}) {
  const { t } = useTranslation('play');
  const set = useSetGoing();
  const shown = set.data ?? { going, goers };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
      <Button
        variant={shown.going ? 'contained' : 'outlined'}
        aria-pressed={shown.going}
        loading={set.isPending}
        onClick={() => set.mutate({ slug, matchId, going: !shown.going })}
      >
        {t('booking.going')}
      </Button>
      <Typography variant="body2" color="text.secondary" role="status">
        {t('booking.goers', { count: shown.goers })}
      </Typography>
    </Box>
  );
}
