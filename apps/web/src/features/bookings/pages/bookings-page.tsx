import { useMemo, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { Alert, Box, Button, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { BarBooking } from '@app/contract/bookings';
import { useNotify } from '../../../components/feedback/notifier.tsx';
import { formatDate, formatDateTime } from '../../../lib/format-date.ts';
import { useAcceptBooking, useBarBookings } from '../api/bar-bookings.ts';
import { BookingItem } from '../components/booking-item.tsx';
import { DeclineDialog } from '../components/decline-dialog.tsx';

const DAY_MS = 86_400_000;

/** The week `offset` weeks from today: from the start of today in the reader's zone, seven days. */
function weekRange(offset: number): { from: string; to: string } {
  const start = new Date();
  start.setHours(0, 0, 0, 0);
  const from = new Date(start.getTime() + offset * 7 * DAY_MS);
  return { from: from.toISOString(), to: new Date(from.getTime() + 7 * DAY_MS).toISOString() };
}

type MatchGroup = { matchId: string; headline: string; kickOff: string; bookings: BarBooking[]; held: number };

function byMatch(bookings: readonly BarBooking[]): MatchGroup[] {
  const groups = new Map<string, MatchGroup>();
  for (const booking of bookings) {
    const group = groups.get(booking.matchId) ?? {
      matchId: booking.matchId,
      headline: booking.headline,
      kickOff: booking.kickOff,
      bookings: [],
      held: 0,
    };
    group.bookings.push(booking);
    if (booking.status === 'requested' || booking.status === 'accepted') group.held += booking.seats;
    groups.set(booking.matchId, group);
  }
  return [...groups.values()];
}

/**
 * /bookings: the bar's bookings, of one match (`?match=`, from the match list or a mail) or of a
 * week (`?week=`, 0 from today), grouped by match with the seats they hold; the owner or a manager
 * accepts or declines each.
 */
export function BookingsPage() {
  const { t } = useTranslation('bookings');
  const notify = useNotify();
  const [params, setParams] = useSearchParams();
  const match = params.get('match') ?? undefined;
  const week = Number(params.get('week') ?? 0) || 0;
  const range = useMemo(() => (match ? { match } : weekRange(week)), [match, week]);
  const list = useBarBookings(range);
  const accept = useAcceptBooking();
  const [declining, setDeclining] = useState<BarBooking | null>(null);
  const groups = useMemo(() => byMatch(list.data?.bookings ?? []), [list.data]);
  const onAccept = (booking: BarBooking) =>
    accept.mutate(booking.id, { onSuccess: () => notify.success(t('accepted')) });
  const toWeek = (offset: number) => setParams(offset === 0 ? {} : { week: String(offset) });
  const weekShown = weekRange(week);

  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 880 }}>
      <Typography variant="h5" component="h1">
        {t('title')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        {match ? (
          <Button component={RouterLink} to="/bookings" variant="outlined" size="small">
            {t('wholeWeek')}
          </Button>
        ) : (
          <>
            <Button variant="outlined" size="small" onClick={() => toWeek(week - 1)}>
              {t('previousWeek')}
            </Button>
            <Button variant="outlined" size="small" onClick={() => toWeek(week + 1)}>
              {t('nextWeek')}
            </Button>
            <Typography variant="body2" color="text.secondary">
              {t('weekOf', {
                from: formatDate(weekShown.from),
                to: formatDate(new Date(Date.parse(weekShown.to) - DAY_MS)),
              })}
            </Typography>
          </>
        )}
      </Box>
      {list.refusal ? <Alert severity="error">{list.refusal}</Alert> : null}
      {accept.refusal ? <Alert severity="error">{accept.refusal}</Alert> : null}
      {list.isPending ? <Skeleton variant="rounded" height={120} /> : null}
      {list.data && groups.length === 0 ? (
        <Alert severity="info">{match ? t('noneForMatch') : t('noneThisWeek')}</Alert>
      ) : null}
      {groups.map((group) => (
        <Paper
          key={group.matchId}
          component="section"
          sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 1.5 }}
          aria-label={group.headline}
        >
          <Box>
            <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
              {group.headline}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {formatDateTime(group.kickOff)} ·{' '}
              {t('seatsHeld', { held: group.held, seats: list.data?.seatsPerMatch ?? 0 })}
            </Typography>
          </Box>
          <Stack component="ul" spacing={1} sx={{ m: 0, p: 0 }}>
            {group.bookings.map((booking) => (
              <BookingItem
                key={booking.id}
                booking={booking}
                onAccept={onAccept}
                onDecline={setDeclining}
                accepting={accept.isPending && accept.variables === booking.id}
              />
            ))}
          </Stack>
        </Paper>
      ))}
      <DeclineDialog booking={declining} onClose={() => setDeclining(null)} />
    </Box>
  );
}
