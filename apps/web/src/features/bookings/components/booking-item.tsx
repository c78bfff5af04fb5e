import { Box, Button, Chip, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { BarBooking, BookingStatus } from '@app/contract/bookings';
import { formatDateTime } from '../../../lib/format-date.ts';

const STATUS_COLOR: Record<BookingStatus, 'warning' | 'success' | 'default'> = {
  requested: 'warning',
  accepted: 'success',
  declined: 'default',
  cancelled: 'default',
};

/** One booking as the bar's team reads it, with its answers while it holds seats. */
export function BookingItem({
  booking,
  onAccept,
  onDecline,
  accepting,
}: {
  booking: BarBooking;
  onAccept: (booking: BarBooking) => void;
  onDecline: (booking: BarBooking) => void;
  accepting: boolean;
}) {
  const { t } = useTranslation('bookings');
  return (
    <Paper
      variant="outlined"
      component="li"
      sx={{ p: 2, display: 'grid', gap: 1, listStyle: 'none' }}
      aria-label={t('itemLabel', { name: booking.name, count: booking.seats })}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {booking.name}
        </Typography>
        <Typography component="span" color="text.secondary">
          {t('people', { count: booking.seats })}
        </Typography>
        <Chip size="small" color={STATUS_COLOR[booking.status]} label={t(`status.${booking.status}`)} />
      </Box>
      {booking.note ? (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {booking.note}
        </Typography>
      ) : null}
      {booking.status === 'declined' && booking.declineReason ? (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {t('reasonGiven', { reason: booking.declineReason })}
        </Typography>
      ) : null}
      <Typography variant="caption" color="text.secondary">
        {t('askedAt', { at: formatDateTime(booking.createdAt) })}
      </Typography>
      {booking.status === 'requested' || booking.status === 'accepted' ? (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {booking.status === 'requested' ? (
            <Button variant="contained" size="small" loading={accepting} onClick={() => onAccept(booking)}>
              {t('accept')}
            </Button>
          ) : null}
          <Button variant="outlined" color="error" size="small" onClick={() => onDecline(booking)}>
            {t('decline')}
          </Button>
        </Box>
      ) : null}
    </Paper>
  );
}
