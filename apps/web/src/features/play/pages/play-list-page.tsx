import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Card, CardActionArea, CardContent, CardMedia, CircularProgress, Typography } from '@mui/material';
import { formatDate } from '../../../lib/format-date.ts';
import { usePlayChampionships } from '../api/get-play-championships.ts';
import { useSession } from '../../../lib/session/session-provider.tsx';
import { FollowedTeams } from '../components/followed-teams.tsx';

/** /play: the championships fans can play; a signed-in player also picks the teams they follow. */
export function PlayListPage() {
  const { t } = useTranslation('play');
  const list = usePlayChampionships();
  const { user } = useSession();
  if (list.isPending) return <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}><CircularProgress aria-label={t('common:loading')} /></Box>;
  if (!list.data) return <Alert severity="error">{t('loadFailed')}</Alert>;
  return (
    <>
      {/* Decision 054: a signed-in player's own teams, above the championships. */}
      {user?.role === 'player' ? <FollowedTeams /> : null}
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>{t('listTitle')}</Typography>
      {list.data.championships.length === 0 ? <Typography color="text.secondary">{t('empty')}</Typography> : null}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
        {list.data.championships.map((c) => (
          <Box component="li" key={c.id}>
            <Card>
              <CardActionArea component={RouterLink} to={`/play/${c.id}`}>
                {c.cover ? <CardMedia component="img" image={c.cover} alt="" sx={{ aspectRatio: '3 / 1', objectFit: 'cover' }} /> : null}
                <CardContent>
                  <Typography variant="h6" component="h2"><bdi>{c.name}</bdi></Typography>
                  <Typography variant="body2" color="text.secondary">
                    {c.startDate && c.endDate ? t('dates', { start: formatDate(c.startDate), end: formatDate(c.endDate) }) : t('noDates')}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Box>
        ))}
      </Box>
    </>
  );
}
