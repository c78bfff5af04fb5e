import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { COVERS_ON_A_PHONE_SCREEN, mediaSrcSet, PICTURE_WIDTHS, PLAY_COVER_SIZES } from '@app/contract/media-url';
import { formatDayIn } from '../../../lib/format-day-in.ts';
import { usePlayChampionships } from '../api/get-play-championships.ts';

/**
 * /play: the championships fans can play. `followed` is a signed-in player's "Teams you follow"
 * (components/followed-teams.tsx), composed by the route table (app/routes.tsx) so that a fan
 * signed out never loads its search.
 */
export function PlayListPage({ followed }: { followed?: ReactNode }) {
  const { t } = useTranslation('play');
  const list = usePlayChampionships();
  if (list.isPending)
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress aria-label={t('common:loading')} />
      </Box>
    );
  if (!list.data) return <Alert severity="error">{t('loadFailed')}</Alert>;
  return (
    <>
      {/* A signed-in player's own teams, above the championships. */}
      {followed}
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {t('listTitle')}
      </Typography>
      {list.data.championships.length === 0 ? <Typography color="text.secondary">{t('empty')}</Typography> : null}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
        {list.data.championships.map((c, index) => (
          <Box component="li" key={c.id}>
            <Card>
              <CardActionArea component={RouterLink} to={`/play/${c.id}`}>
                {/*
                  The copy the screen needs; the covers a phone's first screen shows go first in the browser's queue.
                */}
                {c.cover ? (
                  <CardMedia
                    component="img"
                    image={c.cover}
                    srcSet={mediaSrcSet(c.cover, PICTURE_WIDTHS)}
                    sizes={PLAY_COVER_SIZES}
                    fetchPriority={index < COVERS_ON_A_PHONE_SCREEN ? 'high' : undefined}
                    alt=""
                    sx={{ aspectRatio: '3 / 1', objectFit: 'cover' }}
                  />
                ) : null}
                <CardContent>
                  <Typography variant="h6" component="h2">
                    <bdi>{c.name}</bdi>
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {c.startDate && c.endDate
                      ? t('dates', {
                          start: formatDayIn(c.startDate, c.timeZone),
                          end: formatDayIn(c.endDate, c.timeZone),
                        })
                      : t('noDates')}
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
