import { Alert, Box, Button, Link, Paper, Skeleton, Typography } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/session-provider.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useVisit } from '../api/fan-bookings.ts';
import { BookingForm } from '../components/booking-form.tsx';
import { FanBookingCard } from '../components/fan-booking-card.tsx';
import { GoingButton } from '../components/going-button.tsx';

/**
 * /play/book/{slug}/{matchId}: a match at a bar, for a fan — "I'm going", and a table when the bar
 * takes bookings. Reached from the public pages' bar rows; a fan signed out is asked to sign in and
 * comes back here.
 */
export function BookPage() {
  const { t } = useTranslation('play');
  const { slug = '', matchId = '' } = useParams();
  const { user } = useSession();
  const here = `/play/book/${encodeURIComponent(slug)}/${encodeURIComponent(matchId)}`;
  if (!user)
    return (
      <Paper sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
        <Typography variant="h5" component="h1">
          {t('booking.title')}
        </Typography>
        <Typography>{t('booking.signInFirst')}</Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button component={RouterLink} to={`/play/signin?next=${encodeURIComponent(here)}`} variant="contained">
            {t('booking.signIn')}
          </Button>
          <Button component={RouterLink} to={`/play/signup?next=${encodeURIComponent(here)}`} variant="outlined">
            {t('booking.signUp')}
          </Button>
        </Box>
      </Paper>
    );
  if (user.role !== 'player') return <Alert severity="info">{t('consoleAccount')}</Alert>;
  return <Visit slug={slug} matchId={matchId} nickname={user.nickname} />;
}

function Visit({ slug, matchId, nickname }: { slug: string; matchId: string; nickname: string }) {
  const { t } = useTranslation('play');
  const visit = useVisit(slug, matchId);
  if (visit.isPending) return <Skeleton variant="rounded" height={240} />;
  if (!visit.data) return <Alert severity="error">{visit.refusal ?? t('common:somethingWentWrong')}</Alert>;
  const v = visit.data;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Paper sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 1.5 }}>
        <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {v.headline}
        </Typography>
        <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          <Link href={`/b/${encodeURIComponent(v.barSlug)}`}>{v.barName}</Link>
          {v.barCity ? `, ${v.barCity}` : ''} · {formatDateTime(v.kickOff)}
        </Typography>
        <GoingButton slug={slug} matchId={matchId} going={v.going} goers={v.goers} />
      </Paper>
      <Paper component="section" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }} aria-labelledby="book-table">
        <Typography variant="h6" component="h2" id="book-table">
          {t('booking.bookTable')}
        </Typography>
        {v.booking ? (
          <Box component="ul" sx={{ m: 0, p: 0 }}>
            <FanBookingCard booking={v.booking} />
          </Box>
        ) : v.bookable ? (
          <BookingForm slug={slug} matchId={matchId} seatsLeft={v.seatsLeft} nickname={nickname} />
        ) : (
          <Typography color="text.secondary">{t('booking.notTaken')}</Typography>
        )}
      </Paper>
    </Box>
  );
}
