import { Link as RouterLink } from 'react-router';
import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { BookingSeats } from '@app/contract/booking-settings';

const line = { display: 'block', mt: 0.25, typography: 'body2', color: 'primary.main', whiteSpace: 'nowrap' } as const;

/** The seats the bar's bookings hold for a match, accepted and waiting, linking to the match's bookings. */
export function MatchBookingsLink({ matchId, seats }: { matchId: string; seats: BookingSeats }) {
  const { t } = useTranslation('matches');
  return (
    <Box component={RouterLink} to={`/bookings?match=${encodeURIComponent(matchId)}`} sx={line}>
      {seats.requested > 0
        ? t('bookingsLink.waiting', { count: seats.accepted, waiting: seats.requested })
        : t('bookingsLink.seats', { count: seats.accepted })}
    </Box>
  );
}
