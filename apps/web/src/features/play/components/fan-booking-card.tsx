import { Alert, Box, Button, Chip, Link, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { FanBooking } from '@app/contract/bookings';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useCancelBooking } from '../api/fan-bookings.ts';

/** One of the fan's bookings: where, when, for how many, its answer, and Cancel until kick-off. */
export function FanBookingCard({ booking }: { booking: FanBooking }) {
  const { t } = useTranslation('play');
  const cancel = useCancelBooking();
  return (
    <Paper
      variant="outlined"
      component="li"
      sx={{ p: 2, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1, listStyle: 'none' }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{booking.headline}</Typography>
        <Chip
          size="small"
          label={t(`booking.status.${booking.status}`)}
          color={booking.status === 'accepted' ? 'success' : 'default'}
        />
      </Box>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        <Link href={`/b/${encodeURIComponent(booking.barSlug)}`}>{booking.barName}</Link> ·{' '}
        {formatDateTime(booking.kickOff)} · {t('booking.tableFor', { count: booking.seats })}
      </Typography>
      {booking.status === 'declined' && booking.declineReason ? (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {t('booking.reason', { reason: booking.declineReason })}
        </Typography>
      ) : null}
      {cancel.refusal ? <Alert severity="error">{cancel.refusal}</Alert> : null}
      {booking.cancellable ? (
        <Button
          variant="outlined"
          color="error"
          size="small"
          loading={cancel.isPending}
          onClick={() => cancel.mutate(booking.id)}
          sx={{ justifySelf: 'start' }}
        >
          {t('booking.cancel')}
        </Button>
      ) : null}
    </Paper>
  );
}
