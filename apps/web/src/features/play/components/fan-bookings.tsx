import { Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useMyBookings } from '../api/fan-bookings.ts';
import { FanBookingCard } from './fan-booking-card.tsx';

/** The fan's bookings, a section of their account page. */
export function FanBookings() {
  const { t } = useTranslation('play');
  const mine = useMyBookings();
  return (
    <Paper
      component="section"
      sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}
      aria-labelledby="my-bookings"
    >
      <Typography variant="h6" component="h2" id="my-bookings">
        {t('booking.mine')}
      </Typography>
      {mine.data && mine.data.bookings.length === 0 ? (
        <Typography color="text.secondary">{t('booking.none')}</Typography>
      ) : null}
      {mine.refusal ? <Typography color="error">{mine.refusal}</Typography> : null}
      <Stack component="ul" spacing={1} sx={{ m: 0, p: 0 }}>
        {mine.data?.bookings.map((booking) => (
          <FanBookingCard key={booking.id} booking={booking} />
        ))}
      </Stack>
    </Paper>
  );
}
